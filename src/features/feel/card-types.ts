// A colour per kind of card, so the table knows at a glance what was dealt: a truth looks nothing
// like a dare, a vote nothing like a charade. Plain data, checked for WCAG AA contrast by the unit
// tests with the same values the cards are painted with.

export type CardType =
  'truth' | 'dare' | 'never' | 'vote' | 'act' | 'category' | 'letter' | 'contest';

export interface CardPalette {
  /** What the type is called, for the icon's title and tests. */
  name: string;
  /** The chip and the card's glow. */
  accent: string;
  /** The chip's text and icon, on the accent. */
  onAccent: string;
  /** The card behind the prompt; the prompt is the app's ink (--ink) on it. */
  surface: string;
}

/** The app's text colours (src/app/styles.css --ink and --ink-soft). */
export const INK = '#fff8ec';
export const INK_SOFT = '#cdbfe8';
/** How strongly the accent glows into the card's corner (the lightest the background gets). */
export const GLOW = 0.18;
/** How strongly the large faint icon behind the prompt shows. */
export const MARK = 0.12;

export const CARD_PALETTES: Record<CardType, CardPalette> = {
  truth: { name: 'Truth', accent: '#2ad4c0', onAccent: '#062a26', surface: '#103a43' },
  dare: { name: 'Dare', accent: '#ff4f8b', onAccent: '#2b0514', surface: '#4a1230' },
  never: { name: 'Never have I ever', accent: '#ffc94a', onAccent: '#2e2100', surface: '#3d2a0c' },
  vote: { name: 'Vote', accent: '#a98dff', onAccent: '#1a0f45', surface: '#2a1c66' },
  act: { name: 'Act it out', accent: '#ff9a4d', onAccent: '#2e1200', surface: '#47220b' },
  category: { name: 'Category', accent: '#8fe36a', onAccent: '#0f2a05', surface: '#18391c' },
  letter: { name: 'Letter', accent: '#62b8ff', onAccent: '#04213d', surface: '#11305a' },
  contest: { name: 'Mini-contest', accent: '#ff7062', onAccent: '#2e0703', surface: '#4d1813' },
};

/** The type of a card a game dealt: the game id and, for truth or dare, the list (1 = dares). */
export function cardTypeFor(game: string, list: number): CardType | null {
  switch (game) {
    case 'truth-or-dare':
      return list === 1 ? 'dare' : 'truth';
    case 'never-have-i-ever':
      return 'never';
    case 'most-likely-to':
      return 'vote';
    case 'charades':
      return 'act';
    case 'category':
      return 'category';
    case 'country-island-city':
      return 'letter';
    default:
      return null;
  }
}

// WCAG 2 relative luminance and contrast ratio, for the tests and anyone picking a new colour.

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function parseHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `top` laid over `bottom` at `alpha`, as the glow paints it. */
export function blend(bottom: string, top: string, alpha: number): string {
  const b = parseHex(bottom);
  const t = parseHex(top);
  const mixed = b.map((v, i) => Math.round(v * (1 - alpha) + (t[i] ?? 0) * alpha));
  return `#${mixed.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
