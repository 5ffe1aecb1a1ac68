import { Link } from '@tanstack/react-router';
import { useId, useState, useSyncExternalStore } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Icon } from '../../components/icons';
import { t as translateNow, useLang, useT, type MessageKey } from '../../lib/i18n';
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
  rewardDescription,
  rewardStates,
  rewardTitle,
  type PackUnlockInfo,
  type RewardRequirement,
} from './rewards';

/** What to do for a locked reward, where the app has a place for it. */
const HOW_TO_EARN: Partial<
  Record<
    RewardRequirement,
    { to: string; text: Extract<MessageKey, `account.reward.how${string}`> }
  >
> = {
  'published-pack': { to: '/editor', text: 'account.reward.howPublish' },
  'pack-liked': { to: '/editor', text: 'account.reward.howLiked' },
  'liked-game': { to: '/packs', text: 'account.reward.howLike' },
  feedback: { to: '/games', text: 'account.reward.howFeedback' },
};

/** What a locked reward says beside what earns it. */
function lockedNote(requirement: RewardRequirement): string {
  switch (requirement) {
    case 'none':
      return translateNow('account.reward.nextSync');
    case 'referred':
      return translateNow('account.reward.inviteOnly');
    default:
      return translateNow('account.reward.notYet');
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
  const t = useT();
  if (!waiting) return null;
  const states = rewardStates(claimed, waiting);
  const announced = paidNow.filter((paid) => claimed.includes(paid.rewardId));

  return (
    <>
      <p className="profile-note">{t('account.reward.intro')}</p>
      <p className="profile-note" role="status">
        {announced.length > 0
          ? t('account.reward.justEarned', {
              list: announced
                .map((p) =>
                  t('account.reward.earnedItem', {
                    title: rewardTitle(p.rewardId),
                    coins: p.coins,
                  }),
                )
                .join(', '),
            })
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
                <h3 id={`${id}-${reward.id}`}>{rewardTitle(reward.id)}</h3>
                <p>{rewardDescription(reward)}</p>
                <p className="reward-coins">{t('account.reward.coins', { coins: reward.coins })}</p>
              </div>
              <div className="reward-state">
                {state.kind === 'earned' && (
                  <p className="reward-done">{t('account.reward.earned')}</p>
                )}
                {state.kind === 'pending' && (
                  <p className="reward-pending">
                    {online ? t('account.reward.pending') : t('account.reward.pendingOffline')}
                  </p>
                )}
                {state.kind === 'locked' && (
                  <>
                    <p className="reward-locked">
                      <Icon name="lock" size={16} /> {lockedNote(reward.requirement)}
                    </p>
                    {how && (
                      <Link to={how.to} className="btn btn-small">
                        {t(how.text)}
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
      return translateNow('account.shop.unlocked', { pack: pack.packName, game: pack.gameName });
    case 'already':
      return translateNow('account.shop.already', { pack: pack.packName });
    case 'insufficient':
      return translateNow('account.shop.insufficient', {
        pack: pack.packName,
        price: pack.price,
        balance: answer.balance,
      });
    default:
      return translateNow('account.shop.refused');
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
  const t = useT();
  const lang = useLang();
  const shown = (n: number) => n.toLocaleString(lang === 'da' ? 'da-DK' : 'en');

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
          ? t('account.shop.offline')
          : cause instanceof ApiError
            ? cause.message
            : t('account.shop.noAnswer'),
        ok: false,
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <p className="profile-note">
        {premium ? t('account.shop.premium') : t('account.shop.lead')}{' '}
        {t('account.shop.balance', { count: balance }).replace(String(balance), shown(balance))}
      </p>
      {!online && (
        <p className="profile-note" role="status">
          {t('account.shop.offlineNote')}
        </p>
      )}
      <ul className="reward-list" data-testid="profile-shop">
        {PACK_UNLOCKS.map((pack) => {
          const owned = unlocked.includes(pack.key);
          return (
            <li key={pack.key} className="reward" data-pack={pack.key}>
              <div className="reward-text">
                <h3 id={`${id}-${pack.key}`}>{pack.packName}</h3>
                <p>{t('account.shop.packFor', { game: pack.gameName })}</p>
                {!owned && (
                  <p className="reward-coins">
                    {t('account.shop.price', { price: shown(pack.price) })}
                  </p>
                )}
              </div>
              <div className="reward-state">
                {owned ? (
                  <p className="reward-done">
                    {t('account.shop.owned')}{' '}
                    <Link to={gamePath(pack.key)}>
                      {t('account.shop.play', { game: pack.gameName })}
                    </Link>
                  </p>
                ) : premium ? (
                  <p className="reward-done">{t('account.shop.withPremium')}</p>
                ) : (
                  <button
                    type="button"
                    className="btn btn-small btn-primary"
                    disabled={!online || busy !== null}
                    aria-describedby={`${id}-${pack.key}`}
                    onClick={() => setConfirming(pack)}
                  >
                    {busy === pack.key ? t('account.shop.unlocking') : t('account.shop.unlock')}
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
          title={t('account.shop.confirmTitle', {
            pack: confirming.packName,
            price: shown(confirming.price),
          })}
          confirmLabel={t('account.shop.confirmSpend', { price: shown(confirming.price) })}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const pack = confirming;
            setConfirming(null);
            void buy(pack);
          }}
        >
          <p>
            {t('account.shop.confirmBody', {
              pack: confirming.packName,
              game: confirming.gameName,
            })}{' '}
            {t('account.shop.balance', { count: balance }).replace(String(balance), shown(balance))}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
