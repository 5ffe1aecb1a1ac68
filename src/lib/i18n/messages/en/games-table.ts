// The table link (src/features/games/table): phones that play together with no signal, each
// dealing its own part of the game from the host's code.
export const gamesTable = {
  'table.oddOneOut.otherWords':
    "This phone has a different list of Odd one out words from the host's phone, so the two would deal different rounds. Open Party Dojo on both phones once you have signal to update them; until then, play on one phone passed round.",
  'table.join.scanAnother': 'Scan another code',
  'table.otherLang.da':
    'That code is for a table playing in Danish, and this page deals the English words. Open the Danish page to join it: the code goes with you.',
  'table.otherLang.en':
    'That code is for a table playing in English, and this page deals the Danish words. Open the English page to join it: the code goes with you.',
  'table.otherLang.openDa': 'Join in Danish',
  'table.otherLang.openEn': 'Join in English',
  'table.otherLang.gameDa':
    'This phone’s table plays in Danish, and this page deals the English words. Open the Danish page to go on playing.',
  'table.otherLang.gameEn':
    'This phone’s table plays in English, and this page deals the Danish words. Open the English page to go on playing.',
  'table.otherLang.playDa': 'Play in Danish',
  'table.otherLang.playEn': 'Play in English',
  // Shared by the table games.
  'table.turn': 'Turn {n}',
  'table.turnLower': 'turn {n}',
  'table.roundLower': 'round {n}',
  'table.pictures': 'Table: {words}',
  'table.leave': 'Leave the table',
  'table.playHere': 'Play on this phone instead',
  'table.unreadable':
    'This phone’s table code no longer reads. Scan the host’s code again to rejoin.',
  // The code the host shows (code-panel.tsx, fingerprint-view.tsx).
  'table.code.qrLabel': 'The table code, for the other phones to scan',
  'table.code.pictures': 'Every phone at this table shows these four pictures:',
  'table.code.typeInstead': 'Camera not working? Type a code instead',
  'table.code.picturesLabel': 'This table’s four pictures',
  'table.host.title': 'Everyone else: scan this',
  'table.host.hintOpen': 'On each other phone, open Party Dojo’s {game}, tap',
  'table.host.joinTheirTable': 'Join their table',
  'table.host.hintScan': ', scan this code and pick your name. No signal needed.',
  'table.seat.which': 'Which one is you?',
  'table.again.summary': 'Show the table code',
  'table.again.hint': 'For a phone that joins late or fell out of step: it picks up at {turn}.',
  'table.joinLink.before': 'Someone else is hosting?',
  // The camera (scanner.tsx).
  'table.scan.video': 'The camera, looking for the table code',
  'table.scan.starting': 'Starting the camera…',
  'table.scan.point': 'Point the camera at the code on the host’s phone.',
  'table.scan.noBrowser': 'This browser cannot use the camera. Type the code instead.',
  'table.scan.noHttps':
    'The camera only works when Party Dojo is opened over https. Type the code instead.',
  'table.scan.denied':
    'Party Dojo may not use the camera. Allow the camera for this app in the browser’s settings, or type the code instead.',
  'table.scan.noCamera': 'This phone has no camera the app can use. Type the code instead.',
  'table.scan.busy':
    'Another app is using the camera. Close it and try again, or type the code instead.',
  'table.scan.failed': 'The camera did not start. Type the code instead.',
  // Joining (join-page.tsx).
  'table.join.title': 'Join a table',
  'table.join.description': 'Scan the host’s code to play on your own phone, no signal needed.',
  'table.join.intro':
    'Scan the code on the host’s phone. No signal needed: nothing is sent anywhere.',
  'table.join.typedLabel': 'Or type the code under “Camera not working?”',
  'table.join.typedPlaceholder': 'K7QM-…',
  'table.join.join': 'Join',
  'table.join.hostingBefore': 'Hosting instead? Start',
  'table.join.hostingOr': 'or',
  'table.join.hostingAfter': 'and choose to play on everyone’s phone.',
  'table.join.roomLabel': 'Have signal? Join a room by its code',
  'table.join.busy': 'Joining…',
  'table.join.hostingTitle': 'This phone is the host',
  'table.join.hostingThis':
    'That is this phone’s own {game} table: the code is for the other phones to scan. This phone stays the host and plays on where it is; nothing has changed.',
  'table.join.olderTitle': 'An older code of your table',
  'table.join.scanCurrent': 'Scan the current code',
  'table.join.back': 'Back to {game}',
  'table.join.check': 'Check that every phone at the table shows these four pictures:',
  'table.join.onTurn': 'The table is on turn {n}: you join there.',
  'table.join.onRound': 'The table is on round {n}: you join there.',
  'table.join.replacing': 'This ends the game of {game} this phone was playing.',
  'table.join.saveFailed':
    'This phone could not save the game (its storage may be full). Free some space and scan again.',
  'table.join.older':
    'That code is older than what this phone already has: it is from {unit} {code} of this {game} table, and this phone is on {unit} {phone}. This phone keeps {unit} {phone}. To check it is in step, scan the code the host’s phone shows now (under “Show the table code”).',
  'table.unit.turn': 'turn',
  'table.unit.round': 'round',
  'table.problem.notCode': "That isn't a Party Dojo table code. Scan the code on the host's phone.",
  'table.problem.newer':
    'That code comes from a newer version of Party Dojo. Update the app on this phone (reload it once you have signal), then scan again.',
  'table.problem.damaged':
    "That code didn't come through whole. Scan it again, closer and steadier.",
  // Truth or dare on everyone's phone (truth-or-dare/table-view.tsx).
  'table.start': 'Play on everyone’s phone (no signal)',
  'table.tod.startHint':
    'Each player’s truth or dare shows only on their own phone. The others scan this phone’s code: no signal needed.',
  'table.needNames': 'Add everyone’s names under Players first: at least {min}.',
  'table.tooMany': 'A table of phones seats up to {max}. Play on this phone with more.',
  'table.needBuiltIn':
    'A table of phones plays the built-in packs, which every phone has: switch one on under Packs.',
  'table.tod.yourTurn': 'Your turn, {name}: truth or dare?',
  'table.tod.onlyHere': 'Only this phone shows your card.',
  'table.up': '{name} is up',
  'table.upHint': 'Only {name}’s phone shows the card. When {name} is done, tap Next turn.',
  'table.next': 'Next turn',
  'table.done': 'Done: next turn',
  'table.nothing': 'No card in these packs suits {name}: tap on to the next turn.',
  'table.tod.notDrinking':
    '{name} is not drinking tonight: turning one down costs a forfeit, not a drink.',
  'table.tod.missing':
    'This phone doesn’t have the packs the host chose ({packs}), so it can’t deal the same cards. The host picks only built-in packs under Packs and shows a new code.',
  'table.tod.other':
    "This phone has a different version of the host's truth or dare packs, so the two would deal different cards. Open Party Dojo on both phones once you have signal to update them; until then, play on one phone passed round.",
  // Squiffy on everyone's phone (squiffy/table-view.tsx).
  'table.squiffy.startHint':
    'Each player’s card shows only on their own phone. The others scan this phone’s code: no signal needed.',
  'table.squiffy.yourTurn': 'Your turn, {name}: your card',
  'table.squiffy.over': 'That was the last card: {count} cards played.',
  'table.squiffy.missing':
    'This phone doesn’t have the packs the host chose ({packs}), so it can’t deal the same cards. The host picks only built-in packs under Packs and shows a new code.',
  'table.squiffy.other':
    "This phone has a different version of the host's Squiffy packs, so the two would deal different cards. Open Party Dojo on both phones once you have signal to update them; until then, play on one phone passed round.",
  // The four pictures' words (fingerprint.ts), said aloud to compare phones.
  'table.picture.fox': 'fox',
  'table.picture.octopus': 'octopus',
  'table.picture.giraffe': 'giraffe',
  'table.picture.turtle': 'turtle',
  'table.picture.owl': 'owl',
  'table.picture.bee': 'bee',
  'table.picture.crab': 'crab',
  'table.picture.elephant': 'elephant',
  'table.picture.butterfly': 'butterfly',
  'table.picture.penguin': 'penguin',
  'table.picture.hedgehog': 'hedgehog',
  'table.picture.whale': 'whale',
  'table.picture.flamingo': 'flamingo',
  'table.picture.snail': 'snail',
  'table.picture.lion': 'lion',
  'table.picture.frog': 'frog',
  'table.picture.lemon': 'lemon',
  'table.picture.watermelon': 'watermelon',
  'table.picture.pizza': 'pizza',
  'table.picture.pretzel': 'pretzel',
  'table.picture.donut': 'donut',
  'table.picture.taco': 'taco',
  'table.picture.cherries': 'cherries',
  'table.picture.avocado': 'avocado',
  'table.picture.mushroom': 'mushroom',
  'table.picture.chili': 'chili',
  'table.picture.cheese': 'cheese',
  'table.picture.grapes': 'grapes',
  'table.picture.carrot': 'carrot',
  'table.picture.burger': 'burger',
  'table.picture.cupcake': 'cupcake',
  'table.picture.pineapple': 'pineapple',
  'table.picture.rocket': 'rocket',
  'table.picture.bicycle': 'bicycle',
  'table.picture.sailboat': 'sailboat',
  'table.picture.train': 'train',
  'table.picture.guitar': 'guitar',
  'table.picture.trumpet': 'trumpet',
  'table.picture.drum': 'drum',
  'table.picture.die': 'die',
  'table.picture.football': 'football',
  'table.picture.basketball': 'basketball',
  'table.picture.target': 'target',
  'table.picture.kite': 'kite',
  'table.picture.key': 'key',
  'table.picture.light bulb': 'light bulb',
  'table.picture.magnet': 'magnet',
  'table.picture.alarm clock': 'alarm clock',
  'table.picture.cactus': 'cactus',
  'table.picture.sunflower': 'sunflower',
  'table.picture.clover': 'clover',
  'table.picture.rainbow': 'rainbow',
  'table.picture.star': 'star',
  'table.picture.moon': 'moon',
  'table.picture.snowflake': 'snowflake',
  'table.picture.fire': 'fire',
  'table.picture.balloon': 'balloon',
  'table.picture.present': 'present',
  'table.picture.crown': 'crown',
  'table.picture.top hat': 'top hat',
  'table.picture.socks': 'socks',
  'table.picture.glasses': 'glasses',
  'table.picture.umbrella': 'umbrella',
  'table.picture.anchor': 'anchor',
  // Category on everyone's phone (category/table-view.tsx).
  'table.category.startHint':
    'Every phone shows the same category, round by round; this phone keeps the turns and who is out. A new game starts from round 1. The others scan this phone’s code: no signal needed.',
  'table.category.hostGo': 'Start a table of phones',
  'table.category.hostHint':
    'On each of the other phones, open Party Dojo, tap Join their table and scan this code. No signal needed.',
  'table.category.hostStart': 'Everyone is in: play',
  'table.category.round': 'Round {n}',
  'table.category.roundOf': 'Round {n} of {rounds}',
  'table.category.guestHint':
    'The turns and who is out are kept on the host’s phone. Start the clock for whoever is naming one.',
  'table.category.restartClock': 'Start the clock again',
  'table.category.last': 'That was the last category: the host’s phone shows who won.',
  'table.category.missing':
    'This phone doesn’t have the packs the host chose ({packs}), so it can’t show the same categories. The host picks only built-in packs under Packs and shows a new code.',
  'table.category.other':
    "This phone has a different version of the host's category packs, so the two would show different categories. Open Party Dojo on both phones once you have signal to update them; until then, play on one phone.",
  // Word guess on everyone's phone (word-guess/table-view.tsx).
  'table.wordGuess.startHint':
    'The word shows only on the phone of the player holding it, round by round, and every phone keeps the score. The others scan this phone’s code: no signal needed.',
  'table.wordGuess.round': 'Round {n}',
  'table.wordGuess.again': 'round {n}, with these scores',
  'table.wordGuess.yourTurn': 'Your turn, {name}: you hold the word',
  'table.wordGuess.category': 'Category: {category}',
  'table.wordGuess.onlyThis':
    'Only this phone shows the word. Keep the screen to yourself, then show it when the table is ready.',
  'table.wordGuess.showWord': 'Show my word',
  'table.wordGuess.tell': 'Tell the table: “{opener}” Tap each answer you give.',
  'table.wordGuess.rightGuess': 'Right guess!',
  'table.wordGuess.whoGuessed': 'Who guessed it?',
  'table.wordGuess.guessedBy': {
    one: '{who} guessed it with {count} question: one point.',
    other: '{who} guessed it with {count} questions: one point.',
  },
  'table.wordGuess.stumped': 'Twenty questions and no right guess: {name} wins the round.',
  'table.wordGuess.tapName': 'Everyone else: tap {name} on your phone.',
  'table.wordGuess.nextWith': 'Next round: {name} +1',
  'table.wordGuess.holds': '{name} holds the word',
  'table.wordGuess.askHint':
    'Ask yes-or-no questions. Only {name}’s phone shows the word and counts the twenty questions.',
  'table.wordGuess.roundOver': '{name}’s round is over',
  'table.wordGuess.whoScored': 'Who scored in {name}’s round?',
  'table.wordGuess.holderShows': '{name}’s phone shows who. Tap the same name.',
  'table.wordGuess.tapFirst': 'Tap who scored first',
  'table.wordGuess.notOver': 'Not over yet',
  'table.wordGuess.missing':
    'This phone doesn’t have the word categories the host chose ({packs}), so it can’t deal the same words. Open Party Dojo on both phones once you have signal to update them; until then, play on one phone passed round.',
  'table.wordGuess.other':
    "This phone has a different version of the host's word guess words, so the two would deal different words. Open Party Dojo on both phones once you have signal to update them; until then, play on one phone passed round.",
} as const;
