// The printable QR kit (docs/spec/screens.md "QR pages"): every sheet is one entry here, rendered by the one
// route /QR/$set/$ in its format's real printed size. A new sheet is one line.

export type QrSet = 'standard' | 'scrollbar';

export type SheetFormat =
  | 'sticker'
  | 'roll-up-banner'
  | 'table-tent'
  | 'business-card'
  | 'placemat'
  | 'pong-dare-cards'
  | 'pong-rules'
  | 'love-card'
  | 'analog-dare-cards'
  | 'digital-dare-card'
  | 'game'
  | 'article';

/** What a format prints on: the paper (or card) size in millimetres, the pages, the codes. */
export interface PrintSpec {
  /** Used in the `@page` rule; the printer's own margins are switched off. */
  widthMm: number;
  heightMm: number;
  pages: number;
  /** QR codes printed across all pages. */
  codes: number;
  /** What the Print button's caption says the paper is. */
  paper: string;
  /** The same on a Danish page. */
  paperDa: string;
}

export const PRINT_SPECS: Record<SheetFormat, PrintSpec> = {
  sticker: {
    widthMm: 90,
    heightMm: 90,
    pages: 1,
    codes: 1,
    paper: '90 × 90 mm sticker',
    paperDa: '90 × 90 mm klistermærke',
  },
  'roll-up-banner': {
    widthMm: 850,
    heightMm: 2000,
    pages: 1,
    codes: 1,
    paper: '85 × 200 cm roll-up banner',
    paperDa: '85 × 200 cm roll-up-banner',
  },
  'table-tent': {
    widthMm: 297,
    heightMm: 210,
    pages: 1,
    codes: 2,
    paper: 'A4 landscape, folded into a tent',
    paperDa: 'A4 på tværs, foldet til en bordholder',
  },
  'business-card': {
    widthMm: 85,
    heightMm: 55,
    pages: 2,
    codes: 1,
    paper: '85 × 55 mm card, front and back',
    paperDa: '85 × 55 mm kort, for- og bagside',
  },
  placemat: {
    widthMm: 420,
    heightMm: 297,
    pages: 1,
    codes: 1,
    paper: 'A3 landscape placemat',
    paperDa: 'A3-dækkeserviet på tværs',
  },
  'pong-dare-cards': {
    widthMm: 210,
    heightMm: 297,
    pages: 1,
    codes: 10,
    paper: 'A4, ten 85 × 55 mm cards',
    paperDa: 'A4, ti kort på 85 × 55 mm',
  },
  'pong-rules': {
    widthMm: 210,
    heightMm: 297,
    pages: 1,
    codes: 1,
    paper: 'A4 portrait',
    paperDa: 'A4 på højkant',
  },
  'love-card': {
    widthMm: 85,
    heightMm: 55,
    pages: 2,
    codes: 1,
    paper: '85 × 55 mm card, front and back',
    paperDa: '85 × 55 mm kort, for- og bagside',
  },
  'analog-dare-cards': {
    widthMm: 210,
    heightMm: 297,
    pages: 1,
    codes: 10,
    paper: 'A4, ten 85 × 55 mm cards',
    paperDa: 'A4, ti kort på 85 × 55 mm',
  },
  'digital-dare-card': {
    widthMm: 85,
    heightMm: 55,
    pages: 2,
    codes: 1,
    paper: '85 × 55 mm card, front and back',
    paperDa: '85 × 55 mm kort, for- og bagside',
  },
  game: {
    widthMm: 148,
    heightMm: 210,
    pages: 1,
    codes: 1,
    paper: 'A5 portrait',
    paperDa: 'A5 på højkant',
  },
  article: {
    widthMm: 148,
    heightMm: 210,
    pages: 1,
    codes: 1,
    paper: 'A5 portrait',
    paperDa: 'A5 på højkant',
  },
};

export interface QrSheet {
  set: QrSet;
  /** The part after /QR/{set}/, exactly as docs/spec/screens.md names it. */
  path: string;
  format: SheetFormat;
  /** The app path every code on the sheet opens (made absolute with the public origin). */
  target: string;
  /** The big words on the sheet. */
  headline: string;
  /** One or two lines under them. */
  blurb: string;
}

/** The bar a partner set is printed for. */
export const SET_PARTNER: Record<QrSet, string | null> = { standard: null, scrollbar: 'ScrollBar' };

function game(set: QrSet, name: string, target: string, headline: string, blurb: string): QrSheet {
  return { set, path: `games/${name}`, format: 'game', target, headline, blurb };
}

function article(set: QrSet, slug: string, headline: string, blurb: string): QrSheet {
  return {
    set,
    path: `articles/${slug}-qr`,
    format: 'article',
    target: `/articles/${slug}`,
    headline,
    blurb,
  };
}

// Meyer (its Danish nickname is mia) opens straight on its game. Codes printed before the game
// existed point at /go?game=meyer, which opens it too.
const MEYER = '/games/meyer';

const GAME_BLURBS = {
  meyer: 'Two dice, one cup, a straight face. Roll, peek, claim higher or call the bluff.',
  truth: 'Truth or dare, dealt fairly: pick one, the phone picks the question.',
  likely: 'Who at this table is most likely to…? Point on three.',
  never: 'Fingers up. Everyone who has done it puts one down.',
};

const ARTICLE_BLURBS = {
  buffalo: 'The house rule that keeps everyone honest about their drinking hand.',
  pyramid: 'A pyramid of cards, a hand of four and a memory test with bluffing.',
  fireball: 'A shot glass, a bouncing ball and a table of cups to chase it with.',
  'beer-pong': 'Ten cups a side, re-racks, redemption and the house rules in one place.',
  waterfall: 'Everyone drinks at once, stops after the one before, and a count of five ends it.',
  'horse-race': 'Four aces race down the table. Bet sips on your suit.',
  'who-would-rather': 'Two names, one choice, everybody votes at once.',
};

export const QR_SHEETS: readonly QrSheet[] = [
  {
    set: 'standard',
    path: 'sticker',
    format: 'sticker',
    target: '/go',
    headline: 'Scan to play',
    blurb: 'Party games that work with no signal.',
  },
  {
    set: 'standard',
    path: 'roll-up-banner',
    format: 'roll-up-banner',
    target: '/go',
    headline: 'No signal needed.',
    blurb: 'Never have I ever, truth or dare, charades and more: one phone passed round the table.',
  },
  {
    set: 'standard',
    path: 'table-sign-qr',
    format: 'table-tent',
    target: '/go',
    headline: 'Bored at this table?',
    blurb: 'Scan and pick a game. One phone is enough for the whole group.',
  },
  {
    set: 'standard',
    path: 'business-card-qr',
    format: 'business-card',
    target: '/info/contact',
    headline: 'Put games on your tables',
    blurb: 'Party games for bars, clubs and kitchens. Free house games on your tables.',
  },
  {
    set: 'standard',
    path: 'placemat-main-qr',
    format: 'placemat',
    target: '/go',
    headline: 'Four games for this table',
    blurb: 'Rules on the mat, more games behind the code.',
  },
  {
    set: 'standard',
    path: 'beer-pong-dare-qr',
    format: 'pong-dare-cards',
    target: '/misc/bar-beer-pong-dare',
    headline: 'Cup sunk? Scan for a dare',
    blurb: 'The shooter sets it, the defender does it.',
  },
  {
    set: 'standard',
    path: 'beer-pong-dare-rules-qr',
    format: 'pong-rules',
    target: '/misc/bar-beer-pong-dare',
    headline: 'Beer pong with dares',
    blurb: 'House rules for the dare cards on this table.',
  },
  {
    set: 'standard',
    path: 'user-card-love',
    format: 'love-card',
    target: '/misc/user-card-love-game',
    headline: 'Just the two of us',
    blurb: 'A game for a couple: questions, small tasks and a little courage.',
  },
  {
    set: 'standard',
    path: 'user-card-analog-dare',
    format: 'analog-dare-cards',
    target: '/misc/user-card-dare',
    headline: 'Dare card',
    blurb: 'Hand it to someone. They do it, or they drink.',
  },
  {
    set: 'standard',
    path: 'user-card-digital-dare',
    format: 'digital-dare-card',
    target: '/misc/user-card-dare',
    headline: 'A dare you cannot see yet',
    blurb: 'Scan the code. Whatever it says, you do.',
  },
  game('standard', 'mia-qr', MEYER, 'Meyer', GAME_BLURBS.meyer),
  game('standard', 'truth-or-dare-qr', '/games/truth-or-dare', 'Truth or dare', GAME_BLURBS.truth),
  game(
    'standard',
    'most-likely-to-qr',
    '/games/most-likely-to',
    'Most likely to',
    GAME_BLURBS.likely,
  ),
  game(
    'standard',
    'never-have-i-ever-qr',
    '/games/never-have-i-ever',
    'Never have I ever',
    GAME_BLURBS.never,
  ),
  article('standard', 'buffalo', 'Buffalo', ARTICLE_BLURBS.buffalo),
  article('standard', 'pyramid', 'Pyramid', ARTICLE_BLURBS.pyramid),
  article('standard', 'fireball', 'Fireball', ARTICLE_BLURBS.fireball),
  article('standard', 'beer-pong', 'Beer pong', ARTICLE_BLURBS['beer-pong']),
  article('standard', 'waterfall', 'Waterfall', ARTICLE_BLURBS.waterfall),
  article('standard', 'horse-race', 'Horse race', ARTICLE_BLURBS['horse-race']),
  article('standard', 'who-would-rather', 'Who would rather', ARTICLE_BLURBS['who-would-rather']),

  game('scrollbar', 'meyer-qr', MEYER, 'Meyer', GAME_BLURBS.meyer),
  {
    set: 'scrollbar',
    path: 'placemat-main-qr',
    format: 'placemat',
    target: '/games/scrollbar',
    headline: 'ScrollBar house games',
    blurb: 'Rules on the mat, every house game behind the code.',
  },
  game('scrollbar', 'truth-or-dare-qr', '/games/truth-or-dare', 'Truth or dare', GAME_BLURBS.truth),
  game(
    'scrollbar',
    'most-likely-to-qr',
    '/games/most-likely-to',
    'Most likely to',
    GAME_BLURBS.likely,
  ),
  game(
    'scrollbar',
    'never-have-i-ever-qr',
    '/games/never-have-i-ever',
    'Never have I ever',
    GAME_BLURBS.never,
  ),
  article('scrollbar', 'buffalo', 'Buffalo', ARTICLE_BLURBS.buffalo),
  article('scrollbar', 'pyramid', 'Pyramid', ARTICLE_BLURBS.pyramid),
  article('scrollbar', 'beer-pong', 'Beer pong', ARTICLE_BLURBS['beer-pong']),
  article('scrollbar', 'waterfall', 'Waterfall', ARTICLE_BLURBS.waterfall),
];

/** `${set}/${path}` of every sheet: what the route accepts. */
export const QR_SHEET_KEYS: ReadonlySet<string> = new Set(
  QR_SHEETS.map((sheet) => `${sheet.set}/${sheet.path}`),
);

export function findQrSheet(set: string, path: string): QrSheet | undefined {
  return QR_SHEETS.find((sheet) => sheet.set === set && sheet.path === path);
}
