import { neverHaveIEverPacks } from '../../../content/games/never-have-i-ever';
import type { DrawGameManifest } from '../core/manifest';
import { GAME_DEFINITIONS } from '../definitions';

const SIPS = 'Everyone who has done it takes a sip.';

export const neverHaveIEver: DrawGameManifest = {
  id: 'never-have-i-ever',
  title: GAME_DEFINITIONS['never-have-i-ever'].title,
  collection: 'neverHaveIEverPacks',
  packs: neverHaveIEverPacks,
  lists: ['Prompts'],
  howTo: `Read it out. ${SIPS}`,
  mixWeight: GAME_DEFINITIONS['never-have-i-ever'].mixWeight,
  // Stored as the completion after the lead-in, lower-case and without the full stop.
  render: (text) => ({ lead: 'Never have I ever', text: `${text}.`, reads: true, sips: SIPS }),
};
