// Party stream's card-type registry: what each type of card is called, how it looks (the shared
// feel palette gives its colours and icon, `cardSurface` / `CardLead`) and its own class, so a
// duel never looks like a rule. A type is data: adding one is an entry here and in the content.

import type { PartyCardType } from '../../../content/games/party-stream';
import type { CardType } from '../../feel';

export interface PartyCardLook {
  /** The chip on the card ("Duel"). */
  label: string;
  /** One and many, for the recap ("1 duel", "3 duels"). */
  counted: readonly [string, string];
  /** The palette and icon the card is painted with. */
  look: CardType;
  /** A class on the card, for anything only this type has. */
  className: `party-card-${string}`;
}

export const PARTY_CARD_LOOKS: Record<PartyCardType, PartyCardLook> = {
  task: { label: 'Task', counted: ['task', 'tasks'], look: 'dare', className: 'party-card-task' },
  vote: {
    label: 'Group vote',
    counted: ['group vote', 'group votes'],
    look: 'vote',
    className: 'party-card-vote',
  },
  duel: {
    label: 'Duel',
    counted: ['duel', 'duels'],
    look: 'contest',
    className: 'party-card-duel',
  },
  'mini-game': {
    label: 'Mini-game',
    counted: ['mini-game', 'mini-games'],
    look: 'category',
    className: 'party-card-mini-game',
  },
  rule: {
    label: 'New rule',
    counted: ['rule', 'rules'],
    look: 'letter',
    className: 'party-card-rule',
  },
  everyone: {
    label: 'Everyone',
    counted: ['everyone card', 'everyone cards'],
    look: 'never',
    className: 'party-card-everyone',
  },
};

/**
 * A card's text class by its length (names filled in): long cards a size smaller, the longest
 * two, so the longest cards of either language fit a phone screen beside the fullest rules strip
 * a deal can show (party-stream.css; the browser test sweeps every card).
 */
export function cardTextClass(text: string): string {
  if (text.length >= 95) return 'prompt-text is-longer';
  if (text.length >= 65) return 'prompt-text is-long';
  return 'prompt-text';
}
