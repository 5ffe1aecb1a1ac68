import type { Translation } from '../../types';
import type { qr as english } from '../en/qr';

// QR-sættet: print-sidens værktøjslinje og det, der står trykt om koderne.

export const qr: Translation<typeof english> = {
  'qr.docTitle': '{title} (til print) · Party Dojo',
  'qr.kicker': 'QR-sæt · {set} · {paper}',
  'qr.standardSet': 'Standardsæt',
  'qr.pages': ' · {count} sider',
  'qr.opens': 'Alle koder åbner',
  'qr.dontPrint': 'Print dem ikke endnu.',
  'qr.loopback':
    'Alle koder åbner {host}, en adresse kun denne computer kan nå: en telefon, der scanner det printede ark, finder ingenting.',
  'qr.liveSite':
    'Print fra den rigtige side, eller byg først appen med {setting} sat til sidens rigtige adresse.',
  'qr.print': 'Print',
  'qr.partners': 'Barer og partnere',
  'qr.hint': 'Print i 100 % (faktisk størrelse) uden margener. Brug karton til kort og bordskilte.',
  'qr.scan': 'Scan og spil',
  'qr.safe': 'Vær søde · drik vand · kom sikkert hjem',
  'qr.fold': 'fold her',
  'qr.partnerships': 'Samarbejde · {url}',
  'qr.writeToUs': 'Scan og skriv til os. Spillene er stadig gratis for jeres gæster.',
  'qr.moreGames': 'Flere spil',
  'qr.matFoot': 'Vær søde ved hinanden, drik vand, og kom sikkert hjem. Alle må stå over en runde.',
  'qr.noCards': 'Ikke flere kort?',
  'qr.scanCup': 'Scan koden, når en kop er ramt, så trækker telefonen udfordringen.',
  'qr.moreDares': 'Flere udfordringer',
  'qr.love.backHead': 'Til to spillere',
  'qr.love.backText': 'Scan sammen. Skiftes til at svare på spørgsmålet eller klare opgaven.',
  'qr.dare.backHead': 'Scan for din udfordring',
  'qr.dare.backText': 'En ny, hver gang du scanner. Gør det, eller drik.',
  'qr.game.cta': 'Åbn spillet på din telefon',
  'qr.article.kicker': 'Husregler',
  'qr.article.cta': 'Scan for alle reglerne',
};
