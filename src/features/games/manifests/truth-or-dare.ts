import { truthOrDarePacks } from '../../../content/games/truth-or-dare';
import type { DrawGameManifest } from '../manifest';

export const TRUTH = 0;
export const DARE = 1;

export const truthOrDare: DrawGameManifest = {
  id: 'truth-or-dare',
  title: 'Truth or dare',
  collection: 'truthOrDarePacks',
  packs: truthOrDarePacks,
  lists: ['Truths', 'Dares'],
  howTo: 'Pick truth or dare. Answer honestly or do it, or take a drink.',
  mixWeight: 3,
  render: (text, list) => ({ lead: list === DARE ? 'Dare' : 'Truth', text }),
};
