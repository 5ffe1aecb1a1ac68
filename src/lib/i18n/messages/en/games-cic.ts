// Country, island, city: the setup, the round, marking the answers, the round's scores and the
// table of phones. Keys start with `cic.`.

export const gamesCic = {
  'cic.intro':
    'A letter is drawn. Everyone writes one answer per column on paper before time runs out. Then you read them out and tap each answer once for shared or twice for unique, and the app adds up the points.',
  'cic.columns': 'Columns',
  'cic.seat': 'Player {n}',
  'cic.premium': 'Premium',
  'cic.locked': 'Locked: unlocks with Party Dojo Premium.',
  'cic.roundLength': 'Round length',
  'cic.seconds': '{seconds}s',
  'cic.rounds': 'Rounds',
  'cic.noLimit': 'No limit',
  'cic.scoring': 'Scoring',
  'cic.rule.unique': 'Unique answer',
  'cic.rule.shared': 'Shared answer',
  'cic.rule.only': 'Only answer in the column',
  'cic.ownPhones': 'Everyone answers on their own phone (no signal)',
  'cic.ownPhonesText':
    'Each player needs Party Dojo on their phone. This phone shows a code the others scan; every phone then shows the same letter and clock, each player types their answers on their own phone, and at pens down you read them out while this phone marks them and keeps the scores.',
  'cic.namesFirst': 'Add everyone’s names under Players first',
  'cic.showCode': 'Show the code for the other phones',
  'cic.playing': 'Playing: {players}',
  'cic.addNames': ' (add names under Players)',
  'cic.nextRound': 'Next round',
  'cic.draw': 'Draw a letter',
  'cic.newGame': 'New game',
  'cic.round': 'Round {round}',

  'cic.letterIs': 'The letter is',
  'cic.pensDown': 'Pens down!',
  'cic.enter': 'Enter answers',
  'cic.stopEnter': 'Stop and enter answers',

  'cic.roundLetter': 'Round {round}: {letter}',
  'cic.markHint':
    'Read your answers out. Tap a cell to mark it: unique {unique}, shared {shared}, none 0 (no answer, or it does not start with {letter}). The only answer in a column scores {only}.',
  'cic.mark.none': 'None',
  'cic.mark.unique': 'Unique',
  'cic.mark.shared': 'Shared',
  'cic.markOnly': 'Only one',
  'cic.scoreRound': 'Score the round',

  'cic.zeroHint': 'A 0 is an answer not given, or not starting with {letter}.',
  'cic.scores': 'Scores',
  'cic.column': 'Column',
  'cic.thisRound': 'This round',
  'cic.total': 'Total',
  'cic.seeWinner': 'See the winner',
  'cic.changeSettings': 'Change settings first',
  'cic.endGame': 'End game',

  'cic.table.round': 'Round {round}',
  'cic.table.before': 'Before round 1',
  'cic.table.of': ' of {rounds}',
  'cic.table.label': 'Table: {words}',
  'cic.table.unreadable':
    'This phone’s table code no longer reads. Scan the host’s code again to rejoin.',
  'cic.table.scan': 'Scan the code',
  'cic.table.onThisPhone': 'Play on this phone instead',
  'cic.table.again': 'round {round}',
  'cic.table.together':
    'Round {round}: everyone taps Start at the same moment (count “three, two, one”). Each phone shows the same letter and the same clock, and you write on your own phone.',
  'cic.table.start': 'Start round {round}',
  'cic.table.pensDown': 'Pens down',
  'cic.table.hostMarks': 'The host’s phone marks each answer and keeps the scores.',
  'cic.table.lastRound': 'That was the last round: the winner is on the host’s phone.',
  'cic.table.leave': 'Leave the table',
  'cic.table.yours': 'Your answers for {letter}: read them out',
} as const;
