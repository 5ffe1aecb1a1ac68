import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Drunk dice is the simplest game on the shelf: roll, read the rule for the number you rolled, do it, pass the dice. Every face of one die, or every total of two, has its own rule, and one of them lets the roller write a new rule for the whole table. The game has no winner. It is a way to keep a table laughing between longer games, and it takes ten seconds to explain.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Phone with drunk dice open', count: '1' },
      { item: 'Six-sided dice, if you would rather roll real ones', count: '2' },
      { item: 'Pen and paper, for the rules table without a phone', count: '1' },
      { item: 'Drink of your choice (water counts)', count: '1 per player' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Two or more. With two it is a quick duel; with five to eight the neighbor rules and "everybody drinks" rolls come round often enough to keep everyone in it. Above ten, split into two circles so nobody waits long for the dice.',
  },
  { h: 'The rules tables' },
  {
    p: 'Choose one die or two. One die is quick and easy to remember. Two dice give eleven rules, from 2 to 12, and because 7 comes up most and 2 and 12 least, the rare totals get the big moments. These are the app’s rules as they come; your table can rewrite any of them.',
  },
  {
    table: {
      head: ['One die', 'Rule'],
      rows: [
        ['1', 'Take a sip.'],
        ['2', 'Point at someone: they take a sip.'],
        ['3', 'Everybody drinks.'],
        ['4', 'The player on your left takes a sip.'],
        ['5', 'The player on your right takes a sip.'],
        ['6', 'Make a rule for the table. It stands until someone replaces it.'],
      ],
    },
  },
  {
    table: {
      head: ['Two dice', 'Rule'],
      rows: [
        ['2', 'Snake eyes: make a rule for the table.'],
        ['3', 'Take a sip.'],
        ['4', 'The player on your left takes a sip.'],
        ['5', 'The player on your right takes a sip.'],
        ['6', 'Thumb war with anyone you choose: the loser sips.'],
        ['7', 'Everybody drinks.'],
        ['8', 'Pick a buddy, who sips whenever you do until the next 8.'],
        ['9', 'Say a word; going round, everyone rhymes with it. The first to stall sips.'],
        [
          '10',
          'Name a category; going round, everyone names one thing in it. The first blank sips.',
        ],
        ['11', 'Hand out two sips however you like.'],
        ['12', 'Everyone but you sips, then the whole table has a glass of water.'],
      ],
    },
  },
  { h: 'Setting up' },
  {
    steps: [
      'Enter the players’ names in seat order, going clockwise, if you want the app to say whose roll it is and who sips. Without names it still rolls and shows the rule.',
      'Choose one die or two.',
      'Read the rules table out loud once. If the table wants different rules, tap Edit the rules and rewrite any row in a sentence; Reset to our rules brings the originals back.',
      'Mark anyone who is not drinking tonight: wherever a roll would have them sip, the app gives them a small forfeit instead.',
    ],
  },
  { play: { to: '/games/drunk-dice', text: 'Play drunk dice here' } },
  { h: 'How a turn goes' },
  {
    steps: [
      'The player whose turn it is rolls: tap Roll, press Space, or shake the phone if your phone allows it. With real dice, roll them in the middle of the table.',
      'Read the rule for the face or total out loud. The app names who sips where it can: the roller, a neighbor, or everyone.',
      'Do it before the next roll. Rhyme and category rounds start with the roller and go clockwise.',
      'A make-a-rule roll asks the roller to write one table rule, such as "no first names" or "drink with your other hand". It stays on screen until another make-a-rule roll replaces it, or the table lifts it.',
      'The dice pass to the left.',
    ],
  },
  { h: 'Ending' },
  {
    p: 'There is no score and no winner: play a few laps, or until the table wants a game with more going on. Drunk dice also works as a warm-up, or as the thing you play while the next game is set up.',
  },
  { h: 'Keeping it to sips' },
  {
    p: 'Every rule in drunk dice is a drinking rule, so it matters most here to keep them small:',
  },
  {
    list: [
      'A rule means one sip, never a drink finished. "Hand out two sips" means two sips in total, to one player or two.',
      'When you rewrite the rules, keep each one to a sip or two. A table rule that asks for more gets lifted.',
      'Anyone may stop drinking at any time and keep playing: the app hands them forfeits in place of sips.',
      'The 12 on two dice ends with water for everyone. Keep a jug on the table and take the hint.',
    ],
  },
  { h: 'Tips' },
  {
    list: [
      'The best house rules are silly rather than harsh: "speak in a whisper", "toast before every sip".',
      'Swap one rule for something without a drink, such as "tell the table a secret" or "swap seats with anyone", so not every roll is a sip.',
      'Use two dice for a bigger group: more rules means more variety between turns.',
      'Rolling real dice? Keep the rules table on paper in the middle, where everyone can read it.',
    ],
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/meyer', text: 'Meyer' },
        ': two dice, a cup and a lot of bluffing, for when the table wants a real game.',
      ],
      [
        { to: '/articles/kings-cup', text: 'Kings Cup' },
        ': the same idea with cards, a rule for every rank.',
      ],
    ],
  },
];
