import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Waterfall is the shortest rule in party games: everyone starts drinking at the same moment, nobody may stop until the person before them has stopped, and at a count of five the whole circle stops. The first player chooses when the chain starts to end. It is a five-second mechanic that most people meet as the ace in Kings Cup, but it also works as a game of its own, and the comedy is in the faces: ten people watching the one person who started, willing them to put the glass down.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Drink, in a small glass or cup', count: '1 per player' },
      { item: 'Deck of cards to choose who starts (optional)', count: '1' },
      { item: 'Jug of water', count: '1' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Three is the minimum, five to ten is the classic circle. The longer the chain, the more the last player relies on the count of five, so in a big group keep the pours tiny or split into two circles.',
  },
  { h: 'Set-up' },
  {
    steps: [
      'Sit or stand in a circle, close enough that everyone can see the person on their right.',
      'Agree the direction. The player to the left of the starter goes second, and so on round the circle.',
      'Agree the measure: small glasses, and a sip is any amount, as long as the glass is at your lips.',
      'Choose the starter: the person who drew an ace, the host, or whoever lost the last game.',
      'Choose a counter: anyone not drinking this round, who will count out loud from one to five.',
    ],
  },
  { h: 'How to play' },
  {
    steps: [
      'The starter says "waterfall" and everyone raises their glass and starts drinking at once, while the counter counts to five.',
      'The starter may stop whenever they like.',
      'The second player may stop only once the starter has stopped. The third player may stop only after the second has stopped, and so on round the circle.',
      'The last player in the circle stops after the player before them. At five, everyone stops wherever the chain has got to, and the waterfall is over.',
      'If your glass empties before you may stop, you are done; hold the empty glass up to show it.',
    ],
  },
  {
    p: "The starter has all the power. A kind starter stops after a sip; a mischievous one holds on for a few seconds while the whole circle looks at them. Whoever is last in line is at everyone's mercy, which is why the role should move round: the next waterfall starts with the player after the last starter.",
  },
  { h: 'Variants and house rules' },
  {
    list: [
      'Card waterfall: shuffle a deck and deal cards face up round the circle. Whoever gets an ace starts a waterfall; everyone else keeps dealing. It is a party game you can leave running for the evening.',
      'Reverse: the second waterfall of the night runs the other way, so the last player becomes the second.',
      'Rhythm waterfall: instead of drinking, each player hums a note and may stop only when the person before has stopped. The sober version is surprisingly tense.',
      'Empty-glass rule: a player whose glass is empty may stop at once, without waiting. It is the rule we recommend.',
      'Water waterfall: at the midpoint of the evening, the next waterfall is drunk with water, by everyone.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: 'Waterfall is the one classic where the rule itself pushes people to drink more than they chose to, so it needs three guard rails. First, the count of five: nobody drinks longer than that, however slow the chain. Second, small glasses, or a sip in a normal glass: the game is about timing, and the timing works just as well with a thimble. Third, an empty glass ends your part. Nobody should be refilling mid-waterfall to keep up.',
  },
  {
    p: 'Anyone can play with water or a soft drink, and it loses nothing: the watching and waiting is the fun. If a person says they would rather sit a waterfall out, they sit it out, and the chain simply skips them.',
  },
  {
    tip: 'As the starter, stopping after a single sip is the most popular move at any table.',
    title: 'Be a kind starter',
  },
  { h: 'Related guides' },
  {
    list: [
      [{ to: '/articles/kings-cup', text: 'Kings Cup' }, ': where the ace is a waterfall.'],
      [
        { to: '/articles/ring-of-fire', text: 'Ring of Fire' },
        ': the same aces, played round a ring of cards.',
      ],
      [
        { to: '/articles/flip-cup', text: 'Flip Cup' },
        ': another game where the person before you decides when you go.',
      ],
    ],
  },
];
