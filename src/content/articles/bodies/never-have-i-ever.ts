import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Never Have I Ever is the game that turns a quiet room into a confession booth. Someone says a thing they have never done, and everyone who has done it drinks. That is the whole rule, and it is enough: within three rounds you will know who has been to Iceland, who once cried at a car advert and who has a story about a lost passport that they were not planning to tell tonight.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Drink of your choice', count: '1 per player' },
      { item: 'Phone with the game open (optional)', count: '1' },
      { item: 'Glass of water within reach', count: '1 per player' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Three is the smallest group where it works, because with two people there is nobody to be surprised. It is at its best with five to ten friends who know each other a little but not completely: old friends plus a couple of new partners, flatmates at the start of term, a team on a night out. Past twelve, split into two circles so every confession gets heard.',
  },
  { h: 'Set-up' },
  {
    steps: [
      'Sit or stand in a rough circle so everyone can see everyone else. Half the fun is watching who reaches for a glass.',
      'Agree, out loud, what is off the table. Exes in the room, work secrets, anything a person would rather keep: say it now so nobody has to say it later.',
      'Decide what a "drink" is. A small sip is the usual measure; with strong drinks make it a touch of the lips.',
      'Pick who starts. The person whose birthday is next is a fair choice; then go clockwise.',
    ],
  },
  { h: 'How to play' },
  {
    steps: [
      'The starting player says a sentence that begins "Never have I ever…" and finishes it with something true: they really have not done it.',
      'Everyone who has done it takes a sip. The speaker does not drink, because they have not done it.',
      'Anyone may ask one follow-up question of a drinker. The drinker may answer or simply smile; a smile is a complete answer.',
      'The turn passes to the left and the next player makes their own statement.',
    ],
  },
  {
    p: 'The skill is aiming. A statement that nobody has done is a wasted turn; one that everyone has done is a free round. The best lines catch two or three people: "Never have I ever been on television" in a group where you know one person once stood behind a newsreader. Tailoring a line to flush out one friend is allowed and expected, as long as it stays friendly.',
  },
  {
    p: 'There is no winner in the classic version. Play until the conversation becomes more interesting than the game, which usually happens within half an hour, or use the finger variant below if your group likes an ending.',
  },
  { h: 'How the app runs it' },
  {
    p: 'Open the game and tap Start: the phone shows one statement at a time, so nobody has to invent lines on the spot, and it is passed round or read out by whoever holds it. Tap Next for the next one. The statements come from packs you switch on and off in the pack list: Classic, Party Night, Between Friends, Couples, Icebreakers and Sober Fun, plus Travel Tales for Premium members. The Spicy pack is marked 18+ and stays off until you choose it. A spice filter hides anything above the level your group wants.',
  },
  {
    p: "Add the players' names once under Players and each card shows whose turn it is, so the reading moves round the circle without anyone keeping count. The app remembers the last 40 statements it has shown and will not deal them again, so a long night does not loop. Everything lives on the phone: after one visit it deals with no signal at all, in a cabin, on a ferry or in a basement bar.",
  },
  { play: { to: '/games/never-have-i-ever', text: 'Play Never Have I Ever here' } },
  { h: 'Variants and house rules' },
  {
    list: [
      'Ten fingers: everyone holds up ten fingers and folds one each time they have done the thing. The first person with no fingers left finishes their drink, and a new round starts.',
      "Nobody drinks, you drink: if not a single person has done it, the speaker sips for wasting everyone's time.",
      'Lone drinker tells the story: when exactly one person drinks, they owe the table the short version of how it happened.',
      'Three fingers: a quick version with three fingers each, good for a group that only has twenty minutes before the taxi.',
      'Lie detector: a player may challenge anyone who did not drink. If the group votes that they clearly have done it, they take two sips.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: 'The game runs on honesty, and honesty needs a room where nothing said gets used later. Keep what is confessed at the table. If a statement lands badly, move on quickly and let the next player steer somewhere lighter. No one should feel they have to explain a sip.',
  },
  {
    p: 'Small sips matter more here than in most games, because a well-aimed round can hit the same person six times in a row. Keep water on the table and count a sip of water as a sip. The Sober Fun pack and a rule of "raise your hand instead of drinking" make it just as good with soft drinks, and it is a brilliant icebreaker at a work do where nobody is drinking at all.',
  },
  {
    tip: 'Playing with people you have just met? Start with the Icebreakers pack and save the personal ones for later in the evening.',
    title: 'A gentle start',
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/most-likely-to', text: 'Most Likely To' },
        ': the pointing game, a close cousin for groups who know each other well.',
      ],
      [
        { to: '/articles/truth-or-dare', text: 'Truth or Dare' },
        ': when confessions are not enough and someone needs to sing.',
      ],
      [{ to: '/games/mix', text: 'The Mix' }, ': statements from every prompt game in one stream.'],
      [
        { to: '/articles/who-would-rather', text: 'Who Would Rather' },
        ": a vote on your friends' tastes rather than their pasts.",
      ],
    ],
  },
];
