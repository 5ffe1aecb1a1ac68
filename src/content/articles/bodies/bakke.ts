import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: "Bakke is Danish for a tray, and at Slusen, our partner bar in Copenhagen, it is also the name of a house game played round one. A tray of small glasses goes in the middle of the table, one die goes round, and every roll sends a glass somewhere: to you, to a friend, to your neighbors, or to whoever is slowest to slap the table. When the tray is empty, the game is over. What follows is Slusen's house game as we play it: the bar's own rules were never written down anywhere we could find, so this is our version, built to be fair, quick to learn and loud.",
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Serving tray', count: '1' },
      { item: 'Small glasses on the tray (8 at least, 16 at most)', count: '2 per player' },
      { item: 'Jug of water, to make at least one glass in four a blank' },
      { item: 'Six-sided die', count: '1' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Three to eight players round one table. With three the tray goes quickly and everyone rolls often; with seven or eight it becomes a spectator sport, with the whole table watching every roll. More than eight and your glasses stop fitting on the tray: order two trays and play two tables.',
  },
  { h: 'Set-up' },
  {
    steps: [
      'Count the players and fill two small glasses per player: a mouthful each, never a full measure. Keep the total between 8 and 16.',
      'Make at least a quarter of the glasses water. They go on the tray mixed in with the rest, and they are taken like any other glass. These are the "blanks", and everyone will be glad of them.',
      'Put the tray in the middle of the table, where everyone can reach it.',
      'Give the die to whoever carried the tray from the bar. They roll first, and play goes to the left.',
    ],
  },
  { h: 'How to play' },
  {
    p: 'On your turn, roll the die once and do what it says. Then pass the die to the left. A "glass" always means any glass from the tray, chosen by whoever has to drink it, so a careful player can reach for a blank when they need one.',
  },
  {
    table: {
      head: ['Roll', 'Name', 'What happens'],
      rows: [
        ['1', 'Yours', 'Take a glass from the tray and drink it.'],
        ['2', 'Serve', 'Choose any other player. They take a glass.'],
        ['3', 'Neighbors', 'The players on your left and right each take a glass.'],
        [
          '4',
          'Waiter',
          'Serve a glass to a player of your choice in character as a waiter (grand, grumpy or painfully polite). They accept it in character. Anyone else who laughs before it is drunk takes a glass too.',
        ],
        [
          '5',
          'House rule',
          'Make a rule that lasts until the tray is empty. Anyone who breaks it takes a glass.',
        ],
        [
          '6',
          'Bakke!',
          'Shout "Bakke!" Everyone slaps a flat hand on the table beside the tray. The last hand down takes a glass.',
        ],
      ],
    },
  },
  {
    steps: [
      "If a roll asks for more glasses than the tray still holds, hand out what is left in seat order from the roller's left, and the game ends.",
      'When the last glass leaves the tray, the game is over. Whoever took that last glass carries the empty tray back to the bar.',
      'If the table wants another round, the tray carrier chooses what goes on the next tray and rolls first. Who pays is for your table to decide; the game does not say.',
    ],
  },
  {
    p: 'The Waiter is the roll everyone waits for. A friend delivering a thimble of water as if it were vintage champagne, while the receiver plays a food critic, is worth the whole game. Good house rules are small and silly: say "skål" before every sip, call the die "the oracle", no pointing with fingers, only elbows. Three house rules at once is usually the limit of what a table can remember, which is exactly why someone always breaks one.',
  },
  { h: 'Variants and house rules' },
  {
    list: [
      'Blind tray: the bar fills the tray with soft drinks and a few real ones in identical glasses. Nobody knows what they are taking until they taste it.',
      'Double six: two sixes in a row from the same player means every player slaps, and the last two hands both take a glass.',
      'Short tray: one glass per player, for a five-minute game between other rounds.',
      'Ladder: each time the tray is emptied, the carrier adds one house rule that carries over to the next tray.',
      'Team bakke: pairs sit together and share a seat in the turn order. A glass sent to either partner can be taken by the other.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: 'The blanks are the quiet genius of the game. They keep a tray of sixteen glasses from turning into sixteen drinks, and because you choose your own glass, anyone can slow down without announcing it. A player who is not drinking plays with blanks only, or with their own soft drink, and the game is exactly as good. Keep the pours tiny; Bakke is meant to be played more than once.',
  },
  {
    p: 'Slapping the table is half the fun and all of the risk: move phones and full pint glasses off the table before the first roll, and slap beside the tray, never on it. Nobody has to play the Waiter; a player who would rather not can simply hand the glass across.',
  },
  {
    tip: 'Order a jug of water with the tray. Refilling the blanks between games is free, and it keeps the next round honest.',
    title: 'Ask the bar',
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/the-line', text: 'The Line' },
        ": Slusen's straight-line take on beer pong.",
      ],
      [{ to: '/partnerships/slusen', text: 'Slusen' }, ': the bar behind both games.'],
      [
        { to: '/articles/category', text: 'Category' },
        ': a no-kit game for the table while you wait for the tray.',
      ],
    ],
  },
];
