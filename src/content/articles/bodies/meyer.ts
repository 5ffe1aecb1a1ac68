import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: "Meyer is the Danish bluffing game with two dice and a cup, known in much of the world as Mia. You roll in secret, peek, and announce what you have, or what you would like the next player to believe you have. They can take your word and try to beat it, or lift the cup and call you a liar. It is Liar's Dice boiled down to one roll per turn, and it is at home on a bar table in Copenhagen with a stack of beer mats to count the damage.",
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Six-sided dice', count: '2' },
      {
        item: 'Dice cup you cannot see through (a mug will do)',
        count: '1',
      },
      {
        item: 'Lives: a spare die, chips, beer mats or marks on paper',
        count: '6 per player',
      },
      { item: 'Drinks (optional)', count: '1 per player' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Three or more. With three it is a tight duel of nerves; five to eight is ideal, because a lie has time to grow as it travels round the table. Past ten, turns come round too slowly and the cup spends too long away from you.',
  },
  { h: 'Set-up' },
  {
    steps: [
      'Sit in a circle. Play goes clockwise.',
      'Give everyone six lives. A spare die turned from 6 down to 1 is the classic counter; chips or marks on paper work as well.',
      'Put both dice in the cup and hand it to the first player, chosen any way you like.',
    ],
  },
  { h: 'Reading a roll' },
  {
    p: 'A roll is read as a two-digit number with the higher die first: a 5 and a 3 is "53", never "35". Pairs beat every mixed roll, and two special rolls beat everything. From best to worst:',
  },
  {
    table: {
      head: ['Rank', 'Roll', 'Called'],
      rows: [
        ['1 (best)', '2 and 1', 'Meyer'],
        ['2', '3 and 1', 'Little Meyer'],
        ['3 to 8', '66, 55, 44, 33, 22, 11', 'Pairs, sixes highest'],
        ['9 to 20', '65, 64, 63, 62, 61, 54, 53, 52, 51, 43, 42, 41', 'Mixed rolls, highest first'],
        ['21 (worst)', '32', 'The lowest roll'],
      ],
    },
  },
  { h: 'How to play' },
  {
    steps: [
      'Shake the dice under the cup, slam it down and peek without letting anyone else see.',
      'Announce a roll. You may say what you really have, claim something higher, or even claim something lower: under-calling is allowed and is not a lie.',
      'Pass the cup, still covering the dice, to the next player. They must choose: believe you or lift the cup.',
      'If they believe you, they shake, peek and must announce something higher than your call, then pass the cup on. The claim only ever climbs.',
      'If they lift the cup and the dice are lower than what you announced, you lose a life. If the dice match or beat your call, the lifter loses a life.',
      'After a lift the round is over. A new round starts from scratch, usually with the player who just lost a life.',
      'A player with no lives left is out. The last player with lives wins.',
    ],
  },
  { h3: 'The blind pass' },
  {
    p: 'Instead of rolling, a player who believes the call may pass the cup on without rolling or looking, announcing the same value or a higher one. The risk moves with the cup: if the next player lifts and the dice fall short, the one who passed blind pays.',
  },
  { h3: 'When someone says Meyer' },
  {
    p: 'Nothing beats Meyer, so the next player cannot roll higher. They either give up without looking and lose one life, or lift the cup. If it really is Meyer, the lifter loses two lives. If it is not, the announcer loses a life; some tables make that two as well, so agree before you start.',
  },
  { h3: 'Every phone its own cup' },
  {
    p: "No cup and dice to hand round? In the app, choose Every phone its own cup at set-up: the host's phone shows a code with the seats, the turn order and everyone's lives, and everyone else scans it from Join their table. Only the phone of the player whose turn it is offers Roll the dice; the dice stay hidden until you press and hold to peek. Lay the phone face down, or tap Cup down, and nothing shows until it is picked up again. Say your call out loud as usual: Meyer, Little Meyer, a pair or a plain number, and everyone taps that call on their own phone, which passes the turn on and shows the call standing on every screen. If the next player lifts, the caller taps Lift on their phone and the real roll fills the screen with who loses; everyone taps that loser under Round over, so every phone keeps the same lives and the loser starts the next round. Every phone shows the turn number, so a phone out of step is easy to spot: scan the host's code again (Show the table code) and it catches up, lives and all.",
  },
  { h: 'Variants and house rules' },
  {
    list: [
      'German Meiern: 21 is still the top roll, but there is no Little Meyer. Pairs come next, and 31 sits at the very bottom.',
      'Half Meyer: some German tables rank 42 just below Meyer, and make any Meyer cost a drink: one if believed, two for whoever was wrong if doubted.',
      'Low pairs high: some Mia rules put 11 as the best pair, so the order runs 21, 11, 22, and up to 66, then the mixed rolls.',
      'Three lives: a quicker game with three lives each, or three chips.',
      'Show it: a real Meyer is shown to the table at once, everyone drinks, and a new round starts.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: 'The best liars lie early. A bold call of "sixty-four" on a real 42 forces the next player to find 65 or a pair, and they are now the one under pressure. Under-calling is the quiet trick: announce 43 on a real pair of fives and let the next player inherit a roll that is secretly strong.',
  },
  {
    p: 'Meyer is a game about lives, not drinks: it is complete without a single sip, which makes it easy to play with someone who is not drinking. If your table adds drinks, tie them to lost lives rather than to every roll, and it stays a slow burn. Dice fly when a cup is slammed: keep glasses away from the slamming hand.',
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/bakke', text: 'Bakke' },
        ': another Copenhagen bar game with a die at its heart.',
      ],
      [
        { to: '/articles/the-line', text: 'The Line' },
        ': what the same bar table plays when the cups come out.',
      ],
      [
        { to: '/articles/drunk-poker', text: 'Drunk Poker' },
        ': bluffing with cards and chips instead of dice.',
      ],
      [
        { to: '/articles/pyramid', text: 'Pyramid' },
        ': a card game where every claim can be challenged.',
      ],
    ],
  },
];
