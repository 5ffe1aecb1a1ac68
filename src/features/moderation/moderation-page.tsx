import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { richText } from '../../components/rich-text';
import { useActiveUserId } from '../../db';
import { currentLang, useT, type MessageKey } from '../../lib/i18n';
import {
  decide,
  loadQueue,
  reasonLabel,
  type ModerationAction,
  type ModerationQueue,
  type QueuePack,
  type QueueResult,
} from './queue';
import './moderation.css';

function when(at: string): string {
  return new Date(at).toLocaleString(currentLang() === 'da' ? 'da-DK' : 'en', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

const ACTION_WORDS = {
  restore: 'moderation.log.restore',
  remove: 'moderation.log.remove',
  ban: 'moderation.log.ban',
} as const satisfies Record<ModerationAction, MessageKey>;

/**
 * /moderation: the moderators' queue. Anyone else gets the app's 404 page (`NotFound`, from the
 * route), or a sign-in prompt when signed out.
 */
export function ModerationPage({ NotFound }: { NotFound: ComponentType }) {
  const userId = useActiveUserId();
  // A new account signed in: its own load, never the previous account's queue.
  return <ModerationView key={userId ?? 'signed-out'} NotFound={NotFound} />;
}

function ModerationView({ NotFound }: { NotFound: ComponentType }) {
  const t = useT();
  const [result, setResult] = useState<QueueResult | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);

  const reload = useCallback(async () => {
    setResult(await loadQueue());
  }, []);

  useEffect(() => {
    let live = true;
    void loadQueue().then((loaded) => {
      if (live) setResult(loaded);
    });
    return () => {
      live = false;
    };
  }, []);

  if (result === null) {
    return (
      <section className="moderation-page" aria-busy="true">
        <h1>{t('moderation.title')}</h1>
        <p className="lead">{t('moderation.loading')}</p>
      </section>
    );
  }
  if (result.kind === 'not-moderator') return <NotFound />;
  if (result.kind === 'signed-out') {
    return (
      <section className="moderation-page" data-testid="moderation-signed-out">
        <h1>{t('moderation.signInTitle')}</h1>
        <p className="lead">{t('moderation.signInText')}</p>
        <Link to="/sign-in" search={{ redirect: '/moderation' }} className="btn btn-primary">
          {t('moderation.signIn')}
        </Link>
      </section>
    );
  }
  if (result.kind === 'no-server') {
    return (
      <section className="moderation-page">
        <h1>{t('moderation.title')}</h1>
        <p className="lead">{t('moderation.noServer')}</p>
      </section>
    );
  }
  if (result.kind === 'failed') {
    return (
      <section className="moderation-page">
        <h1>{t('moderation.title')}</h1>
        <p className="moderation-error" role="alert">
          {result.message}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => void reload()}>
          {t('moderation.tryAgain')}
        </button>
      </section>
    );
  }
  return (
    <Queue
      queue={result.queue}
      status={status}
      onDecided={async (outcome) => {
        setStatus(outcome);
        if (outcome.ok) await reload();
      }}
    />
  );
}

function Queue({
  queue,
  status,
  onDecided,
}: {
  queue: ModerationQueue;
  status: { ok: boolean; message: string } | null;
  onDecided: (outcome: { ok: boolean; message: string }) => Promise<void>;
}) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = queue.packs.length;
  return (
    <section className="moderation-page" data-testid="moderation-queue">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('moderation.title')}
      </h1>
      <p className="lead">
        {richText(
          t('moderation.lead', {
            restore: '{restore}',
            keep: '{keep}',
            remove: '{remove}',
            ban: '{ban}',
          }),
          {
            restore: <strong>{t('moderation.restore')}</strong>,
            keep: <strong>{t('moderation.keep')}</strong>,
            remove: <strong>{t('moderation.remove')}</strong>,
            ban: <strong>{t('moderation.ban')}</strong>,
          },
        )}
      </p>
      <p
        className={status && !status.ok ? 'moderation-error' : 'moderation-status'}
        role={status && !status.ok ? 'alert' : 'status'}
        data-testid="moderation-status"
      >
        {status?.message ?? ''}
      </p>
      <h2 className="moderation-count">
        {count === 0 ? t('moderation.nothingWaiting') : t('moderation.waiting', { count })}
      </h2>
      {count === 0 && <p>{t('moderation.empty')}</p>}
      <ul className="moderation-list">
        {queue.packs.map((pack) => (
          <li key={pack.packId}>
            <PackCard
              pack={pack}
              onDecided={async (outcome) => {
                await onDecided(outcome);
                headingRef.current?.focus();
              }}
            />
          </li>
        ))}
      </ul>
      <h2>{t('moderation.decisions')}</h2>
      {queue.log.length === 0 ? (
        <p>{t('moderation.noDecisions')}</p>
      ) : (
        <ol className="moderation-log" data-testid="moderation-log">
          {queue.log.map((entry, i) => (
            <li key={`${entry.at}-${i}`}>
              <time dateTime={entry.at}>{when(entry.at)}</time>{' '}
              {t(ACTION_WORDS[entry.action], { moderator: entry.moderator, pack: entry.packName })}
              {entry.author ? t('moderation.log.by', { author: entry.author }) : ''}
              {entry.note ? `: ${entry.note}` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function PackCard({
  pack,
  onDecided,
}: {
  pack: QueuePack;
  onDecided: (outcome: { ok: boolean; message: string }) => Promise<void>;
}) {
  const t = useT();
  const noteId = useId();
  const titleId = useId();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState<'remove' | 'ban' | null>(null);
  const [busy, setBusy] = useState(false);
  const counting = pack.reports.filter((r) => r.counts && !r.dismissed).length;

  async function run(action: ModerationAction) {
    setBusy(true);
    const outcome = await decide(pack, action, note);
    setBusy(false);
    setConfirming(null);
    await onDecided(outcome);
  }

  return (
    <article className="moderation-card" aria-labelledby={titleId} data-testid="moderation-pack">
      <header>
        <h3 id={titleId}>
          <Link to="/game/$slug" params={{ slug: pack.packId }}>
            {pack.name}
          </Link>
        </h3>
        <p className="moderation-meta">
          {t('moderation.by', { author: pack.author || t('moderation.unnamedAuthor') })}
          {pack.authorBanned && (
            <span className="moderation-tag">{t('moderation.authorBanned')}</span>
          )}
          {pack.hiddenAt ? (
            <span className="moderation-tag moderation-tag-hidden">
              {t('moderation.hiddenSince', { when: when(pack.hiddenAt) })}
            </span>
          ) : (
            <span className="moderation-tag">{t('moderation.inGallery')}</span>
          )}
        </p>
        <p className="moderation-meta">
          {t('moderation.reports', { count: pack.openReports, trusted: counting })}
        </p>
      </header>
      {pack.reports.length === 0 && <p className="moderation-meta">{t('moderation.noReports')}</p>}
      <ul className="moderation-reports">
        {pack.reports.map((report, i) => (
          <li key={i} className={report.dismissed ? 'moderation-dismissed' : undefined}>
            <strong>{reasonLabel(report.reason)}</strong>
            {report.note ? `: “${report.note}”` : ''}
            <span className="moderation-meta">
              {' '}
              · {report.reporter ?? t('moderation.deletedAccount')} · {when(report.at)}
              {report.counts ? '' : ` · ${t('moderation.didNotCount')}`}
              {report.dismissed ? ` · ${t('moderation.setAside')}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <div className="moderation-note">
        <label htmlFor={noteId}>{t('moderation.note')}</label>
        <input
          id={noteId}
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {confirming ? (
        <div className="moderation-confirm" role="group" aria-label={t('moderation.confirm')}>
          <p>
            {confirming === 'remove'
              ? t('moderation.confirmRemove', { pack: pack.name })
              : t('moderation.confirmBan', {
                  author: pack.author || t('moderation.thisAuthor'),
                })}
          </p>
          <div className="moderation-actions">
            <button
              type="button"
              className="btn btn-danger"
              disabled={busy}
              onClick={() => void run(confirming)}
            >
              {confirming === 'remove' ? t('moderation.yesRemove') : t('moderation.yesBan')}
            </button>
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() => setConfirming(null)}
            >
              {t('moderation.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="moderation-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void run('restore')}
          >
            {pack.hiddenAt ? t('moderation.restore') : t('moderation.keep')}
          </button>
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => setConfirming('remove')}
          >
            {t('moderation.remove')}
          </button>
          {!pack.authorBanned && (
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() => setConfirming('ban')}
            >
              {t('moderation.ban')}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
