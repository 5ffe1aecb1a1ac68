import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useActiveUserId } from '../../db';
import { useOnline } from '../../lib/online';
import { EmailOptOutSetting } from '../contact';
import { ProfilePremiumSection } from '../premium';
import {
  backendClient,
  hasBackend,
  useCoinBalance,
  useServerProfile,
  useSyncSummary,
  useSyncUi,
} from '../sync';
import { DeleteAccountSection } from './delete-account-section';
import { checkUsername, referralLink, USERNAME_MAX } from './profile-form';
import { PackShop, RewardsSection } from './profile-rewards';
import { inviterKv, refreshInviter } from './referral';
import { describeCoinReason } from './rewards';
import { saveUsername, useCoinHistory, usePackNames, useWaitingOps } from './state';
import './account.css';

function longDate(at: string | number): string {
  return new Date(at).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** Empty while the device's sync state is still being read, so it never claims "not synced" early. */
function lastSyncedText(summary: { lastSyncAt: number | null } | undefined): string {
  if (!summary) return '';
  const at = summary.lastSyncAt;
  if (!at) return 'Not synced on this device yet.';
  return `Last synced ${new Date(at).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })}.`;
}

function GameLinks({ ids, empty, testId }: { ids: string[]; empty: string; testId: string }) {
  const names = usePackNames(ids);
  if (ids.length === 0) return <p className="profile-empty">{empty}</p>;
  return (
    <ul className="profile-list" data-testid={testId}>
      {ids.map((id) => (
        <li key={id}>
          <Link to="/game/$slug" params={{ slug: id }}>
            {names?.get(id) ?? 'A pack not opened on this device yet'}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function UsernameEditor({ current, userId }: { current: string; userId: string }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkUsername(value);
    if ('error' in checked) return setError(checked.error);
    setError(null);
    if (checked.username === current) return setEditing(false);
    try {
      await saveUsername(userId, checked.username);
      setEditing(false);
      setSaved(true);
    } catch (cause) {
      console.error('[profile]', cause);
      setError('Your username could not be saved on this device. Try again.');
    }
  }

  if (!editing) {
    return (
      <div className="profile-name">
        <h1 data-testid="profile-username">{current}</h1>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          onClick={() => {
            setValue(current);
            setSaved(false);
            setEditing(true);
          }}
        >
          Change username
        </button>
        {saved && (
          <p className="profile-note" role="status">
            Saved. It reaches your account when this device next syncs.
          </p>
        )}
      </div>
    );
  }
  return (
    <form className="auth-form profile-name-form" onSubmit={(e) => void save(e)} noValidate>
      <div className="auth-field">
        <label htmlFor={`${id}-name`}>Username</label>
        <input
          id={`${id}-name`}
          name="username"
          value={value}
          maxLength={USERNAME_MAX * 2}
          autoComplete="nickname"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className="auth-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="profile-actions">
        <button type="submit" className="btn btn-primary">
          Save
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setEditing(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function ReferralShare({ userId }: { userId: string }) {
  const link = referralLink(location.origin, userId);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 4000);
    return () => clearTimeout(timer);
  }, [copied]);
  const canShare = typeof navigator.share === 'function';
  return (
    <div className="profile-referral">
      <input
        className="profile-link"
        readOnly
        value={link}
        aria-label="Your invite link"
        data-testid="profile-referral-link"
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="profile-actions">
        <button
          type="button"
          className="btn btn-small btn-primary"
          onClick={() =>
            void navigator.clipboard
              .writeText(link)
              .then(() => setCopied('yes'))
              .catch(() => setCopied('failed'))
          }
        >
          Copy link
        </button>
        {canShare && (
          <button
            type="button"
            className="btn btn-small"
            onClick={() =>
              void navigator
                .share({ title: 'Party Dojo', text: 'Join me on Party Dojo', url: link })
                .catch(() => undefined)
            }
          >
            Share
          </button>
        )}
      </div>
      {copied && (
        <p className="profile-note" role="status">
          {copied === 'yes'
            ? 'Link copied.'
            : 'This browser would not copy it: press and hold the link to copy it.'}
        </p>
      )}
    </div>
  );
}

function SignedOutProfile() {
  return (
    <section className="auth-page profile-page" data-testid="profile-signed-out">
      <h1>Your profile</h1>
      <p className="lead">
        Sign in to have a profile: dojo coins and rewards, the packs you make and like on every
        device, and a link to invite friends. Every game works without one.
      </p>
      {hasBackend() ? (
        <div className="profile-actions">
          <Link to="/sign-in" search={{ redirect: '/profile' }} className="btn btn-primary">
            Sign in
          </Link>
          <Link to="/sign-up" className="btn">
            Create an account
          </Link>
        </div>
      ) : (
        <p>This copy of Party Dojo has no server, so everything stays on this device.</p>
      )}
    </section>
  );
}

/** "You joined through Sam's invite", from the server when online, from the device offline. */
function InvitedBy({ userId }: { userId: string }) {
  const online = useOnline();
  const inviter = inviterKv.use();
  // How many invites of this account still wait to be sent: asked again once one has gone.
  const waiting = useWaitingOps(userId, 'referral.record')?.length;
  useEffect(() => {
    if (!online) return;
    let live = true;
    void backendClient().then(async (client) => {
      if (client && live) await refreshInviter(client, userId);
    });
    return () => {
      live = false;
    };
  }, [online, userId, waiting]);
  if (!inviter || inviter.userId !== userId) return null;
  return (
    <p data-testid="profile-invited-by">You joined through {inviter.username}&rsquo;s invite.</p>
  );
}

function DeletedNotice() {
  return (
    <section className="auth-page profile-page" data-testid="profile-deleted">
      <h1>Your account is deleted</h1>
      <p className="lead" role="status">
        Your account and everything it held are gone from our server and from this device. Your
        published packs are no longer shared.
      </p>
      <p>Every game still works here without an account.</p>
      <div className="profile-actions">
        <Link to="/" className="btn btn-primary">
          Back to the games
        </Link>
      </div>
    </section>
  );
}

export function ProfilePage() {
  const [deleted, setDeleted] = useState(false);
  const userId = useActiveUserId();
  const profile = useServerProfile();
  const balance = useCoinBalance();
  const summary = useSyncSummary();
  const email = useSyncUi((s) => s.email);
  const history = useCoinHistory(userId);

  if (deleted) return <DeletedNotice />;
  if (!userId) return <SignedOutProfile />;
  if (profile === undefined) return <section className="auth-page profile-page" aria-busy />;
  if (profile === null) {
    return (
      <section className="auth-page profile-page" data-testid="profile-never-synced">
        <h1>Your profile</h1>
        {email && <p className="lead">Signed in as {email}.</p>}
        <p>
          This device has not received your profile yet. It arrives with the first sync, which needs
          a connection; after that it opens here offline too.
        </p>
        <p className="profile-note" data-testid="profile-last-sync">
          {lastSyncedText(summary)}
        </p>
      </section>
    );
  }

  return (
    <section className="auth-page profile-page" data-testid="profile-page">
      <UsernameEditor current={profile.username} userId={userId} />
      <p className="lead">
        {email ? `${email} · ` : ''}Member since {longDate(profile.creation_date)}
      </p>
      <p className="profile-note" data-testid="profile-last-sync">
        {lastSyncedText(summary)}
      </p>

      <h2>Dojo coins</h2>
      <p className="profile-coins" data-testid="profile-coins">
        {balance?.shown ?? profile.dojo_coins}
      </p>
      {balance && balance.pending > 0 && (
        <p className="profile-note">
          {balance.pending} {balance.pending === 1 ? 'coin is' : 'coins are'} being spent and wait
          for the server.
        </p>
      )}
      {history && history.length > 0 && (
        <ul className="profile-list profile-history">
          {history.map((entry) => (
            <li key={entry.id}>
              <span>{describeCoinReason(entry.reason)}</span>
              <span>
                {entry.amount > 0 ? `+${entry.amount}` : entry.amount} · {longDate(entry.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}

      <h2>Rewards</h2>
      <RewardsSection userId={userId} claimed={profile.claimed_rewards} />

      <h2>Spend your coins</h2>
      <PackShop
        unlocked={profile.unlocked_packs ?? []}
        balance={balance?.shown ?? profile.dojo_coins}
      />

      <h2>Achievements</h2>
      {profile.achievements.length > 0 ? (
        <ul className="profile-chips" data-testid="profile-achievements">
          {profile.achievements.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      ) : (
        <p className="profile-empty">None yet.</p>
      )}

      <h2>Games you made</h2>
      <GameLinks
        ids={profile.created_games}
        empty="None published yet. Make one in the editor."
        testId="profile-created"
      />

      <h2>Games you like</h2>
      <GameLinks
        ids={profile.liked_games}
        empty="Like a pack to find it here."
        testId="profile-liked"
      />

      <h2>Invite friends</h2>
      <p data-testid="profile-referrals">
        {profile.referred_users === 0
          ? 'Nobody has joined through your link yet.'
          : `${profile.referred_users} ${profile.referred_users === 1 ? 'friend has' : 'friends have'} joined through your link.`}
      </p>
      <InvitedBy userId={userId} />
      <ReferralShare userId={userId} />

      <h2>Premium</h2>
      <ProfilePremiumSection userId={userId} />

      <EmailOptOutSetting />

      <DeleteAccountSection username={profile.username} onDeleted={() => setDeleted(true)} />
    </section>
  );
}
