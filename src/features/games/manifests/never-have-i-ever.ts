import { neverHaveIEverPacks } from '../../../content/games/never-have-i-ever';
import type { DrawGameManifest } from '../manifest';

export const neverHaveIEver: DrawGameManifest = {
  id: 'never-have-i-ever',
  title: 'Never have I ever',
  collection: 'neverHaveIEverPacks',
  packs: neverHaveIEverPacks,
  lists: ['Prompts'],
  howTo: 'Read it out. Everyone who has done it takes a sip.',
  mixWeight: 3,
  // Stored as the completion after the lead-in, lower-case and without the full stop.
  render: (text) => ({ lead: 'Never have I ever', text: `${text}.` }),
};
