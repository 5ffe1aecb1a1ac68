import type { Translation } from '../../types';
import type { contact as english } from '../en/contact';

// Kontaktformularen og afmelding af mails, i et venligt og ligefremt dansk.

export const contact: Translation<typeof english> = {
  'contact.topic.question': 'Et spørgsmål',
  'contact.topic.problem': 'Noget virker ikke',
  'contact.topic.idea': 'En idé eller et spil, I bør have',
  'contact.topic.partnership': 'Samarbejde (barer og spillesteder)',
  'contact.topic.privacy': 'Mine data eller min konto',
  'contact.topic.other': 'Noget andet',
  'contact.error.messageMissing': 'Skriv din besked først.',
  'contact.error.messageTooLong': 'Din besked er for lang: hold den under {max} tegn.',
  'contact.error.emailInvalid':
    'Mailadressen ser ikke færdig ud (fx navn@eksempel.dk). Ret den, eller lad feltet stå tomt.',
  'contact.error.emailTooLong': 'Mailadressen er længere end {max} tegn.',
  'contact.error.nameTooLong': 'Dit navn må højst fylde {max} tegn.',
  'contact.error.topicUnknown': 'Vælg, hvad din besked handler om.',
  'contact.error.storageFull':
    'Enheden er løbet tør for plads, så beskeden kunne ikke gemmes. Ryd lidt op, og send den igen. Din tekst er her stadig.',
  'contact.error.notSaved':
    'Beskeden kunne ikke gemmes på enheden. Send den igen. Din tekst er her stadig.',
  'contact.form': 'Skriv til os',
  'contact.name': 'Dit navn',
  'contact.optional': '(valgfrit)',
  'contact.email': 'Din mail',
  'contact.emailHint': 'Kun hvis du vil have svar. Vi bruger den til at svare dig og intet andet.',
  'contact.topic': 'Hvad handler det om?',
  'contact.message': 'Din besked',
  'contact.counter': '{length} / {max}',
  'contact.sending': 'Sender…',
  'contact.send': 'Send besked',
  'contact.noSignal':
    'Ingen dækning? Send den alligevel: den gemmes på enheden og når frem til os, så snart du er online.',
  'contact.preferEmail': 'Vil du hellere maile? Skriv til',
  'contact.replyTo': 'Vi svarer til {email}.',
  'contact.noReply': 'Du skrev ingen mail, så vi kan ikke svare, men vi læser alle beskeder.',
  'contact.sent.localTitle': 'Kun gemt på denne enhed',
  'contact.sent.localBody':
    'Denne udgave af Party Dojo har ingen server, så beskeden kan ikke nå os herfra. Send den i stedet til {email}.',
  'contact.sent.refusedTitle': 'Ikke modtaget',
  'contact.sent.refusedBody':
    'Vores server afviste beskeden ({reason}). Send den i stedet til {email}.',
  'contact.sent.deliveredTitle': 'Sendt',
  'contact.sent.deliveredBody': 'Din besked er nået frem. {reply}',
  'contact.sent.queuedTitle': 'I kø',
  'contact.sent.queuedOnline': 'Gemt på enheden og på vej til os. {reply}',
  'contact.sent.queuedOffline':
    'Gemt på enheden. Du er offline: den bliver sendt, så snart du er online igen, også hvis du lukker siden. {reply}',
  'contact.another': 'Skriv en besked mere',

  'unsubscribe.title': 'Stop mails fra Party Dojo',
  'unsubscribe.intro':
    'Linket kommer fra en mail, vi har sendt til din konto. Tryk på knappen, så stopper vi med at sende nyheder og nyhedsbreve til den. Du skal ikke logge ind.',
  'unsubscribe.working': 'Afmelder…',
  'unsubscribe.button': 'Afmeld',
  'unsubscribe.alreadyTitle': 'Allerede afmeldt',
  'unsubscribe.doneTitle': 'Du er afmeldt',
  'unsubscribe.already': 'Kontoen var allerede afmeldt vores mails, så der var ikke mere at gøre.',
  'unsubscribe.done':
    'Færdig. Vi har noteret det: ikke flere nyheder eller nyhedsbreve til kontoen.',
  'unsubscribe.stillArrive':
    'Mails, du selv beder om, fx til at nulstille din adgangskode, kommer stadig. Fortryder du? Log ind, og slå nyheder til igen på din profil.',
  'unsubscribe.invalidTitle': 'Linket virker ikke',
  'unsubscribe.invalid':
    'Intet er ændret. Linket er måske blevet klippet over: åbn det igen direkte fra mailen, eller kopiér hele adressen. Hvis det stadig ikke virker, så skriv til',
  'unsubscribe.byHand': 'så fjerner vi dig fra listen i hånden.',
  'unsubscribe.expiredTitle': 'Linket er udløbet',
  'unsubscribe.expired':
    'Intet er ændret. Afmeldingslinks virker i et år og kun for den adresse, de blev sendt til. Log ind, og slå nyheder fra på din profil, eller skriv til',
  'unsubscribe.noAccountTitle': 'Kontoen findes ikke længere',
  'unsubscribe.noAccount': 'Den er slettet, så den får ingen mails fra os. Der er intet at gøre.',
  'unsubscribe.offlineTitle': 'Du er offline',
  'unsubscribe.offline':
    'Afmelding kræver forbindelse, så intet er noteret endnu. Gå på nettet, og prøv igen.',
  'unsubscribe.noServerTitle': 'Ingen server her',
  'unsubscribe.noServer':
    'Denne udgave af Party Dojo har ingen server, så den kan ikke notere en afmelding. Skriv i stedet til',
  'unsubscribe.instead': '.',
  'unsubscribe.errorTitle': 'Ikke noteret',
  'unsubscribe.retry': 'Prøv igen',
  'unsubscribe.noToken':
    'Alle vores mails slutter med et afmeldingslink: åbn det, og tryk på Afmeld, uden at logge ind. Du kan også logge ind og slå mails fra på din profil eller skrive til',
  'unsubscribe.settingTitle': 'Mails fra Party Dojo',
  'unsubscribe.settingLabel': 'Send mig nyheder fra Party Dojo',
  'unsubscribe.saving': 'Gemmer…',
  'unsubscribe.off':
    'Fra: ingen nyheder eller nyhedsbreve fra os. Mails, du selv beder om, fx til at nulstille din adgangskode, kommer stadig.',
  'unsubscribe.on': 'Til: fjern fluebenet for at stoppe nyheder og nyhedsbreve fra os.',
  'unsubscribe.checking': 'Tjekker din indstilling…',
  'unsubscribe.refused': 'Serveren afviste forespørgslen, så intet blev ændret. Prøv igen senere.',
  'unsubscribe.noServerToAsk': 'Denne udgave af Party Dojo har ingen server at spørge.',
  'unsubscribe.checkOffline':
    'Du er offline, og vi skal have forbindelse for at tjekke din indstilling.',
  'unsubscribe.changeOffline':
    'Du er offline, og vi skal have forbindelse for at ændre din indstilling.',
};
