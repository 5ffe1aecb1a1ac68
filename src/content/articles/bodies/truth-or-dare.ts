import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Truth or Dare is older than any of us and still works for one reason: every turn is a small act of courage. You choose between telling the group something real and doing something silly in front of them, and either way the room leans in. Played well it is warm and very funny; played badly it is a way to embarrass someone, so the few minutes of set-up below matter.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Phone with the game open, or a good imagination', count: '1' },
      { item: 'Drink for the penalty (optional)', count: '1 per player' },
      { item: 'A few square meters of clear floor for dares' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Two players can play, which makes it one of the few party games that works for a couple on a sofa. Four to eight is best for a group: enough people to ask questions, few enough that your turn comes round often. With more than ten, turns get far apart; split into two games.',
  },
  { h: 'Set-up' },
  {
    steps: [
      'Agree the no-go zones out loud. Common ones: nothing involving exes, nothing posted online, nothing that leaves the room, no dares that need someone else to consent who has not. A dare that touches another player happens only if they say yes.',
      'Agree the price of refusing an ordinary dare. In the drinking version you take two sips; without drinks, a refusal costs a point or an extra dare later. Saying no to an 18+ dare, or to one that involves your body or someone else’s, is always free.',
      'Choose the first player: the youngest, or spin a bottle.',
    ],
  },
  { h: 'How to play' },
  {
    steps: [
      'The player on turn is asked "truth or dare?" and picks one.',
      'A truth is a question they answer honestly. A dare is a task they do now, in the room.',
      'If they refuse or fail the dare, they pay the agreed price and the turn still ends.',
      'The turn passes to the left.',
    ],
  },
  {
    p: 'In the traditional game, the person who asked writes the truth or dare on the spot, which is where things go wrong: someone has been saving a cruel question all evening. Many groups now use a deck or an app so the prompts are the same for everyone, and the asker only reads.',
  },
  { h: 'How the app runs it' },
  {
    p: 'Enter the players\' names under Players and the game goes round them in order, showing whose turn it is and asking "Truth or dare?". That player taps Truth or Dare and gets a prompt from the matching list; some prompts name another player, picked at random. Tap for the next turn when it is done.',
  },
  {
    p: 'Packs set the mood: Classic for any group, Best Friends for people with history, Party Night for a loud room, Couples for two, Sober Fun for a dry night, and an 18+ Spicy pack that is off by default. Truths and dares are drawn separately, and neither comes back while it is among the last 40 prompts shown. The packs are stored on the phone, so it keeps dealing in a tent or on a plane with no signal.',
  },
  { play: { to: '/games/truth-or-dare', text: 'Play Truth or Dare here' } },
  { h: 'Variants and house rules' },
  {
    list: [
      'Two truths and out: no player may choose truth more than twice in a row. The third time, it has to be a dare.',
      'Dare escalation: refuse a dare and your next one is chosen by the group.',
      'Double dare: the player may hand a dare back to the asker; if the asker does it, the original player owes the next two dares.',
      'Truth, dare or drink: a third button for people who do not want either.',
      'Spin the bottle: instead of going round, spin a bottle to choose the next player.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: 'Good dares are funny to watch and easy to do: a dramatic reading of the last text you sent, a thirty-second advert for the nearest household object. Bad dares involve risk, nudity the person did not choose, or strangers who are not playing. If a dare would be a problem the next morning, swap it.',
  },
  {
    p: 'Refusal must be free of pressure. The price of a pass is small on purpose, and a person who passes every turn is still playing. Drinking should never be the penalty for someone who is not drinking: for them, a pass costs a point or a forfeit. Keep water within reach, and with a mixed group stick to the Classic pack until everyone is comfortable.',
  },
  {
    tip: 'Any player can say "next" to skip a prompt that is wrong for the room, no explanation needed.',
    title: 'The skip rule',
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/never-have-i-ever', text: 'Never Have I Ever' },
        ': the gentler way to learn secrets.',
      ],
      [
        { to: '/articles/most-likely-to', text: 'Most Likely To' },
        ': let the group decide who the next dare is for.',
      ],
      [
        { to: '/articles/charades', text: 'Charades' },
        ': all of the performing, none of the confessing.',
      ],
    ],
  },
];
