import { Link } from '@tanstack/react-router';
import { useId, useState, useSyncExternalStore } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Icon } from '../../components/icons';
import { useOnline } from '../../lib/online';
import { ApiError } from '../../lib/api-answer';
import { backendClient, syncNow } from '../sync';
import { unlockPack, type UnlockAnswer } from './api';
import { paidThisVisit } from './earned-rewards';
import { usePremium } from './premium';
import { useWaitingOps } from './state';
import {
  PACK_UNLOCKS,
  REWARDS,
  rewardStates,
  type PackUnlockInfo,
  type RewardRequirement,
} from './rewards';

/** What to do for a locked reward, where the app has a place for it. */
const HOW_TO_EARN: Partial<Record<RewardRequirement, { to: string; text: string }>> = {
  'published-pack': { to: '/editor', text: 'Make a pack' },
  'pack-liked': { to: '/editor', text: 'Your packs' },
  'liked-game': { to: '/packs', text: 'Find a pack to like' },
  feedback: { to: '/games', text: 'Pick a game' },
};

/** What a locked reward says beside what earns it. */
function lockedNote(requirement: RewardRequirement): string {
  switch (requirement) {
    case 'none':
      return 'Paid the next time this device syncs.';
    case 'referred':
      return 'Only for accounts made through an invite link.';
    default:
      return 'Not earned yet';
  }
}

/**
 * docs/spec/accounts.md "Reward": not claimed, then claimed once. The server pays each reward as soon as the
 * account has earned it (earned-rewards.ts), so the profile shows what is earned and, for the rest,
 * what earns it: there is no Claim button to tap too early and no refusal to clear.
 */
export function RewardsSection({ userId, claimed }: { userId: string; claimed: string[] }) {
  const online = useOnline();
  const waiting = useWaitingOps(userId, 'reward.claim');
  const paidNow = useSyncExternalStore(paidThisVisit.subscribe, paidThisVisit.get);
  const id = useId();
  if (!waiting) return null;
  const states = rewardStates(claimed, waiting);
  const title = (rewardId: string) => REWARDS.find((r) => r.id === rewardId)?.title ?? rewardId;
  const announced = paidNow.filter((paid) => claimed.includes(paid.rewardId));

  return (
    <>
      <p className="profile-note">
        Rewards pay by themselves: do what one asks, and its coins arrive the next time this device
        syncs.
      </p>
      <p className="profile-note" role="status">
        {announced.length > 0
          ? `Just earned: ${announced.map((p) => `${title(p.rewardId)} (+${p.coins} dojo coins)`).join(', ')}.`
          : ''}
      </p>
      <ul className="reward-list" data-testid="profile-rewards">
        {REWARDS.map((reward) => {
          const state = states.get(reward.id) ?? { kind: 'locked' };
          const how = HOW_TO_EARN[reward.requirement];
          return (
            <li
              key={reward.id}
              className={`reward reward--${state.kind}`}
              data-reward={reward.id}
              aria-labelledby={`${id}-${reward.id}`}
            >
              <div className="reward-text">
                <h3 id={`${id}-${reward.id}`}>{reward.title}</h3>
                <p>{reward.description}</p>
                <p className="reward-coins">+{reward.coins} dojo coins</p>
              </div>
              <div className="reward-state">
                {state.kind === 'earned' && <p className="reward-done">Earned</p>}
                {state.kind === 'pending' && (
                  <p className="reward-pending">
                    {online
                      ? 'Pending: waiting for the server.'
                      : 'Pending: it is sent when this device is back online.'}
                  </p>
                )}
                {state.kind === 'locked' && (
                  <>
                    <p className="reward-locked">
                      <Icon name="lock" size={16} /> {lockedNote(reward.requirement)}
                    </p>
                    {how && (
                      <Link to={how.to} className="btn btn-small">
                        {how.text}
                      </Link>
                    )}
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

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
 * docs/spec/accounts.md "coin spending is refused if the balance would fall below 0": the server decides, in
 * one call, and records what the coins bought in the history. Nothing changes on screen until it
 * has answered; offline the buttons wait for a connection.
 */
export function PackShop({ unlocked, balance }: { unlocked: readonly string[]; balance: number }) {
  const online = useOnline();
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState<{ key: string; text: string; ok: boolean } | null>(null);
  const [confirming, setConfirming] = useState<PackUnlockInfo | null>(null);
  const { premium } = usePremium();
  const id = useId();

  async function buy(pack: PackUnlockInfo) {
    setBusy(pack.key);
    setSaid(null);
    try {
      const client = await backendClient();
      if (!client) throw new Error('no server');
      const answer = await unlockPack(client, pack.key);
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
        text: !navigator.onLine
          ? 'Buying needs a connection. Nothing was spent.'
          : cause instanceof ApiError
            ? cause.message
            : 'The server did not answer, so nothing was spent. Try again in a moment.',
        ok: false,
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <p className="profile-note">
        {premium
          ? 'Premium already opens every premium pack, so there is nothing to buy with coins while it lasts. What you unlock with coins stays yours after premium ends.'
          : 'Unlock a premium pack for good, without a subscription.'}{' '}
        You have {balance} dojo {balance === 1 ? 'coin' : 'coins'}.
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
                ) : premium ? (
                  <p className="reward-done">Open with premium</p>
                ) : (
                  <button
                    type="button"
                    className="btn btn-small btn-primary"
                    disabled={!online || busy !== null}
                    aria-describedby={`${id}-${pack.key}`}
                    onClick={() => setConfirming(pack)}
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
      {confirming && (
        <ConfirmDialog
          title={`Unlock ${confirming.packName} for ${confirming.price} coins?`}
          confirmLabel={`Spend ${confirming.price} coins`}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const pack = confirming;
            setConfirming(null);
            void buy(pack);
          }}
        >
          <p>
            {confirming.packName} is yours for good in {confirming.gameName}, on every device you
            sign in on. You have {balance} dojo {balance === 1 ? 'coin' : 'coins'}.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
