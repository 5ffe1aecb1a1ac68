import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Who Would Rather takes the dilemma from Would You Rather and turns it on your friends. Someone reads a choice, "who would rather live without music than without coffee?", and on the count of three everyone points at the person they think would make that choice. The pointed-at person can agree or protest, but the votes are in. It is the gentler sibling of Most Likely To: instead of predicting someone\'s worst moment, you are guessing their taste.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Questions, made up or written on slips', count: '20+' },
      { item: 'Drinks (optional)', count: '1 per player' },
      { item: 'Pens and paper slips, if you write the questions in advance' },
    ],
  },
  { h: 'Players' },
  {
    p: "Three at least, and the more the group knows about each other, the better. Five to ten friends who have shared holidays, flats or bad decisions make the votes interesting. With strangers, the game still works, because a first guess about someone's taste makes for easy conversation.",
  },
  { h: 'Set-up' },
  {
    steps: [
      'Get everyone into a circle, close enough that a pointed finger is obvious.',
      'Have each player write three or four "who would rather…" questions on slips and fold them into a bowl, or take turns making them up.',
      'Choose the first reader. The reader passes to the left after each question.',
    ],
  },
  { h: 'How to play' },
  {
    steps: [
      'The reader asks a question in the form "Who would rather A than B?" Both halves should be things someone might really choose.',
      'The reader counts down, "three, two, one", and everyone points at one person. You may point at yourself.',
      'The person with the most fingers answers honestly: would they really rather?',
      'If they agree with the group, they drink one sip for being so predictable. If they disagree, everyone who pointed at them drinks one.',
      'Pass the reading role to the left.',
    ],
  },
  {
    p: 'The answer step is what makes it different from a straight vote. Being known is rewarded by the group, being surprising is rewarded by the game, and the best rounds end with a friend insisting they would absolutely rather have the coffee.',
  },
  { h3: 'The fist-or-hand version' },
  {
    p: 'The related Would You Rather vote needs no pointing. The reader gives two options; on the count, everyone shows a fist for the first or an open hand for the second. The smaller side drinks. If the room splits exactly in half, everyone drinks. It is a good warm-up before the pointing version, because everyone learns how the others think.',
  },
  { h: 'Variants and house rules' },
  {
    list: [
      'Speech for the defense: the pointed-at player may argue for fifteen seconds before answering. If they win back half the votes, the reader drinks.',
      'Couple rounds: for couples, each partner points at the one of them who would rather, at the same time. Matching answers, nobody drinks; different answers, both sip.',
      'Rapid round: ten questions, no discussion, only pointing. A fast way to wake up a table.',
      "Write your own: every player must contribute one question an hour, so the deck keeps growing with the evening's in-jokes.",
      'Hot seat: one player sits in the middle and the whole round of questions is about them; the group votes yes or no to "would they rather".',
    ],
  },
  { h: 'Playing it well' },
  {
    p: 'Good questions are two real temptations: a week in Tokyo or a week in a cabin, the last slice or the last word. Questions designed to make one person look bad are just Most Likely To with worse manners. Keep the sips small, since almost every round someone drinks, and anyone can play with water or with points for being predictable.',
  },
  {
    p: 'If a vote lands awkwardly, the reader can call "pass" and move to the next slip. Nobody has to explain their real answer if they would rather not.',
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/most-likely-to', text: 'Most Likely To' },
        ': the same pointing, with predictions instead of preferences.',
      ],
      [
        { to: '/games/most-likely-to', text: 'Most Likely To in the app' },
        ': the phone deals the questions, so nobody has to write slips.',
      ],
      [
        { to: '/articles/never-have-i-ever', text: 'Never Have I Ever' },
        ': for when the group wants stories, not votes.',
      ],
    ],
  },
];
