import { truthOrDarePacks } from '../../../content/games/truth-or-dare';
import { DARE, type DrawGameManifest } from '../manifest';

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
