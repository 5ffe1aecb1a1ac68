import type { Equipment, GuideMeta, Length, RuleCard } from '../../content/reading/types';
import { translate, type Lang } from '../../lib/i18n';

// The words around a guide's facts, in the page's language (the catalogue's `reading` area).

export function equipmentLabel(item: Equipment, lang: Lang): string {
  return translate(lang, `reading.equipment.${item}`);
}

export function lengthLabel(length: Length, lang: Lang): string {
  return translate(lang, `reading.length.${length}`);
}

/** What each length means, for the filter and the guide's facts line. */
export function lengthHint(length: Length, lang: Lang): string {
  return translate(lang, `reading.lengthHint.${length}`);
}

/** "2 players", "3–8 players", "4+ players" (in Danish "3–8 spillere"). */
export function playersLabel(players: GuideMeta['players'], lang: Lang = 'en'): string {
  const { min, max } = players;
  if (max === min) return translate(lang, 'reading.players.exact', { count: min });
  if (max === undefined) return translate(lang, 'reading.players.atLeast', { min });
  return translate(lang, 'reading.players.range', { min, max });
}

/**
 * Who plays: the guide's count where the card has a guide, so the two never disagree (U21), with
 * the card's note after it ("3–8 players, plus one dealer").
 */
export function rulePlayers(
  {
    card,
    guide,
  }: {
    card: Pick<RuleCard, 'players'>;
    guide: Pick<GuideMeta, 'players'> | undefined;
  },
  lang: Lang = 'en',
): string {
  if (!guide) return card.players ?? '';
  const count = playersLabel(guide.players, lang);
  return card.players ? `${count}, ${card.players}` : count;
}

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/**
 * "24 November 2026" ("24. november 2026" in Danish), the same on every device (no locale or
 * time-zone surprises).
 */
export function formatDate(iso: string, lang: Lang = 'en'): string {
  const [year, month, day] = iso.split('-').map(Number);
  const monthName = translate(lang, `reading.month.${MONTHS[(month ?? 1) - 1] ?? 1}`);
  return translate(lang, 'reading.date', { day: day ?? 1, month: monthName, year: year ?? '' });
}

/**
 * The name of a game from a page title written for search results: "Beer Pong: rules, set-up
 * and house rules" → "Beer Pong". Cards and lists show the name; the page shows the whole title.
 */
export function shortTitle(title: string): string {
  const at = title.indexOf(': ');
  return at > 0 ? title.slice(0, at) : title;
}
