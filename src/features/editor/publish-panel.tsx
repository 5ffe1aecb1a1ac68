import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useActiveUserId } from '../../db';
import { useOnline } from '../../lib/online';
import { HiddenPackNotice } from '../gallery';
import { hasBackend } from '../sync';
import { publishPack, type UserPackRow } from './pack-data';
import type { UserPack } from './pack-format';
import { hasDetailErrors, hasPromptErrors, validateDetails, validatePrompts } from './validate';

/** Publishing, told truthfully: it is queued locally and goes up when the outbox reaches the server. */
export function PublishPanel({
  packId,
  row,
  readPack,
}: {
  packId: string;
  row: UserPackRow | null | undefined;
  readPack: () => UserPack;
}) {
  const online = useOnline();
  const userId = useActiveUserId();
  const [problem, setProblem] = useState<string | null>(null);
  const publish = async () => {
    const pack = readPack();
    if (
      hasDetailErrors(validateDetails(pack.metadata)) ||
      hasPromptErrors(validatePrompts(pack.prompts))
    ) {
      setProblem('Finish the pack details and give every prompt some text before publishing.');
      return;
    }
    setProblem(null);
    try {
      await publishPack(pack);
    } catch (error) {
      setProblem(
        `Failed to save the game: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  const state = row?.publish ?? 'local';
  return (
    <section className="editor-card" aria-labelledby="publish-title">
      <h2 id="publish-title">Publish</h2>
      {state === 'published' && <HiddenPackNotice packId={packId} />}
      {state === 'published' ? (
        <p data-testid="publish-status">
          <span className="status status-published">Published</span> Anyone with the link can open
          it, and it is listed in the <Link to="/packs">community packs</Link>.
        </p>
      ) : state === 'publishing' ? (
        <p data-testid="publish-status">
          <span className="status status-publishing">Queued</span>{' '}
          {online
            ? 'Waiting to reach the server. It publishes with your next sync.'
            : "Will publish when you're online"}
        </p>
      ) : !hasBackend() ? (
        <p className="editor-muted" data-testid="publish-status">
          Publishing needs a Party Dojo server, and this copy has none. Your pack stays on this
          device; to give it to a friend, export it as a file from the editor's first page.
        </p>
      ) : !userId ? (
        <>
          <p className="editor-muted" data-testid="publish-status">
            Publishing puts the pack online under your account, so you can update it or take it down
            later. Sign in first: you come straight back here to finish.
          </p>
          <Link
            to="/sign-in"
            search={{ redirect: `/editor/steps/Step6Success?draft=${packId}` }}
            className="btn btn-primary"
          >
            Sign in to publish
          </Link>
        </>
      ) : (
        <>
          <p className="editor-muted">
            Until you publish, the link works on this device only. Publishing puts the pack online
            for anyone with the link.
          </p>
          <button type="button" className="btn btn-primary" onClick={() => void publish()}>
            Publish pack
          </button>
        </>
      )}
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
