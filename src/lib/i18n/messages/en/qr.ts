// The printable QR kit: the print page's toolbar and the words printed around the codes.

export const qr = {
  'qr.docTitle': '{title} (print) · Party Dojo',
  'qr.kicker': 'QR kit · {set} · {paper}',
  'qr.standardSet': 'Standard set',
  'qr.pages': ' · {count} pages',
  'qr.opens': 'Every code opens',
  'qr.dontPrint': 'Do not print these yet.',
  'qr.loopback':
    'Every code opens {host}, an address only this computer can reach: a phone that scans the printed sheet finds nothing.',
  'qr.liveSite':
    'Print from the live site, or build the app with {setting} set to the site’s real address first.',
  'qr.print': 'Print',
  'qr.partners': 'Bars and partners',
  'qr.hint': 'Print at 100 % (actual size) with margins off. Card stock for cards and tents.',
  'qr.scan': 'Scan to play',
  'qr.safe': 'Play kind · drink water · get home safe',
  'qr.fold': 'fold here',
  'qr.partnerships': 'Partnerships · {url}',
  'qr.writeToUs': 'Scan to write to us. The games stay free for your guests.',
  'qr.moreGames': 'More games',
  'qr.matFoot': 'Play kind, drink water, get home safe. Anyone may sit a round out.',
  'qr.noCards': 'No cards left?',
  'qr.scanCup': 'Scan the code after a sunk cup and the phone deals the dare.',
  'qr.moreDares': 'More dares',
  'qr.love.backHead': 'For two players',
  'qr.love.backText': 'Scan together. Take turns: answer the question or do the task.',
  'qr.dare.backHead': 'Scan for your dare',
  'qr.dare.backText': 'A new one every scan. Do it, or drink.',
  'qr.game.cta': 'Open the game on your phone',
  'qr.article.kicker': 'House rules',
  'qr.article.cta': 'Scan for the full rules',
} as const;
