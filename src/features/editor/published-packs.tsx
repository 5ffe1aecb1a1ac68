import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { env } from '../../lib/env';
import { useOnline } from '../../lib/online';
import { createStorageClient, listPacks, type PackListing } from './pack-storage';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; packs: PackListing[] }
  | { kind: 'failed'; message: string };

/**
 * Packs published by everyone (SPEC §7: the packs/ folder). Only with a backend and a network;
 * a failed listing is logged and shows as an empty list (SPEC §8).
 */
export function PublishedPacks() {
  const online = useOnline();
  const configured = Boolean(env.supabaseUrl && env.supabaseAnonKey);
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    if (!configured || !online) return;
    let live = true;
    createStorageClient({ url: env.supabaseUrl, anonKey: env.supabaseAnonKey })
      .then((client) => listPacks(client))
      .then(
        (packs) => live && setState({ kind: 'ready', packs }),
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
  if (!configured || !online) return null;
  return (
    <section className="editor-card" aria-labelledby="published-title">
      <h2 id="published-title">Published packs</h2>
      {state.kind === 'loading' && <p className="editor-muted">Loading…</p>}
      {state.kind === 'failed' && (
        <p className="alert" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'ready' && state.packs.length === 0 && (
        <p className="editor-muted">No published packs yet.</p>
      )}
      {state.kind === 'ready' && state.packs.length > 0 && (
        <ul className="pack-list">
          {state.packs.map((pack) => (
            <li key={pack.filePath} className="pack-item">
              <div className="pack-item-text">
                <div className="pack-item-title">{pack.packName}</div>
              </div>
              {pack.fileUrl ? (
                <Link to="/game/$slug" params={{ slug: pack.packId }} className="btn btn-small">
                  Open
                </Link>
              ) : (
                <span className="editor-muted">Unavailable</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
