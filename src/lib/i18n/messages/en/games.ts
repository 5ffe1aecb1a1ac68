// What the games say around a prompt: lead-ins, how to play, who sips, and the words a slot
// takes when no names were entered.

export const games = {
  'game.playerOnLeft': 'the player on your left',
  'game.playerOnRight': 'the player on your right',
  'game.players': { one: '{count} player', other: '{count} players' },

  'game.forfeit.instead': '{player} is not drinking tonight, so instead: {forfeit}.',
  'game.forfeit.insteadOfDrink':
    '{player} is not drinking tonight, so instead of the drink: {forfeit}.',
  'game.forfeit.insteadOfSip': '{player} is not drinking tonight, so instead of a sip: {forfeit}.',

  'game.neverHaveIEver.lead': 'Never have I ever',
  'game.neverHaveIEver.sips': 'Everyone who has done it takes a sip.',
  'game.neverHaveIEver.howTo': 'Read it out. Everyone who has done it takes a sip.',
  'game.mostLikelyTo.lead': 'Who is most likely to',
  'game.mostLikelyTo.sips': 'Whoever gets the most fingers drinks.',
  'game.mostLikelyTo.howTo': 'On three, everyone points. Whoever gets the most fingers drinks.',
  'game.truthOrDare.truth': 'Truth',
  'game.truthOrDare.dare': 'Dare',
  'game.fromYourPack': 'From your pack',
  'game.fromLikedPack': 'From a liked pack',
  'game.needsPlayers': '{title} needs at least {min} players: add them with the Players button.',
  'game.needsOneMore':
    '{title} needs at least {min} players: add one more with the Players button.',
  'game.needsMore':
    '{title} needs at least {min} players: add {missing} more with the Players button.',
  'game.tooManyPlayers':
    '{title} plays with up to {max} players: take {extra} off with the Players button.',
  'game.ownPack.yours': {
    one: 'Your pack from the editor, {count} prompt.',
    other: 'Your pack from the editor, {count} prompts.',
  },
  'game.ownPack.liked': {
    one: 'A pack you liked, {count} prompt.',
    other: 'A pack you liked, {count} prompts.',
  },
  'game.ownPack.yoursCards': {
    one: 'Your pack from the editor, {count} card.',
    other: 'Your pack from the editor, {count} cards.',
  },
  'game.ownPack.likedCards': {
    one: 'A pack you liked, {count} card.',
    other: 'A pack you liked, {count} cards.',
  },
  'game.truthOrDare.howTo': 'Pick truth or dare. Answer honestly or do it, or take a drink.',
  'game.category.lead': 'Category',
  'game.category.howTo':
    'Take turns naming one each before the clock runs out. Blank or repeat and you are out.',
  'game.charades.lead': 'Act it out',
  'game.charades.howTo':
    'Act it out without a word. Your team has sixty seconds to guess as many as it can.',
} as const;
