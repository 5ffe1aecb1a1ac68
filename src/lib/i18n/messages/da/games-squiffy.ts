import type { Translation } from '../../types';
import type { gamesSquiffy as english } from '../en/games-squiffy';

export const gamesSquiffy: Translation<typeof english> = {
  'squiffy.cardCount': { one: '{count} kort', other: '{count} kort' },
  'squiffy.turn': '{player} har tur',
  'squiffy.reads': '{player} læser op',
  'squiffy.kind.dare': 'Udfordring',
  'squiffy.kind.question': 'Spørgsmål',
  'squiffy.kind.vote': 'Afstemning',
  'squiffy.kind.contest': 'Duel',
  'squiffy.next': 'Næste kort',
  'squiffy.finish': 'Afslut',
  'squiffy.cardSoFar': 'Kort {shown}',
  'squiffy.progress': 'Runde {round} af {rounds} · kort {shown} af {target}',
};
