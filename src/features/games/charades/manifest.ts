import { charadesPacks } from '../../../content/games/charades';
import type { DrawGameManifest } from '../core/manifest';
import { GAME_DEFINITIONS } from '../definitions';

export const charades: DrawGameManifest = {
  id: 'charades',
  title: GAME_DEFINITIONS.charades.title,
  collection: 'charadesPacks',
  packs: charadesPacks,
  lists: ['Words'],
  howTo: 'Act it out without a word. Your team has sixty seconds to guess as many as it can.',
  mixWeight: GAME_DEFINITIONS.charades.mixWeight,
  render: (text) => ({ lead: 'Act it out', text }),
};
