import type { Equipment, GuideMeta, Length, RuleCard } from '../../content/reading/types';

export const EQUIPMENT_LABELS: Record<Equipment, string> = {
  phone: 'A phone',
  'playing-cards': 'Playing cards',
  dice: 'Dice',
  cups: 'Cups',
  'ping-pong-balls': 'Ping-pong balls',
  coins: 'Coins',
  tray: 'A tray',
  screen: 'A screen',
  nothing: 'Nothing at all',
};

export const LENGTH_LABELS: Record<Length, string> = {
  quick: 'Quick',
  round: 'A round',
  evening: 'All evening',
};

/** What each length means, for the filter and the guide's facts line. */
export const LENGTH_HINTS: Record<Length, string> = {
  quick: 'under 15 minutes',
  round: '15 to 45 minutes',
  evening: 'can fill a night',
};

/** "2 players", "3–8 players", "4+ players". */
export function playersLabel(players: GuideMeta['players']): string {
  const { min, max } = players;
  if (max === min) return `${min} ${min === 1 ? 'player' : 'players'}`;
  if (max === undefined) return `${min}+ players`;
  return `${min}–${max} players`;
}

/**
 * Who plays: the guide's count where the card has a guide, so the two never disagree (U21), with
 * the card's note after it ("3–8 players, plus one dealer").
 */
export function rulePlayers({
  card,
  guide,
}: {
  card: Pick<RuleCard, 'players'>;
  guide: Pick<GuideMeta, 'players'> | undefined;
}): string {
  if (!guide) return card.players ?? '';
  const count = playersLabel(guide.players);
  return card.players ? `${count}, ${card.players}` : count;
}

/** "24 November 2026", the same on every device (no locale or time-zone surprises). */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

/**
 * The name of a game from a page title written for search results: "Beer Pong: rules, set-up
 * and house rules" → "Beer Pong". Cards and lists show the name; the page shows the whole title.
 */
export function shortTitle(title: string): string {
  const at = title.indexOf(': ');
  return at > 0 ? title.slice(0, at) : title;
}
