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
};
