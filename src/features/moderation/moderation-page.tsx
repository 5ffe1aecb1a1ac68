import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useActiveUserId } from '../../db';
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
  return new Date(at).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

const ACTION_WORDS: Record<ModerationAction, string> = {
  restore: 'restored',
  remove: 'removed',
  ban: 'banned the author of',
};

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
        <h1>Moderation</h1>
        <p className="lead">Loading the queue…</p>
      </section>
    );
  }
  if (result.kind === 'not-moderator') return <NotFound />;
  if (result.kind === 'signed-out') {
    return (
      <section className="moderation-page" data-testid="moderation-signed-out">
        <h1>Sign in to moderate</h1>
        <p className="lead">This page is for moderators. Sign in with a moderator account.</p>
        <Link to="/sign-in" search={{ redirect: '/moderation' }} className="btn btn-primary">
          Sign in
        </Link>
      </section>
    );
  }
  if (result.kind === 'no-server') {
    return (
      <section className="moderation-page">
        <h1>Moderation</h1>
        <p className="lead">
          This copy of Party Dojo has no server, so there are no community packs to moderate.
        </p>
      </section>
    );
  }
  if (result.kind === 'failed') {
    return (
      <section className="moderation-page">
        <h1>Moderation</h1>
        <p className="moderation-error" role="alert">
          {result.message}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => void reload()}>
          Try again
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = queue.packs.length;
  return (
    <section className="moderation-page" data-testid="moderation-queue">
      <h1 ref={headingRef} tabIndex={-1}>
        Moderation
      </h1>
      <p className="lead">
        Packs hidden by reports, or reported and waiting for a look. <strong>Restore</strong> (
        <strong>Keep</strong> for a pack still shown) puts a pack back in the gallery and sets its
        reports aside. <strong>Remove</strong> takes it off the gallery and its link.{' '}
        <strong>Ban author</strong> hides every pack they published and stops them publishing or
        reporting. Every decision is logged below.
      </p>
      <p
        className={status && !status.ok ? 'moderation-error' : 'moderation-status'}
        role={status && !status.ok ? 'alert' : 'status'}
        data-testid="moderation-status"
      >
        {status?.message ?? ''}
      </p>
      <h2 className="moderation-count">
        {count === 0
          ? 'Nothing waiting'
          : count === 1
            ? '1 pack waiting'
            : `${count} packs waiting`}
      </h2>
      {count === 0 && <p>No pack is hidden or has reports nobody has looked at.</p>}
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
      <h2>Decisions</h2>
      {queue.log.length === 0 ? (
        <p>No decisions yet.</p>
      ) : (
        <ol className="moderation-log" data-testid="moderation-log">
          {queue.log.map((entry, i) => (
            <li key={`${entry.at}-${i}`}>
              <time dateTime={entry.at}>{when(entry.at)}</time> {entry.moderator}{' '}
              {ACTION_WORDS[entry.action]} “{entry.packName}”
              {entry.author ? ` by ${entry.author}` : ''}
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
          by {pack.author || 'an unnamed author'}
          {pack.authorBanned && <span className="moderation-tag">Author banned</span>}
          {pack.hiddenAt ? (
            <span className="moderation-tag moderation-tag-hidden">
              Hidden since {when(pack.hiddenAt)}
            </span>
          ) : (
            <span className="moderation-tag">In the gallery</span>
          )}
        </p>
        <p className="moderation-meta">
          {pack.openReports === 1 ? '1 open report' : `${pack.openReports} open reports`},{' '}
          {counting} from trusted accounts (a confirmed email, a day old)
        </p>
      </header>
      {pack.reports.length === 0 && (
        <p className="moderation-meta">
          No reports: hidden by a moderator (a ban hides every pack).
        </p>
      )}
      <ul className="moderation-reports">
        {pack.reports.map((report, i) => (
          <li key={i} className={report.dismissed ? 'moderation-dismissed' : undefined}>
            <strong>{reasonLabel(report.reason)}</strong>
            {report.note ? `: “${report.note}”` : ''}
            <span className="moderation-meta">
              {' '}
              · {report.reporter ?? 'a deleted account'} · {when(report.at)}
              {report.counts ? '' : ' · new or unconfirmed account, did not count'}
              {report.dismissed ? ' · set aside earlier' : ''}
            </span>
          </li>
        ))}
      </ul>
      <div className="moderation-note">
        <label htmlFor={noteId}>Note for the log (optional)</label>
        <input
          id={noteId}
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {confirming ? (
        <div className="moderation-confirm" role="group" aria-label="Confirm">
          <p>
            {confirming === 'remove'
              ? `Remove “${pack.name}”? It leaves the gallery and its link stops working.`
              : `Ban ${pack.author || 'this author'}? Every pack they published leaves the gallery, and they can no longer publish or report.`}
          </p>
          <div className="moderation-actions">
            <button
              type="button"
              className="btn btn-danger"
              disabled={busy}
              onClick={() => void run(confirming)}
            >
              {confirming === 'remove' ? 'Yes, remove it' : 'Yes, ban the author'}
            </button>
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() => setConfirming(null)}
            >
              Cancel
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
            {pack.hiddenAt ? 'Restore' : 'Keep'}
          </button>
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => setConfirming('remove')}
          >
            Remove
          </button>
          {!pack.authorBanned && (
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() => setConfirming('ban')}
            >
              Ban author
            </button>
          )}
        </div>
      )}
    </article>
  );
}
