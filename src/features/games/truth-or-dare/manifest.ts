import { t } from '../../../lib/i18n';
import { truthOrDarePacks } from '../../../content/games/truth-or-dare';
import { DARE, type DrawGameManifest } from '../core/manifest';
import { GAME_DEFINITIONS } from '../definitions';

export const truthOrDare: DrawGameManifest = {
  id: 'truth-or-dare',
  title: GAME_DEFINITIONS['truth-or-dare'].title,
  collection: 'truthOrDarePacks',
  packs: truthOrDarePacks,
  lists: ['Truths', 'Dares'],
  get howTo() {
    return t('game.truthOrDare.howTo');
  },
  mixWeight: GAME_DEFINITIONS['truth-or-dare'].mixWeight,
  render: (text, list) => ({
    lead: t(list === DARE ? 'game.truthOrDare.dare' : 'game.truthOrDare.truth'),
    text,
  }),
};
