// Squiffy: the card lead-ins (the chip on each card, by its kind), the setup, the game's lines
// and the review page (squiffy/setup.tsx, game.tsx, review.tsx).
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
  // The setup (setup.tsx).
  'squiffy.setup.howTo': 'How to play',
  'squiffy.setup.howToText':
    'Every card names someone at the table. Pass the phone round: read your card out loud and play it. Anyone can skip a card, no questions asked.',
  'squiffy.setup.players': 'Players',
  'squiffy.setup.editPlayers': 'Edit players',
  'squiffy.setup.addPlayers': 'Add players',
  'squiffy.setup.howLong': 'How long',
  'squiffy.setup.noLimit': 'No limit',
  'squiffy.setup.rounds': { one: '{count} round', other: '{count} rounds' },
  'squiffy.setup.roundHint': 'A round is one card for each player.',
  'squiffy.setup.cards': 'That is {count} cards.',
  'squiffy.setup.yourPacks': 'Your packs',
  'squiffy.setup.spiceLocked': ' · set the spice to Anything goes under Packs to play it',
  'squiffy.setup.onlyOwn': 'Only my packs (leave out the built-in cards)',
  'squiffy.setup.editorHint': 'Packs you write in the {link} can be played here too.',
  'squiffy.setup.editorLink': 'pack editor',
  'squiffy.setup.adultText':
    'Play it only if everyone at the table is 18 or older and happy to play it.',
  'squiffy.setup.packsHint': 'Choose the built-in packs and the spice level under Packs.',
  'squiffy.setup.start': 'Start',

  // The game page (game.tsx).
  'squiffy.game.namedMost': 'Who was named most',
  'squiffy.game.reviewAsk': 'How was it? Two taps tell us, and help us write better cards.',
  'squiffy.game.review': 'Review Squiffy',
  'squiffy.game.newGame': 'New game · {length}',
  'squiffy.game.noLimit': 'no limit',
  'squiffy.game.rounds': { one: '{count} round', other: '{count} rounds' },

  // The review page (review.tsx).
  'squiffy.review.title': 'Review Squiffy',
  'squiffy.review.ask': 'Did your table enjoy Squiffy?',
  'squiffy.review.up': 'Thumbs up',
  'squiffy.review.down': 'Thumbs down',
  'squiffy.review.comment': 'Comment (optional)',
  'squiffy.review.placeholder': 'Your favorite card, one that fell flat, a pack you would like…',
  'squiffy.review.saveFailed': 'This device could not save your review. Try again in a moment.',
  'squiffy.review.saving': 'Saving…',
  'squiffy.review.send': 'Send review',
  'squiffy.review.offline':
    'No signal? Send it anyway: it waits on this device and goes out once you are online.',
  'squiffy.review.back': 'Back to Squiffy',
  'squiffy.review.noServer':
    'It is saved on this device; this copy of Party Dojo has no server to send it to.',
  'squiffy.review.delivered': 'It has reached us.',
  'squiffy.review.refused': 'Our server did not accept it, so it stays on this device only.',
  'squiffy.review.onItsWay': 'It is saved on this device and on its way to us.',
  'squiffy.review.waiting':
    'It is saved on this device and will be sent once you are back online, even if you close this page.',
  'squiffy.review.thanks': 'Thank you!',
  'squiffy.review.glad': 'Glad your table had fun.',
  'squiffy.review.sorry': 'Sorry it missed the mark; your notes help us fix it.',
  'squiffy.review.again': 'Play Squiffy again',
  'squiffy.review.allGames': 'All games',
} as const;
