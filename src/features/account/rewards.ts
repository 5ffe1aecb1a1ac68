// The rewards catalogue and the premium packs coins can buy, as the app shows them offline. The
// server holds the same data (supabase/seed.sql, migration 20261124300000) and decides everything:
// what earns a reward, whether a claim or an unlock goes through, and every coin. A test keeps the
// two copies equal.

import { t, type MessageKey } from '../../lib/i18n';

type RewardKey = Extract<MessageKey, `account.reward.${string}.${'title' | 'description'}`>;

/** What the server checks before it pays a reward (private.reward_earned). */
export type RewardRequirement =
  'none' | 'published-pack' | 'pack-liked' | 'feedback' | 'liked-game' | 'referred';

export interface RewardInfo {
  id: string;
  title: string;
  /** What earns it, in the words the catalogue uses. */
  description: string;
  coins: number;
  requirement: RewardRequirement;
}

/** The rewards a user can claim, in the catalogue's order. */
export const REWARDS: readonly RewardInfo[] = [
  {
    id: 'welcome',
    title: 'Welcome to the dojo',
    description: 'Create your account.',
    coins: 25,
    requirement: 'none',
  },
  {
    id: 'first-pack',
    title: 'Pack maker',
    description: 'Publish your first game pack.',
    coins: 50,
    requirement: 'published-pack',
  },
  {
    id: 'share-pack',
    title: 'Crowd pleaser',
    description: 'Someone else likes one of your published packs.',
    coins: 30,
    requirement: 'pack-liked',
  },
  {
    id: 'joined-through-friend',
    title: 'Joined through a friend',
    description: "Sign up through a friend's invite link.",
    coins: 30,
    requirement: 'referred',
  },
  {
    id: 'fan',
    title: 'Fan',
    description: 'Like a pack, or give a game a thumbs up.',
    coins: 10,
    requirement: 'liked-game',
  },
  {
    id: 'feedback',
    title: 'Critic',
    description: 'Rate a game with the thumbs under it while signed in.',
    coins: 10,
    requirement: 'feedback',
  },
];

/** Rewards the catalogue once offered that the server no longer pays; named in old histories. */
const RETIRED_REWARD_TITLES: Readonly<Record<string, RewardKey>> = {
  newsletter: 'account.reward.newsletter.title',
  'follow-social': 'account.reward.follow-social.title',
};

/** Each reward's words in the app's languages (REWARDS keeps the server's English). */
const REWARD_TEXT: Readonly<Record<string, { title: RewardKey; description: RewardKey }>> = {
  welcome: {
    title: 'account.reward.welcome.title',
    description: 'account.reward.welcome.description',
  },
  'first-pack': {
    title: 'account.reward.first-pack.title',
    description: 'account.reward.first-pack.description',
  },
  'share-pack': {
    title: 'account.reward.share-pack.title',
    description: 'account.reward.share-pack.description',
  },
  'joined-through-friend': {
    title: 'account.reward.joined-through-friend.title',
    description: 'account.reward.joined-through-friend.description',
  },
  fan: { title: 'account.reward.fan.title', description: 'account.reward.fan.description' },
  feedback: {
    title: 'account.reward.feedback.title',
    description: 'account.reward.feedback.description',
  },
};

/** A reward's name in the language the app is showing; its id for one the app does not know. */
export function rewardTitle(id: string): string {
  const key = REWARD_TEXT[id]?.title ?? RETIRED_REWARD_TITLES[id];
  return key ? t(key) : (REWARDS.find((r) => r.id === id)?.title ?? id);
}

/** What earns a reward, in the language the app is showing. */
export function rewardDescription(reward: RewardInfo): string {
  const key = REWARD_TEXT[reward.id]?.description;
  return key ? t(key) : reward.description;
}

export interface PackUnlockInfo {
  /** `${game}/${packId}`, as public.pack_unlock_prices keys it */
  key: string;
  gameName: string;
  packName: string;
  price: number;
}

/** Premium built-in packs coins can unlock for good (public.pack_unlock_prices). */
export const PACK_UNLOCKS: readonly PackUnlockInfo[] = [
  {
    key: 'never-have-i-ever/travel-tales',
    gameName: 'Never have I ever',
    packName: 'Travel Tales',
    price: 75,
  },
  {
    key: 'truth-or-dare/throwback',
    gameName: 'Truth or dare',
    packName: 'Throwback Night',
    price: 75,
  },
  {
    key: 'most-likely-to/office-party',
    gameName: 'Most likely to',
    packName: 'Office Party',
    price: 75,
  },
  { key: 'charades/office', gameName: 'Charades', packName: 'Office chaos', price: 75 },
  { key: 'category/brain-burners', gameName: 'Category', packName: 'Brain Burners', price: 75 },
];

/** A coin history line in plain words: what the coins were for. */
export function describeCoinReason(reason: string): string {
  const [kind, ...rest] = reason.split(':');
  const detail = rest.join(':');
  if (kind === 'reward') {
    return t('account.coin.reward', { title: rewardTitle(detail ?? '') });
  }
  if (kind === 'referral') return t('account.coin.referral');
  if (kind === 'spend' && rest[0] === 'unlock') {
    const key = rest.slice(1).join(':');
    const pack = PACK_UNLOCKS.find((p) => p.key === key);
    return pack
      ? t('account.coin.unlocked', { pack: pack.packName, game: pack.gameName })
      : t('account.coin.unlockedPack');
  }
  if (kind === 'spend')
    return detail ? t('account.coin.spentOn', { detail }) : t('account.coin.spent');
  if (reason === 'grant') return t('account.coin.grant');
  return reason;
}

/** Where one reward stands for this account on this device. */
export type RewardState =
  /** paid by the server (in the profile's claimed list) */
  | { kind: 'earned' }
  /** a claim tapped on an older version of the app, still waiting to be sent */
  | { kind: 'pending' }
  /** not paid: the profile says what earns it */
  | { kind: 'locked' };

interface OpLike {
  id: string;
  type: string;
  payload: unknown;
}

function rewardIdOf(op: OpLike): string | null {
  if (op.type !== 'reward.claim') return null;
  const id = (op.payload as { rewardId?: unknown } | null)?.rewardId;
  return typeof id === 'string' ? id : null;
}

/**
 * Each reward's state from the server's claimed list and this account's waiting claims (outbox).
 * Rewards are paid by the server as soon as they are earned (earned-rewards.ts), so there is no
 * "open" state to tap: a reward is earned, or locked with what earns it.
 */
export function rewardStates(
  claimed: readonly string[],
  outbox: readonly OpLike[],
): Map<string, RewardState> {
  const states = new Map<string, RewardState>();
  for (const reward of REWARDS) {
    if (claimed.includes(reward.id)) states.set(reward.id, { kind: 'earned' });
    else if (outbox.some((op) => rewardIdOf(op) === reward.id)) {
      states.set(reward.id, { kind: 'pending' });
    } else states.set(reward.id, { kind: 'locked' });
  }
  return states;
}
