import * as v from 'valibot';
import { v4 as uuidv4 } from 'uuid';
import {
  isPackGame,
  isPackLang,
  LIMITS,
  PACK_GAMES,
  PACK_LANGS,
  PROMPT_KINDS,
  type PackLang,
  type PackMetadata,
  type PackPrompt,
} from '../../../sync';

// The docs/spec/editor.md user game pack and every shape it has been stored in. Old uploads put the pack at
// the top level, under "pack", or only its details under "metadata", and the counters in any of
// four places; the loader accepts all of them and hands back one shape.

export type { PackMetadata, PackPrompt };

/** docs/spec/editor.md: metadata, prompts, and the counters kept beside them. */
export interface UserPack {
  metadata: PackMetadata;
  prompts: PackPrompt[];
  likes?: number;
  plays?: number;
  /** ISO 8601 */
  lastUpdated?: string;
}

/** A pack with its counters settled, as it is written to Storage. */
export interface StoredPack extends UserPack {
  likes: number;
  plays: number;
  lastUpdated: string;
}

export const DRAFT_TAG = 'draft';

/** docs/spec/messages.md wording for a pack whose JSON has no recognisable metadata. */
export const METADATA_STRUCTURE_ERROR = 'Could not determine metadata structure';

/** A new pack, written in `lang` (the editor passes the page's language). */
export function createEmptyPack(
  now = new Date(),
  id: string = uuidv4(),
  lang: PackLang = 'en',
): UserPack {
  return {
    metadata: {
      name: '',
      id,
      description: '',
      author: '',
      explicit: false,
      alcohol: false,
      creation_date: now.toISOString(),
      tags: [],
      lang,
    },
    prompts: [],
  };
}

/** docs/spec/editor.md: a draft save carries the tag "draft", a final save never does. */
export function withDraftTag(pack: UserPack, draft: boolean): UserPack {
  const tags = pack.metadata.tags.filter((tag) => tag !== DRAFT_TAG);
  if (draft) tags.push(DRAFT_TAG);
  return { ...pack, metadata: { ...pack.metadata, tags } };
}

/**
 * docs/spec/editor.md: likes and plays come from the stored copy when the pack being saved lacks them, so a
 * re-save from the editor (which never edits counters) does not reset them.
 */
export function withCounters(
  pack: UserPack,
  stored: Pick<UserPack, 'likes' | 'plays'> | null | undefined,
  now = new Date(),
): StoredPack {
  return {
    ...pack,
    likes: pack.likes ?? stored?.likes ?? 0,
    plays: pack.plays ?? stored?.plays ?? 0,
    lastUpdated: now.toISOString(),
  };
}

/** Exactly what goes to Storage: pretty-printed, two spaces (docs/spec/editor.md). */
export function packToJson(pack: StoredPack): string {
  return JSON.stringify(pack, null, 2);
}

// Stored-shape loader ----------------------------------------------------------------------------

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asString = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;

const asCount = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;

/** Where the pack body sits: under "pack" when that key holds an object, else the top level. */
function packBody(json: JsonObject): JsonObject {
  return isObject(json.pack) ? json.pack : json;
}

/** The details object: body.metadata, or the body itself when it carries the fields directly. */
function metadataOf(body: JsonObject): JsonObject | null {
  if (isObject(body.metadata)) return body.metadata;
  if (typeof body.name === 'string' && typeof body.id === 'string') return body;
  return null;
}

/** First counter found, in docs/spec/editor.md order: top level, pack, metadata, pack.metadata. */
function counter(json: JsonObject, key: 'likes' | 'plays'): number | undefined {
  const body = isObject(json.pack) ? json.pack : null;
  const places: unknown[] = [
    json[key],
    body?.[key],
    isObject(json.metadata) ? json.metadata[key] : undefined,
    body && isObject(body.metadata) ? body.metadata[key] : undefined,
  ];
  for (const place of places) {
    const count = asCount(place);
    if (count !== undefined) return count;
  }
  return undefined;
}

function promptsOf(body: JsonObject, json: JsonObject): PackPrompt[] {
  const raw = Array.isArray(body.prompts)
    ? body.prompts
    : Array.isArray(json.prompts)
      ? json.prompts
      : [];
  return raw.map((prompt) => {
    const read: PackPrompt = {
      text: typeof prompt === 'string' ? prompt : isObject(prompt) ? asString(prompt.text) : '',
    };
    const kind = isObject(prompt) ? prompt.kind : undefined;
    if (kind === 'truth' || kind === 'dare') read.kind = kind;
    return read;
  });
}

/**
 * Reads a stored pack in any of docs/spec/editor.md shapes. Throws METADATA_STRUCTURE_ERROR when no shape
 * fits (no metadata object, or one without a string id).
 */
export function normaliseStoredPack(json: unknown): UserPack {
  if (!isObject(json)) throw new Error(METADATA_STRUCTURE_ERROR);
  const body = packBody(json);
  const meta = metadataOf(body) ?? (isObject(json.metadata) ? json.metadata : null);
  if (!meta || typeof meta.id !== 'string' || meta.id === '') {
    throw new Error(METADATA_STRUCTURE_ERROR);
  }
  const tags = Array.isArray(meta.tags) ? meta.tags.filter((t) => typeof t === 'string') : [];
  const pack: UserPack = {
    metadata: {
      name: asString(meta.name),
      id: meta.id,
      description: asString(meta.description),
      author: asString(meta.author),
      explicit: meta.explicit === true,
      alcohol: meta.alcohol === true,
      creation_date: asString(meta.creation_date),
      tags,
    },
    prompts: promptsOf(body, json),
  };
  // An unknown game is left out here (the pack is placed by its lead-ins); an import reports it.
  if (isPackGame(meta.game)) pack.metadata.game = meta.game;
  // A pack (or file) from before packs had a language is English, and so is one this app does not
  // show.
  pack.metadata.lang = isPackLang(meta.lang) ? meta.lang : 'en';
  const likes = counter(json, 'likes');
  const plays = counter(json, 'plays');
  const lastUpdated = json.lastUpdated ?? body.lastUpdated;
  if (likes !== undefined) pack.likes = likes;
  if (plays !== undefined) pack.plays = plays;
  if (typeof lastUpdated === 'string') pack.lastUpdated = lastUpdated;
  return pack;
}

/** The listing name of a stored pack file: metadata.name wherever it sits, else undefined. */
export function storedPackIdentity(json: unknown): { name?: string; id?: string } {
  try {
    const pack = normaliseStoredPack(json);
    return { name: pack.metadata.name || undefined, id: pack.metadata.id };
  } catch {
    return {};
  }
}

// Strict schema, for imported files ---------------------------------------------------------------

const promptSchema = v.object({
  text: v.pipe(
    v.string('Prompt text must be text'),
    v.maxLength(LIMITS.promptChars, `Prompt text is longer than ${LIMITS.promptChars} characters`),
  ),
  kind: v.optional(v.picklist(PROMPT_KINDS)),
});

const metadataSchema = v.object({
  name: v.pipe(
    v.string('Game name must be text'),
    v.maxLength(
      LIMITS.packNameChars,
      `Game name is longer than ${LIMITS.packNameChars} characters`,
    ),
  ),
  id: v.pipe(v.string('Pack id must be text'), v.uuid('Pack id must be a UUID')),
  description: v.pipe(
    v.string('Game description must be text'),
    v.maxLength(
      LIMITS.packDescriptionChars,
      `Game description is longer than ${LIMITS.packDescriptionChars} characters`,
    ),
  ),
  author: v.pipe(
    v.string('Author name must be text'),
    v.maxLength(
      LIMITS.packAuthorChars,
      `Author name is longer than ${LIMITS.packAuthorChars} characters`,
    ),
  ),
  explicit: v.boolean('explicit must be true or false'),
  alcohol: v.boolean('alcohol must be true or false'),
  creation_date: v.pipe(v.string(), v.isoTimestamp('creation_date must be an ISO timestamp')),
  tags: v.pipe(
    v.array(
      v.pipe(
        v.string('Tags must be text'),
        v.maxLength(LIMITS.tagChars, `A tag is longer than ${LIMITS.tagChars} characters`),
      ),
    ),
    v.maxLength(LIMITS.tagsPerPack, `A pack has at most ${LIMITS.tagsPerPack} tags`),
  ),
  game: v.optional(v.nullable(v.picklist(PACK_GAMES))),
  lang: v.optional(v.picklist(PACK_LANGS)),
});

export const userPackSchema = v.object({
  metadata: metadataSchema,
  prompts: v.pipe(
    v.array(promptSchema, 'prompts must be a list'),
    v.maxLength(LIMITS.promptsPerPack, `A pack has at most ${LIMITS.promptsPerPack} prompts`),
  ),
  likes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  plays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  lastUpdated: v.optional(v.string()),
});
