import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Odd One Out is a bluffing game about one secret word. Everyone at the table is told the word except one player, who is told only the category. Then the questions start. The players who know the word try to prove it without saying it, the odd one out tries to blend in and work out what everyone is talking about, and after a couple of laps the whole table points at the person they think is faking. Catch the odd one out and the table wins, unless they name the word at the last moment.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Phone to deal the word, or paper slips and a pen', count: '1' },
      { item: 'Drink of your choice, for the drinking variant (optional)', count: '1 per player' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Three to twelve. With three it is a tense duel of nerves, because one wrong answer gives the game away. Five to eight is the sweet spot: enough answers for the odd one out to hide among, few enough that every player is asked something each lap. Above twelve a lap of questions takes too long and people forget who said what; split into two tables, or play with two odd ones out (see the variants).',
  },
  { h: 'What each player sees' },
  {
    p: 'Each round has a category that everybody knows, such as "At the beach", and a secret word from that category, such as "sunscreen". Players look at their own screen or slip in private and keep a straight face.',
  },
  {
    table: {
      head: ['Who', 'Sees', 'Wants to'],
      rows: [
        [
          'Everyone but one',
          'The category and the secret word',
          'Find the odd one out, without giving the word away',
        ],
        [
          'The odd one out',
          'The category and the news that they are the odd one out',
          'Go unnoticed, or work out the word before the end',
        ],
      ],
    },
  },
  { h: 'How the app runs it' },
  {
    p: 'The app deals every round, so nobody has to sit out. Choose how many rounds and how spicy the words get (for everyone, cheeky too, or adults too, which asks the table first whether everyone is 18 or older). Then either pass one phone round the table, each player holding a button to see their own word before handing it on, or choose Everyone on their own phone: the other phones scan one code from the host’s screen, and each shows only its own player’s word. Every phone shows the same four pictures, so you can check they agree. No signal is needed: the more than 70 categories of twelve words each live on the phone, and no phone talks to another after the scan.',
  },
  { play: { to: '/games/odd-one-out', text: 'Play Odd One Out here' } },
  { h: 'Dealing the word without a phone' },
  {
    steps: [
      'Pick a dealer, who sits the round out: someone has to know the word to write it, so with paper you need four people to play three. The role moves one seat to the left each round.',
      'The dealer picks a category and a word in it, and writes the word on one slip for every player but one.',
      'On the last slip the dealer writes the category and "odd one out". All the slips are folded the same way so they look alike.',
      'The dealer shuffles the slips and hands one to each player. Everyone reads theirs in private, then hands it back folded.',
      'The dealer says the category out loud, so the odd one out hears nothing new and nobody has to ask.',
    ],
  },
  { h: 'How to play' },
  {
    steps: [
      'Choose who asks first: the youngest player, or whoever last went to the beach.',
      'The first player asks anyone at the table one question about the secret word, by name: "Sam, would you take it on a date?"',
      'Sam answers in a sentence or less, then asks the next question to anyone except the player who just asked them.',
      'Keep going until every player has answered at least twice. With three or four players, go three laps.',
      'Take one minute to talk it over. Accusations, defenses and "that was a strange answer" all belong here.',
      'Vote: someone counts "one, two, three" and on three everyone points at the player they think is the odd one out, all at once. No pointing at yourself and no changing your mind after the count.',
      'The player with the most fingers pointing at them says whether they are the odd one out. If they are not, the real odd one out reveals themselves and wins the round.',
      'If the table caught the odd one out, they get one last chance: a single guess at the secret word, out loud. Right, and they steal the round. Wrong, and the table wins.',
    ],
  },
  {
    p: 'Ties happen. When two or more players share the most fingers, each of them answers one more question from the table, then everyone points again, this time only at the tied players. If it is still a tie, the odd one out slips away and wins the round.',
  },
  { h: 'Scoring' },
  {
    table: {
      head: ['How the round ends', 'Points'],
      rows: [
        ['Odd one out caught, and misses the word', '1 to every other player'],
        ['Odd one out not caught', '2 to the odd one out'],
        ['Odd one out caught, but guesses the word', '2 to the odd one out'],
      ],
    },
  },
  {
    p: 'Play to ten points, or play a round per player and see who leads. The odd one out scores more because they play alone against the whole table and get the hardest job.',
  },
  { h: 'Asking good questions' },
  {
    p: 'Every question and every answer is a small balancing act. Too vague, and the table suspects you are the one without the word. Too precise, and you have handed the word to the odd one out, who only needs one good clue. The best questions prove that you know without naming anything.',
  },
  {
    list: [
      'Ask about feelings and habits, not features: "How do you feel when you see one?" beats "What color is it?"',
      'Ask about places and times: "Where was the last one you saw?" "Would you find it at a wedding?"',
      'Give answers only someone with the word could give, but that fit several words in the category: for "sunscreen", "My shoulders know all about it" is better than "SPF 50".',
      'Watch for the player who answers late, copies the last answer, or asks a question that could fit anything. That is often the odd one out fishing for clues.',
      'Never say the word, its first letter or a rhyme for it. A player who does hands the round to the odd one out.',
    ],
  },
  {
    tip: 'Listen more than you talk. Answer with confidence and in the same spirit as the answers before yours, and keep a list of possible words in your head, crossing them off as the clues come in. When the table is pointing at someone else, stay calm: your best chance at the word comes at the end.',
    title: 'For the odd one out',
  },
  { h: 'Drinking variant' },
  {
    p: 'The game needs no drinks at all, so the drinking version is strictly an extra for a group that wants it, and it stays in sips. Nobody finishes a drink, nobody is pushed to drink, and water or a soft drink counts as a sip as much as anything else.',
  },
  {
    list: [
      'Odd one out caught and misses the word: they take two sips.',
      'Odd one out gets away: everyone who pointed at an innocent player takes one sip.',
      'Odd one out caught, but guesses the word: every other player takes one sip.',
      'A player who blurts out the word: one sip, and a new round with a new word.',
      'No one takes more than three sips in a round, whatever happens.',
    ],
  },
  {
    tip: 'Keep a jug of water on the table and count sips, not glasses. If someone would rather play for points only, they play the same game with the same chances.',
    title: 'Keep it moderate',
  },
  { h: 'Variants' },
  {
    list: [
      'Two odd ones out: with nine or more players, two people get only the category. They do not know about each other, which makes the vote much harder.',
      'One word answers: every answer must be a single word. Faster, harsher, and very funny when someone panics.',
      'Early guess: once per round, the odd one out may stop the questions and guess the word. Right, and they score 2 points at once; wrong, and the table wins the round.',
      'Mixed company: keep the cheeky and adults-only categories for groups who have agreed they want them, and use the everyday ones when family or colleagues are at the table.',
    ],
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/most-likely-to', text: 'Most Likely To' },
        ': the same point-on-three vote, with no secrets, only opinions.',
      ],
      [
        { to: '/articles/who-would-rather', text: 'Who Would Rather' },
        ': point at the friend who would make the choice, then find out if you were right.',
      ],
      [
        { to: '/games/word-guess', text: 'Word Guess' },
        ': one secret word and twenty questions, played in the app.',
      ],
    ],
  },
];
