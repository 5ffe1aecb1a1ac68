import { truthOrDarePacks } from '../../../content/games/truth-or-dare';
import { DARE, type DrawGameManifest } from '../core/manifest';
import { GAME_DEFINITIONS } from '../definitions';

export const truthOrDare: DrawGameManifest = {
  id: 'truth-or-dare',
  title: GAME_DEFINITIONS['truth-or-dare'].title,
  collection: 'truthOrDarePacks',
  packs: truthOrDarePacks,
  lists: ['Truths', 'Dares'],
  howTo: 'Pick truth or dare. Answer honestly or do it, or take a drink.',
  mixWeight: GAME_DEFINITIONS['truth-or-dare'].mixWeight,
  render: (text, list) => ({ lead: list === DARE ? 'Dare' : 'Truth', text }),
};
