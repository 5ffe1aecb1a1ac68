import type { Translation } from '../../types';
import type { app as english } from '../en/app';

export const app: Translation<typeof english> = {
  'app.lang.remembered': 'Huskes på denne enhed og på din konto, når du er logget ind.',
  'app.pill.signIn': 'Log ind',
  'app.notices': 'Beskeder',
  'app.notice.gotIt': 'Forstået',
  'app.notice.memory':
    'Denne browser lader ikke Party Dojo gemme noget, så dine spillere, spil i gang og pakker bliver glemt, når du lukker fanen. Alt andet virker.',
  'app.notice.full':
    'Enheden er løbet tør for plads, så din sidste ændring kunne ikke gemmes. Ryd lidt op, og prøv igen.',
  'app.notice.outdated':
    'Party Dojo er blevet opdateret i en anden fane. Genindlæs denne fane for at blive ved med at gemme.',
  'app.notice.reload': 'Genindlæs',
  'app.notice.swError':
    'Offline-tilstand kunne ikke sættes op i denne browser, så sider, du ikke har åbnet endnu, kræver net.',
  'app.notice.updateInGame':
    'En ny version er klar. Genindlæs, når spillet er slut; intet ændrer sig, før du gør.',
  'app.notice.update': 'En ny version af Party Dojo er klar.',
  'app.notice.later': 'Senere',
  'app.notice.install': 'Installér Party Dojo, så spillet er ét tryk væk, også uden dækning.',
  'app.notice.installButton': 'Installér',
  'app.notice.notNow': 'Ikke nu',
};
