import { t } from '../../../lib/i18n';
import { mostLikelyToPacks } from '../../../content/games/most-likely-to';
import type { DrawGameManifest } from '../core/manifest';
import { GAME_DEFINITIONS } from '../definitions';

export const mostLikelyTo: DrawGameManifest = {
  id: 'most-likely-to',
  title: GAME_DEFINITIONS['most-likely-to'].title,
  collection: 'mostLikelyToPacks',
  packs: mostLikelyToPacks,
  lists: ['Prompts'],
  get howTo() {
    return t('game.mostLikelyTo.howTo');
  },
  mixWeight: GAME_DEFINITIONS['most-likely-to'].mixWeight,
  render: (text) => ({
    lead: t('game.mostLikelyTo.lead'),
    text: `${text}?`,
    reads: true,
    sips: t('game.mostLikelyTo.sips'),
  }),
};
