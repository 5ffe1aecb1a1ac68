import { mostLikelyToPacks } from '../../../content/games/most-likely-to';
import type { DrawGameManifest } from '../manifest';

export const mostLikelyTo: DrawGameManifest = {
  id: 'most-likely-to',
  title: 'Most likely to',
  collection: 'mostLikelyToPacks',
  packs: mostLikelyToPacks,
  lists: ['Prompts'],
  howTo: 'On three, everyone points. Whoever gets the most fingers drinks.',
  mixWeight: 3,
  render: (text) => ({ lead: 'Who is most likely to', text: `${text}?` }),
};
