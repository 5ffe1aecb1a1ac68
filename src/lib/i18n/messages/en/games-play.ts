// The words every game's frame says (core: header, packs and players sheets, feedback, recap),
// the game names and home tiles, and the draw games (never have I ever, most likely to, truth or
// dare, mix, category). Keys start with `play.`.

export const gamesPlay = {
  // Game names (GAME_DEFINITIONS titles), read at render through gameTitle().
  'play.title.never-have-i-ever': 'Never have I ever',
  'play.title.most-likely-to': 'Most likely to',
  'play.title.truth-or-dare': 'Truth or dare',
  'play.title.category': 'Category',
  'play.title.charades': 'Charades',
  'play.title.country-island-city': 'Country, island, city',
  'play.title.meyer': 'Meyer',
  'play.title.drunk-dice': 'Drunk dice',
  'play.title.squiffy': 'Squiffy',
  'play.title.more-or-less': 'More or less',
  'play.title.odd-one-out': 'Odd one out',
  'play.title.word-guess': 'Word guess',
  'play.title.party-stream': 'Party stream',
  'play.title.mix': 'Mix',

  // What one pack item is called, with its count: the pack picker and the recap.
  'play.count.prompts': { one: '{count} prompt', other: '{count} prompts' },
  'play.count.categories': { one: '{count} category', other: '{count} categories' },
  'play.count.words': { one: '{count} word', other: '{count} words' },
  'play.count.columns': { one: '{count} column', other: '{count} columns' },
  'play.count.rankings': { one: '{count} ranking', other: '{count} rankings' },
  'play.count.rule tables': { one: '{count} rule table', other: '{count} rule tables' },
  'play.count.cards': { one: '{count} card', other: '{count} cards' },
  'play.count.facts': { one: '{count} fact', other: '{count} facts' },
  'play.count.rounds': { one: '{count} round', other: '{count} rounds' },
  'play.count.turns': { one: '{count} turn', other: '{count} turns' },
  'play.count.truths': { one: '{count} truth', other: '{count} truths' },
  'play.count.dares': { one: '{count} dare', other: '{count} dares' },
  'play.played': '{count} played',
  'play.playedUnit': '{items} played',

  // The frame (game-shell.tsx).
  'play.shell.reading': 'Reading the saved game',
  'play.shell.setting': 'Setting the table…',
  'play.shell.startedOver':
    'This phone has dealt every card in these packs, so they start again from the top. Switch on another pack for cards you haven’t seen.',
  'play.shell.playersRoom': '12 players',
  'play.shell.players': { one: '{count} player', other: '{count} players' },
  'play.shell.playersButton': 'Players',
  'play.shell.packs': 'Packs',

  // Feedback under every game.
  'play.feedback.label': 'Feedback',
  'play.feedback.ask': 'Enjoying this game?',
  'play.feedback.up': 'Thumbs up',
  'play.feedback.down': 'Thumbs down',
  'play.feedback.note': 'Anything to add? (optional)',
  'play.feedback.send': 'Send feedback',
  'play.feedback.thanks': 'Thanks! We read every note.',
  'play.feedback.failed': 'Could not save that. Try again.',

  // The end of a game (recap).
  'play.recap.over': 'Game over',
  'play.recap.scores': 'Scores',
  'play.recap.picked': 'Who was picked',
  'play.recap.again': 'Play again',
  'play.recap.end': 'End game',
  'play.recap.wins': '{name} wins!',
  'play.recap.share': '{names} and {last} share the win!',
  'play.recap.readOut': 'Who read the cards out',
  'play.recap.turns': 'Whose turn it was',

  // The packs sheet (pack-picker.tsx).
  'play.packs.mild': 'Mild',
  'play.packs.cheeky': 'Cheeky',
  'play.packs.anything': 'Anything goes',
  'play.packs.lastActive': 'Keep at least one pack on, or there is nothing to play. It stays on.',
  'play.packs.lockedHint': 'That pack is part of Party Dojo Premium.',
  'play.packs.refused': '{pack}: {hint}',
  'play.packs.noGame': 'Open a game first: packs are set for the game you are playing.',
  'play.packs.failed': 'That did not save. Try again.',
  'play.packs.allOffDone': 'Everything is off except one pack, so the game can still deal.',
  'play.packs.title': '{game} packs',
  'play.packs.done': 'Done',
  'play.packs.adultTitle': '{pack} is 18+',
  'play.packs.adultText':
    'Its prompts are about sex and adult life. Switch it on only if everyone playing is 18 or older and happy to play it.',
  'play.packs.adultYes': 'We are all 18 or older',
  'play.packs.adultNo': 'Keep it off',
  'play.packs.spice': 'Spice, in every game',
  'play.packs.hidden': {
    one: '{count} spicier pack is hidden here and left out of the draw. ',
    other: '{count} spicier packs are hidden here and left out of the draw. ',
  },
  'play.packs.spiceNote':
    'The spice setting applies to every game. All on never switches on 18+ packs.',
  'play.packs.allOn': 'All on',
  'play.packs.allOff': 'All off',
  'play.packs.everyGame': 'in every game',
  'play.packs.mildNight': 'Mild night',
  'play.packs.mildNightDone':
    'Mild night: the gentle packs are on and 18+ packs are off. The others stay as they were.',
  'play.packs.mixMatches': 'Mix already matches every game.',
  'play.packs.mixCopied': 'Mix now uses the packs each game has on.',
  'play.packs.copy': 'Copy from each game',
  'play.packs.lockedNote':
    'is a premium pack. It opens with Party Dojo Premium, together with every other premium pack in every game. Some premium packs can also be unlocked on their own with dojo coins.',
  'play.packs.plans': 'See premium plans',
  'play.packs.coins': 'Dojo coins on your profile',
  'play.packs.adultBadge': '18+ content',
  'play.packs.premium': 'Premium',
  'play.packs.locked':
    'Locked: premium packs unlock with a Party Dojo Premium subscription, or one at a time with dojo coins on your profile.',

  // The players sheet (players-panel.tsx).
  'play.players.title': 'Players',
  'play.players.done': 'Done',
  'play.players.intro':
    'Optional. With names, the game says whose turn it is and puts names into prompts. Mark anyone not drinking tonight, and they get a forfeit instead of a drink; mark anyone taken, and no flirty prompt pairs them with someone else.',
  'play.players.name': 'Player name',
  'play.players.add': 'Add a name',
  'play.players.addButton': 'Add',
  'play.players.taken':
    '{name} is already playing. Add something to tell them apart, like an initial.',
  'play.players.order': 'Seated in this order, clockwise: move anyone to their seat.',
  'play.players.up': 'Move {name} up',
  'play.players.down': 'Move {name} down',
  'play.players.soberFor': 'Not drinking, {name}',
  'play.players.sober': 'Not drinking',
  'play.players.takenFor': 'Taken, {name}',
  'play.players.takenFlag': 'Taken',
  'play.players.removeFor': 'Remove {name}',
  'play.players.remove': 'Remove',
  'play.players.clear': 'Clear all names',

  // A prompt game (prompt-game.tsx, prompt-card.tsx).
  'play.prompt.fallbackSpice':
    'Every pack you switched on is spicier than the spice filter, so a mild pack is dealing.',
  'play.prompt.fallbackStarter':
    'None of your packs can deal right now, so the starter pack is dealing.',
  'play.prompt.howTo': 'How to play',
  'play.prompt.startHint': 'Tap Next, the card, or press Space to start.',
  'play.prompt.next': 'Next',
  'play.prompt.start': 'Start',
  'play.prompt.reads': '{name} reads',
  // The home tiles' lines under each game's name (content/catalog.ts).
  'play.blurb.never-have-i-ever': 'Confess, sip, and learn far too much about your friends.',
  'play.blurb.most-likely-to': 'Everyone points on three. The most fingers drinks.',
  'play.blurb.truth-or-dare': 'Pick your poison: spill a secret or take the challenge.',
  'play.blurb.charades': 'Teams, a timer and zero words. Act it out.',
  'play.blurb.category': 'Name one each until someone blanks or repeats.',
  'play.blurb.country-island-city': 'One letter, a column of categories, a racing clock.',
  'play.blurb.mix': 'A bit of every game, shuffled into one long night.',
  'play.blurb.meyer': 'The bluffing dice game: roll, lie, and call it.',
  'play.blurb.drunk-dice': 'Roll the dice and follow what they say.',
  'play.blurb.odd-one-out':
    'All but one of you know the word. Sniff out the bluffer, on one phone or all of them.',
  'play.blurb.word-guess': 'Crack the secret word in twenty questions.',
  'play.blurb.more-or-less': 'Higher or lower? Teams guess which number wins.',
  'play.blurb.squiffy': 'Dares, questions, votes and duels, with your names on every card.',
  'play.blurb.party-stream':
    'Tasks, votes, duels, mini-games and rules that run a few turns, one card after another.',
  // Mix (mix/game.tsx, mix/mix-cards.tsx).
  'play.mix.howTo':
    'A bit of every game: confessions, votes, truths, dares, categories, charades, duels and rules that last a few turns. Play each card as it comes, then tap for the next.',
  'play.mix.passTo': 'Pass the phone to {name}',
  'play.mix.passToActor': 'Pass the phone to the actor',
  'play.mix.holdToSee': 'Actor: hold here to see the word',
  'play.mix.nobodyLooks': 'Nobody else looks. Let go, then act it out for the table.',
  'play.mix.secondsLeft': 'Seconds left this turn',
  'play.mix.timeUp': 'Time! That player drinks.',
  'play.mix.startClock': 'Start the clock',
  'play.mix.restartClock': 'Got one: restart the clock',
  // Category (category/game.tsx).
  'play.category.seat': 'Player {n}',
  'play.category.stillIn': '{alive} of {seats} still in',
  'play.category.ofRounds': ' · category {shown} of {rounds}',
  'play.category.out': ' · out: {names}',
  'play.category.turn': 'Turn: ',
  'play.category.secondsLeft': 'Seconds left this turn',
  'play.category.timeUp': 'Time is up for {player}!',
  'play.category.gotOne': 'Got one',
  'play.category.outButton': 'Out',
  'play.category.startClock': 'Start the clock',
  'play.category.wins': '{player} wins this category!',
  'play.category.seeWinner': 'See who won',
  'play.category.next': 'Next category',
  'play.category.deal': 'Deal a category',
  'play.category.howMany': 'Categories to play',
  'play.category.noLimit': 'No limit',
  'play.category.secondsPerTurn': 'Seconds per turn',
  'play.category.seconds': '{seconds}s',

  // Truth or dare on one phone (truth-or-dare/game.tsx).
  'play.tod.yourTurn': 'Your turn',
  'play.tod.ask': 'Truth or dare?',
  'play.tod.notDrinking':
    '{player} is not drinking tonight: turning one down costs a forfeit, not a drink.',
  'play.tod.nextPlayer': 'Next: {player}',
  'play.tod.nextTurn': 'Next turn',
  'play.tod.send': 'Send this dare to a friend',
} as const;
