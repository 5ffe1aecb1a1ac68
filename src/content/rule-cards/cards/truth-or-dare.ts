import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [{ item: 'nothing but the players (a drink is optional)' }],
  setup: [
    'Before you start, agree on anything that is off limits: topics nobody will be asked about and dares nobody will be given.',
    'Pick who starts: the youngest, or anyone at random.',
  ],
  steps: [
    'The starter picks another player and asks: "Truth or dare?"',
    'That player chooses. A truth is a question they answer honestly; a dare is a task they do there and then.',
    'The asker sets the question or the dare, within the limits the group agreed.',
    'Refuse, or fail the dare, and take a sip instead.',
    'The player who just answered asks the next person.',
  ],
  ending:
    'Play until everyone has had several turns, or until the group moves on. There is no winner.',
  notes: [
    'Common house rules: nobody picks truth more than twice in a row, and a dare is never repeated.',
    [
      'Play it here: ',
      { to: '/games/truth-or-dare', text: 'truth or dare' },
      ' deals the truths and the dares from packs for every kind of group.',
    ],
  ],
};
