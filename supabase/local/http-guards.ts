import type { IncomingMessage } from 'node:http';

// Checks the embedded backend runs on client input before any of it reaches the database or
// memory, so a malformed or hostile request is answered with a 4xx instead of a 500, and a large
// body is refused from its declared length instead of being buffered first.

/** What a guard refuses: the HTTP status and a message in plain words. */
export class RequestRejected extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'RequestRejected';
  }
}

/** Deeper JSON than this is refused: no request of the app nests more than a handful of levels. */
export const MAX_JSON_DEPTH = 64;

/**
 * Reads a body of at most `limit` bytes. A declared Content-Length above it is refused before a
 * byte is read; a chunked body is cut off as soon as it passes the limit.
 */
export async function readLimitedBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    throw new RequestRejected(413, `Request body too large (limit ${limit} bytes)`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit)
      throw new RequestRejected(413, `Request body too large (limit ${limit} bytes)`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** decodeURIComponent that answers 400 for malformed percent-encoding instead of throwing. */
export function decodePath(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new RequestRejected(400, 'The request path has malformed percent-encoding');
  }
}

/** The deepest nesting of arrays and objects in a JSON text (strings skipped), stopping early. */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

/** JSON.parse with the depth bound; undefined for an empty body. */
export function parseBoundedJson(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  const text = raw.toString('utf8');
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    throw new RequestRejected(400, `JSON is nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  return JSON.parse(text) as unknown;
}

/** The MIME type without parameters, lowercased: "application/json;text/html" → "application/json". */
export function mimeEssence(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A published pack file (docs/spec/editor.md, packs/{packId}.json) must be a pack: JSON with metadata whose id
 * is the file's id, a name, and prompts with text. Anything else (an HTML page declared as JSON, a
 * pack under another pack's name) is refused, so the public bucket serves only pack files.
 */
export function checkPackFile(name: string, content: Buffer): void {
  const id = /^([^/]+)\.json$/.exec(name)?.[1];
  if (!id || !UUID.test(id)) {
    throw new RequestRejected(400, 'A pack file must be named {packId}.json');
  }
  let pack: unknown;
  try {
    pack = parseBoundedJson(content);
  } catch (error) {
    if (error instanceof RequestRejected) throw error;
    throw new RequestRejected(400, 'A pack file must be JSON');
  }
  const meta = (pack as { metadata?: unknown } | null)?.metadata as
    { id?: unknown; name?: unknown } | undefined;
  const prompts = (pack as { prompts?: unknown } | null)?.prompts;
  if (
    typeof pack !== 'object' ||
    pack === null ||
    Array.isArray(pack) ||
    typeof meta !== 'object' ||
    meta === null ||
    typeof meta.name !== 'string' ||
    !Array.isArray(prompts) ||
    !prompts.every(
      (p) =>
        typeof p === 'object' && p !== null && typeof (p as { text?: unknown }).text === 'string',
    )
  ) {
    throw new RequestRejected(
      400,
      'A pack file must have metadata with a name, and prompts with text',
    );
  }
  if (typeof meta.id !== 'string' || meta.id.toLowerCase() !== id.toLowerCase()) {
    throw new RequestRejected(400, 'The pack file’s metadata.id must be the id in its name');
  }
}

/** A bytea value from JSON: PostgREST's hex form (\x…) only, as bytes. */
export function byteaFromJson(value: unknown, column: string): Buffer {
  if (typeof value === 'string' && /^\\x([0-9a-fA-F]{2})*$/.test(value)) {
    return Buffer.from(value.slice(2), 'hex');
  }
  throw new RequestRejected(400, `${column} must be bytes in hex form (\\x…)`);
}
