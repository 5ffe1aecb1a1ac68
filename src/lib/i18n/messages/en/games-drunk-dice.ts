// Drunk dice: the roll, the table rule a roll makes, and the rules editor. Keys start with
// `drunkDice.`.

export const gamesDrunkDice = {
  'drunkDice.howTo': 'How to play',
  'drunkDice.howToText':
    'Take turns rolling and do what the dice say. One die reads a rule per face, two dice a rule per total. The rules below are yours to rewrite. Sips, not shots; water counts, and anyone can sit a round out.',
  'drunkDice.noRolls': 'No rolls yet',
  'drunkDice.rolls': { one: '{count} roll', other: '{count} rolls' },
  'drunkDice.twoDice': 'Two dice',
  'drunkDice.noRuleHere': 'No rule here: roll again.',
  'drunkDice.rolling': 'Rolling…',
  'drunkDice.rollToSee': 'Roll to see your rule.',
  'drunkDice.turnToRoll': '{name}’s turn to roll',
  'drunkDice.rollDie': 'Roll the die',
  'drunkDice.rollDice': 'Roll the dice',
  'drunkDice.spaceRolls': 'Space rolls too.',
  'drunkDice.orShake': 'Or shake the phone to roll.',
  'drunkDice.shakeAsk': 'Roll by shaking the phone',
  'drunkDice.tableRule': 'Table rule',
  'drunkDice.liftRule': 'Lift the table rule',
  'drunkDice.perFace': 'Rules per face',
  'drunkDice.perTotal': 'Rules per total',
  'drunkDice.doneEditing': 'Done editing',
  'drunkDice.edit': 'Edit the rules',
  'drunkDice.noRule': 'No rule: roll again.',
  'drunkDice.writeRule': 'Write the new rule down',
  'drunkDice.keepRule': 'Keep this rule',
  'drunkDice.notNow': 'Not now',
  'drunkDice.face': 'Face {face}',
  'drunkDice.total': 'Total {total}',
  'drunkDice.makeHint':
    'A rule with the words “make a rule” asks the roller to write a new table rule down.',
  'drunkDice.resetAsk': 'Replace all your rules, for one die and two, with ours?',
  'drunkDice.resetYes': 'Yes, reset the rules',
  'drunkDice.resetNo': 'Keep my rules',
  'drunkDice.reset': 'Reset to our rules',
} as const;
