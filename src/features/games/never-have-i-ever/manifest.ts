import { t } from '../../../lib/i18n';
import { neverHaveIEverPacks } from '../../../content/games/never-have-i-ever';
import type { DrawGameManifest } from '../core/manifest';
import { GAME_DEFINITIONS } from '../definitions';

export const neverHaveIEver: DrawGameManifest = {
  id: 'never-have-i-ever',
  title: GAME_DEFINITIONS['never-have-i-ever'].title,
  collection: 'neverHaveIEverPacks',
  packs: neverHaveIEverPacks,
  lists: ['Prompts'],
  // Words on screen come from the catalogue when they are read, in the page's language.
  get howTo() {
    return t('game.neverHaveIEver.howTo');
  },
  mixWeight: GAME_DEFINITIONS['never-have-i-ever'].mixWeight,
  // Stored as the completion after the lead-in, lower-case and without the full stop.
  render: (text) => ({
    lead: t('game.neverHaveIEver.lead'),
    text: `${text}.`,
    reads: true,
    sips: t('game.neverHaveIEver.sips'),
  }),
};
