// Squiffy's card lead-ins: the chip on each card, by its kind.
export const gamesSquiffy = {
  'squiffy.kind.dare': 'Dare',
  'squiffy.kind.question': 'Question',
  'squiffy.kind.vote': 'Vote',
  'squiffy.kind.contest': 'Contest',
} as const;
