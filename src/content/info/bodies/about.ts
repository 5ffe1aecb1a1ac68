import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Party Dojo is a collection of party and drinking games for one phone and a group of friends. Pick a game, pass the phone round, read the prompt out loud. That is the whole idea.',
  },
  { h: 'Why we built it' },
  {
    p: 'The best nights rarely happen where the signal is good. They happen in cabins, on boats, in basements and at the back of a bar, which is exactly where most party apps stop loading. So Party Dojo is built the other way round: after one visit, every game, guide and page lives on your phone and works in airplane mode. Whatever you change while offline is kept and sent later. Nothing you did is ever lost because the Wi-Fi dropped.',
  },
  {
    p: 'We also wanted a party app that does not get in the way. There are no ads, no trackers and no sign-up wall. Every game is free to play without an account.',
  },
  { h: 'What you will find here' },
  {
    list: [
      'Prompt games: never have I ever, most likely to, truth or dare, category, charades, country-island-city, and a mix of all of them.',
      [
        'A ',
        { to: '/editor', text: 'pack editor' },
        ' for writing your own prompts, playing them at once and sharing them with a link or a QR code.',
      ],
      [
        { to: '/articles', text: 'Game guides' },
        ' for the classics you play with cards, cups, dice and a table: beer pong, kings cup, flip cup, ride the bus and many more.',
      ],
      [
        'House games from the bars we work with, such as ',
        { to: '/partnerships/slusen', text: 'Slusen' },
        ' and ',
        { to: '/partnerships/scrollbar', text: 'ScrollBar' },
        ' in Copenhagen.',
      ],
    ],
  },
  { h: 'How we think about drinking' },
  {
    p: 'Drinking is optional in every game we make. A sip can be water, and some packs are written with no alcohol at all. We write prompts to be fun for the whole table: cheeky is fine, humiliating is not, and nobody has to do anything they do not want to. The 18+ packs are clearly marked and stay off until you choose them.',
  },
  { h: 'Who we are' },
  {
    p: [
      'A small team that likes games, friends and nights that run late. We read every message and every piece of feedback sent from the games. If you have an idea, a pack you are proud of or a bar that should join us, ',
      { to: '/info/contact', text: 'get in touch' },
      '.',
    ],
  },
];
