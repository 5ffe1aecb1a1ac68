// Rough timings for the sync RPCs on PGlite and on the PostgreSQL 15 server:
// `npx tsx supabase/tests/measure.ts`. Not part of the test run; numbers go in supabase/README.md.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  commitAs,
  createPg15Database,
  openPgliteConn,
  pg15Reachable,
  pgConn,
  type Conn,
} from './harness.ts';

const op = (userId: string, type: string, payload: unknown) => ({
  id: randomUUID(),
  type,
  payload,
  userId,
  createdAt: new Date().toISOString(),
  attempts: 0,
});

async function time<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const out = await fn();
  console.log(`  ${label}: ${(performance.now() - t0).toFixed(0)} ms`);
  return out;
}

async function measure(conn: Conn) {
  const newUser = async () =>
    (
      await commitAs<{ id: string }>(
        conn,
        'postgres',
        'insert into auth.users (email) values ($1) returning id',
        [`m${randomUUID().slice(0, 8)}@example.com`],
      )
    )[0]!.id;
  const push = (user: string, ops: unknown[]) =>
    commitAs(conn, { sub: user }, 'select public.push($1::jsonb)', [JSON.stringify(ops)]);
  const pull = async (user: string, cursor: string | null, limit = 500) =>
    (
      await commitAs<{ r: { cursor: string; more: boolean; changes: unknown[] } }>(
        conn,
        { sub: user },
        'select public.pull($1, $2) as r',
        [cursor, limit],
      )
    )[0]!.r;

  const author = await newUser();
  const reader = await newUser();
  await time('save+publish 150 packs of 50 prompts (6 pushes of 50 ops)', async () => {
    for (let b = 0; b < 6; b++) {
      const ops = [];
      for (let i = 0; i < 25; i++) {
        const id = randomUUID();
        ops.push(
          op(author, 'pack.save', {
            pack: {
              metadata: {
                id,
                name: `Pack ${b}-${i}`,
                description: 'd',
                author: 'a',
                explicit: false,
                alcohol: false,
                creation_date: new Date().toISOString(),
                tags: [],
              },
              prompts: Array.from({ length: 50 }, (_, k) => ({
                text: `Prompt number ${k} of pack ${i}`,
              })),
            },
            draft: false,
          }),
          op(author, 'pack.publish', { packId: id }),
        );
      }
      await push(author, ops);
    }
  });
  const big = randomUUID();
  await time('push one pack.save of 5000 prompts x 500 chars (2.5 MB)', () =>
    push(author, [
      op(author, 'pack.save', {
        pack: {
          metadata: {
            id: big,
            name: 'Big',
            description: 'd',
            author: 'a',
            explicit: false,
            alcohol: false,
            creation_date: new Date().toISOString(),
            tags: [],
          },
          prompts: Array.from({ length: 5000 }, () => ({ text: 'x'.repeat(500) })),
        },
        draft: true,
      }),
    ]),
  );
  await time('push 50 pack-state.set ops', () =>
    push(
      reader,
      Array.from({ length: 50 }, (_, i) =>
        op(reader, 'pack-state.set', { game: 'mix', packId: `p${i}`, active: true }),
      ),
    ),
  );
  let cursor: string | null = null;
  let pages = 0;
  let total = 0;
  await time('initial pull of everything visible, pages of 100', async () => {
    for (;;) {
      const r = await pull(reader, cursor, 100);
      pages++;
      total += r.changes.length;
      cursor = r.cursor;
      if (!r.more) break;
    }
  });
  console.log(`    (${total} changes in ${pages} pages)`);
  await time('pull with nothing new (x20)', async () => {
    for (let i = 0; i < 20; i++) await pull(reader, cursor);
  });
}

console.log('PGlite');
const lite = await time('boot + bootstrap + migrations + seed', () => openPgliteConn());
await measure(lite);
await lite.close();

if (await pg15Reachable()) {
  console.log('PostgreSQL 15');
  const db = await time('create database + bootstrap + migrations + seed', () =>
    createPg15Database(),
  );
  const conn = pgConn(await db.connect());
  await measure(conn);
  await conn.close();
  await db.drop();
}
