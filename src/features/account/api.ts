import * as v from 'valibot';
import { ApiError, parseAnswer } from '../../lib/api-answer';

// The account surface's calls to the server (RPCs; the sync engine carries everything else). Each
// answer is parsed against its schema here, and a malformed one is an ApiError whose message the
// page shows; callers never read `data` themselves. Callers hand in the client (backendClient()),
// so tests can answer for the server.

/** What these calls need of a supabase-js client. */
export interface AccountRpc {
  rpc(fn: string, args?: Record<string, unknown>): PromiseLike<{ data: unknown; error: unknown }>;
}

const InviterName = v.nullable(v.string());
const MyInviter = v.nullable(v.object({ username: v.nullable(v.optional(v.string())) }));
const PaidRows = v.array(v.object({ reward_id: v.string(), coins: v.number() }));
const UnlockAnswerSchema = v.object({
  status: v.picklist(['unlocked', 'already', 'insufficient', 'unknown']),
  balance: v.number(),
});

export type UnlockAnswer = v.InferOutput<typeof UnlockAnswerSchema>;

/** A reward the server has just paid, and its coins. */
export interface PaidReward {
  rewardId: string;
  coins: number;
}

function refused(error: unknown, message: string): never {
  console.error('[account]', error);
  throw new ApiError(message);
}

/** The username behind an invite code (anyone may ask), or null when the server cannot tell. */
export async function fetchInviterName(client: AccountRpc, code: string): Promise<string | null> {
  const { data, error } = await client.rpc('inviter_name', { code });
  if (error) return null;
  const parsed = v.safeParse(InviterName, data);
  return parsed.success && parsed.output ? parsed.output : null;
}

/** Who invited the signed-in account: a username, or null when nobody did. */
export async function fetchMyInviter(client: AccountRpc): Promise<string | null> {
  const { data, error } = await client.rpc('my_inviter');
  if (error) refused(error, 'Who invited you could not be checked just now.');
  return parseAnswer(MyInviter, data)?.username ?? null;
}

/** Asks the server to pay every reward this account has earned; returns the ones paid now. */
export async function claimEarnedRewards(client: AccountRpc): Promise<PaidReward[]> {
  const { data, error } = await client.rpc('claim_earned_rewards');
  if (error) refused(error, 'Your rewards could not be checked just now.');
  const rows = parseAnswer(
    PaidRows,
    data,
    'The server answered the rewards check in a form this app does not know.',
  );
  return rows.map((row) => ({ rewardId: row.reward_id, coins: row.coins }));
}

/** Spends coins on a premium pack for good (`${game}/${packId}`); the server decides. */
export async function unlockPack(client: AccountRpc, packKey: string): Promise<UnlockAnswer> {
  const { data, error } = await client.rpc('unlock_pack', { pack_key: packKey });
  if (error)
    refused(error, 'The server did not answer, so nothing was spent. Try again in a moment.');
  return parseAnswer(
    UnlockAnswerSchema,
    data,
    'The server sent an answer this app could not read. Your coins and packs show what it holds after the next sync.',
  );
}

/** `ensure_my_profile()`: creates the signed-in user's profile if the server has none. */
export async function ensureMyProfile(client: AccountRpc): Promise<void> {
  const { error } = await client.rpc('ensure_my_profile');
  if (error) refused(error, 'Your profile could not be created just now.');
}
