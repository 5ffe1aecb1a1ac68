import * as v from 'valibot';
import type { PlainKey } from './query';
import { PACK_REPORT_REASONS, type PackReportReason } from '../../../sync';
import { db, defineKv, mutate } from '../../db';
import { backendClient } from '../sync';

// "Report this pack": a report is an outbox op (pack.report), so it is kept on the device and sent
// when there is a connection, like every other change. The server takes one report per account
// per pack and hides a pack from the gallery once enough accounts have reported it.

export const REPORT_REASON_LABELS: Record<PackReportReason, PlainKey> = {
  offensive: 'report.reason.offensive',
  sexual: 'report.reason.sexual',
  hateful: 'report.reason.hateful',
  dangerous: 'report.reason.dangerous',
  spam: 'report.reason.spam',
  other: 'report.reason.other',
};

export const REPORT_NOTE_CHARS = 500;

/** Packs reported from this device: pack id → reason, so the button says "Reported". */
export const reportedPacksKv = defineKv(
  'reportedPacks',
  v.record(v.string(), v.picklist(PACK_REPORT_REASONS)),
  {},
);

/** The user's packs hidden from the gallery pending review, as the server last said. */
export const hiddenOwnPacksKv = defineKv('hiddenOwnPacks', v.array(v.string()), []);

/** Queues a report of someone else's pack; it reaches the server with the next sync. */
export async function reportPack(
  packId: string,
  reason: PackReportReason,
  note: string,
): Promise<void> {
  const database = db();
  await mutate({
    type: 'pack.report',
    payload: { packId, reason, note: note.trim().slice(0, REPORT_NOTE_CHARS) },
    tables: [database.kv],
    apply: async () => {
      const reported = await reportedPacksKv.read(database);
      await reportedPacksKv.write({ ...reported, [packId]: reason }, database);
    },
  });
}

/**
 * Asks the server which of the signed-in user's packs are hidden pending review and keeps the
 * answer, so the notice shows offline too. Without a server or a connection the kept answer stays.
 */
export async function refreshHiddenOwnPacks(): Promise<void> {
  const client = await backendClient();
  if (!client) return;
  const { data, error } = await client.rpc('my_hidden_packs');
  if (error) return;
  const parsed = v.safeParse(v.array(v.object({ packId: v.string() })), data);
  if (parsed.success) await hiddenOwnPacksKv.write(parsed.output.map((row) => row.packId));
}
