import { useT } from '../../lib/i18n';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { env } from '../../lib/env';
import { useOnline } from '../../lib/online';
import { AdultSwitch } from '../gallery';
import { useAdultConfirmed } from '../games';
import { createStorageClient, listPacksPage, type PackListing } from './pack-storage';

/** Files fetched per page: each listed pack costs one request for its name (docs/spec/editor.md). */
const PAGE_SIZE = 20;

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; packs: PackListing[]; more: boolean; loadingMore: boolean }
  | { kind: 'failed'; message: string };

/**
 * Packs published by everyone (docs/spec/editor.md: the packs/ folder), a page at a time so opening the editor
 * never fetches more than one page of files; the community gallery (/packs) searches them all.
 * Only with a backend and a network; a failed listing is logged and shows as an empty list (docs/spec/messages.md).
 */
export function PublishedPacks() {
  const t = useT();
  const online = useOnline();
  const adultConfirmed = useAdultConfirmed();
  const configured = Boolean(env.supabaseUrl && env.supabaseAnonKey);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const loadPage = (offset: number) =>
    createStorageClient({ url: env.supabaseUrl, anonKey: env.supabaseAnonKey }).then((client) =>
      listPacksPage(client, { limit: PAGE_SIZE, offset }),
    );
  useEffect(() => {
    if (!configured || !online) return;
    let live = true;
    loadPage(0).then(
      (page) =>
        live && setState({ kind: 'ready', packs: page.packs, more: page.more, loadingMore: false }),
      (error: unknown) =>
        live &&
        setState({
          kind: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      live = false;
    };
  }, [configured, online]);
  const showMore = () => {
    if (state.kind !== 'ready') return;
    const shown = state.packs;
    setState({ ...state, loadingMore: true });
    loadPage(shown.length).then(
      (page) =>
        setState({
          kind: 'ready',
          packs: [...shown, ...page.packs],
          more: page.more,
          loadingMore: false,
        }),
      () => setState({ ...state, loadingMore: false }),
    );
  };
  if (!configured || !online) return null;
  // 18+ packs are named only on a device that said everyone is 18 or older, as in the gallery.
  const shown =
    state.kind === 'ready' ? state.packs.filter((pack) => adultConfirmed || !pack.explicit) : [];
  const hidden = state.kind === 'ready' ? state.packs.length - shown.length : 0;
  return (
    <section className="editor-card" aria-labelledby="published-title">
      <h2 id="published-title">{t('editor.published.title')}</h2>
      {state.kind === 'loading' && <p className="editor-muted">{t('editor.loading')}</p>}
      {state.kind === 'failed' && (
        <p className="alert" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'ready' && state.packs.length === 0 && (
        <p className="editor-muted">{t('editor.published.none')}</p>
      )}
      {shown.length > 0 && (
        <ul className="pack-list">
          {shown.map((pack) => (
            <li key={pack.filePath} className="pack-item">
              <div className="pack-item-text">
                <div className="pack-item-title">{pack.packName}</div>
              </div>
              {pack.fileUrl ? (
                <Link to="/game/$slug" params={{ slug: pack.packId }} className="btn btn-small">
                  {t('editor.open')}
                </Link>
              ) : (
                <span className="editor-muted">{t('editor.published.unavailable')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && <AdultSwitch />}
      {state.kind === 'ready' && state.more && (
        <button
          type="button"
          className="btn btn-small"
          disabled={state.loadingMore}
          onClick={showMore}
        >
          {state.loadingMore ? t('editor.loading') : t('editor.published.more')}
        </button>
      )}
      <p className="editor-muted">
        <Link to="/packs">{t('editor.published.all')}</Link>
      </p>
    </section>
  );
}
