import { charadesPacks } from '../../../content/games/charades';
import type { DrawGameManifest } from '../manifest';

export const charades: DrawGameManifest = {
  id: 'charades',
  title: 'Charades',
  collection: 'charadesPacks',
  packs: charadesPacks,
  lists: ['Words'],
  howTo: 'Act it out without a word. Your team has sixty seconds to guess as many as it can.',
  mixWeight: 1,
  render: (text) => ({ lead: 'Act it out', text }),
};
