import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Slusen is a bar in Copenhagen and a Party Dojo partner. It has games of its own: two house games that grew up at its tables and that you will not find in the usual rule books. This page collects them, explains the printed material you will see at the bar, and tells other bars how to join.',
  },
  { h: 'The house games' },
  {
    p: [
      'At the bar, the code on your table opens ',
      { to: '/games/slusen', text: 'Slusen’s games page' },
      ': both house games, the tools for them and the phone games, one tap each.',
    ],
  },
  { h3: 'The Line' },
  {
    p: 'Slusen’s own take on beer pong. Instead of a triangle, each side sets its six cups in a straight line running away from the thrower, so there is always exactly one cup at the front. Only a ball in that front cup takes a cup out of the game. A ball in any other cup does not remove it: that cup is moved to the front of the line instead, which means the line keeps changing shape under your aim.',
  },
  {
    list: [
      '12 cups and 2 ping-pong balls, two teams.',
      'A hit cup is removed or moved at once, before the next throw.',
      'The team that clears the other side’s line wins, and the losers drink what is left in the winners’ cups.',
    ],
  },
  {
    p: [
      'Full set-up, the off-center placing of the two lines and the fine points are in the guide to ',
      { to: '/articles/the-line', text: 'The Line' },
      '. If you have never played ordinary beer pong, start with the ',
      { to: '/articles/beer-pong', text: 'beer pong guide' },
      '.',
    ],
  },
  { h3: 'Bakke' },
  {
    p: [
      'Bakke is Danish for tray, and this is a game played round a tray of drinks in the middle of the table: the kind of game a group can start the moment a round arrives. The rules, the set-up and the variants are in the ',
      { to: '/articles/bakke', text: 'Bakke guide' },
      '.',
    ],
  },
  { h3: 'And on your phone' },
  {
    p: [
      'For the moments between rounds, every Party Dojo game runs on one phone passed round the table: ',
      { to: '/games/never-have-i-ever', text: 'never have I ever' },
      ', ',
      { to: '/games/most-likely-to', text: 'most likely to' },
      ', ',
      { to: '/games/truth-or-dare', text: 'truth or dare' },
      ' and the rest. Open one once and it keeps working even if the bar’s signal gives up.',
    ],
  },
  { h: 'The QR material on the tables' },
  {
    p: 'Partner bars get printed material that takes guests straight from the table to a game, with nothing to install. The set a bar can choose from:',
  },
  {
    list: [
      'Table signs: a small folded card standing on each table, with one QR code that opens the games and a line saying how to start.',
      'Stickers: small round QR stickers for the bar, the beer-pong table and the back of the menu.',
      'Placemats: a paper mat with the short rules of the house games printed on it, and a QR code beside each one that opens its full guide.',
      'Rule-card codes: single QR codes for classic games such as buffalo, pyramid and waterfall, each opening a one-page rule card.',
    ],
  },
  {
    p: 'Scan any of them once and the page is kept on the phone, so the rules are still there after the signal drops.',
  },
  { h: 'Play it well' },
  {
    tip: 'Ask the bar before you set up a cup game, keep the table dry, and let anyone play with water. A "drink" in any of these games can be whatever the player chooses.',
    title: 'House manners',
  },
  { h: 'Run a bar? Partner with us' },
  { p: 'What a partner bar gets:' },
  {
    list: [
      'A page like this one, with your house games written up as proper guides, in your words and ours.',
      'Print-ready QR material for your tables: table signs, stickers, a placemat with your games, and beer-pong dare cards if you have a pong table.',
      'Games that run on your guests’ own phones and keep working without your Wi-Fi, with no app to install, no sign-up and no ads.',
      'No tracking of your guests: Party Dojo has no analytics and no advertising.',
    ],
  },
  {
    p: 'It costs nothing to join. We design the material with you and send it ready to print; the only cost on your side is the printing.',
  },
  {
    p: [
      'To start, write to us through the ',
      { to: '/info/contact', text: 'contact page' },
      ' with your bar’s name, your city, and the games your regulars already play. We reply by email.',
    ],
  },
];
