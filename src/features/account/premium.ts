import * as v from 'valibot';
import { defineKv, useActiveUserId } from '../../db';

/** The premium fields of the profile (docs/spec/accounts.md) as this device last knew them. */
export interface PremiumState {
  premium: boolean;
  cancelled: boolean;
  /** Unix seconds, or null when there is no end date. */
  premiumEndDate: number | null;
  /** Whose premium this is: another account signed in on this device never inherits it. */
  userId?: string | null;
  /** The plan's price id, when this device saw it bought (the profile names the plan). */
  priceId?: string | null;
}

/** docs/spec/accounts.md "Subscription status (as read from the server)", plus the period end the profile reads. */
export interface SubscriptionStatus {
  isPremium: boolean;
  isCanceled: boolean;
  isPastDue?: boolean;
  message?: string;
  currentPeriodEnd?: number | null;
}

export const NOT_PREMIUM: PremiumState = { premium: false, cancelled: false, premiumEndDate: null };

/** What this device last knew of the profile's premium fields (kv `premium`). */
export const premiumKv = defineKv(
  'premium',
  v.object({
    premium: v.boolean(),
    cancelled: v.boolean(),
    premiumEndDate: v.nullable(v.number()),
    userId: v.optional(v.nullable(v.string())),
    priceId: v.optional(v.nullable(v.string())),
  }),
  NOT_PREMIUM,
);
export const PREMIUM_KEY = premiumKv.key;

function isStatus(value: unknown): value is SubscriptionStatus {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.isPremium === 'boolean' && typeof v.isCanceled === 'boolean';
}

/**
 * docs/spec/accounts.md "Premium": premium follows the server's answer, except that a cancelled subscription
 * whose period has not ended yet stays premium; cancelled is copied; an invalid or missing answer
 * changes nothing.
 */
export function applySubscriptionStatus(
  state: PremiumState,
  answer: unknown,
  nowSeconds: number,
): PremiumState {
  if (!isStatus(answer)) return state;
  const periodEnd =
    typeof answer.currentPeriodEnd === 'number' ? answer.currentPeriodEnd : state.premiumEndDate;
  const stillPaidFor = answer.isCanceled && periodEnd !== null && periodEnd > nowSeconds;
  return {
    ...state,
    premium: answer.isPremium || stillPaidFor,
    cancelled: answer.isCanceled,
    premiumEndDate: periodEnd,
  };
}

/** docs/spec/accounts.md: premium lapses locally once premiumEndDate has passed, with or without a network. */
export function lapseIfEnded(state: PremiumState, nowSeconds: number): PremiumState {
  if (state.premium && state.premiumEndDate !== null && state.premiumEndDate <= nowSeconds) {
    return { ...state, premium: false };
  }
  return state;
}

export async function readPremiumState(): Promise<PremiumState> {
  return premiumKv.read();
}

/**
 * The first step of every navigation (docs/spec/screens.md route middleware): bring the premium flag up to
 * date. Offline it applies the local lapse rule; the server check joins it with the premium issue.
 */
export async function refreshPremiumStatus(now = Date.now()): Promise<PremiumState> {
  const current = await readPremiumState();
  const next = lapseIfEnded(current, Math.floor(now / 1000));
  if (next !== current) await premiumKv.write(next);
  return next;
}

/** The premium state of `userId`: what this device knows of that account, else not premium. */
export function premiumOf(state: PremiumState, userId: string | null): PremiumState {
  if (state.userId === undefined) return state;
  return state.userId !== null && state.userId === userId ? state : NOT_PREMIUM;
}

/** The signed-in account's premium state on this device (offline too). */
export function usePremium(): PremiumState {
  return premiumOf(premiumKv.use(), useActiveUserId());
}
