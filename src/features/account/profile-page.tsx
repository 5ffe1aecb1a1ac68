import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { LangChoices } from '../../components/lang-links';
import { useActiveUserId } from '../../db';
import { t as translateNow, useLang, useT, type Lang } from '../../lib/i18n';
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

const LOCALES: Readonly<Record<Lang, string>> = { en: 'en', da: 'da-DK' };

function longDate(at: string | number, lang: Lang): string {
  return new Date(at).toLocaleDateString(LOCALES[lang], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** Empty while the device's sync state is still being read, so it never claims "not synced" early. */
function lastSyncedText(summary: { lastSyncAt: number | null } | undefined, lang: Lang): string {
  if (!summary) return '';
  const at = summary.lastSyncAt;
  if (!at) return translateNow('account.profile.neverSynced');
  const when = new Date(at).toLocaleString(LOCALES[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return translateNow('account.profile.lastSynced', { when });
}

function GameLinks({ ids, empty, testId }: { ids: string[]; empty: string; testId: string }) {
  const names = usePackNames(ids);
  const t = useT();
  if (ids.length === 0) return <p className="profile-empty">{empty}</p>;
  return (
    <ul className="profile-list" data-testid={testId}>
      {ids.map((id) => (
        <li key={id}>
          <Link to="/game/$slug" params={{ slug: id }}>
            {names?.get(id) ?? t('account.profile.unknownPack')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function UsernameEditor({ current, userId }: { current: string; userId: string }) {
  const id = useId();
  const t = useT();
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
      setError(t('account.profile.nameNotSaved'));
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
          {t('account.profile.changeName')}
        </button>
        {saved && (
          <p className="profile-note" role="status">
            {t('account.profile.nameSaved')}
          </p>
        )}
      </div>
    );
  }
  return (
    <form className="auth-form profile-name-form" onSubmit={(e) => void save(e)} noValidate>
      <div className="auth-field">
        <label htmlFor={`${id}-name`}>{t('account.profile.username')}</label>
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
          {t('account.save')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setEditing(false)}>
          {t('account.cancel')}
        </button>
      </div>
    </form>
  );
}

function ReferralShare({ userId }: { userId: string }) {
  const t = useT();
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
        aria-label={t('account.profile.inviteLink')}
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
          {t('account.profile.copyLink')}
        </button>
        {canShare && (
          <button
            type="button"
            className="btn btn-small"
            onClick={() =>
              void navigator
                .share({ title: 'Party Dojo', text: t('account.profile.shareText'), url: link })
                .catch(() => undefined)
            }
          >
            {t('account.profile.share')}
          </button>
        )}
      </div>
      {copied && (
        <p className="profile-note" role="status">
          {copied === 'yes' ? t('account.profile.copied') : t('account.profile.notCopied')}
        </p>
      )}
    </div>
  );
}

function SignedOutProfile() {
  const t = useT();
  return (
    <section className="auth-page profile-page" data-testid="profile-signed-out">
      <h1>{t('account.profile.title')}</h1>
      <p className="lead">{t('account.profile.signedOutLead')}</p>
      {hasBackend() ? (
        <div className="profile-actions">
          <Link to="/sign-in" search={{ redirect: '/profile' }} className="btn btn-primary">
            {t('account.profile.signIn')}
          </Link>
          <Link to="/sign-up" className="btn">
            {t('account.profile.createAccount')}
          </Link>
        </div>
      ) : (
        <p>{t('account.profile.noServer')}</p>
      )}
      <LangChoices />
    </section>
  );
}

/** "You joined through Sam's invite", from the server when online, from the device offline. */
function InvitedBy({ userId }: { userId: string }) {
  const online = useOnline();
  const t = useT();
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
    <p data-testid="profile-invited-by">
      {t('account.profile.invitedBy', { name: inviter.username })}
    </p>
  );
}

function DeletedNotice() {
  const t = useT();
  return (
    <section className="auth-page profile-page" data-testid="profile-deleted">
      <h1>{t('account.profile.deletedTitle')}</h1>
      <p className="lead" role="status">
        {t('account.profile.deletedLead')}
      </p>
      <p>{t('account.profile.deletedBody')}</p>
      <div className="profile-actions">
        <Link to="/" className="btn btn-primary">
          {t('account.backToGames')}
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
  const t = useT();
  const lang = useLang();

  if (deleted) return <DeletedNotice />;
  if (!userId) return <SignedOutProfile />;
  if (profile === undefined) return <section className="auth-page profile-page" aria-busy />;
  if (profile === null) {
    return (
      <section className="auth-page profile-page" data-testid="profile-never-synced">
        <h1>{t('account.profile.title')}</h1>
        {email && <p className="lead">{t('account.profile.signedInAs', { email })}</p>}
        <p>{t('account.profile.waitingBody')}</p>
        <p className="profile-note" data-testid="profile-last-sync">
          {lastSyncedText(summary, lang)}
        </p>
        <LangChoices />
      </section>
    );
  }

  return (
    <section className="auth-page profile-page" data-testid="profile-page">
      <UsernameEditor current={profile.username} userId={userId} />
      <p className="lead">
        {email ? `${email} · ` : ''}
        {t('account.profile.memberSince', { date: longDate(profile.creation_date, lang) })}
      </p>
      <p className="profile-note" data-testid="profile-last-sync">
        {lastSyncedText(summary, lang)}
      </p>

      <LangChoices />

      <h2>{t('account.profile.coins')}</h2>
      <p className="profile-coins" data-testid="profile-coins">
        {(balance?.shown ?? profile.dojo_coins).toLocaleString(LOCALES[lang])}
      </p>
      {balance && balance.pending > 0 && (
        <p className="profile-note">
          {t('account.profile.coinsPending', { count: balance.pending })}
        </p>
      )}
      {history && history.length > 0 && (
        <ul className="profile-list profile-history">
          {history.map((entry) => (
            <li key={entry.id}>
              <span>{describeCoinReason(entry.reason)}</span>
              <span>
                {entry.amount > 0 ? `+${entry.amount}` : entry.amount} ·{' '}
                {longDate(entry.createdAt, lang)}
              </span>
            </li>
          ))}
        </ul>
      )}

      <h2>{t('account.profile.rewards')}</h2>
      <RewardsSection userId={userId} claimed={profile.claimed_rewards} />

      <h2>{t('account.profile.spend')}</h2>
      <PackShop
        unlocked={profile.unlocked_packs ?? []}
        balance={balance?.shown ?? profile.dojo_coins}
      />

      <h2>{t('account.profile.achievements')}</h2>
      {profile.achievements.length > 0 ? (
        <ul className="profile-chips" data-testid="profile-achievements">
          {profile.achievements.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      ) : (
        <p className="profile-empty">{t('account.profile.noneYet')}</p>
      )}

      <h2>{t('account.profile.made')}</h2>
      <GameLinks
        ids={profile.created_games}
        empty={t('account.profile.madeEmpty')}
        testId="profile-created"
      />

      <h2>{t('account.profile.liked')}</h2>
      <GameLinks
        ids={profile.liked_games}
        empty={t('account.profile.likedEmpty')}
        testId="profile-liked"
      />

      <h2>{t('account.profile.invite')}</h2>
      <p data-testid="profile-referrals">
        {profile.referred_users === 0
          ? t('account.profile.nobodyJoined')
          : t('account.profile.joined', { count: profile.referred_users })}
      </p>
      <InvitedBy userId={userId} />
      <ReferralShare userId={userId} />

      <h2>{t('account.profile.premium')}</h2>
      <ProfilePremiumSection userId={userId} />

      <EmailOptOutSetting />

      <DeleteAccountSection username={profile.username} onDeleted={() => setDeleted(true)} />
    </section>
  );
}
