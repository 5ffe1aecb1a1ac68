import { t, type MessageKey } from '../../lib/i18n';
import type { MessageArgs } from '../../lib/i18n/catalogue';

/** A message without slots. */
type PlainKey = { [K in MessageKey]: MessageArgs<K> extends [] ? K : never }[MessageKey];

// Why the server refused a change, in the words the person reads (issue 39). The server answers
// in English (docs/spec/messages.md and supabase/README.md spell its reasons, and they stay as
// they are on the wire); the ones a person can meet about referrals, rewards and coins are
// written here in the page's language. Any other reason shows as the server gave it.

const REASONS: Readonly<Record<string, PlainKey>> = {
  'a user cannot refer themselves': 'sync.reason.referSelf',
  'referrer not found': 'sync.reason.referrerMissing',
  'user was already referred': 'sync.reason.alreadyReferred',
  'mutual referrals are not allowed': 'sync.reason.referMutual',
  'referral cycles are not allowed': 'sync.reason.referCycle',
  'a referrer must have signed up before the account they referred': 'sync.reason.referrerNewer',
  'a referral must be recorded within 7 days of signing up': 'sync.reason.referLate',
  'referrer has reached the limit of 5 referrals in 30 days': 'sync.reason.referLimit',
  'Reward already claimed': 'sync.reason.rewardClaimed',
  'Error claiming reward': 'sync.reason.rewardError',
  'Error accessing user document': 'sync.reason.profileRead',
  'Failed to create user document': 'sync.reason.profileCreate',
  'User is not authenticated': 'sync.reason.signedOut',
  'Insufficient dojo coins': 'sync.reason.coins',
};

/** A server's reason for refusing a change, in the page's language when it is one we know. */
export function serverReasonText(reason: string): string {
  const key = REASONS[reason.trim()];
  return key ? t(key) : reason;
}
