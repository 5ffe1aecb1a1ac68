import type { PromptPackSource } from '../../../content/games/types';
import type { DrawGameManifest, RenderedPrompt } from './manifest';

// Your own packs, made in the editor, as first-class packs of the prompt games (UX E2): they sit
// in the pack picker under "Your packs", are dealt like built-in packs, fill `{player}` and
// `{player2}` with the players' names and take the same gestures and keys. Pure: the state layer
// reads the saved packs (`readOwnPacks`, `useOwnPacks`) and every game turns them into sources
// here. A game that wants people's packs as a prompt source (Squiffy, the next ones) needs only
// `OwnPack` and `ownPackSource`, or the plain prompts of `OwnPack`.

/** The picker's group and the prefix of an own pack's id in every game's pack states. */
export const OWN_GROUP = 'Your packs';
export const OWN_PREFIX = 'own:';

/** A saved pack from the editor, as the games see it. */
export interface OwnPack {
  /** The editor's pack id (without the prefix). */
  id: string;
  name: string;
  description: string;
  explicit: boolean;
  /** Non-empty prompt texts, in the pack's order. */
  prompts: readonly string[];
}

/** An own pack as a draw game's pack: off until someone adds it. */
export type OwnPackSource = PromptPackSource & { optIn: true };

/** The pack-state id of an own pack. */
export function ownPackId(id: string): string {
  return `${OWN_PREFIX}${id}`;
}

/** Whether a pack id (a game's, or mix's `game/pack`) is an own pack. */
export function isOwnPackId(packId: string | undefined): boolean {
  return packId !== undefined && packId.startsWith(OWN_PREFIX);
}

/**
 * The editor's row as an own pack: blank prompts left out, and null for a pack with nothing to
 * deal (a pack that is only a name so far).
 */
export function toOwnPack(row: {
  id: string;
  pack: {
    metadata: { name: string; description: string; explicit: boolean };
    prompts: readonly { text: string }[];
  };
}): OwnPack | null {
  const prompts = row.pack.prompts.map((p) => p.text.trim()).filter((text) => text !== '');
  if (prompts.length === 0) return null;
  return {
    id: row.id,
    name: row.pack.metadata.name.trim() || 'Untitled pack',
    description: row.pack.metadata.description.trim(),
    explicit: row.pack.metadata.explicit,
    prompts,
  };
}

/**
 * Truth or dare's two lists from one list of prompts: a question is a truth, anything else is a
 * dare, so "What is…?" lands under Truth and "Sing…" under Dare.
 */
export function splitTruthsAndDares(prompts: readonly string[]): [string[], string[]] {
  const truths: string[] = [];
  const dares: string[] = [];
  for (const text of prompts) (/\?["'”’)]*$/.test(text) ? truths : dares).push(text);
  return [truths, dares];
}

/** One own pack as a pack of a game with `lists` lists (truth or dare: 2). */
export function ownPackSource(pack: OwnPack, lists: number): OwnPackSource {
  const count = pack.prompts.length;
  return {
    id: ownPackId(pack.id),
    name: pack.name,
    description:
      pack.description ||
      `Your pack from the editor, ${count} ${count === 1 ? 'prompt' : 'prompts'}.`,
    tone: 'party',
    explicit: pack.explicit,
    premium: false,
    spice: pack.explicit ? 3 : 1,
    lists: lists === 2 ? splitTruthsAndDares(pack.prompts) : [[...pack.prompts]],
    optIn: true,
  };
}

/**
 * A game's manifest with your own packs after its built-in ones. Their prompts are whole
 * sentences, so they render without the game's lead-in ("Never have I ever" would be doubled);
 * truth or dare keeps "Truth" and "Dare".
 */
export function withOwnPacks(
  manifest: DrawGameManifest,
  packs: readonly OwnPack[],
): DrawGameManifest {
  if (packs.length === 0) return manifest;
  return {
    ...manifest,
    packs: [...manifest.packs, ...packs.map((p) => ownPackSource(p, manifest.lists.length))],
  };
}

/** How a prompt from your own pack shows in `manifest`'s game. */
export function renderOwn(
  manifest: Pick<DrawGameManifest, 'lists' | 'render'>,
  text: string,
  list: number,
): RenderedPrompt {
  const base = manifest.render('', list);
  return {
    lead: manifest.lists.length > 1 ? base.lead : 'From your pack',
    text,
    ...(base.reads ? { reads: true } : {}),
  };
}
