import { t } from '../../lib/i18n';

/** The longest username the server accepts (docs/spec/accounts.md profile; the profile.update op checks it). */
export const USERNAME_MAX = 80;

/** A username as typed, trimmed, or the one plain sentence saying what is wrong with it. */
export function checkUsername(raw: string): { username: string } | { error: string } {
  const username = raw.trim();
  if (username.length === 0) return { error: t('account.profile.enterName') };
  // Counted in characters as the server counts them (an emoji is one, not two).
  if ([...username].length > USERNAME_MAX) {
    return { error: t('account.profile.nameTooLong', { max: USERNAME_MAX }) };
  }
  return { username };
}

/** The link that credits this profile when a friend signs up through it (docs/spec/accounts.md). */
export function referralLink(origin: string, userId: string): string {
  // docs/spec/accounts.md: the profile id is the user id cut at the first dot.
  const profileId = userId.split('.')[0] ?? userId;
  return `${origin}/r/${encodeURIComponent(profileId)}`;
}
