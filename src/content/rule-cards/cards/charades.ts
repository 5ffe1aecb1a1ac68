import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'set of clues on slips of paper, or a phone', count: '1' },
    { item: 'timer', count: '1' },
    { item: 'drink of your choice (optional)', count: '1 per player' },
  ],
  setup: [
    'Split into two teams and clear a space where the actor can be seen by everyone.',
    'Prepare the clues: films, books, songs, sayings or people, written on slips and folded into a bowl, or drawn from a phone.',
    'Set the timer for one to two minutes a turn. The oldest player acts first.',
  ],
  steps: [
    'The actor takes a clue without showing anyone and starts the timer.',
    'They act it out for their own team with no sounds and no words: gestures and mime only. Pointing at things in the room is fair.',
    'Their team shouts guesses. A right answer scores a point for the team.',
    'When the timer runs out, the turn passes to an actor from the other team.',
  ],
  ending: 'Play an agreed number of rounds, or to a set score. The team with the most points wins.',
  notes: [
    'Drinking version: the actor’s team sips if the clue is not guessed in time; the other team sips when it is.',
    [
      'Play it here: ',
      { to: '/games/charades', text: 'charades' },
      ' deals the clues and runs the timer.',
    ],
  ],
};
