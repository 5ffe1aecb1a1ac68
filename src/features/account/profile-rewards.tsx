import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useState } from 'react';
import { db, mutate } from '../../db';
import { useOnline } from '../../lib/online';
import { backendClient, discardQuarantined, syncNow } from '../sync';
import { PACK_UNLOCKS, REWARDS, rewardStates, type PackUnlockInfo } from './rewards';

const NOT_EARNED_HINT =
  'The server pays it once it has seen what the reward asks for. If you just did it, let this device sync, then claim again.';

/**
 * SPEC §4 "Reward": not claimed, then claimed once. A claim is an outbox op, so it works offline
 * and shows as waiting; coins arrive only from the server's ledger, with its SPEC §8 answer.
 */
export function RewardsSection({ userId, claimed }: { userId: string; claimed: string[] }) {
  const online = useOnline();
  const ops = useLiveQuery(
    async () => ({
      outbox: await db()
        .outbox.where('userId')
        .equals(userId)
        .filter((op) => op.type === 'reward.claim')
        .toArray(),
      quarantine: await db()
        .quarantine.where('userId')
        .equals(userId)
        .filter((op) => op.type === 'reward.claim')
        .toArray(),
    }),
    [userId],
  );
  // Rewards claimed from this page while it is open: their success is said in words.
  const [tapped, setTapped] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  if (!ops) return null;
  const states = rewardStates(claimed, ops.outbox, ops.quarantine);

  async function claim(rewardId: string) {
    setError(null);
    setTapped((prev) => new Set(prev).add(rewardId));
    try {
      await mutate({ type: 'reward.claim', payload: { rewardId } });
      void syncNow();
    } catch (cause) {
      console.error('[rewards]', cause);
      setError('Your claim could not be kept on this device. Try again.');
    }
  }

  async function dismiss(rewardId: string, opId: string) {
    setTapped((prev) => {
      const next = new Set(prev);
      next.delete(rewardId);
      return next;
    });
    await discardQuarantined(opId);
  }

  return (
    <>
      <ul className="reward-list" data-testid="profile-rewards">
        {REWARDS.map((reward) => {
          const state = states.get(reward.id) ?? { kind: 'open' };
          return (
            <li key={reward.id} className="reward" data-reward={reward.id}>
              <div className="reward-text">
                <h3 id={`${id}-${reward.id}`}>{reward.title}</h3>
                <p>{reward.description}</p>
                <p className="reward-coins">+{reward.coins} dojo coins</p>
              </div>
              <div className="reward-state">
                {state.kind === 'open' && (
                  <button
                    type="button"
                    className="btn btn-small btn-primary"
                    aria-describedby={`${id}-${reward.id}`}
                    onClick={() => void claim(reward.id)}
                  >
                    Claim
                  </button>
                )}
                {state.kind === 'pending' && (
                  <p className="reward-pending" role="status">
                    {online
                      ? 'Pending: waiting for the server.'
                      : 'Pending: it is sent when this device is back online.'}
                  </p>
                )}
                {state.kind === 'claimed' &&
                  (tapped.has(reward.id) ? (
                    <p className="reward-done" role="status">
                      Reward claimed successfully
                    </p>
                  ) : (
                    <p className="reward-done">Claimed</p>
                  ))}
                {state.kind === 'refused' && (
                  <>
                    <p className="reward-refused" role="alert">
                      {state.reason}
                    </p>
                    {state.reason === 'Error claiming reward' && (
                      <p className="profile-note">{NOT_EARNED_HINT}</p>
                    )}
                    <button
                      type="button"
                      className="btn btn-small"
                      onClick={() => void dismiss(reward.id, state.opId)}
                    >
                      OK
                    </button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {error && (
        <p className="auth-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

type UnlockAnswer = {
  status: 'unlocked' | 'already' | 'insufficient' | 'unknown';
  balance: number;
};

function gamePath(key: string): string {
  return `/games/${key.split('/')[0]}`;
}

function answerText(pack: PackUnlockInfo, answer: UnlockAnswer): string {
  switch (answer.status) {
    case 'unlocked':
      return `${pack.packName} is yours for good. Switch it on from the Packs button in ${pack.gameName}.`;
    case 'already':
      return `${pack.packName} was already yours, so no coins were spent.`;
    case 'insufficient':
      return `Not enough dojo coins: ${pack.packName} costs ${pack.price} and you have ${answer.balance}. Nothing was spent.`;
    default:
      return 'That pack cannot be bought with coins. Nothing was spent.';
  }
}

/**
 * SPEC §5 "coin spending is refused if the balance would fall below 0": the server decides, in
 * one call, and records what the coins bought in the history. Nothing changes on screen until it
 * has answered; offline the buttons wait for a connection.
 */
export function PackShop({ unlocked, balance }: { unlocked: readonly string[]; balance: number }) {
  const online = useOnline();
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState<{ key: string; text: string; ok: boolean } | null>(null);
  const id = useId();

  async function buy(pack: PackUnlockInfo) {
    setBusy(pack.key);
    setSaid(null);
    try {
      const client = await backendClient();
      if (!client) throw new Error('no server');
      const { data, error } = await client.rpc('unlock_pack', { pack_key: pack.key });
      if (error) throw error;
      const answer = data as UnlockAnswer;
      setSaid({
        key: pack.key,
        text: answerText(pack, answer),
        ok: answer.status === 'unlocked' || answer.status === 'already',
      });
      // The balance, the history line and the unlock arrive with the profile.
      await syncNow();
    } catch (cause) {
      console.error('[coins]', cause);
      setSaid({
        key: pack.key,
        text: navigator.onLine
          ? 'The server did not answer, so nothing was spent. Try again in a moment.'
          : 'Buying needs a connection. Nothing was spent.',
        ok: false,
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <p className="profile-note">
        Unlock a premium pack for good, without a subscription. You have {balance} dojo{' '}
        {balance === 1 ? 'coin' : 'coins'}.
      </p>
      {!online && (
        <p className="profile-note" role="status">
          Buying needs a connection, so the server can check your coins. It works again once you are
          online; nothing is spent until then.
        </p>
      )}
      <ul className="reward-list" data-testid="profile-shop">
        {PACK_UNLOCKS.map((pack) => {
          const owned = unlocked.includes(pack.key);
          return (
            <li key={pack.key} className="reward" data-pack={pack.key}>
              <div className="reward-text">
                <h3 id={`${id}-${pack.key}`}>{pack.packName}</h3>
                <p>Premium pack for {pack.gameName}</p>
                {!owned && <p className="reward-coins">{pack.price} dojo coins</p>}
              </div>
              <div className="reward-state">
                {owned ? (
                  <p className="reward-done">
                    Unlocked. <Link to={gamePath(pack.key)}>Play {pack.gameName}</Link>
                  </p>
                ) : (
                  <button
                    type="button"
                    className="btn btn-small btn-primary"
                    disabled={!online || busy !== null}
                    aria-describedby={`${id}-${pack.key}`}
                    onClick={() => void buy(pack)}
                  >
                    {busy === pack.key ? 'Unlocking…' : 'Unlock'}
                  </button>
                )}
              </div>
              {said?.key === pack.key && (
                <p className={said.ok ? 'reward-done' : 'reward-refused'} role="status">
                  {said.text}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
