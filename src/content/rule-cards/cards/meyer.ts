import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'six-sided dice', count: '2' },
    { item: 'opaque dice cup', count: '1' },
    {
      item: 'something to track lives (a third die, pen and paper or chips)',
      count: '1 per player',
    },
  ],
  setup: [
    'Everyone starts with 6 lives. A spare die turned down from 6 is an easy counter.',
    'Sit in a circle and pick who starts. Play goes clockwise.',
    'Learn how to read a roll: the higher die is the tens, so a 5 and a 3 is 53. From best to worst: Meyer (2 and 1), Little Meyer (3 and 1), the pairs from 66 down to 11, then 65, 64, 63, 62, 61, 54, 53 and so on down to 32, the lowest roll.',
  ],
  steps: [
    'Shake the dice under the cup, peek at them without letting anyone else see, and announce a value. It may be the truth, a lie, or lower than what you have.',
    'Pass the cup to your left. That player either believes you or calls your bluff.',
    'If they believe you, they roll again without showing anyone and must announce something higher than your claim, then pass the cup on.',
    'If they call your bluff, lift the cup. If the dice are lower than the claim, the claimer loses a life. If they are equal or higher, the caller loses a life. The next round starts fresh with the player who lost.',
    'A claim of Meyer is special. The next player may give up without looking and lose 1 life, or lift the cup: if it really is Meyer they lose 2 lives, and if not, the claimer loses 1.',
  ],
  ending: 'A player with no lives left is out. The last player with lives wins.',
  notes: [
    'Some groups let a player pass the cup on without rolling or looking, repeating or raising the claim; the risk then moves to them.',
    'Drinking version: a sip for every life lost. The German ranking drops Little Meyer; some groups make 11 the best pair.',
  ],
};
