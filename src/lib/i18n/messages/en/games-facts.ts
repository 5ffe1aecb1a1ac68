// The words the custom games (more or less, word guess, country island city, odd one out) put
// around their own content: the card's question line, the reveal, category and difficulty names.

export const gamesFacts = {
  'facts.wordGuess.anyCategory': 'Any category',
  'facts.wordGuess.easy': 'Easy',
  'facts.wordGuess.medium': 'Medium',
  'facts.wordGuess.hard': 'Hard',

  'facts.cic.columns': { one: '{count} column', other: '{count} columns' },
  'facts.cic.letters': { one: '{count} letter', other: '{count} letters' },

  'facts.mol.count': { one: '{count} fact', other: '{count} facts' },
  'facts.mol.moreOrLess': 'More or less than',
  'facts.mol.yearHint': 'More means later.',
  'facts.mol.right': 'Right! One point.',
  'facts.mol.wrong': 'Wrong. No point.',
  'facts.mol.realYear': 'The real year',
  'facts.mol.realNumber': 'The real number',
  'facts.mol.sipsEach': { one: '{count} sip each', other: '{count} sips each' },
  'facts.mol.forfeits': { one: '{count} forfeit', other: '{count} forfeits' },
  'facts.mol.win': '{team} win the game!',
  'facts.mol.sharedWin': '{teams} and {last} share the win!',
  'facts.mol.saidMore': '{team} said more than {shown}.',
  'facts.mol.saidLess': '{team} said less than {shown}.',
  'facts.mol.endOfRound': 'End of round {round}',
  'facts.mol.nextCard': 'Next card: {team}',
  'facts.mol.more': 'More',
  'facts.mol.less': 'Less',
  'facts.mol.source': 'Source: {source}',
} as const;
