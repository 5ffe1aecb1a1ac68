import { mostLikelyToPacks } from '../../../content/games/most-likely-to';
import type { DrawGameManifest } from '../core/manifest';
import { GAMES } from '../registry';

export const mostLikelyTo: DrawGameManifest = {
  id: 'most-likely-to',
  title: GAMES['most-likely-to'].title,
  collection: 'mostLikelyToPacks',
  packs: mostLikelyToPacks,
  lists: ['Prompts'],
  howTo: 'On three, everyone points. Whoever gets the most fingers drinks.',
  mixWeight: GAMES['most-likely-to'].mixWeight,
  render: (text) => ({ lead: 'Who is most likely to', text: `${text}?`, reads: true }),
};
