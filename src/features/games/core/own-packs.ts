import type { PromptPackSource } from '../../../content/games/types';
import {
  packFitsGame,
  packGameOf,
  promptKindOf,
  type PackGame,
  type PromptKind,
} from '../../../lib/pack-game';
import { currentLang, t, translate, type Lang } from '../../../lib/i18n';
import { DARE, type DrawGameManifest, type RenderedPrompt } from './manifest';

// Your own packs, made in the editor, as first-class packs of the prompt games (UX E2): they sit
// in the pack picker under "Your packs", are dealt like built-in packs, fill `{player}` and
// `{player2}` with the players' names and take the same gestures and keys. Pure: the state layer
// reads the saved packs (`readOwnPacks`, `useOwnPacks`) and every game turns them into sources
// here. A game that wants people's packs as a prompt source (Squiffy, the next ones) needs only
// `OwnPack` and `ownPackSource`, or the plain prompts of `OwnPack`.
//
// A pack joins only the games it is for (its `game`, or for a pack made before packs had one, the
// game its lead-ins name; `lib/pack-game.ts`), and truth or dare deals each prompt from the list
// it is marked for.
//
// Community packs liked on this device and kept in its pack cache join the same games the same
// way (issue 18), under "Liked packs" and with their own id prefix, so a liked pack's flags never
// collide with an own pack's. A pack that is both yours and liked is dealt once, as yours.

/** The picker's group and the prefix of an own pack's id in every game's pack states. */
export const OWN_GROUP = 'Your packs';
export const OWN_PREFIX = 'own:';
/** The picker's group and id prefix of a community pack liked on this device. */
export const LIKED_GROUP = 'Liked packs';
export const LIKED_PREFIX = 'liked:';

/** A saved pack from the editor, as the games see it. */
export interface OwnPack {
  /** The editor's pack id (without the prefix). */
  id: string;
  name: string;
  description: string;
  explicit: boolean;
  /** Non-empty prompt texts, in the pack's order. */
  prompts: readonly string[];
  /** The game the pack is for; null (or absent) for an old pack whose lead-ins name none. */
  game?: PackGame | null;
  /** Whether the owner chose the game (false: it was inferred from the lead-ins). */
  gameConfirmed?: boolean;
  /** Truth or dare: each prompt's kind, by position in `prompts`. */
  kinds?: readonly PromptKind[];
  /** Someone else's pack, liked on this device (not made here). */
  liked?: true;
  /** The language the pack is written in (absent: English); its cards' lead-ins follow it. */
  lang?: Lang;
}

/** An own pack as a draw game's pack: off until someone adds it; `lang`, what it is written in. */
export type OwnPackSource = PromptPackSource & { optIn: true; lang: Lang };

/** The pack-state id of an own pack. */
export function ownPackId(id: string): string {
  return `${OWN_PREFIX}${id}`;
}

/** The pack-state id of a liked community pack. */
export function likedPackId(id: string): string {
  return `${LIKED_PREFIX}${id}`;
}

/** The pack-state id of a pack added to the games, own or liked. */
export function addedPackId(pack: Pick<OwnPack, 'id' | 'liked'>): string {
  return pack.liked ? likedPackId(pack.id) : ownPackId(pack.id);
}

/** Whether a pack id (a game's, or mix's `game/pack`) is an own pack. */
export function isOwnPackId(packId: string | undefined): boolean {
  return packId !== undefined && packId.startsWith(OWN_PREFIX);
}

/** Whether a pack id is a liked community pack. */
export function isLikedPackId(packId: string | undefined): boolean {
  return packId !== undefined && packId.startsWith(LIKED_PREFIX);
}

/**
 * Whether a pack id is one added to the games from outside their content, own or liked: such ids
 * are the same in every game and in mix, sit in their own picker group and render alike.
 */
export function isAddedPackId(packId: string | undefined): boolean {
  return isOwnPackId(packId) || isLikedPackId(packId);
}

/** The picker group of an added pack id, or undefined for a game's own content. */
export function addedPackGroup(packId: string): string | undefined {
  if (isOwnPackId(packId)) return OWN_GROUP;
  if (isLikedPackId(packId)) return LIKED_GROUP;
  return undefined;
}

/**
 * The editor's row as an own pack: blank prompts left out, and null for a pack with nothing to
 * deal (a pack that is only a name so far).
 */
export function toOwnPack(row: {
  id: string;
  pack: {
    metadata: {
      name: string;
      description: string;
      explicit: boolean;
      game?: PackGame | null | undefined;
      lang?: Lang | undefined;
    };
    prompts: readonly { text: string; kind?: PromptKind | undefined }[];
  };
}): OwnPack | null {
  const kept = row.pack.prompts
    .map((p) => ({ text: p.text.trim(), kind: p.kind }))
    .filter((p) => p.text !== '');
  if (kept.length === 0) return null;
  const game = packGameOf(row.pack);
  return {
    id: row.id,
    name: row.pack.metadata.name.trim() || t('editor.untitled'),
    description: row.pack.metadata.description.trim(),
    explicit: row.pack.metadata.explicit,
    prompts: kept.map((p) => p.text),
    game,
    gameConfirmed: Boolean(row.pack.metadata.game),
    ...(row.pack.metadata.lang === 'da' ? { lang: 'da' as const } : {}),
    ...(game === 'truth-or-dare' ? { kinds: kept.map(promptKindOf) } : {}),
  };
}

/** Whether `pack` may be dealt in `game` (a game id, or mix). */
export function packJoins(pack: Pick<OwnPack, 'game'>, game: string): boolean {
  return packFitsGame(pack.game, game);
}

/** A like on this device, as the games read it. */
export interface LikeRow {
  packId: string;
  liked: boolean;
  updatedAt: string;
}

/**
 * The community packs liked on this device that the games can deal, most recently liked first:
 * only those whose whole pack is in the cache (`cached`, by id), with something to deal, and not
 * one of your own packs (`ownIds`), which is dealt as yours.
 */
export function likedPacks(
  likes: readonly LikeRow[],
  cached: ReadonlyMap<string, Parameters<typeof toOwnPack>[0]>,
  ownIds: ReadonlySet<string>,
): OwnPack[] {
  const packs: OwnPack[] = [];
  const newestFirst = likes
    .filter((like) => like.liked && !ownIds.has(like.packId))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  for (const like of newestFirst) {
    const row = cached.get(like.packId);
    const pack = row ? toOwnPack(row) : null;
    if (pack) packs.push({ ...pack, liked: true });
  }
  return packs;
}

/** Your own packs, then the liked ones that are not also yours: each pack once. */
export function addedPacks(own: readonly OwnPack[], liked: readonly OwnPack[]): OwnPack[] {
  const ownIds = new Set(own.map((pack) => pack.id));
  return [...own, ...liked.filter((pack) => !ownIds.has(pack.id))];
}

/**
 * Truth or dare's two lists from a pack: each prompt under the kind it is marked, and one nobody
 * marked by its words ("Truth:"/"Dare:", else a question is a truth and anything else a dare).
 */
export function splitTruthsAndDares(
  prompts: readonly string[],
  kinds?: readonly PromptKind[],
): [string[], string[]] {
  const truths: string[] = [];
  const dares: string[] = [];
  prompts.forEach((text, index) => {
    const kind = kinds?.[index] ?? promptKindOf({ text });
    (kind === 'truth' ? truths : dares).push(text);
  });
  return [truths, dares];
}

/** One own pack as a pack of a game with `lists` lists (truth or dare: 2). */
export function ownPackSource(pack: OwnPack, lists: number): OwnPackSource {
  const count = pack.prompts.length;
  return {
    id: addedPackId(pack),
    name: pack.name,
    description:
      pack.description || t(pack.liked ? 'game.ownPack.liked' : 'game.ownPack.yours', { count }),
    tone: 'party',
    explicit: pack.explicit,
    premium: false,
    spice: pack.explicit ? 3 : 1,
    lists: lists === 2 ? splitTruthsAndDares(pack.prompts, pack.kinds) : [[...pack.prompts]],
    optIn: true,
    lang: pack.lang ?? 'en',
  };
}

/** The language of the added pack `packId` among `manifest`'s packs, or undefined for another. */
export function addedPackLang(
  manifest: Pick<DrawGameManifest, 'packs'>,
  packId: string | undefined,
): Lang | undefined {
  if (!isAddedPackId(packId)) return undefined;
  const source = manifest.packs.find((pack) => pack.id === packId) as
    Partial<OwnPackSource> | undefined;
  return source?.lang;
}

/**
 * A game's manifest with your own packs (then the liked ones) after its built-in ones. Their
 * prompts are whole sentences, so they render without the game's lead-in ("Never have I ever"
 * would be doubled); truth or dare keeps "Truth" and "Dare".
 */
export function withOwnPacks(
  manifest: DrawGameManifest,
  packs: readonly OwnPack[],
  joins: (pack: OwnPack) => boolean = (pack) => packJoins(pack, manifest.id),
): DrawGameManifest {
  const fitting = packs.filter(joins);
  if (fitting.length === 0) return manifest;
  return {
    ...manifest,
    packs: [...manifest.packs, ...fitting.map((p) => ownPackSource(p, manifest.lists.length))],
  };
}

/**
 * How a prompt from your own pack shows in `manifest`'s game; a liked pack's prompt (`packId`
 * with the liked prefix) shows the same way, led by "From a liked pack". The lead-in is in `lang`,
 * the language the pack is written in (a Danish pack's card says "Sandhed" on an English page).
 */
export function renderOwn(
  manifest: Pick<DrawGameManifest, 'lists' | 'render'>,
  text: string,
  list: number,
  packId?: string,
  lang: Lang = currentLang(),
): RenderedPrompt {
  const base = manifest.render('', list);
  // The games with two lists (truth or dare) lead with the list's name.
  const lead =
    manifest.lists.length > 1
      ? translate(lang, list === DARE ? 'game.truthOrDare.dare' : 'game.truthOrDare.truth')
      : translate(lang, isLikedPackId(packId) ? 'game.fromLikedPack' : 'game.fromYourPack');
  return {
    lead,
    text,
    ...(base.reads ? { reads: true } : {}),
  };
}
