import type { Translation } from '../../types';
import type { gamesFacts as english } from '../en/games-facts';

export const gamesFacts: Translation<typeof english> = {
  'facts.wordGuess.anyCategory': 'Alle kategorier',
  'facts.wordGuess.easy': 'Let',
  'facts.wordGuess.medium': 'Mellem',
  'facts.wordGuess.hard': 'Svær',

  'facts.cic.columns': { one: '{count} kolonne', other: '{count} kolonner' },
  'facts.cic.letters': { one: '{count} bogstav', other: '{count} bogstaver' },

  'facts.mol.count': { one: '{count} spørgsmål', other: '{count} spørgsmål' },
  'facts.mol.moreOrLess': 'Mere eller mindre end',
  'facts.mol.yearHint': 'Mere betyder senere.',
  'facts.mol.right': 'Rigtigt! Ét point.',
  'facts.mol.wrong': 'Forkert. Intet point.',
  'facts.mol.realYear': 'Det rigtige årstal',
  'facts.mol.realNumber': 'Det rigtige tal',
  'facts.mol.sipsEach': { one: '{count} tår hver', other: '{count} tår hver' },
  'facts.mol.forfeits': { one: '{count} straf', other: '{count} straffe' },
  'facts.mol.win': '{team} vinder spillet!',
  'facts.mol.sharedWin': '{teams} og {last} deler sejren!',
  'facts.mol.saidMore': '{team} sagde mere end {shown}.',
  'facts.mol.saidLess': '{team} sagde mindre end {shown}.',
  'facts.mol.endOfRound': 'Slut på runde {round}',
  'facts.mol.nextCard': 'Næste kort: {team}',
  'facts.mol.more': 'Mere',
  'facts.mol.less': 'Mindre',
  'facts.mol.source': 'Kilde: {source}',
};
