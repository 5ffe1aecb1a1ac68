import { useT } from '../../lib/i18n';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import type * as Y from 'yjs';
import { inferPromptKind, type PromptKind } from '../../lib/pack-game';
import {
  applyTextEdit,
  promptId,
  promptText,
  removePrompt,
  setPromptKind,
  type PromptMap,
} from './draft-doc';
import { useYArray, useYMapValue, useYText } from './use-yjs';
import { MESSAGES, PROMPT_MAX_CHARS } from './validate';

// A windowed list: rows have one fixed height, so only the rows in view (plus a few) exist in the
// DOM, whether the pack has 5 prompts or 5,000. Each row subscribes to its own Y.Text.

export const ROW_HEIGHT = 152;
const OVERSCAN = 4;
const MAX_VIEWPORT = 620;

const PromptRow = memo(function PromptRow({
  doc,
  prompt,
  index,
  flagged,
  onEnter,
  truthOrDare,
  placeholder,
}: {
  doc: Y.Doc;
  prompt: PromptMap;
  index: number;
  flagged: boolean;
  onEnter: (index: number) => void;
  truthOrDare: boolean;
  placeholder: string;
}) {
  const t = useT();
  const id = useId();
  const text = promptText(prompt);
  const value = useYText(text);
  const error = flagged && value.trim() === '' ? MESSAGES.promptText : undefined;
  const onChange = useCallback(
    (event: ChangeEvent<HTMLTextAreaElement>) =>
      applyTextEdit(text, event.target.value.slice(0, PROMPT_MAX_CHARS)),
    [text],
  );
  // Enter finishes this prompt and starts the next (people type prompt, Enter, prompt); Shift+Enter
  // is still a line break, and Enter that confirms an IME composition is left alone.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onEnter(index);
  };
  return (
    <li
      className="prompt-row"
      style={{ transform: `translateY(${index * ROW_HEIGHT}px)`, height: ROW_HEIGHT }}
    >
      <div className="prompt-row-head">
        <label htmlFor={id}>{t('editor.prompts.label', { number: index + 1 })}</label>
        {truthOrDare && <KindSwitch prompt={prompt} text={value} index={index} />}
        <button
          type="button"
          className="prompt-remove"
          onClick={() => removePrompt(doc, promptId(prompt))}
        >
          {t('editor.prompts.remove')}
          <span className="visually-hidden">
            {' '}
            {t('editor.prompts.removeWhich', { number: index + 1 })}
          </span>
        </button>
      </div>
      <textarea
        id={id}
        data-prompt-id={promptId(prompt)}
        value={value}
        onChange={onChange}
        onKeyDown={onKeyDown}
        maxLength={PROMPT_MAX_CHARS}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-foot`}
      />
      <div className="field-foot" id={`${id}-foot`}>
        <span className="field-error" role={error ? 'alert' : undefined}>
          {error}
        </span>
        <span className="counter" data-full={value.length >= PROMPT_MAX_CHARS}>
          {value.length}/{PROMPT_MAX_CHARS}
        </span>
      </div>
    </li>
  );
});

/**
 * A truth-or-dare prompt's Truth / Dare switch. Until someone taps it, it shows what the words
 * read as ("Truth:" or a question is a truth), which is also how the pack is saved.
 */
function KindSwitch({ prompt, text, index }: { prompt: PromptMap; text: string; index: number }) {
  const t = useT();
  const marked = useYMapValue(prompt, 'kind');
  const kind: PromptKind = marked === 'truth' || marked === 'dare' ? marked : inferPromptKind(text);
  return (
    <span
      className="kind-switch"
      role="group"
      aria-label={t('editor.prompts.kindGroup', { number: index + 1 })}
    >
      {(['truth', 'dare'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={kind === option}
          onClick={() => setPromptKind(prompt, option)}
        >
          {option === 'truth' ? t('editor.truth') : t('editor.dare')}
        </button>
      ))}
    </span>
  );
}

export function PromptList({
  doc,
  prompts,
  flagged,
  scrollTo,
  onEnter,
  truthOrDare = false,
  placeholder,
}: {
  doc: Y.Doc;
  prompts: Y.Array<PromptMap>;
  /** Indexes that failed validation. */
  flagged: ReadonlySet<number>;
  /** Bring this prompt into view and focus it (changes to `seq` repeat the request). */
  scrollTo: { index: number; seq: number } | null;
  /** Enter (without Shift) in the prompt at this index; keep it stable, rows are memoised. */
  onEnter: (index: number) => void;
  /** The pack is for truth or dare: each row marks its prompt a truth or a dare. */
  truthOrDare?: boolean;
  /** An empty prompt's hint, in the words of the pack's game. */
  placeholder?: string;
}) {
  const t = useT();
  const items = useYArray(prompts);
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const height = Math.min(MAX_VIEWPORT, Math.max(items.length, 1) * ROW_HEIGHT);

  useLayoutEffect(() => {
    if (!scrollTo || !viewport.current) return;
    const el = viewport.current;
    const top = scrollTo.index * ROW_HEIGHT;
    if (top < el.scrollTop || top + ROW_HEIGHT > el.scrollTop + el.clientHeight) {
      el.scrollTop = Math.max(0, top - (el.clientHeight - ROW_HEIGHT) / 2);
      setScrollTop(el.scrollTop);
    }
  }, [scrollTo]);

  useEffect(() => {
    if (!scrollTo) return;
    const target = items[scrollTo.index];
    if (!target) return;
    viewport.current
      ?.querySelector<HTMLTextAreaElement>(`textarea[data-prompt-id="${promptId(target)}"]`)
      ?.focus({ preventScroll: true });
  }, [scrollTo, items]);

  if (items.length === 0) return null;
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(items.length, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);
  const rows = [];
  for (let index = first; index < last; index++) {
    const prompt = items[index];
    if (prompt) {
      rows.push(
        <PromptRow
          key={promptId(prompt)}
          doc={doc}
          prompt={prompt}
          index={index}
          flagged={flagged.has(index)}
          onEnter={onEnter}
          truthOrDare={truthOrDare}
          placeholder={placeholder ?? t('editor.placeholder.never-have-i-ever')}
        />,
      );
    }
  }
  return (
    <div
      className="prompt-viewport"
      ref={viewport}
      style={{ height }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      data-testid="prompt-viewport"
    >
      <ol className="prompt-track" style={{ height: items.length * ROW_HEIGHT }}>
        {rows}
      </ol>
    </div>
  );
}
