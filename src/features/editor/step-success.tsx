import { Link } from '@tanstack/react-router';
import { materialise } from './draft-doc';
import type { DraftSession } from './draft-store';
import { ExplainerModal } from './explainer-video';
import { useSavedPack } from './pack-data';
import { PublishBadge } from './publish-badge';
import { PublishPanel } from './publish-panel';
import { SharePanel } from './share-panel';
import type { Wizard, WizardState } from './wizard';

/** Step 6: finish and share (copy link, QR code, publish, the explainer video). */
export function StepSuccess({
  session,
  wizard,
  state,
}: {
  session: DraftSession;
  wizard: Wizard;
  state: WizardState;
}) {
  const row = useSavedPack(session.id);
  const url = `${window.location.origin}/game/${session.id}`;
  if (row === undefined) {
    return (
      <p className="editor-muted" role="status">
        Opening your pack…
      </p>
    );
  }
  if (row === null) {
    // Opened by its address before the pack was saved: nothing to share yet, so no link, no QR
    // and no "Saved!", only the way back to the save button.
    return (
      <>
        <h1>Not saved yet</h1>
        <div className="editor-card" data-testid="not-saved">
          <p style={{ marginTop: 0 }}>
            This pack is not saved yet, so there is nothing to share. Save it on the review step and
            its link and QR code appear here.
          </p>
          <Link
            to="/editor/steps/$step"
            params={{ step: 'Step5Review' }}
            search={{ draft: session.id }}
            className="btn btn-primary"
          >
            Review and save it
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <h1>Saved! Share it</h1>
      <div className="editor-card">
        <p style={{ margin: 0 }}>
          <strong>{row.pack.metadata.name || 'Your pack'}</strong> is saved on this device{' '}
          <PublishBadge row={row} />
        </p>
        <p className="editor-muted" style={{ marginBottom: 0 }}>
          <Link to="/game/$slug" params={{ slug: session.id }}>
            Open the pack page
          </Link>
        </p>
      </div>
      <section className="editor-card" aria-label="Share">
        {row.publish !== 'published' && (
          <p className="editor-muted" data-testid="share-note">
            This link and QR code open the pack for others once it is published. Until then they
            work on this device only.
          </p>
        )}
        <SharePanel
          url={url}
          title={row.pack.metadata.name}
          copied={state.copied}
          onCopy={(link) => void wizard.copyLink(link).catch(() => undefined)}
        />
      </section>
      <PublishPanel packId={session.id} row={row} readPack={() => materialise(session.doc)} />
      <div className="editor-row">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => wizard.toggleVideo()}
          aria-haspopup="dialog"
        >
          Watch how sharing works
        </button>
        <Link
          to="/editor/steps/$step"
          params={{ step: 'Step4Prompts' }}
          search={{ draft: session.id }}
          className="btn btn-ghost"
        >
          Edit prompts
        </Link>
      </div>
      {state.videoOpen && <ExplainerModal onClose={() => wizard.toggleVideo()} />}
    </>
  );
}
