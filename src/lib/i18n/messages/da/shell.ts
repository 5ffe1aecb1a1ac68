import type { Translation } from '../../types';
import type { shell as english } from '../en/shell';

// The error page's three sentences keep the spec's spirit (a page that drank too much, a
// bartender in trouble, a walk home) in Danish.

export const shell: Translation<typeof english> = {
  'lang.switchLabel': 'Sprog',
  'lang.switchTo': 'Show in English',
  'lang.current': 'Dansk',

  'shell.skip': 'Gå til indholdet',
  'shell.home': 'Party Dojo forside',
  'shell.homeSuffix': ' forside',
  'shell.nav': 'Hovedmenu',
  'shell.nav.play': 'Spil',
  'shell.nav.create': 'Lav selv',
  'shell.nav.howItWorks': 'Guide',
  'shell.nav.profile': 'Profil',
  'shell.footer.nav': 'Om Party Dojo',
  'shell.footer.guides': 'Spilleguides',
  'shell.footer.safe': 'Vær søde ved hinanden, drik vand, og kom sikkert hjem.',
  'shell.footer.safeLink': 'Spil trygt',
  'shell.footer.offline': 'Party Dojo virker uden net, når den først er hentet.',
  'shell.games.back': 'Alle spil',
  'shell.games.backText': 'Spil',

  'error.404': 'Ups! Den her side er vist gået hjem fra festen efter en øl for meget!',
  'error.500': 'Bartenderen har tekniske problemer lige nu. Prøv igen om lidt!',
  'error.other': 'Noget gik galt. Måske er det tid til en lille gåtur hjem i den friske luft?',
  'error.notFoundDetail': 'Siden findes ikke: {path}',
  'error.unmatchedDetail': 'Siden findes ikke: {path}',
  'error.previous': 'Forrige side',
  'error.homepage': 'Forsiden',
  'error.stuck': 'Sidder du stadig fast?',
  'error.contact': 'Skriv til os',
  'error.mailSubject': 'Problem på {path} ({status})',
};
