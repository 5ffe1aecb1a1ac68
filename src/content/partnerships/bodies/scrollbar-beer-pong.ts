import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: [
      'This is beer pong as it is played at ',
      { to: '/partnerships/scrollbar', text: 'ScrollBar' },
      ', the student bar of the IT University of Copenhagen: the familiar game of ten cups a side, with one house twist. Each team hides two dare cards under its own cups, and a ball in one of those cups turns the card over.',
    ],
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'cups', count: '20' },
      { item: 'ping-pong balls (one spare)', count: '3' },
      { item: 'dare cards from the stack by the table', count: '4' },
      { item: 'jug of water, for rinsing balls and for drinking', count: '1' },
      { item: 'long table', count: '1' },
    ],
  },
  { p: 'Two teams of two. Singles works too: each player then throws both balls.' },
  { h: 'Set-up' },
  {
    steps: [
      'Each team racks ten cups at its end of the table in a triangle of 4, 3, 2 and 1, rims touching, with the single cup pointing at the other team.',
      'Pour the same small amount into every cup. Water or soda is fine for anyone who wants it; the game plays the same.',
      'Each team draws two dare cards from the stack without reading them out, and slips them face down under two of its own cups while the other team looks away. Any two cups will do. Nobody lifts a cup to check later.',
      'Decide who starts with a round of rock-paper-scissors, or by each team throwing one ball at the same time while looking each other in the eye: the first to sink it starts.',
    ],
  },
  { h: 'How to play' },
  {
    steps: [
      'On its turn a team throws two balls, one per player. Elbows stay behind the edge of the table while you throw.',
      'A ball that lands in a cup sinks it. The defending team drinks that cup and takes it off the table.',
      'If the sunk cup had a dare card under it, the defending team turns the card over and one of them (they choose who) does the dare before the next throw.',
      'Both balls in during one turn: the throwing team gets both balls back and throws again. Both balls in the same cup: that cup and one more of the defenders’ choice go.',
      'A bounce shot is allowed and counts as two cups (the defenders choose the second one), but once the ball has touched the table the defenders may swat it away.',
      'Each team may ask for one re-rack per game, at the start of its own turn, to pull its remaining cups back into a tidy shape. Dare cards stay under the cups they were under.',
      'Balls that roll away are fetched by the team that missed. Rinse a ball in the water jug before it goes back into play.',
    ],
  },
  { h: 'Ending' },
  {
    p: 'The first team to sink the other side’s last cup wins, but the losing team gets a last chance: each of its players throws once. Sink a cup and the game goes on; miss both and it is over. Winners keep the table and take on the next team.',
  },
  { h: 'The dare cards' },
  {
    p: 'These are the 24 dares printed on ScrollBar’s dare cards. Every one can be done at the table in under a minute, and none asks anything of a person who is not playing.',
  },
  {
    table: {
      head: ['No.', 'Dare'],
      rows: [
        [
          '1',
          'Throw your team’s next ball with your eyes closed. Your teammate may guide you by voice.',
        ],
        ['2', 'Throw your team’s next ball with your other hand.'],
        ['3', 'Throw your team’s next ball standing on one leg.'],
        ['4', 'Take one step back from the table for your team’s next throw.'],
        ['5', 'Call the cup you are aiming for, out loud, before your next throw.'],
        ['6', 'Commentate the other team’s next throw like a live sports broadcast.'],
        ['7', 'Give the other team a ten-second pep talk, as if you were their coach.'],
        ['8', 'Give each player on the other team a genuine compliment.'],
        ['9', 'Invent a team name for the other team. Everyone uses it until the game ends.'],
        ['10', 'Give your teammate a nickname for the rest of the game.'],
        ['11', 'Do your best victory dance for ten seconds. Small moves count.'],
        ['12', 'Hum a song. Your teammate has ten seconds to name it.'],
        ['13', 'Impersonate someone famous. The other team gets three guesses.'],
        ['14', 'Balance a ping-pong ball on the back of your hand for ten seconds.'],
        [
          '15',
          'Play rock-paper-scissors against one opponent, best of three. The loser takes a sip.',
        ],
        ['16', 'Thumb-wrestle one opponent. The loser takes a sip.'],
        ['17', 'Name five drinks on the bar’s menu in ten seconds.'],
        ['18', 'Say the alphabet backwards from M to A before the next throw.'],
        ['19', 'Tell the table the worst film you secretly love, and why.'],
        ['20', 'Tell the story of your best night out in exactly three sentences.'],
        ['21', 'Sing the first line of your karaoke song.'],
        ['22', 'Speak only in questions until your team’s next turn.'],
        ['23', 'Make a toast to the other team. Everyone raises a glass, water included.'],
        [
          '24',
          'Judge the other team’s throwing style with a score out of ten and one piece of advice.',
        ],
      ],
    },
  },
  { h: 'Dare rules' },
  {
    list: [
      'A dare is an offer, not an order. Anyone can swap a dare for a sip, and a sip can be water.',
      'The defending team chooses which of its players does the dare. Nobody picks for someone else.',
      'Dares that change a throw (1 to 5) apply to that player’s next throw only.',
      'A dare that would bother other guests, or that the bar staff ask you to stop, is skipped.',
      'At the end of the game, put the dare cards back on the stack for the next table.',
    ],
  },
  {
    tip: 'Keep the table dry, keep the balls clean, and keep an eye on each other. Between games, everyone drinks a glass of water.',
    title: 'Good pong manners',
  },
  {
    p: [
      'New to the game? The ',
      { to: '/articles/beer-pong', text: 'beer pong guide' },
      ' covers the standard rules and common house rules, and ',
      { to: '/articles/the-line', text: 'The Line' },
      ' is a one-line variant from our other partner bar.',
    ],
  },
];
