import { beforeEach, describe, expect, it, vi } from 'vitest';

// The moderators' queue and decisions against a stand-in for the signed-in client: who may see
// the queue, what a malformed or refused answer becomes, and the sentence each decision ends in.

const sync = vi.hoisted(() => ({
  backendClient: vi.fn((): Promise<unknown> => Promise.resolve(null)),
}));
vi.mock('../sync', () => sync);

const { decide, hasModeratorClaim, loadQueue } = await import('./queue');

type Answer = { data: unknown; error: { code?: string; message?: string } | null };

/** A signed-in client whose user has `appMetadata` and whose RPCs answer `answers[name]`. */
function client(appMetadata: unknown, answers: Record<string, Answer | Error> = {}) {
  const calls: { name: string; args: unknown }[] = [];
  const fake = {
    auth: {
      getSession: () =>
        Promise.resolve({
          data: { session: appMetadata === null ? null : { user: { app_metadata: appMetadata } } },
        }),
    },
    rpc: (name: string, args?: unknown) => {
      calls.push({ name, args });
      const answer = answers[name] ?? { data: null, error: null };
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
  sync.backendClient.mockResolvedValue(fake);
  return calls;
}

const QUEUE = {
  packs: [
    {
      packId: 'p1',
      name: 'Cabin night',
      author: 'Sam',
      authorBanned: false,
      hiddenAt: '2026-11-28T20:00:00Z',
      openReports: 3,
      reports: [
        {
          reason: 'spam',
          note: '',
          at: '2026-11-28T19:00:00Z',
          reporter: null,
          counts: true,
          dismissed: false,
        },
      ],
    },
  ],
  log: [],
};

const PACK = { packId: 'p1', name: 'Cabin night', author: 'Sam' };

beforeEach(() => {
  sync.backendClient.mockReset().mockResolvedValue(null);
});

describe('who sees the moderation queue', () => {
  it('needs the moderator claim that only SQL sets, exactly true', () => {
    expect(hasModeratorClaim({ app_metadata: { moderator: true } })).toBe(true);
    for (const meta of [{ moderator: 'true' }, { moderator: 1 }, {}, null, undefined]) {
      expect(hasModeratorClaim({ app_metadata: meta }), JSON.stringify(meta)).toBe(false);
    }
    expect(hasModeratorClaim(null)).toBe(false);
  });

  it('tells apart no server, signed out and not a moderator, and asks the server nothing', async () => {
    expect(await loadQueue()).toEqual({ kind: 'no-server' });
    expect(client(null)).toEqual([]);
    expect(await loadQueue()).toEqual({ kind: 'signed-out' });
    const calls = client({ provider: 'email' });
    expect(await loadQueue()).toEqual({ kind: 'not-moderator' });
    expect(calls).toEqual([]);
  });

  it('shows the queue a moderator gets, checked field by field', async () => {
    client({ moderator: true }, { moderation_queue: { data: QUEUE, error: null } });
    expect(await loadQueue()).toEqual({ kind: 'queue', queue: QUEUE });
  });

  it('treats a claim the server no longer honours as not a moderator', async () => {
    client(
      { moderator: true },
      { moderation_queue: { data: null, error: { code: '42501', message: 'not a moderator' } } },
    );
    expect(await loadQueue()).toEqual({ kind: 'not-moderator' });
  });

  it('says so in plain words when the answer is malformed or never comes', async () => {
    const malformed = { ...QUEUE, packs: [{ ...QUEUE.packs[0], openReports: 'three' }] };
    client({ moderator: true }, { moderation_queue: { data: malformed, error: null } });
    expect(await loadQueue()).toEqual({
      kind: 'failed',
      message: 'The server sent a queue this page cannot read.',
    });
    for (const answer of [
      new TypeError('Failed to fetch'),
      { data: null, error: { code: '500' } },
    ]) {
      client({ moderator: true }, { moderation_queue: answer });
      expect(await loadQueue()).toEqual({
        kind: 'failed',
        message:
          'The queue could not be loaded: the server did not answer. Check the connection and try again.',
      });
    }
  });
});

describe('a moderator’s decisions', () => {
  it('restores and removes through moderate_pack with the note trimmed', async () => {
    const calls = client({ moderator: true });
    expect(await decide(PACK, 'restore', '  reports were a pile-on ')).toEqual({
      ok: true,
      message: '“Cabin night” is back in the gallery.',
    });
    expect(await decide(PACK, 'remove', '')).toEqual({
      ok: true,
      message: '“Cabin night” is removed: off the gallery and its link.',
    });
    expect(calls).toEqual([
      {
        name: 'moderate_pack',
        args: { pack_id: 'p1', note: 'reports were a pile-on', action: 'restore' },
      },
      { name: 'moderate_pack', args: { pack_id: 'p1', note: '', action: 'remove' } },
    ]);
  });

  it('says how many of the author’s packs a ban took out of the gallery', async () => {
    for (const [hidden, sentence] of [
      [0, 'Sam is banned: none of their packs is in the gallery'],
      [1, 'Sam is banned: 1 of their packs left the gallery'],
      [4, 'Sam is banned: 4 of their packs left the gallery'],
    ] as const) {
      const calls = client(
        { moderator: true },
        { ban_author: { data: { packsHidden: hidden }, error: null } },
      );
      const outcome = await decide(PACK, 'ban', 'spam ring');
      expect(outcome.ok).toBe(true);
      expect(outcome.message.startsWith(sentence)).toBe(true);
      expect(outcome.message).toMatch(/they can no longer publish or report\.$/);
      expect(calls).toEqual([{ name: 'ban_author', args: { pack_id: 'p1', note: 'spam ring' } }]);
    }
  });

  it('never makes up a count from a ban answer it cannot read', async () => {
    for (const data of [null, { packsHidden: 'two' }, { packsHidden: -1 }, [3]]) {
      client({ moderator: true }, { ban_author: { data, error: null } });
      const outcome = await decide(PACK, 'ban', 'spam ring');
      expect(outcome).toEqual({
        ok: true,
        message:
          'Sam is banned and can no longer publish or report. Reload the queue to see their packs.',
      });
    }
  });

  it('passes on the server’s plain refusals and words its own for the rest', async () => {
    client(
      { moderator: true },
      {
        moderate_pack: {
          data: null,
          error: { code: 'P0001', message: 'This pack no longer exists.' },
        },
      },
    );
    expect(await decide(PACK, 'restore', '')).toEqual({
      ok: false,
      message: 'This pack no longer exists.',
    });
    client({ moderator: true }, { moderate_pack: { data: null, error: { code: '42501' } } });
    expect(await decide(PACK, 'remove', '')).toEqual({
      ok: false,
      message: 'Only moderators can do this: your account no longer is one.',
    });
    const offline =
      'The server did not answer, so nothing changed. Check the connection and try again.';
    client({ moderator: true }, { moderate_pack: new TypeError('Failed to fetch') });
    expect(await decide(PACK, 'remove', '')).toEqual({ ok: false, message: offline });
    client(
      { moderator: true },
      {
        moderate_pack: {
          data: null,
          error: { message: 'TypeError: NetworkError when attempting to fetch resource.' },
        },
      },
    );
    expect(await decide(PACK, 'remove', '')).toEqual({ ok: false, message: offline });
    // someone who is not a moderator never reaches the server
    const calls = client({});
    expect(await decide(PACK, 'ban', '')).toEqual({
      ok: false,
      message: 'Only moderators can do this. Sign in with a moderator account.',
    });
    expect(calls).toEqual([]);
  });
});
