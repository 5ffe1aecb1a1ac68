import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Most Likely To is a vote with no secret ballot. A question goes round, "who is most likely to miss their own wedding?", someone counts to three, and every hand in the room swings to point at one person. The laugh comes from the pointing: the group agrees about you far faster than you would like, and the one who collects the most fingers drinks.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Drink of your choice', count: '1 per player' },
      { item: 'Phone with the game open (optional)', count: '1' },
      { item: 'Free hand for pointing', count: '1 per player' },
    ],
  },
  { h: 'Players' },
  {
    p: 'You need at least three, or every vote is a tie between the other two. The sweet spot is five to twelve people who know each other well enough to have opinions: a friendship group, a sports team, cousins at a wedding. It gets louder, not worse, with a crowd, but above fifteen it is hard to count fingers, so split in two.',
  },
  { h: 'Set-up' },
  {
    steps: [
      "Stand or sit in a circle where everyone can see each other's hands.",
      'Agree that pointing at yourself is allowed. It is often the funniest vote of the night.',
      'Choose a first reader: the person holding the phone, or whoever most recently took a photo of the group.',
      'Settle how ties are handled before the first vote (see below), so nobody argues about it mid-round.',
    ],
  },
  { h: 'How to play' },
  {
    steps: [
      'The reader asks a question that starts "Who is most likely to…", for example "…adopt three cats in one weekend".',
      'They count "one, two, three", and on "point" everyone points at the person they think fits best. No hovering and no changing after the count.',
      'Count the fingers on each person. Whoever has the most drinks, one sip for the loss.',
      'The reader role moves one seat to the left for the next question.',
    ],
  },
  {
    p: 'Ties are the most common argument. The usual fix is that everyone tied drinks. A more theatrical one: the tied players get ten seconds each to plead their case, then the group points again. Decide which you prefer before the first question.',
  },
  {
    p: 'Some groups score the vote differently: one sip per finger pointing at you, so a unanimous vote is a big moment and a split vote barely costs anything. It rewards a group that thinks alike and is hard on anyone with a reputation.',
  },
  { h: 'How the app runs it' },
  {
    p: 'Tap Start and the phone deals the question, so the reader only has to read it and count. Tap Next for the next one. Packs decide the tone: Classic and Icebreakers for mixed company, Squad Goals and Party Animals for old friends, Couples for a double date, Office Party for colleagues (a Premium pack), Sober Fun when nobody is drinking, and an 18+ Spicy pack that stays off until someone turns it on.',
  },
  {
    p: "When the players' names are entered under Players, each question appears with the name of the person whose turn it is to read it, so nobody argues about who is next. It will not deal any of the last 40 questions again, so the same one never comes back an hour later. No signal is needed once the page has been opened once; the questions and the game in progress live on the phone, and a reload picks up where you were.",
  },
  { play: { to: '/games/most-likely-to', text: 'Play Most Likely To here' } },
  { h: 'Variants and house rules' },
  {
    list: [
      'Everyone who voted for the winner drinks too: it discourages pile-ons.',
      'Silent vote: for sensitive questions, everyone closes their eyes and points; only the reader looks, and announces the winner without saying who pointed where.',
      'Defend yourself: the person with most fingers may give a fifteen-second speech. If half the group changes its mind, the drink goes to the reader instead.',
      'Question master: the winner of each vote reads the next question.',
      'Quick fire: no debate, no speeches, one question every ten seconds for a minute. Good for waking up a flagging room.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: "The game points fingers, literally, so it needs a light touch. Questions about habits and quirks are funny; questions about bodies, money troubles or someone's ex rarely are. If a vote lands on someone who is clearly not enjoying it, the reader can skip the drink and move on, and nobody needs to say why.",
  },
  {
    p: 'Watch for the one person who keeps winning. Three votes in a row for the same friend is a good story; eight in a row is a bad night for them. Switch to a pack with different questions, or change the scoring. Anyone can play with water, lemonade or a "points" tally instead of sips, and the game loses nothing.',
  },
  {
    tip: 'Pointing at the host every time is a tradition at some parties. Hosts: keep your glass small.',
    title: 'A word for hosts',
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/never-have-i-ever', text: 'Never Have I Ever' },
        ': the confession game, for when you want stories rather than votes.',
      ],
      [
        { to: '/articles/truth-or-dare', text: 'Truth or Dare' },
        ': put the most-pointed-at person on the spot.',
      ],
      [
        { to: '/games/mix', text: 'The Mix' },
        ': most-likely-to questions shuffled with the other prompt games.',
      ],
      [
        { to: '/articles/who-would-rather', text: 'Who Would Rather' },
        ': point at the friend who would choose it, then hear if you were right.',
      ],
    ],
  },
];
