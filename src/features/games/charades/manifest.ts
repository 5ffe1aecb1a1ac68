import { t } from '../../../lib/i18n';
import { charadesPacks } from '../../../content/games/charades';
import type { DrawGameManifest } from '../core/manifest';
import { GAME_DEFINITIONS } from '../definitions';

export const charades: DrawGameManifest = {
  id: 'charades',
  title: GAME_DEFINITIONS.charades.title,
  collection: 'charadesPacks',
  packs: charadesPacks,
  lists: ['Words'],
  get howTo() {
    return t('game.charades.howTo');
  },
  mixWeight: GAME_DEFINITIONS.charades.mixWeight,
  render: (text) => ({ lead: t('game.charades.lead'), text }),
};
