import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Word Guess is Twenty Questions with a phone to keep the count. One player, the holder, secretly knows a word. Everyone else asks questions that can be answered yes or no, and tries to name the word before twenty questions are used up. It needs nothing but patience and a bit of logic, and it is as good in a car or while waiting for a table as it is at the table itself.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Phone with Word Guess open', count: '1' },
      { item: 'Drink of your choice, for the drinking variant (optional)', count: '1 per player' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Two or more. With two, one holds and one asks, and the round becomes a tidy logic puzzle. Four to eight is the most fun: questions come from every side, and someone always shouts a guess too early. In a big group, have the askers take turns round the table so the loudest voice does not ask every question.',
  },
  { h: 'Setting up' },
  {
    steps: [
      'Enter the players’ names if you want the app to keep score and say who holds next. It also plays without names.',
      'Choose who holds the word first.',
      'Choose a category (animals, food and drink, things at home, places, jobs, sport and hobbies, or any) and a difficulty. Easy words are everyday things a child could name; hard ones are still common, just further from the obvious first questions.',
      'Hand the phone to the holder, who presses and holds to read the word where nobody else can see it. If they do not know the word, they can ask for another.',
    ],
  },
  { play: { to: '/games/word-guess', text: 'Play Word Guess here' } },
  { h: 'How a round goes' },
  {
    steps: [
      'The holder starts by saying the category out loud: "It’s an animal."',
      'Anyone asks a question that can be answered yes or no. "Does it live in water?" is fine; "What color is it?" is not.',
      'The holder answers honestly with yes, no, or sort of, and taps the answer so the app counts the question.',
      'Anyone may guess the word instead of asking. A guess counts as a question: a wrong one uses one up, so guess when you are fairly sure.',
      'A right guess ends the round. If twenty questions go by without one, the holder has stumped the table, and the word is shown to everyone.',
    ],
  },
  { h3: 'Playing on every phone' },
  {
    p: "With no signal, or just to keep the word off a shared screen, add three or more players and choose Play on everyone's phone before the first round. The host's phone shows one code; everyone else opens Word Guess, taps Join their table, scans it and picks their name, and every phone shows the same four pictures. The word passes round the table in seat order, one round each. Only the holder's phone shows the word, after a tap on Show my word, and counts the twenty questions as the holder taps each answer; the other phones show who holds the word, its category, the round and the scores. When the round ends the holder's phone says who scored, and everyone else taps that name to go on, so every scoreboard matches the one the table saw. A phone that fell behind scans the code again from Show the table code, which brings the round and the scores with it. If the host scans their own code by mistake, their phone says so and stays the host.",
  },
  { h: 'Scoring' },
  {
    table: {
      head: ['How the round ends', 'Point', 'Who holds next'],
      rows: [
        ['Someone guesses the word', '1 to the guesser', 'The guesser'],
        [
          'Twenty questions without a right guess',
          '1 to the holder',
          'The next player round the table',
        ],
      ],
    },
  },
  {
    p: 'Play a round per player, or to five points. Holding the word is the harder job, so a stumped table is worth celebrating.',
  },
  { h: 'Drinking variant' },
  {
    p: 'The app keeps score in points, and the game needs no drinks at all. If the table wants one, keep it in sips and keep it light:',
  },
  {
    list: [
      'A wrong guess: the guesser takes one sip.',
      'The table is stumped: every asker takes one sip.',
      'The word is guessed in ten questions or fewer: the holder takes one sip.',
      'No one takes more than three sips in a round. Water counts, and anyone can play for points only.',
    ],
  },
  { h: 'Tips' },
  {
    list: [
      'Start wide and halve the field: "Is it bigger than a bread box?", "Is it alive?", "Would you find it indoors?"',
      'Listen to the other askers. Every answer is a clue for everyone, not only for the one who asked.',
      'Holders: answer the question that was asked, not the one you think they meant. "Sort of" is for real in-between cases, not for being cagey.',
      'Keep a quick count in your head of what you know; the app’s list of answers so far helps when the table loses track.',
      'Save your guess until you can picture one thing, not three.',
    ],
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/odd-one-out', text: 'Odd One Out' },
        ': one secret word again, but this time one of you does not know it.',
      ],
      [
        { to: '/articles/charades', text: 'Charades' },
        ': guess the word from a silent performance instead of questions.',
      ],
    ],
  },
];
