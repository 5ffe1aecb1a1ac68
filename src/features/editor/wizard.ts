import { t } from '../../lib/i18n';
import type { UserPack } from './pack-format';
import { STEP_NAMES, type StepName } from './steps';
import {
  hasDetailErrors,
  hasPromptErrors,
  validateDetails,
  validatePrompts,
  validateSave,
  type DetailErrors,
  type PromptErrors,
} from './validate';

// docs/spec/editor.md editor wizard as a pure reducer plus a small controller for the parts that wait
// (saving, the 2-second copy flag). The URL holds the step; the controller reports step changes
// and the page navigates, and a navigation (back button, typed URL) is fed back with `goTo`.

export { STEP_NAMES, type StepName };

export const FIRST_STEP = 1;
/** The wizard proper runs 1 to 6; 7 is the play view (docs/spec/editor.md). */
export const LAST_STEP = 6;
export const PLAY_STEP = 7;
export const DETAILS_STEP = 3;
export const PROMPTS_STEP = 4;
export const SUCCESS_STEP = 6;
/** docs/spec/editor.md: the link-copied flag. */
export const COPY_FLAG_MS = 2000;

/**
 * The steps a person fills in: details, prompts, review. The count and the bar show only these
 * (the same three the "How it works" screen numbers), so the first screen after "Create" does not
 * read "Step 2", and the share screen after the save, where the work is done, shows no count.
 * docs/spec/screens.md's seven step URLs stay as they are.
 */
export const COUNTED_STEPS: readonly number[] = [DETAILS_STEP, PROMPTS_STEP, 5];

/** "Step {current} of {total}" for a counted step, else null (no count, no bar). */
export function stepProgress(step: number): { current: number; total: number } | null {
  const index = COUNTED_STEPS.indexOf(step);
  return index === -1 ? null : { current: index + 1, total: COUNTED_STEPS.length };
}

export function stepName(step: number): StepName {
  return STEP_NAMES[Math.min(Math.max(step, 1), PLAY_STEP) - 1] ?? 'Step1Landing';
}

export function stepNumber(name: string): number | null {
  const index = (STEP_NAMES as readonly string[]).indexOf(name);
  return index === -1 ? null : index + 1;
}

export interface PlayState {
  deck: string[];
  index: number;
  gameEnded: boolean;
}

export interface WizardState {
  step: number;
  detailErrors: DetailErrors;
  promptErrors: PromptErrors;
  play: PlayState;
  copied: boolean;
  videoOpen: boolean;
  saving: boolean;
  saveError: string | null;
}

export type WizardEvent =
  | { type: 'goTo'; step: number }
  | { type: 'next'; pack: UserPack }
  | { type: 'back' }
  | { type: 'reset' }
  | { type: 'saving' }
  | { type: 'saved' }
  | { type: 'saveFailed'; message: string }
  | { type: 'play'; deck: string[] }
  | { type: 'nextPrompt' }
  | { type: 'exit' }
  | { type: 'copied' }
  | { type: 'copyExpired' }
  | { type: 'toggleVideo' };

const noPromptErrors = (): PromptErrors => ({ prompts: new Map() });

export function initialWizardState(step = FIRST_STEP): WizardState {
  return {
    step,
    detailErrors: {},
    promptErrors: noPromptErrors(),
    play: { deck: [], index: 0, gameEnded: false },
    copied: false,
    videoOpen: false,
    saving: false,
    saveError: null,
  };
}

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'goTo':
      return event.step === state.step
        ? state
        : { ...state, step: Math.min(Math.max(event.step, FIRST_STEP), PLAY_STEP) };
    case 'next': {
      if (state.step >= LAST_STEP) return state;
      if (state.step === DETAILS_STEP) {
        const detailErrors = validateDetails(event.pack.metadata);
        if (hasDetailErrors(detailErrors)) return { ...state, detailErrors };
        return { ...state, detailErrors, step: state.step + 1 };
      }
      if (state.step === PROMPTS_STEP) {
        const promptErrors = validatePrompts(event.pack.prompts);
        if (hasPromptErrors(promptErrors)) return { ...state, promptErrors };
        return { ...state, promptErrors, step: state.step + 1 };
      }
      return { ...state, step: state.step + 1 };
    }
    case 'back':
      return { ...state, step: Math.max(FIRST_STEP, state.step - 1) };
    case 'reset':
      return initialWizardState(FIRST_STEP);
    case 'saving':
      return { ...state, saving: true, saveError: null };
    case 'saved':
      return { ...state, saving: false, saveError: null, step: SUCCESS_STEP };
    case 'saveFailed':
      return { ...state, saving: false, saveError: event.message };
    case 'play':
      return { ...state, step: PLAY_STEP, play: { deck: event.deck, index: 0, gameEnded: false } };
    case 'nextPrompt': {
      const { deck, index, gameEnded } = state.play;
      if (gameEnded) return state;
      if (index + 1 < deck.length) return { ...state, play: { ...state.play, index: index + 1 } };
      return { ...state, play: { ...state.play, gameEnded: true } };
    }
    case 'exit':
      return { ...state, step: SUCCESS_STEP };
    case 'copied':
      return { ...state, copied: true };
    case 'copyExpired':
      return { ...state, copied: false };
    case 'toggleVideo':
      return { ...state, videoOpen: !state.videoOpen };
  }
}

/** Fisher–Yates over a copy; `random` is injectable so tests can pin the order. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export function deckOf(pack: UserPack, random?: () => number): string[] {
  return shuffle(
    pack.prompts.map((p) => p.text).filter((text) => text.trim() !== ''),
    random,
  );
}

/** What stops a final (non-draft) save, in docs/spec/editor.md words; drafts may be incomplete. */
export function finalSaveProblems(pack: UserPack): string[] {
  const details = validateDetails(pack.metadata);
  const prompts = validatePrompts(pack.prompts);
  const problems = [details.name, details.description, details.author, prompts.list].filter(
    (message): message is string => message !== undefined,
  );
  if (prompts.prompts.size > 0)
    problems.push(
      t('editor.save.promptsWithoutText', {
        text: t('editor.error.promptText'),
        numbers: [...prompts.prompts.keys()].map((i) => i + 1).join(', '),
      }),
    );
  return problems;
}

export interface WizardDeps {
  /** The pack as it stands now (materialised from the draft). */
  readPack(): UserPack;
  /** Starts a fresh pack (a new draft); the old one stays in "continue editing". */
  freshPack(): void;
  savePack(pack: UserPack, draft: boolean): Promise<void>;
  /** docs/spec/editor.md: a successful save refreshes the file list. */
  refreshFiles(): Promise<void> | void;
  copyText(text: string): Promise<void>;
  onStepChange?(step: number): void;
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface Wizard {
  get(): WizardState;
  subscribe(listener: () => void): () => void;
  goTo(step: number): void;
  next(): void;
  back(): void;
  reset(): void;
  save(draft: boolean): Promise<boolean>;
  play(): void;
  nextPrompt(): void;
  restart(): void;
  exit(): void;
  copyLink(url: string): Promise<void>;
  toggleVideo(): void;
  dispose(): void;
}

export function createWizard(deps: WizardDeps, step = FIRST_STEP): Wizard {
  let state = initialWizardState(step);
  const listeners = new Set<() => void>();
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer =
    deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let copyTimer: unknown = null;

  const dispatch = (event: WizardEvent) => {
    const next = wizardReducer(state, event);
    if (next === state) return;
    const stepChanged = next.step !== state.step;
    state = next;
    for (const listener of listeners) listener();
    if (stepChanged && event.type !== 'goTo') deps.onStepChange?.(next.step);
  };

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    goTo: (target) => dispatch({ type: 'goTo', step: target }),
    next: () => dispatch({ type: 'next', pack: deps.readPack() }),
    back: () => dispatch({ type: 'back' }),
    reset() {
      deps.freshPack();
      dispatch({ type: 'reset' });
      // From step 1, reset does not change the step but the page still shows a fresh pack.
      if (state.step === FIRST_STEP) deps.onStepChange?.(FIRST_STEP);
    },
    async save(draft) {
      const pack = deps.readPack();
      const problem = validateSave(pack);
      if (problem) {
        dispatch({ type: 'saveFailed', message: problem });
        return false;
      }
      if (!draft) {
        // The server refuses a final save that fails docs/spec/editor.md, so say so here instead.
        const problems = finalSaveProblems(pack);
        if (problems.length) {
          dispatch({
            type: 'saveFailed',
            message: t('editor.save.notYet', { problems: problems.join('. ') }),
          });
          return false;
        }
      }
      dispatch({ type: 'saving' });
      try {
        await deps.savePack(pack, draft);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        dispatch({ type: 'saveFailed', message: t('editor.error.saveFailed', { message }) });
        return false;
      }
      dispatch({ type: 'saved' });
      await deps.refreshFiles();
      return true;
    },
    play: () => dispatch({ type: 'play', deck: deckOf(deps.readPack(), deps.random) }),
    nextPrompt: () => dispatch({ type: 'nextPrompt' }),
    restart: () => dispatch({ type: 'play', deck: deckOf(deps.readPack(), deps.random) }),
    exit: () => dispatch({ type: 'exit' }),
    async copyLink(url) {
      await deps.copyText(url);
      if (copyTimer !== null) clearTimer(copyTimer);
      dispatch({ type: 'copied' });
      copyTimer = setTimer(() => {
        copyTimer = null;
        dispatch({ type: 'copyExpired' });
      }, COPY_FLAG_MS);
    },
    toggleVideo: () => dispatch({ type: 'toggleVideo' }),
    dispose() {
      if (copyTimer !== null) clearTimer(copyTimer);
      copyTimer = null;
    },
  };
}
