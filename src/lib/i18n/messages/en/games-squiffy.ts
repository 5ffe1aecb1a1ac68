// Squiffy's card lead-ins: the chip on each card, by its kind.
export const gamesSquiffy = {
  'squiffy.cardCount': { one: '{count} card', other: '{count} cards' },
  'squiffy.turn': '{player}’s turn',
  'squiffy.reads': '{player} reads',
  'squiffy.kind.dare': 'Dare',
  'squiffy.kind.question': 'Question',
  'squiffy.kind.vote': 'Vote',
  'squiffy.kind.contest': 'Contest',
  'squiffy.next': 'Next card',
  'squiffy.finish': 'Finish',
  'squiffy.cardSoFar': 'Card {shown}',
  'squiffy.progress': 'Round {round} of {rounds} · card {shown} of {target}',
} as const;
