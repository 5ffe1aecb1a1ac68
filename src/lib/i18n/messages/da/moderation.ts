import type { Translation } from '../../types';
import type { moderation as english } from '../en/moderation';

export const moderation: Translation<typeof english> = {
  'moderation.offline':
    'Køen kunne ikke hentes: serveren svarede ikke. Tjek forbindelsen, og prøv igen.',
  'moderation.unreadable': 'Serveren sendte en kø, som siden ikke kan læse.',
  'moderation.notModerator': 'Kun moderatorer kan gøre det. Log ind med en moderatorkonto.',
  'moderation.noLongerModerator': 'Kun moderatorer kan gøre det, og din konto er ikke længere en.',
  'moderation.nothingChanged':
    'Serveren svarede ikke, så intet er ændret. Tjek forbindelsen, og prøv igen.',
  'moderation.restored': '“{name}” er tilbage i galleriet.',
  'moderation.removed': '“{name}” er fjernet fra galleriet, og linket virker ikke længere.',
  'moderation.theAuthor': 'Forfatteren',
  'moderation.bannedUnknown':
    '{who} er udelukket og kan ikke længere udgive eller anmelde. Genindlæs køen for at se pakkerne.',
  'moderation.bannedNone':
    '{who} er udelukket: ingen af pakkerne er i galleriet, og {who} kan ikke længere udgive eller anmelde.',
  'moderation.bannedSome': {
    one: '{who} er udelukket: 1 pakke forlod galleriet, og {who} kan ikke længere udgive eller anmelde.',
    other:
      '{who} er udelukket: {count} pakker forlod galleriet, og {who} kan ikke længere udgive eller anmelde.',
  },
  'moderation.title': 'Moderation',
  'moderation.loading': 'Henter køen…',
  'moderation.signInTitle': 'Log ind for at moderere',
  'moderation.signInText': 'Siden er for moderatorer. Log ind med en moderatorkonto.',
  'moderation.signIn': 'Log ind',
  'moderation.noServer':
    'Denne udgave af Party Dojo har ingen server, så der er ingen fællesskabspakker at moderere.',
  'moderation.tryAgain': 'Prøv igen',
  'moderation.lead':
    'Pakker, der er skjult efter anmeldelser, eller som er anmeldt og venter på et blik. {restore} ({keep} for en pakke, der stadig vises) sætter pakken tilbage i galleriet og lægger anmeldelserne til side. {remove} fjerner den fra galleriet, og linket holder op med at virke. {ban} skjuler alle pakker, personen har udgivet, og forhindrer vedkommende i at udgive eller anmelde. Alle beslutninger logges nedenfor.',
  'moderation.nothingWaiting': 'Intet venter',
  'moderation.waiting': { one: '{count} pakke venter', other: '{count} pakker venter' },
  'moderation.empty': 'Ingen pakker er skjult eller har anmeldelser, som ingen har kigget på.',
  'moderation.decisions': 'Beslutninger',
  'moderation.noDecisions': 'Ingen beslutninger endnu.',
  'moderation.log.restore': '{moderator} genindsatte “{pack}”',
  'moderation.log.remove': '{moderator} fjernede “{pack}”',
  'moderation.log.ban': '{moderator} udelukkede forfatteren bag “{pack}”',
  'moderation.log.by': ' af {author}',
  'moderation.by': 'af {author}',
  'moderation.unnamedAuthor': 'en unavngiven forfatter',
  'moderation.authorBanned': 'Forfatter udelukket',
  'moderation.hiddenSince': 'Skjult siden {when}',
  'moderation.inGallery': 'I galleriet',
  'moderation.reports': {
    one: '{count} åben anmeldelse, {trusted} fra betroede konti (bekræftet e-mail, mindst en dag gammel)',
    other:
      '{count} åbne anmeldelser, {trusted} fra betroede konti (bekræftet e-mail, mindst en dag gammel)',
  },
  'moderation.noReports':
    'Ingen anmeldelser: skjult af en moderator (en udelukkelse skjuler alle pakker).',
  'moderation.deletedAccount': 'en slettet konto',
  'moderation.didNotCount': 'ny eller ubekræftet konto, talte ikke med',
  'moderation.setAside': 'lagt til side tidligere',
  'moderation.note': 'Note til loggen (valgfri)',
  'moderation.confirm': 'Bekræft',
  'moderation.confirmRemove':
    'Fjern “{pack}”? Den forsvinder fra galleriet, og linket holder op med at virke.',
  'moderation.confirmBan':
    'Udeluk {author}? Alle pakker, personen har udgivet, forsvinder fra galleriet, og vedkommende kan ikke længere udgive eller anmelde.',
  'moderation.thisAuthor': 'denne forfatter',
  'moderation.yesRemove': 'Ja, fjern den',
  'moderation.yesBan': 'Ja, udeluk forfatteren',
  'moderation.cancel': 'Annuller',
  'moderation.restore': 'Genindsæt',
  'moderation.keep': 'Behold',
  'moderation.remove': 'Fjern',
  'moderation.ban': 'Udeluk forfatter',
};
