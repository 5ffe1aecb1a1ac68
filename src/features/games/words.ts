import { t, type MessageKey } from '../../lib/i18n';
import type { GameId } from './core/manifest';
import { GAME_DEFINITIONS } from './definitions';

// A game's name and its counted things in the page's language (issue 39). The English data in
// definitions.ts stays as it is; these read the catalogue at render.

/** The game's name: "Never have I ever", on Danish pages "Jeg har aldrig". */
export function gameTitle(id: GameId): string {
  return t(`play.title.${id}`);
}

const UNITS = [
  'prompts',
  'categories',
  'words',
  'columns',
  'rankings',
  'rule tables',
  'cards',
  'facts',
  'rounds',
  'turns',
  'truths',
  'dares',
] as const;

type Unit = (typeof UNITS)[number];

function isUnit(unit: string): unit is Unit {
  return (UNITS as readonly string[]).includes(unit);
}

/**
 * A count with its unit in the right number: "1 prompt", "312 prompts", "312 kort". A unit the
 * catalogue does not know keeps the English words.
 */
export function countOf(unit: string, count: number): string {
  const plural = unit === 'card' ? 'cards' : unit;
  if (isUnit(plural)) return t(`play.count.${plural}` satisfies MessageKey, { count });
  const word =
    count !== 1 ? unit : unit.endsWith('ies') ? `${unit.slice(0, -3)}y` : unit.replace(/s$/, '');
  return `${count} ${word}`;
}

/** A home tile's name and line in the page's language; a tile that is not a game keeps its own. */
export function catalogText(entry: { title: string; blurb: string; game?: string }): {
  title: string;
  blurb: string;
} {
  const id = entry.game;
  if (!id || !isGame(id)) return { title: entry.title, blurb: entry.blurb };
  return { title: gameTitle(id), blurb: t(`play.blurb.${id}`) };
}

function isGame(id: string): id is GameId {
  return Object.hasOwn(GAME_DEFINITIONS, id);
}
