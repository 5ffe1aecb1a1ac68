// The site's frame, the error pages and the words around every game's prompt.

export const shell = {
  // The switch between languages (header, profile).
  'lang.switchLabel': 'Language',
  'lang.switchTo': 'Vis på dansk',
  'lang.current': 'English',

  // The site's frame: header, navigation, footer.
  'shell.skip': 'Skip to content',
  'shell.home': 'Party Dojo home',
  'shell.homeSuffix': ' home',
  'shell.nav': 'Main',
  'shell.nav.play': 'Play',
  'shell.nav.create': 'Create',
  'shell.nav.howItWorks': 'How it works',
  'shell.nav.profile': 'Profile',
  'shell.footer.nav': 'About Party Dojo',
  'shell.footer.guides': 'Game guides',
  'shell.footer.safe': 'Play kind, drink water, get home safe.',
  'shell.footer.safeLink': 'Playing safely',
  'shell.footer.offline': 'Party Dojo works offline once it has loaded.',
  'shell.games.back': 'All games',
  'shell.games.backText': 'Games',

  // docs/spec/screens.md "Error page": the messages, word for word.
  'error.404': 'Oops! This page seems to have wandered off after too many drinks!',
  'error.500': 'Our bartender is having technical difficulties. Try again soon!',
  'error.other': "Something went wrong. Maybe it's time for a sobering walk home?",
  'error.notFoundDetail': 'Page Not Found: {path}',
  'error.unmatchedDetail': 'Page not found: {path}',
  'error.previous': 'Previous Page',
  'error.homepage': 'Homepage',
  'error.stuck': 'Still stuck?',
  'error.contact': 'Contact support',
  'error.mailSubject': 'Problem on {path} ({status})',
} as const;
