import * as v from 'valibot';
import { t } from '../../lib/i18n';
import type { PlainKey } from '../gallery';
import { REPORT_REASON_LABELS } from '../gallery';
import { backendClient, type AppSupabaseClient } from '../sync';

// The moderators' side of pack reports (supabase/README.md, "Moderation"): the queue of hidden
// and reported packs, and the logged decisions on them. Moderators are accounts whose
// app_metadata says so; only SQL grants it, and the server checks it on every call.

const reportSchema = v.object({
  reason: v.string(),
  note: v.string(),
  at: v.string(),
  reporter: v.nullable(v.string()),
  counts: v.boolean(),
  dismissed: v.boolean(),
});

const queuePackSchema = v.object({
  packId: v.string(),
  name: v.string(),
  author: v.string(),
  authorBanned: v.boolean(),
  hiddenAt: v.nullable(v.string()),
  openReports: v.number(),
  reports: v.array(reportSchema),
});

const logEntrySchema = v.object({
  at: v.string(),
  moderator: v.string(),
  action: v.picklist(['restore', 'remove', 'ban']),
  packName: v.string(),
  author: v.string(),
  note: v.string(),
});

const queueSchema = v.object({
  packs: v.array(queuePackSchema),
  log: v.array(logEntrySchema),
});

/** ban_author's answer: how many of the author's packs left the gallery. */
const banAnswerSchema = v.object({ packsHidden: v.pipe(v.number(), v.integer(), v.minValue(0)) });

export type ModerationQueue = v.InferOutput<typeof queueSchema>;
export type QueuePack = v.InferOutput<typeof queuePackSchema>;
export type QueueReport = v.InferOutput<typeof reportSchema>;
export type ModerationAction = 'restore' | 'remove' | 'ban';

export type QueueResult =
  | { kind: 'queue'; queue: ModerationQueue }
  | { kind: 'no-server' }
  | { kind: 'signed-out' }
  | { kind: 'not-moderator' }
  | { kind: 'failed'; message: string };

const OFFLINE_MESSAGE = () => t('moderation.offline');

/** Whether a session's user carries the moderator claim (app_metadata, set by SQL only). */
export function hasModeratorClaim(user: { app_metadata?: unknown } | null | undefined): boolean {
  const meta = user?.app_metadata;
  return (
    typeof meta === 'object' &&
    meta !== null &&
    (meta as Record<string, unknown>).moderator === true
  );
}

function refusedAsNotModerator(error: { code?: unknown } | null): boolean {
  return error?.code === '42501';
}

async function moderatorClient(): Promise<
  { client: AppSupabaseClient } | Exclude<QueueResult, { kind: 'queue' }>
> {
  const client = await backendClient();
  if (!client) return { kind: 'no-server' };
  const { data } = await client.auth.getSession();
  if (!data.session) return { kind: 'signed-out' };
  if (!hasModeratorClaim(data.session.user)) return { kind: 'not-moderator' };
  return { client };
}

/** The queue, or why this person cannot see it. */
export async function loadQueue(): Promise<QueueResult> {
  const got = await moderatorClient();
  if (!('client' in got)) return got;
  try {
    const { data, error } = await got.client.rpc('moderation_queue');
    if (refusedAsNotModerator(error)) return { kind: 'not-moderator' };
    if (error) return { kind: 'failed', message: OFFLINE_MESSAGE() };
    const parsed = v.safeParse(queueSchema, data);
    if (!parsed.success) {
      return { kind: 'failed', message: t('moderation.unreadable') };
    }
    return { kind: 'queue', queue: parsed.output };
  } catch {
    return { kind: 'failed', message: OFFLINE_MESSAGE() };
  }
}

/** What a decision did, in words, or why it failed. */
export async function decide(
  pack: Pick<QueuePack, 'packId' | 'name' | 'author'>,
  action: ModerationAction,
  note: string,
): Promise<{ ok: true; message: string } | { ok: false; message: string }> {
  const got = await moderatorClient();
  if (!('client' in got)) {
    return { ok: false, message: t('moderation.notModerator') };
  }
  const args = { pack_id: pack.packId, note: note.trim() };
  try {
    const { data, error } =
      action === 'ban'
        ? await got.client.rpc('ban_author', args)
        : await got.client.rpc('moderate_pack', { ...args, action });
    if (error) {
      if (refusedAsNotModerator(error)) {
        return {
          ok: false,
          message: t('moderation.noLongerModerator'),
        };
      }
      // The server's refusals are written for people ("This pack no longer exists").
      return {
        ok: false,
        message:
          error.message && !/fetch|network/i.test(error.message)
            ? error.message
            : t('moderation.nothingChanged'),
      };
    }
    if (action === 'restore')
      return { ok: true, message: t('moderation.restored', { name: pack.name }) };
    if (action === 'remove') {
      return { ok: true, message: t('moderation.removed', { name: pack.name }) };
    }
    const who = pack.author || t('moderation.theAuthor');
    const answer = v.safeParse(banAnswerSchema, data);
    if (!answer.success) {
      // The ban went through (no error); only how many packs left the gallery is unknown.
      return {
        ok: true,
        message: t('moderation.bannedUnknown', { who }),
      };
    }
    const hidden = answer.output.packsHidden;
    return {
      ok: true,
      message:
        hidden === 0
          ? t('moderation.bannedNone', { who })
          : t('moderation.bannedSome', { who, count: hidden }),
    };
  } catch {
    return {
      ok: false,
      message: t('moderation.nothingChanged'),
    };
  }
}

export function reasonLabel(reason: string): string {
  const key = (REPORT_REASON_LABELS as Record<string, PlainKey | undefined>)[reason];
  return key ? t(key) : reason;
}
