import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Icon } from '../../components/icons';
import { useActiveUserId, useStoredQuery } from '../../db';
import { useDocumentHead } from '../../lib/document-head';
import { currentLang, t as message, useT } from '../../lib/i18n';
import './landing.css';
import './editor.css';
import {
  deleteDraftData,
  isUntouchedDraft,
  packExistsLocally,
  useDraftList,
  useSavedPacks,
  type DraftRow,
  type UserPackRow,
} from './pack-data';
import { PublishBadge } from './publish-badge';
import { PublishedPacks } from './published-packs';
import { parsePackFile } from './pack-file';
import type { UserPack } from './pack-format';
import { unmergedPulledDrafts } from './remote-drafts';

// The landing is prerendered (its route paints without data): the hero comes in the HTML, and
// what is stored on this device fills in below it once the database is open. The drafts' Yjs
// code (use-yjs and below) is loaded only to open or merge a draft, never to draw this page.

/** /editor: step 1's landing, plus the drafts to continue and the packs already saved. */
export function EditorLandingPage() {
  const t = useT();
  useDocumentHead(t('editor.landing.title'), t('editor.landing.metaDescription'));
  const navigate = useNavigate();
  const start = () =>
    void navigate({
      to: '/editor/steps/$step',
      params: { step: 'Step2Explanation' },
      search: { draft: uuidv4() },
    });
  return (
    <div className="editor editor-landing">
      <Landing onStart={start} />
    </div>
  );
}

export function Landing({ onStart }: { onStart: () => void }) {
  const t = useT();
  return (
    <>
      <section className="editor-hero">
        <h1>{t('editor.landing.title')}</h1>
        <p className="editor-lead">{t('editor.landing.lead')}</p>
        <StartButton onStart={onStart} />
      </section>
      <StoredSections />
    </>
  );
}

/**
 * "Create a new pack". In a form that opens the first step, so a tap before the page's code has
 * taken over the prerendered HTML is not lost: the browser opens that step, which starts a fresh
 * draft. Once the code runs, the app starts the draft itself.
 */
function StartButton({ onStart }: { onStart: () => void }) {
  const t = useT();
  const router = useRouter();
  const firstStep = router.buildLocation({
    to: '/editor/steps/$step',
    params: { step: 'Step2Explanation' },
  }).href;
  return (
    <form
      className="editor-start"
      method="get"
      action={firstStep}
      onSubmit={(event) => {
        event.preventDefault();
        onStart();
      }}
    >
      <button type="submit" className="btn btn-primary btn-large">
        {t('editor.landing.create')}
      </button>
    </form>
  );
}

/**
 * What is stored on this device, drawn once the database is open and both lists are read, all
 * in one go: a list arriving after the other would push the sections below it down the screen.
 */
function StoredSections() {
  useMergePulledDrafts();
  const drafts = useDraftList();
  const packs = useSavedPacks();
  if (!drafts || !packs) return null;
  // A draft opened and left untouched is not worth continuing.
  const started = drafts.filter((draft) => !isUntouchedDraft(draft));
  return (
    <>
      <DraftList drafts={started} />
      <SavedPacks packs={packs} />
      <ImportPack />
      <PublishedPacks />
    </>
  );
}

/**
 * Drafts started on another device and pulled here become local drafts, listed with the rest.
 * The Yjs code that merges them loads only when there are some.
 */
function useMergePulledDrafts(): void {
  const userId = useActiveUserId();
  const pulled = useStoredQuery(() => unmergedPulledDrafts(userId), [userId]);
  useEffect(() => {
    if (!pulled?.length) return;
    import('./use-yjs').then(
      (yjs) => yjs.mergePulledDrafts(userId, pulled),
      (error: unknown) => console.error('Could not bring in a draft from another device', error),
    );
  }, [pulled, userId]);
}

function timeAgo(iso: string): string {
  const minutes = Math.round((Date.now() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return message('editor.landing.justNow');
  if (minutes < 60) return message('editor.landing.minutesAgo', { count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 24) return message('editor.landing.hoursAgo', { count: hours });
  return new Date(iso).toLocaleDateString(currentLang() === 'da' ? 'da-DK' : 'en');
}

/** "3 prompts", in the page's language. */
function promptCount(count: number): string {
  return message('editor.prompts', { count, n: count.toLocaleString(currentLang()) });
}

function DraftList({ drafts }: { drafts: readonly DraftRow[] }) {
  const t = useT();
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  if (!drafts.length) return null;
  return (
    <section className="editor-card" aria-labelledby="continue-title">
      <h2 id="continue-title">{t('editor.landing.continueTitle')}</h2>
      <ul className="pack-list">
        {drafts.map((draft) => (
          <li key={draft.id} className="pack-item">
            <div className="pack-item-text">
              <div className="pack-item-title">{draft.name || t('editor.untitled')}</div>
              <div className="pack-item-meta">
                {t('editor.landing.edited', {
                  prompts: promptCount(draft.promptCount),
                  when: timeAgo(draft.updatedAt),
                })}
              </div>
            </div>
            <Link
              to="/editor/steps/$step"
              params={{ step: 'Step3Setup' }}
              search={{ draft: draft.id }}
              className="btn btn-small btn-primary"
            >
              {t('editor.landing.continue')}
            </Link>
            <button
              type="button"
              className="prompt-remove"
              aria-label={t('editor.landing.deleteDraft', {
                name: draft.name || t('editor.untitled'),
              })}
              onClick={() => setDeleting(draft)}
            >
              <Icon name="trash" size={20} />
            </button>
          </li>
        ))}
      </ul>
      {deleting && (
        <ConfirmDialog
          title={t('editor.landing.deleteDraftTitle', {
            name: deleting.name || t('editor.untitled'),
          })}
          confirmLabel={t('editor.landing.deleteDraftConfirm')}
          destructive
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting(null);
            void deleteDraftData(deleting.id);
          }}
        >
          <p>{t('editor.landing.deleteGone')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function SavedPacks({ packs }: { packs: readonly UserPackRow[] }) {
  const t = useT();
  if (!packs.length) return null;
  return (
    <section className="editor-card" aria-labelledby="saved-title">
      <h2 id="saved-title">{t('editor.landing.yourPacks')}</h2>
      <ul className="pack-list">
        {packs.map((row) => (
          <li key={row.id} className="pack-item">
            <div className="pack-item-text">
              <div className="pack-item-title">{row.pack.metadata.name || t('editor.unnamed')}</div>
              <div className="pack-item-meta">
                {promptCount(row.pack.prompts.length)} · <PublishBadge row={row} />
              </div>
            </div>
            <Link to="/game/$slug" params={{ slug: row.id }} className="btn btn-small">
              {t('editor.open')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

type ImportState =
  | { kind: 'idle' }
  | { kind: 'errors'; fileName: string; errors: string[] }
  | { kind: 'confirm'; pack: UserPack };

function ImportPack() {
  const t = useT();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<ImportState>({ kind: 'idle' });

  const open = async (pack: UserPack) => {
    // The drafts' Yjs code, loaded only now that there is a draft to open.
    const { acquireDraft, releaseDraft } = await import('./use-yjs');
    await acquireDraft(pack.metadata.id, pack);
    releaseDraft(pack.metadata.id);
    await navigate({
      to: '/editor/steps/$step',
      params: { step: 'Step3Setup' },
      search: { draft: pack.metadata.id },
    });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = parsePackFile(await file.text());
    if (!result.ok) {
      setState({ kind: 'errors', fileName: file.name, errors: result.errors });
      return;
    }
    if (await packExistsLocally(result.pack.metadata.id)) {
      setState({ kind: 'confirm', pack: result.pack });
      return;
    }
    setState({ kind: 'idle' });
    await open(result.pack);
  };

  return (
    <section className="editor-card" aria-labelledby="import-title">
      <h2 id="import-title">{t('editor.import.title')}</h2>
      <p className="editor-muted">{t('editor.import.text')}</p>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className="visually-hidden"
        aria-label={t('editor.import.input')}
        data-testid="import-input"
        onChange={(event) => void onFile(event)}
      />
      <button type="button" className="btn btn-ghost" onClick={() => input.current?.click()}>
        <Icon name="upload" size={20} /> {t('editor.import.choose')}
      </button>
      {state.kind === 'errors' && (
        <div className="alert" role="alert">
          <strong>{t('editor.import.failed', { file: state.fileName })}</strong>
          <ul>
            {state.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
      {state.kind === 'confirm' && (
        <div className="note" role="alertdialog" aria-labelledby="import-confirm">
          <p id="import-confirm">
            {t('editor.import.exists', { name: state.pack.metadata.name || t('editor.untitled') })}
          </p>
          <div className="editor-row">
            <button
              type="button"
              className="btn btn-small btn-primary"
              onClick={() => {
                const { pack } = state;
                setState({ kind: 'idle' });
                void deleteDraftData(pack.metadata.id).then(() => open(pack));
              }}
            >
              {t('editor.import.replace')}
            </button>
            <button
              type="button"
              className="btn btn-small"
              onClick={() => {
                const copy: UserPack = {
                  ...state.pack,
                  metadata: {
                    ...state.pack.metadata,
                    id: uuidv4(),
                    creation_date: new Date().toISOString(),
                  },
                };
                setState({ kind: 'idle' });
                void open(copy);
              }}
            >
              {t('editor.import.copy')}
            </button>
            <button
              type="button"
              className="btn btn-small btn-ghost"
              onClick={() => setState({ kind: 'idle' })}
            >
              {t('editor.cancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
