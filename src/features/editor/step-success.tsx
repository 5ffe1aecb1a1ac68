import { richText } from '../../components/rich-text';
import { useT } from '../../lib/i18n';
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
  const t = useT();
  const row = useSavedPack(session.id);
  const url = `${window.location.origin}/game/${session.id}`;
  if (row === undefined) {
    return (
      <p className="editor-muted" role="status">
        {t('editor.success.opening')}
      </p>
    );
  }
  if (row === null) {
    // Opened by its address before the pack was saved: nothing to share yet, so no link, no QR
    // and no "Saved!", only the way back to the save button.
    return (
      <>
        <h1>{t('editor.success.notSavedTitle')}</h1>
        <div className="editor-card" data-testid="not-saved">
          <p style={{ marginTop: 0 }}>{t('editor.success.notSaved')}</p>
          <Link
            to="/editor/steps/$step"
            params={{ step: 'Step5Review' }}
            search={{ draft: session.id }}
            className="btn btn-primary"
          >
            {t('editor.success.review')}
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <h1>{t('editor.success.title')}</h1>
      <div className="editor-card">
        <p style={{ margin: 0 }}>
          {richText(t('editor.success.saved', { name: '{name}' }), {
            name: <strong>{row.pack.metadata.name || t('editor.wizard.yourPack')}</strong>,
          })}{' '}
          <PublishBadge row={row} />
        </p>
        <p className="editor-muted" style={{ marginBottom: 0 }}>
          <Link to="/game/$slug" params={{ slug: session.id }}>
            {t('editor.success.openPage')}
          </Link>
        </p>
      </div>
      <section className="editor-card" aria-label={t('editor.share')}>
        {row.publish !== 'published' && (
          <p className="editor-muted" data-testid="share-note">
            {t('editor.share.note')}
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
          {t('editor.success.video')}
        </button>
        <Link
          to="/editor/steps/$step"
          params={{ step: 'Step4Prompts' }}
          search={{ draft: session.id }}
          className="btn btn-ghost"
        >
          {t('editor.success.editPrompts')}
        </Link>
      </div>
      {state.videoOpen && <ExplainerModal onClose={() => wizard.toggleVideo()} />}
    </>
  );
}
