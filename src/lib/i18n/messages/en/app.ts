// The app's own notices (storage, a new version, installing), the header's account pill and the
// profile's choice of language.

export const app = {
  'app.lang.remembered': 'Kept on this device, and with your account when you are signed in.',
  'app.pill.signIn': 'Sign in',
  'app.notices': 'Notices',
  'app.notice.gotIt': 'Got it',
  'app.notice.memory':
    'This browser is not letting Party Dojo store anything, so your players, game progress and packs will be forgotten when you close this tab. Everything else works.',
  'app.notice.full':
    'This device is out of storage space, so your last change could not be saved. Free up some space and try again.',
  'app.notice.outdated': 'Party Dojo was updated in another tab. Reload this tab to keep saving.',
  'app.notice.reload': 'Reload',
  'app.notice.swError':
    'Offline mode could not be set up in this browser, so pages you have not opened yet need a connection.',
  'app.notice.updateInGame':
    'A new version is ready. Reload when this game is done; nothing changes until you do.',
  'app.notice.update': 'A new version of Party Dojo is ready.',
  'app.notice.later': 'Later',
  'app.notice.install': 'Install Party Dojo for one-tap play, even with no signal.',
  'app.notice.installButton': 'Install',
  'app.notice.notNow': 'Not now',
} as const;
