import { t } from '../../../lib/i18n';

// A phone already seated at a table reads a code of that same table: a code from further on
// catches it up, the same turn just reopens the game, and an older one (a stale QR code handed
// round, a screenshot from earlier) must never take the phone back: it keeps what it has and
// says so, and asks for the code the host shows now.

export type CodeAge = 'newer' | 'same' | 'older';

/** How the code's turn stands against the turn this phone is on. */
export function codeAge(codeTurn: number, phoneTurn: number): CodeAge {
  if (codeTurn > phoneTurn) return 'newer';
  return codeTurn === phoneTurn ? 'same' : 'older';
}

/** What the join page says about an older code: which turn each is on, that nothing changed, and
 * where the current code is. `unit` is the game's word for a turn ("round" in Odd one out). */
export function olderCodeMessage(
  game: string,
  unit: 'turn' | 'round',
  codeTurn: number,
  phoneTurn: number,
): string {
  return t('table.join.older', {
    unit: t(unit === 'turn' ? 'table.unit.turn' : 'table.unit.round'),
    code: codeTurn + 1,
    phone: phoneTurn + 1,
    game,
  });
}
