import { pathIn, type Lang } from '../../lib/i18n/lang';
import type { QrSheet } from '../qr-sheets';

// The Danish QR sheets (/da/QR/{set}/{path}): the same sheets and formats as the English, with
// Danish headlines and blurbs written for Danish bars and homes, and every code pointing at the
// Danish twin of the page (/da/...), so a guest who scans a Danish sheet lands on Danish text.

const GAME = {
  meyer: [
    'Meyer',
    'To terninger, ét raflebæger og et pokerfjæs. Slå, kig, meld højere eller løft.',
  ],
  truth: [
    'Sandhed eller konsekvens',
    'Sandhed eller konsekvens, fair fordelt: du vælger, telefonen finder spørgsmålet.',
  ],
  likely: [
    'Hvem er mest tilbøjelig til',
    'Hvem her ved bordet er mest tilbøjelig til…? Peg på tre.',
  ],
  never: ['Jeg har aldrig', 'Fingrene op. Alle, der har gjort det, tager én ned.'],
} as const;

const ARTICLE = {
  buffalo: ['Buffalo', 'Husreglen, der holder alle ærlige om, hvilken hånd de drikker med.'],
  pyramid: [
    'Pyramide',
    'En pyramide af kort, fire kort på hånden og en hukommelsestest med bluff.',
  ],
  fireball: ['Fireball', 'Et shotglas, en hoppebold og et bord fuldt af kopper at jagte den med.'],
  'beer-pong': ['Beerpong', 'Ti bægre på hver side, omstillinger, comeback og husreglerne samlet.'],
  waterfall: [
    'Vandfald',
    'Alle drikker på én gang, stopper efter den før dem, og en tælling til fem slutter det.',
  ],
  'horse-race': ['Hestevæddeløb', 'Fire esser løber ned ad bordet. Sats tår på din kulør.'],
  'who-would-rather': ['Hvem ville hellere', 'To navne, ét valg, alle stemmer på samme tid.'],
} as const;

/** Headline and blurb of every sheet, by `${set}/${path}`, shared by both sets. */
const WORDS: Record<string, readonly [string, string]> = {
  sticker: ['Scan og spil', 'Festspil, der virker uden dækning.'],
  'roll-up-banner': [
    'Ingen dækning? Intet problem.',
    'Jeg har aldrig, sandhed eller konsekvens, mimeleg og meget mere: én telefon sendt rundt om bordet.',
  ],
  'table-sign-qr': [
    'Keder I jer ved bordet?',
    'Scan og vælg et spil. Én telefon er nok til hele selskabet.',
  ],
  'business-card-qr': [
    'Få spil på jeres borde',
    'Festspil til barer, klubber og køkkenborde. Gratis husspil på jeres borde.',
  ],
  'beer-pong-dare-qr': [
    'Bæger ramt? Scan for en udfordring',
    'Kasteren giver den, forsvareren tager den.',
  ],
  'beer-pong-dare-rules-qr': [
    'Beerpong med udfordringer',
    'Husreglerne for udfordringskortene på dette bord.',
  ],
  'user-card-love': ['Bare os to', 'Et spil for et par: spørgsmål, små opgaver og lidt mod.'],
  'user-card-analog-dare': [
    'Udfordringskort',
    'Giv det til en anden. Vil de ikke, siger de bare pas.',
  ],
  'user-card-digital-dare': [
    'En udfordring, du ikke kan se endnu',
    'Scan koden og se, hvad der venter.',
  ],
  'games/mia-qr': GAME.meyer,
  'games/meyer-qr': GAME.meyer,
  'games/truth-or-dare-qr': GAME.truth,
  'games/most-likely-to-qr': GAME.likely,
  'games/never-have-i-ever-qr': GAME.never,
  ...Object.fromEntries(
    Object.entries(ARTICLE).map(([slug, words]) => [`articles/${slug}-qr`, words]),
  ),
};

const PLACEMAT: Record<string, readonly [string, string]> = {
  standard: ['Fire spil til dette bord', 'Reglerne står på dækkeservietten, flere spil bag koden.'],
  scrollbar: ['ScrollBars husspil', 'Reglerne på dækkeservietten, alle husspil bag koden.'],
};

/** The sheet as a page in `lang` prints it: Danish words and codes that open /da/ pages. */
export function sheetIn(sheet: QrSheet, lang: Lang): QrSheet {
  if (lang === 'en') return sheet;
  const words = sheet.path === 'placemat-main-qr' ? PLACEMAT[sheet.set] : WORDS[sheet.path];
  const [headline, blurb] = words ?? [sheet.headline, sheet.blurb];
  return { ...sheet, headline, blurb, target: pathIn(sheet.target, 'da') };
}

/** Sheets with Danish words: the rest print their English words on a Danish page. */
export function hasDanishWords(sheet: QrSheet): boolean {
  return sheet.path === 'placemat-main-qr' ? sheet.set in PLACEMAT : sheet.path in WORDS;
}
