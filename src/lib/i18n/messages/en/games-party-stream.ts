// Party stream's card lead-ins (the chip on each card, by its type) and the lines the rules
// compose: a rule running out, the cards a rule has left.
export const gamesPartyStream = {
  'partyStream.type.task': 'Task',
  'partyStream.type.vote': 'Group vote',
  'partyStream.type.duel': 'Duel',
  'partyStream.type.mini-game': 'Mini-game',
  'partyStream.type.rule': 'New rule',
  'partyStream.type.everyone': 'Everyone',
  'partyStream.rulesInPlay': 'Rules in play',
  'partyStream.cardCount': { one: '{count} card', other: '{count} cards' },
  'partyStream.turn': '{player}’s turn',
  'partyStream.ruleOver': 'The rule is over.',
  'partyStream.ruleOverWith': 'The rule is over: {end}',
  'partyStream.ruleLeft': { one: 'ends with the next card', other: '{count} cards left' },
  'partyStream.next': 'Next card',
  'partyStream.finish': 'Finish',
  'partyStream.cardSoFar': 'Card {shown}',
  'partyStream.cardOf': 'Card {shown} of {target}',
} as const;
