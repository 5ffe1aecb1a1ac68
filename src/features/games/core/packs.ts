import type { PackTone, PromptPackSource } from '../../../content/games/types';
import type { DrawPack } from './draw';
import { isUnlocked } from './unlocks';

// Pack activation rules (docs/spec/games.md), pure: the state layer feeds them stored rows and writes back
// what they decide. Built-in content is never copied into the database; only flags the user
// changed are stored, and a pack without a stored flag uses its built-in default.

/** A pack as the rules see it: enough metadata to decide, nothing about how it is stored. */
export type PackInfo = Pick<PromptPackSource, 'id' | 'premium' | 'explicit' | 'spice'> & {
  /** Off until someone switches it on: your own packs from the editor. */
  optIn?: boolean;
  /** The mood it is written for; gentle packs (`isGentle`) are off until a table asks for them. */
  tone?: PackTone;
};

/**
 * Icebreakers, sober and family-style packs: gentle enough for a table that has only just met,
 * too tame for a party's default. Off by default, offered together as "Mild night" in the picker.
 */
export function isGentle(pack: Pick<PackInfo, 'tone'>): boolean {
  return pack.tone === 'icebreakers' || pack.tone === 'sober';
}

/**
 * How often the deal turns to a pack, by its tone, whatever the number of cards in it: the packs
 * written for a party come up three times as often as the gentle ones a table also switched on.
 */
export function toneWeight(tone: PackTone | undefined): number {
  return tone && (tone === 'icebreakers' || tone === 'sober') ? 1 : 3;
}

/** A pack as the picker lists it. */
export interface PickerPack extends PackInfo {
  name: string;
  description: string;
  /** "312 prompts", "150 truths · 150 dares". */
  countLabel: string;
  /** Mix groups its packs by game. */
  group?: string;
}

/** Stored flags by pack id; a missing id means "never changed". */
export type PackStates = ReadonlyMap<string, boolean>;

export type SpiceLimit = 1 | 2 | 3;

/**
 * On by default: everything free that is not 18+ and not gentle. Spicy and premium packs are
 * opt-in, and so are your own packs (a game never starts dealing a pack someone is still
 * writing) and the gentle ones (`isGentle`), which "Mild night" switches on.
 */
export function defaultActive(pack: PackInfo): boolean {
  return !pack.premium && !pack.explicit && !pack.optIn && !isGentle(pack);
}

/**
 * "Mild night" for one game: the gentle packs on, 18+ packs off, the rest as they are. A gentle
 * pack that is locked stays off.
 */
export function mildNightChanges(
  packs: readonly PackInfo[],
  states: PackStates,
  premium: boolean,
): { packId: string; active: boolean }[] {
  const changes: { packId: string; active: boolean }[] = [];
  for (const pack of packs) {
    const want = isGentle(pack) && !isLocked(pack, premium) ? true : pack.explicit ? false : null;
    if (want !== null && isActive(pack, states) !== want)
      changes.push({ packId: pack.id, active: want });
  }
  return changes;
}

/** Premium packs are locked without premium, unless this account bought that one with coins. */
export function isLocked(pack: PackInfo, premium: boolean): boolean {
  return pack.premium && !premium && !isUnlocked(pack.id);
}

/** The active flag as the pack picker shows it. */
export function isActive(pack: PackInfo, states: PackStates): boolean {
  return states.get(pack.id) ?? defaultActive(pack);
}

/** Active and not locked: what the draw may use and what counts for the last-active rule. */
export function isUsable(pack: PackInfo, states: PackStates, premium: boolean): boolean {
  return isActive(pack, states) && !isLocked(pack, premium);
}

export type ToggleDecision =
  | { kind: 'change'; packId: string; active: boolean }
  | { kind: 'unchanged' }
  | { kind: 'refused'; reason: 'last-active' | 'locked' | 'unknown-pack' };

/**
 * docs/spec/games.md: switching off the only active pack is refused (it stays active); switching on a
 * premium pack without premium is refused too, since it would never be drawn.
 */
export function decideToggle(
  packs: readonly PackInfo[],
  states: PackStates,
  premium: boolean,
  packId: string,
  active: boolean,
): ToggleDecision {
  const pack = packs.find((p) => p.id === packId);
  if (!pack) return { kind: 'refused', reason: 'unknown-pack' };
  if (active && isLocked(pack, premium)) return { kind: 'refused', reason: 'locked' };
  if (isActive(pack, states) === active) return { kind: 'unchanged' };
  if (!active && isUsable(pack, states, premium)) {
    const others = packs.some((p) => p.id !== packId && isUsable(p, states, premium));
    if (!others) return { kind: 'refused', reason: 'last-active' };
  }
  return { kind: 'change', packId, active };
}

/**
 * A bulk toggle for one game. All on: every unlocked pack. All off: every pack but one, which
 * stays on so the game can still deal (the first usable pack, else the first default pack).
 */
export function bulkChanges(
  packs: readonly PackInfo[],
  states: PackStates,
  premium: boolean,
  active: boolean,
): { packId: string; active: boolean }[] {
  let keep: string | undefined;
  if (!active) {
    keep =
      packs.find((p) => isUsable(p, states, premium))?.id ??
      packs.find((p) => !isLocked(p, premium) && defaultActive(p))?.id ??
      packs.find((p) => !isLocked(p, premium))?.id;
  }
  const changes: { packId: string; active: boolean }[] = [];
  for (const pack of packs) {
    // 18+ is never part of a bulk change (G8): All on leaves an 18+ pack as it is, and switching
    // one on is always its own, confirmed, choice. All off switches it off like any other.
    const want = active
      ? !isLocked(pack, premium) && (!pack.explicit || isActive(pack, states))
      : pack.id === keep;
    if (isActive(pack, states) !== want) changes.push({ packId: pack.id, active: want });
  }
  return changes;
}

export interface DrawSelection<P extends PackInfo> {
  packs: P[];
  /** Set when nothing usable passed the filter and the draw fell back to safe defaults. */
  fallback: 'spice' | 'none-usable' | null;
}

/**
 * The packs the draw uses: usable ones within the spice limit. Should that leave nothing (all
 * active packs are spicier than the filter, or premium lapsed on the only active pack), the draw
 * falls back rather than stopping the game, and the page says so.
 */
export function selectDrawPacks<P extends PackInfo>(
  packs: readonly P[],
  states: PackStates,
  premium: boolean,
  spiceLimit: SpiceLimit,
): DrawSelection<P> {
  const usable = packs.filter((p) => isUsable(p, states, premium));
  const filtered = usable.filter((p) => p.spice <= spiceLimit);
  if (filtered.length > 0) return { packs: filtered, fallback: null };
  const safe = packs.filter((p) => !isLocked(p, premium) && p.spice <= spiceLimit && !p.explicit);
  const fallbackPacks = safe.length > 0 ? safe.slice(0, 1) : usable;
  return { packs: fallbackPacks, fallback: usable.length > 0 ? 'spice' : 'none-usable' };
}

/** The engine's view of a content pack: one of its lists. */
export function toDrawPack(pack: PromptPackSource, list = 0): DrawPack {
  return {
    id: pack.id,
    name: pack.name,
    prompts: pack.lists[list] ?? [],
    weight: toneWeight(pack.tone),
  };
}

/** How many prompts a pack holds, per list. */
export function promptCounts(pack: PromptPackSource): number[] {
  return pack.lists.map((list) => list.length);
}
