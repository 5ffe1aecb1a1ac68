import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'ScrollBar is the student bar of the IT University of Copenhagen (ITU), and a Party Dojo partner. This page covers the games its guests play with us, the printed QR material on its tables, its beer-pong dare cards and its foosball tournament, and ends with how any bar can partner with us.',
  },
  { h: 'The games at ScrollBar' },
  {
    p: [
      'The QR codes at ScrollBar lead to these games, every one of them easy to pick up in a loud room. The placemat’s code opens ',
      { to: '/games/scrollbar', text: 'ScrollBar’s games page' },
      ', with all of them in one place:',
    ],
  },
  {
    list: [
      [
        'Meyer, the Danish bluffing dice game: two dice under a cup, a claim passed round the table, and a lie that someone eventually calls. Read the ',
        { to: '/articles/meyer', text: 'Meyer guide' },
        ' before your first round.',
      ],
      [
        { to: '/games/truth-or-dare', text: 'Truth or dare' },
        ', ',
        { to: '/games/most-likely-to', text: 'most likely to' },
        ' and ',
        { to: '/games/never-have-i-ever', text: 'never have I ever' },
        ', played on one phone passed round.',
      ],
      [
        'Rule cards for the table classics: ',
        { to: '/articles/deprecated/buffalo', text: 'buffalo' },
        ', ',
        { to: '/articles/deprecated/pyramid', text: 'pyramid' },
        ', ',
        { to: '/articles/deprecated/waterfall', text: 'waterfall' },
        ' and ',
        { to: '/articles/deprecated/beer-pong', text: 'beer pong' },
        '.',
      ],
      [
        'ScrollBar’s own ',
        {
          to: '/articles/partnerships/scrollbar/beer-pong',
          text: 'beer-pong house rules, with dare cups',
        },
        '.',
      ],
    ],
  },
  { h3: 'The foosball tournament' },
  {
    p: 'Twice a year ScrollBar runs a foosball tournament, and it is taken seriously. It is double elimination, so every team gets a second chance. A game ends at 10 goals, or after 20 minutes, when the next goal wins. The grand final is best of three, and the team that comes through the upper bracket starts it one game up. The prizes are drink tickets and punch cards for the bar.',
  },
  { h: 'The QR material at ScrollBar' },
  {
    p: 'Everything printed for ScrollBar opens a page on the guest’s own phone. Nothing needs installing, and once a page has opened it stays on the phone, so the rules are still there when the signal gives up.',
  },
  {
    list: [
      'The placemat: a paper mat for the tables with the short rules of the house games and a QR code beside each, so a table can go from reading to playing in a minute.',
      'Game codes: one QR code each for Meyer, truth or dare, most likely to and never have I ever.',
      'Rule-card codes: one QR code each for buffalo, pyramid, beer pong and waterfall.',
      'Beer-pong dare cards: a small stack of cards kept by the pong table, each with a dare on the front, used in the house rules below. A rules sheet for the table explains how they work.',
      'From our standard set, table signs and stickers: a tent card for the tables and small stickers for the bar and the pong table, each with a QR code to the games.',
    ],
  },
  { h: 'Beer pong with dare cups' },
  {
    p: [
      'ScrollBar plays standard beer pong with one twist: before the game each team hides two dare cards under its own cups, and sinking one of those cups turns the card over. The rules, and all 24 dares, are on the ',
      {
        to: '/articles/partnerships/scrollbar/beer-pong',
        text: 'ScrollBar beer-pong page',
      },
      '.',
    ],
  },
  {
    tip: 'Every game here works with water, soda or nothing at all, and any dare can be swapped for a sip. Nobody has to play, drink or do anything they do not want to.',
    title: 'Play it your way',
  },
  { h: 'Partner with us' },
  {
    p: 'Student bars, pubs and cafés can all join. A partner bar gets:',
  },
  {
    list: [
      'A page like this one, with the bar’s own games written up as guides.',
      'Print-ready QR material chosen for the bar: placemats, table signs, stickers and, for a pong table, dare cards and their rules sheet.',
      'Games on the guests’ own phones that keep working without the bar’s Wi-Fi, with no app to install, no sign-up and no ads.',
      'No tracking of guests: Party Dojo runs no analytics and no advertising.',
    ],
  },
  {
    p: 'Joining is free. We design the material together with the bar and send it ready to print; the bar pays only for its own printing.',
  },
  {
    p: [
      'Send us the bar’s name, its city and the games its regulars play, through the ',
      { to: '/info/contact', text: 'contact page' },
      '. We answer by email.',
    ],
  },
];
