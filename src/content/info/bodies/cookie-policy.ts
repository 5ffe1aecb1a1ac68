import type { Body } from '../../reading/types';

export const body: Body = [
  { p: 'Last updated 24 November 2026.' },
  {
    p: 'Short version: Party Dojo sets no cookies of its own, and uses no tracking cookies, no analytics, no advertising and no third-party trackers of any kind. That is why you never see a cookie banner here.',
  },
  { h: 'What the app keeps in your browser' },
  {
    p: 'To work offline and to remember your games, the app does store things in your browser. None of it is used to follow you around the web or to build a profile of you, and none of it is shared with anyone.',
  },
  {
    table: {
      head: ['Where', 'What', 'Why'],
      rows: [
        [
          'IndexedDB',
          'Games in progress, player names, which packs are on, your packs and drafts, settings, the recent prompts, and changes waiting to be sent',
          'So the app works with no signal and picks up where you left off',
        ],
        [
          'Local storage',
          'Your sign-in session (only if you sign in) and small preferences, such as hiding the install offer',
          'So you stay signed in and are not asked the same thing twice',
        ],
        [
          'Session storage',
          'A note of the page you came from, and whether the page has just reloaded itself',
          'For the back button and to recover from a failed update; it is cleared when you close the tab',
        ],
        [
          'Service worker cache',
          'The app’s own files: pages, scripts, styles, icons, games and guides',
          'So every page opens offline after your first visit',
        ],
      ],
    },
  },
  {
    p: 'This storage is strictly necessary for the features you use, so it needs no consent under cookie law. It stays on your device until you clear it.',
  },
  { h: 'Paying for premium' },
  {
    p: 'If you buy a premium subscription, you pay on a checkout page run by Stripe, our payment processor. That page is Stripe’s, not ours, and Stripe may use its own cookies there to process the payment and prevent fraud, under its own privacy policy. Party Dojo itself never sees your card details.',
  },
  { h: 'Clearing it' },
  {
    p: 'Clear the site data for Party Dojo in your browser settings, or uninstall the app, and everything listed above is removed from that device. If you are signed in, go online first so that changes still waiting to be sent are not lost.',
  },
  {
    p: [
      'What we store on our server, and why, is in the ',
      { to: '/info/privacy-policy', text: 'privacy policy' },
      '. Questions? Use the ',
      { to: '/info/contact', text: 'contact page' },
      '.',
    ],
  },
];
