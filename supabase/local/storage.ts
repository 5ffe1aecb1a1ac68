import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendCore } from './core.ts';
import type { SqlTx } from './database.ts';
import { checkPackFile, decodePath, mimeEssence } from './http-guards.ts';
import {
  contextOf,
  isPgError,
  parseJson,
  send,
  storageError,
  type RequestContext,
} from './http.ts';

// The Storage stand-in: objects' metadata in storage.objects (RLS decides who may touch them),
// their bodies beside it in local_stand_in.blobs, one transaction covering both.

interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export function createStorage(core: BackendCore) {
  const { asCaller, asAdmin } = core;
  /** Bucket settings, read inside the request's transaction before the role switch. */
  async function bucketOf(tx: SqlTx, id: string): Promise<Bucket> {
    const r = await tx.query<Bucket>(
      'select id, public, file_size_limit::int as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    if (!r.rows[0]) throw storageError(404, 'Bucket not found', 'Bucket not found');
    return r.rows[0];
  }

  function storagePgError(e: unknown): never {
    if (isPgError(e)) {
      if (e.code === '42501' || /row-level security/.test(e.message)) {
        throw storageError(403, 'Unauthorized', 'new row violates row-level security policy');
      }
      if (e.code === '23505') throw storageError(409, 'Duplicate', 'The resource already exists');
      throw storageError(400, 'Invalid request', e.message);
    }
    throw e;
  }

  async function upload(
    ctx: RequestContext,
    bucketId: string,
    name: string,
    req: IncomingMessage,
    raw: Buffer,
    upsert: boolean,
  ) {
    let content = raw;
    let contentType = String(req.headers['content-type'] ?? 'application/octet-stream');
    // Only the essence is kept: a declared "application/json;text/html" is stored and served as
    // application/json, never as the type a browser might sniff from the parameters.
    if (contentType.startsWith('multipart/form-data')) {
      const form = await new Request('http://local/upload', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(raw),
      }).formData();
      const file = [...form.values()].find((v): v is File => typeof v !== 'string');
      if (!file) throw storageError(400, 'Invalid request', 'No file in the form');
      content = Buffer.from(await file.arrayBuffer());
      contentType = file.type || 'application/octet-stream';
    }
    const baseType = mimeEssence(contentType);
    const metadata = {
      size: content.length,
      mimetype: baseType,
      cacheControl: String(req.headers['cache-control'] ?? 'max-age=3600'),
      eTag: `"${randomUUID()}"`,
    };
    try {
      const rows = await asCaller(
        ctx,
        (tx) =>
          tx.query<{ id: string }>(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
             values ($1, $2, auth.uid(), auth.uid()::text, $3::jsonb)
             ${upsert ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()` : ''}
             returning id`,
            [bucketId, name, JSON.stringify(metadata)],
          ),
        async (tx) => {
          const bucket = await bucketOf(tx, bucketId);
          if (bucket.allowed_mime_types?.length && !bucket.allowed_mime_types.includes(baseType)) {
            throw storageError(
              415,
              'invalid_mime_type',
              `mime type ${contentType} is not supported`,
            );
          }
          if (bucket.file_size_limit && content.length > bucket.file_size_limit) {
            throw storageError(
              413,
              'Payload too large',
              'The object exceeded the maximum allowed size',
            );
          }
          if (bucket.id === 'packs') checkPackFile(name, content);
          await tx.query(
            `insert into local_stand_in.blobs (bucket_id, name, content, content_type) values ($1, $2, $3, $4)
             on conflict (bucket_id, name) do update set content = excluded.content, content_type = excluded.content_type`,
            [bucketId, name, content, baseType],
          );
        },
      );
      return { Id: rows.rows[0]!.id, Key: `${bucketId}/${name}`, id: rows.rows[0]!.id };
    } catch (e) {
      storagePgError(e);
    }
  }

  async function download(ctx: RequestContext | null, bucketId: string, name: string) {
    const blob = async (tx: SqlTx) =>
      (
        await tx.query<{ content: Uint8Array; content_type: string }>(
          'select content, content_type from local_stand_in.blobs where bucket_id = $1 and name = $2',
          [bucketId, name],
        )
      ).rows[0];
    let found: { content: Uint8Array; content_type: string } | undefined;
    if (ctx === null) {
      // public URL: hosted Storage serves public buckets without consulting RLS
      found = await asAdmin(async (tx) => {
        if (!(await bucketOf(tx, bucketId)).public) {
          throw storageError(400, 'not_found', 'Object not found');
        }
        return blob(tx);
      });
    } else {
      let file: { content: Uint8Array; content_type: string } | undefined;
      const visible = await asCaller(
        ctx,
        (tx) =>
          tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
            bucketId,
            name,
          ]),
        async (tx) => {
          await bucketOf(tx, bucketId);
          file = await blob(tx);
        },
      );
      found = visible.rows.length ? file : undefined;
    }
    if (!found) throw storageError(400, 'not_found', 'Object not found');
    return found;
  }

  async function list(ctx: RequestContext, bucketId: string, body: unknown) {
    const b = (body ?? {}) as {
      prefix?: string;
      limit?: number;
      offset?: number;
      search?: string;
      sortBy?: { column?: string; order?: string };
    };
    let prefix = typeof b.prefix === 'string' ? b.prefix.replace(/^\/+/, '') : '';
    if (prefix && !prefix.endsWith('/')) prefix += '/';
    const rows = await asCaller(
      ctx,
      (tx) =>
        tx.query<{
          name: string;
          id: string;
          created_at: string;
          updated_at: string;
          last_accessed_at: string;
          metadata: Record<string, unknown> | null;
        }>(
          `select name, id, created_at, updated_at, last_accessed_at, metadata
             from storage.objects where bucket_id = $1 and starts_with(name, $2) order by name`,
          [bucketId, prefix],
        ),
      async (tx) => {
        await bucketOf(tx, bucketId);
      },
    );
    const entries = new Map<string, Record<string, unknown>>();
    for (const row of rows.rows) {
      const rest = row.name.slice(prefix.length);
      const slash = rest.indexOf('/');
      if (slash >= 0) {
        const folder = rest.slice(0, slash);
        entries.set(folder, {
          name: folder,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        });
      } else {
        entries.set(rest, { ...row, name: rest });
      }
    }
    let out = [...entries.values()];
    if (b.search) out = out.filter((e) => String(e.name).includes(b.search!));
    const column = b.sortBy?.column ?? 'name';
    const desc = b.sortBy?.order === 'desc';
    out.sort((x, y) => {
      const a = typeof x[column] === 'string' ? x[column] : '';
      const c = typeof y[column] === 'string' ? y[column] : '';
      return (a < c ? -1 : a > c ? 1 : 0) * (desc ? -1 : 1);
    });
    const offset = b.offset ?? 0;
    return out.slice(offset, offset + (b.limit ?? 100));
  }

  async function remove(ctx: RequestContext, bucketId: string, body: unknown) {
    const prefixes = (body as { prefixes?: unknown } | null)?.prefixes;
    if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string')) {
      throw storageError(400, 'Invalid request', 'prefixes must be an array of paths');
    }
    try {
      return await asCaller(
        ctx,
        async (tx) => {
          // As hosted's Storage server does: only its own transactions may delete storage rows
          // (storage.protect_delete refuses every other DELETE).
          await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
          const r = await tx.query<{ name: string; id: string; bucket_id: string }>(
            `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
           returning name, id, bucket_id, owner, created_at, updated_at, metadata`,
            [bucketId, prefixes],
          );
          // Back to the server's own role to drop the bodies RLS just allowed to go.
          await tx.query(`select set_config('role', 'none', true)`);
          await tx.query(
            'delete from local_stand_in.blobs where bucket_id = $1 and name = any($2::text[])',
            [bucketId, r.rows.map((row) => row.name)],
          );
          return r.rows;
        },
        async (tx) => {
          await bucketOf(tx, bucketId);
        },
      );
    } catch (e) {
      storagePgError(e);
    }
  }

  /** Answers a request under /storage/v1/object/. */
  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    path: string,
    raw: Buffer,
  ) {
    const rest = path.slice('/storage/v1/object/'.length).split('/').map(decodePath);
    if (method === 'GET' && rest[0] === 'public') {
      const f = await download(null, rest[1]!, rest.slice(2).join('/'));
      return send(res, 200, Buffer.from(f.content), mimeEssence(f.content_type));
    }
    // Storage answers token problems in its own error shape.
    const ctx = (await contextOf(core.secret, req, true).catch(() => {
      throw storageError(400, 'Unauthorized', 'jwt malformed, expired or missing');
    }))!;
    if (method === 'POST' && rest[0] === 'list') {
      return send(res, 200, await list(ctx, rest[1]!, parseJson(raw)));
    }
    if (method === 'GET') {
      const parts = rest[0] === 'authenticated' ? rest.slice(1) : rest;
      const f = await download(ctx, parts[0]!, parts.slice(1).join('/'));
      return send(res, 200, Buffer.from(f.content), mimeEssence(f.content_type));
    }
    if (method === 'DELETE' && rest.length === 1) {
      return send(res, 200, (await remove(ctx, rest[0]!, parseJson(raw))) ?? []);
    }
    if ((method === 'POST' || method === 'PUT') && rest.length >= 2) {
      const upsert = method === 'PUT' || String(req.headers['x-upsert']) === 'true';
      return send(
        res,
        200,
        (await upload(ctx, rest[0]!, rest.slice(1).join('/'), req, raw, upsert)) ?? {},
      );
    }
    throw storageError(404, 'not_found', `the local backend does not implement ${method} ${path}`);
  }

  return { route };
}
