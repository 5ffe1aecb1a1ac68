import { mostLikelyToPacks } from '../../../content/games/most-likely-to';
import type { DrawGameManifest } from '../core/manifest';
import { GAME_DEFINITIONS } from '../definitions';

const SIPS = 'Whoever gets the most fingers drinks.';

export const mostLikelyTo: DrawGameManifest = {
  id: 'most-likely-to',
  title: GAME_DEFINITIONS['most-likely-to'].title,
  collection: 'mostLikelyToPacks',
  packs: mostLikelyToPacks,
  lists: ['Prompts'],
  howTo: `On three, everyone points. ${SIPS}`,
  mixWeight: GAME_DEFINITIONS['most-likely-to'].mixWeight,
  render: (text) => ({ lead: 'Who is most likely to', text: `${text}?`, reads: true, sips: SIPS }),
};
