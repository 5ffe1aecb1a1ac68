import { useT, type MessageKey } from '../../lib/i18n';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { v4 as uuidv4 } from 'uuid';
import './editor.css';
import { draftLang, materialise, prefillAuthor } from './draft-doc';
import { useServerProfile } from '../sync';
import type { DraftSession } from './draft-store';
import { Landing } from './editor-landing';
import { countOwnPlay, latestUntouchedDraftId, savePack } from './pack-data';
import { PlayView } from './play-view';
import { copyToClipboard } from './share-panel';
import { StepPrompts } from './step-prompts';
import { StepReview } from './step-review';
import { StepSetup } from './step-setup';
import { StepSuccess } from './step-success';
import type { StepName } from './steps';
import { useDraftSession } from './use-yjs';
import {
  createWizard,
  LAST_STEP,
  PLAY_STEP,
  stepName,
  stepNumber,
  stepProgress,
  type Wizard,
} from './wizard';

/** /editor/steps/{step}?draft={id}: the URL says which step and which draft. */
export function WizardPage({ step, draftId }: { step: StepName; draftId: string | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    // A step address without a draft opens the untouched one left from before, or starts a
    // fresh pack: visiting it again never piles up empty drafts.
    if (draftId) return;
    let live = true;
    void latestUntouchedDraftId()
      .catch(() => null)
      .then((reuse) => {
        if (!live) return;
        void navigate({
          to: '/editor/steps/$step',
          params: { step },
          search: { draft: reuse ?? uuidv4() },
          replace: true,
        });
      });
    return () => {
      live = false;
    };
  }, [draftId, navigate, step]);
  if (!draftId) return null;
  return <DraftWizard key={draftId} step={step} draftId={draftId} />;
}

function DraftWizard({ step, draftId }: { step: StepName; draftId: string }) {
  const t = useT();
  const { session, error } = useDraftSession(draftId);
  if (error) {
    return (
      <div className="editor">
        <p className="alert" role="alert">
          {t('editor.wizard.openFailed', { error })}
        </p>
      </div>
    );
  }
  if (!session) {
    return (
      <div className="editor">
        <p className="editor-muted" role="status">
          {t('editor.wizard.opening')}
        </p>
      </div>
    );
  }
  return <WizardView session={session} step={step} />;
}

const TITLES = {
  2: 'editor.step.2',
  3: 'editor.step.3',
  4: 'editor.step.4',
  5: 'editor.step.5',
} as const satisfies Record<number, MessageKey>;

function stepTitle(step: number): (typeof TITLES)[keyof typeof TITLES] | undefined {
  return step in TITLES ? TITLES[step as keyof typeof TITLES] : undefined;
}

function WizardView({ session, step }: { session: DraftSession; step: StepName }) {
  const t = useT();
  const navigate = useNavigate();
  // A fresh draft's author is the signed-in username, to keep or change (U19).
  const username = useServerProfile()?.username;
  useEffect(() => {
    if (username) prefillAuthor(session.doc, username);
  }, [session, username]);
  const stepNo = stepNumber(step) ?? 1;
  const [wizard] = useState<Wizard>(() => {
    // Reset picks a new draft id; the navigation that follows carries it.
    let freshId: string | null = null;
    return createWizard(
      {
        readPack: () => materialise(session.doc),
        freshPack: () => {
          freshId = uuidv4();
        },
        savePack: async (pack, draft) => {
          await session.flush();
          await savePack(pack, draft);
        },
        // The saved-pack list is a live query: it refreshes itself when the save commits.
        refreshFiles: () => undefined,
        copyText: copyToClipboard,
        onStepChange: (next) => {
          const draft = freshId ?? session.id;
          freshId = null;
          void navigate({
            to: '/editor/steps/$step',
            params: { step: stepName(next) },
            search: { draft },
          });
        },
      },
      stepNo,
    );
  });
  useEffect(() => () => wizard.dispose(), [wizard]);
  useEffect(() => wizard.goTo(stepNo), [wizard, stepNo]);
  const state = useSyncExternalStore(
    (listener) => wizard.subscribe(listener),
    () => wizard.get(),
  );

  // Opened straight at step 7 (a reload mid-game): deal a fresh deck instead of an empty one.
  const dealt = useRef(false);
  useEffect(() => {
    if (stepNo === PLAY_STEP && !dealt.current && state.play.deck.length === 0) {
      dealt.current = true;
      wizard.play();
    }
  }, [stepNo, state.play.deck.length, wizard]);

  // A3: on every step change (and after Save pack, which moves to step 6) focus goes to the new
  // step's heading, so a keyboard or screen reader user carries on from there, never from <body>.
  // A step opened from the landing page is a step change too, so this runs on the first step shown.
  const view = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let tries = 0;
    const timer = setInterval(() => {
      // Step 6 reads the saved pack before it names itself: wait for its heading a moment.
      const heading = view.current?.querySelector<HTMLElement>('h1');
      if (heading || ++tries > 40) clearInterval(timer);
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
    }, 25);
    return () => clearInterval(timer);
  }, [stepNo]);

  // U19: a Next refused by validation takes the focus to the first field it names, so the
  // keyboard and screen reader user lands on what to fix, not on Next. The errors are new objects
  // only when Next runs the checks, so typing never moves the focus.
  useEffect(() => {
    const invalid = view.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [state.detailErrors, state.promptErrors]);

  const progress = stepProgress(stepNo);
  const title = stepTitle(stepNo);
  if (stepNo === 1) {
    return (
      <div className="editor" ref={view}>
        <Landing onStart={() => wizard.next()} />
      </div>
    );
  }
  if (stepNo === PLAY_STEP) {
    return (
      <div className="editor" ref={view}>
        <PlayView
          title={materialise(session.doc).metadata.name || t('editor.wizard.yourPack')}
          lang={draftLang(session.doc)}
          play={state.play}
          onNext={() => wizard.nextPrompt()}
          onRestart={() => wizard.restart()}
          onExit={() => wizard.exit()}
        />
      </div>
    );
  }

  return (
    <div className="editor" ref={view}>
      {progress && (
        <div className="editor-progress" data-testid="step-progress">
          <span>{t('editor.wizard.progress', progress)}</span>
          <ol aria-hidden="true">
            {Array.from({ length: progress.total }, (_, i) => (
              <li key={i} data-done={i < progress.current} />
            ))}
          </ol>
        </div>
      )}
      {/* Step 6 names itself: "Saved!" only when the pack really is saved. */}
      {title && <h1>{t(title)}</h1>}
      {stepNo === 2 && <StepExplanation />}
      {stepNo === 3 && <StepSetup doc={session.doc} errors={state.detailErrors} />}
      {stepNo === 4 && <StepPrompts doc={session.doc} errors={state.promptErrors} />}
      {stepNo === 5 && <StepReview session={session} wizard={wizard} state={state} />}
      {stepNo === 6 && <StepSuccess session={session} wizard={wizard} state={state} />}
      <nav className="editor-nav" aria-label={t('editor.wizard.nav')}>
        {stepNo < LAST_STEP ? (
          <button type="button" className="btn btn-ghost" onClick={() => wizard.back()}>
            {t('editor.wizard.back')}
          </button>
        ) : (
          <button type="button" className="btn btn-ghost" onClick={() => wizard.reset()}>
            {t('editor.wizard.another')}
          </button>
        )}
        {stepNo < 5 && (
          <button type="button" className="btn btn-primary" onClick={() => wizard.next()}>
            {t('editor.wizard.next')}
          </button>
        )}
        {stepNo === 5 && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={state.saving}
            onClick={() => void wizard.save(false)}
          >
            {state.saving ? t('editor.wizard.saving') : t('editor.wizard.save')}
          </button>
        )}
        {stepNo === 6 && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              // The creator's own play counts, as a play from the pack page does (U18).
              void countOwnPlay(session.id);
              wizard.play();
            }}
          >
            {t('editor.wizard.playNow')}
          </button>
        )}
      </nav>
      {stepNo < LAST_STEP && (
        <p className="editor-muted">
          {t('editor.wizard.autosaved')}{' '}
          <button type="button" className="link-button" onClick={() => wizard.reset()}>
            {t('editor.wizard.startNew')}
          </button>{' '}
          · <Link to="/editor">{t('editor.wizard.allDrafts')}</Link>
        </p>
      )}
    </div>
  );
}

function StepExplanation() {
  const t = useT();
  return (
    <ol className="explain-steps">
      <li>
        <span className="num">1</span>
        <div>
          <h2>{t('editor.explain.nameTitle')}</h2>
          <p>{t('editor.explain.nameText')}</p>
        </div>
      </li>
      <li>
        <span className="num">2</span>
        <div>
          <h2>{t('editor.explain.writeTitle')}</h2>
          <p>{t('editor.explain.writeText')}</p>
        </div>
      </li>
      <li>
        <span className="num">3</span>
        <div>
          <h2>{t('editor.explain.shareTitle')}</h2>
          <p>{t('editor.explain.shareText')}</p>
        </div>
      </li>
    </ol>
  );
}
