import type { PartnerPageMeta } from '../reading/types';

// Partner pages live at several addresses, so each entry names its full path. The body file of
// each is bodies/<id>.ts.
export const PARTNER_PAGES: readonly PartnerPageMeta[] = [
  {
    id: 'slusen',
    path: '/partnerships/slusen',
    title: 'Slusen: our partner bar and its house games',
    description:
      'Slusen in Copenhagen plays The Line and Bakke, its own house games. Here are the games, the QR material on its tables, and how your bar can join.',
    locale: 'en',
    updated: '2026-11-24',
  },
  {
    id: 'scrollbar',
    path: '/partnerships/scrollbar',
    title: 'ScrollBar: the ITU student bar and Party Dojo',
    description:
      'ScrollBar, the student bar of the IT University of Copenhagen: its games, its beer-pong dare cards, its foosball tournament and how a bar partners with us.',
    locale: 'en',
    updated: '2026-11-24',
  },
  {
    id: 'scrollbar-beer-pong',
    path: '/articles/partnerships/scrollbar/beer-pong',
    title: 'ScrollBar beer pong: house rules and dare cards',
    description:
      'The beer-pong rules played at ScrollBar, with hidden dare cups and the full list of 24 dares printed on the dare cards.',
    locale: 'en',
    updated: '2026-11-24',
  },
  {
    id: 'gentle-jack',
    path: '/articles/partnerships/gentle-jack',
    title: 'Gentle Jack: a low-alcohol blackjack for the bar table',
    description:
      'Gentle Jack is blackjack played for tokens, not drinks, with a water rule on every jack. Rules, and a short guide to pacing a night out.',
    locale: 'en',
    updated: '2026-11-24',
  },
];
