// More or less's own screens: team select, the game's progress and round table, and the ending.
// Keys start with `moreOrLess.`.

export const gamesMoreOrLess = {
  'moreOrLess.howTo':
    'Each card hides a true number and shows a close guess. The team on turn says whether the real number is more or less. Right calls score.',
  'moreOrLess.teamName.0': 'Foxes',
  'moreOrLess.teamName.1': 'Owls',
  'moreOrLess.teamName.2': 'Wolves',
  'moreOrLess.teamName.3': 'Bears',
  'moreOrLess.team': 'Team {number}',
  'moreOrLess.gameOn': 'A game is on: round {round} of {rounds}.',
  'moreOrLess.continue': 'Continue the game',
  'moreOrLess.teams': 'Teams',
  'moreOrLess.teamCount': '{count} teams',
  'moreOrLess.teamNameLabel': 'Team {number} name',
  'moreOrLess.whoPlays': 'Who plays for whom',
  'moreOrLess.shuffle': 'Shuffle teams',
  'moreOrLess.moveHint': 'Tap a team beside a name to move that player.',
  'moreOrLess.moveTo': '{player} to',
  'moreOrLess.addPlayers':
    'Add players with the Players button to put names in the teams, or just play as teams.',
  'moreOrLess.rounds': 'Rounds',
  'moreOrLess.cardsPerTeam': 'Cards per team each round',
  'moreOrLess.losersOwe': 'The losers owe',
  'moreOrLess.sips': 'Sips',
  'moreOrLess.forfeitsNoAlcohol': 'Forfeits, no alcohol',
  'moreOrLess.atMost': 'At most, at the end',
  'moreOrLess.capSips': { one: '{count} sip', other: '{count} sips' },
  'moreOrLess.capForfeits': { one: '{count} forfeit', other: '{count} forfeits' },
  'moreOrLess.beforeStart': 'Before you start:',
  'moreOrLess.startNew': 'Start a new game',
  'moreOrLess.start': 'Start the game',

  'moreOrLess.scores': 'Scores',
  'moreOrLess.roundOf': 'Round {round} of {rounds}',
  'moreOrLess.cardOf': ' · card {card} of {cards}',
  'moreOrLess.deal': 'Deal the next card',
  'moreOrLess.roundOver': 'Round {round} is over',
  'moreOrLess.col.team': 'Team',
  'moreOrLess.col.round': 'This round',
  'moreOrLess.col.total': 'Total',
  'moreOrLess.noScore': 'Nobody has scored yet.',
  'moreOrLess.lead': 'In the lead: {teams}, with {top}.',
  'moreOrLess.and': 'and',
  'moreOrLess.seeWinner': 'See the winner',
  'moreOrLess.startRound': 'Start round {round}',

  'moreOrLess.stillOn': 'This game is still on',
  'moreOrLess.stillOnText':
    'Round {round} of {rounds}. Finish it, or end it now to see the winner.',
  'moreOrLess.back': 'Back to the game',
  'moreOrLess.endNow': 'End it now',
  'moreOrLess.draw': 'A draw!',
  'moreOrLess.played': {
    one: '{count} card played, {right} called right',
    other: '{count} cards played, {right} called right',
  },
  'moreOrLess.sipsOwed': 'Sips owed',
  'moreOrLess.forfeitsOwed': 'Forfeits owed',
  'moreOrLess.level': 'Every team finished level: nobody owes anything.',
  'moreOrLess.owedRule':
    'Each team behind the winners owes one for every point it trails by, {cap} at most.',
  'moreOrLess.owedSober':
    ' Every player in the team drinks them, apart from anyone not drinking tonight; anyone may swap a sip for a forfeit or water.',
  'moreOrLess.owedDrink':
    ' Every player in the team drinks them; anyone may swap a sip for a forfeit or water.',
  'moreOrLess.owedForfeits': ' The winners choose the forfeits: a song, a compliment, ten squats.',
  'moreOrLess.again': 'Play again, same teams',
  'moreOrLess.newTeams': 'New teams',
} as const;
