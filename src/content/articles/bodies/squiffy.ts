import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Squiffy is a pass-the-phone party game where every card is written for someone at the table by name. One card asks you to do something daft, the next asks an honest question, the one after gets the whole room pointing at once, and now and then two players go head to head in a quick contest. There is no board, no score and nothing to learn: you read the card, you do it, you hand the phone on.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Phone with Squiffy open', count: '1' },
      { item: 'Drink of your choice (water counts)', count: '1 per player' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Two to ten. With two it becomes a date-night game, and the First Date and Date Night packs are written for exactly that. Four to eight is the sweet spot for the Party Pack: enough people for the votes to mean something, few enough that your turn comes round quickly. Every name goes into the game, because the cards call people out by name.',
  },
  { h: 'The four kinds of card' },
  {
    table: {
      head: ['Card', 'What it asks', 'Example of the kind'],
      rows: [
        [
          'Dare',
          'The named player does something, now or until their next turn',
          'Talk like a sports commentator until your next turn',
        ],
        [
          'Question',
          'The named player answers honestly, out loud',
          'Which habit of yours would surprise your friends most?',
        ],
        [
          'Vote',
          'Everyone points at once on three',
          'Who here would survive longest without a phone?',
        ],
        [
          'Mini-contest',
          'Two named players go head to head; the loser sips',
          'A staring contest: first to blink sips',
        ],
      ],
    },
  },
  { h: 'Setting up' },
  {
    steps: [
      'Type in every player’s name, in the order you sit. The game hands out cards in that order, so everyone gets the same number.',
      'Choose the packs. Party Pack is for a crowd, First Date and Date Night are for two, Awkward Situations is for friends who can laugh at themselves, and After Dark is for adults only: it is dealt only after the table confirms everyone is 18 or older.',
      'Choose how long to play: three, five or ten rounds (a round is one card per player), or no limit at all.',
      'Decide whether anyone is not drinking tonight. Those players get a small forfeit wherever a card would have them sip.',
    ],
  },
  { play: { to: '/games/squiffy', text: 'Play Squiffy here' } },
  { h: 'How a turn goes' },
  {
    steps: [
      'The phone shows a card with the name of the player whose turn it is. Read it out loud, name included.',
      'If the card names a second player, the game chose them: never the player on turn, and always someone who has been named less so far, so nobody is picked on all night.',
      'Do what the card says. Questions are answered honestly, votes are pointed on a count of three, and contests are settled before the next card.',
      'Anyone may pass on a card, with no reason given. Passing costs one sip, or nothing at all for a player who is not drinking.',
      'Tap Next card, or swipe, and hand the phone to the next player.',
    ],
  },
  {
    p: 'A card that asks something of a second person always leaves them a way out: swapping clothes, a hug or a seat only happens if they agree. That is part of the game, not small print.',
  },
  { h: 'Ending and scoring' },
  {
    p: 'Squiffy keeps no score. When the rounds you chose are played, the last card says Finish and the game shows a short recap: how many cards were played, of which kinds, and who the cards named most. With no limit, play until the packs run dry or the table would rather talk than play, and end it from the menu.',
  },
  { h: 'Drinking variant' },
  {
    p: 'The cards already name their own sips, so the drinking version is simply the game as dealt. Keep it in sips and keep it moderate:',
  },
  {
    list: [
      'A pass costs one sip. A lost contest or vote costs what the card says, and no card asks for more than a few sips.',
      'Nobody finishes a drink because of a card, and nobody is pushed to drink at all. Water counts as a sip.',
      'A player who is not drinking does the forfeit the game shows them instead, or simply passes.',
      'Put a jug of water on the table and refill it between rounds.',
    ],
  },
  { h: 'Tips' },
  {
    list: [
      'Read the card in full before anyone reacts, including who it is for: half the fun is the name landing.',
      'Pick packs for the room you actually have. A date is not a stag party, and a card that fits the wrong crowd only falls flat.',
      'Write your own cards in the pack editor: in-jokes and local dares make the best cards of the night.',
      'Keep the honest questions honest, and the answers in the room. What is said at the table stays there.',
      'End while people are still laughing. Three rounds that fly beat ten that drag.',
    ],
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/truth-or-dare', text: 'Truth or Dare' },
        ': the same mix of honest answers and dares, with the player choosing which.',
      ],
      [
        { to: '/articles/most-likely-to', text: 'Most Likely To' },
        ': a whole game of the point-on-three vote.',
      ],
    ],
  },
];
