import { useLang, useT, type MessageKey } from '../../lib/i18n';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type * as Y from 'yjs';
import { isPackGame, type PackGame, type PromptKind } from '../../lib/pack-game';
import { addPrompt, appendPrompts, detailsOf, promptsOf } from './draft-doc';
import { PromptList } from './prompt-list';
import { useYArray, useYMapValue } from './use-yjs';
import { MAX_PROMPTS, PROMPT_MAX_CHARS, type PromptErrors } from './validate';

/** An empty prompt's hint, in the words of the pack's game. */
const PLACEHOLDERS = {
  'never-have-i-ever': 'editor.placeholder.never-have-i-ever',
  'most-likely-to': 'editor.placeholder.most-likely-to',
  'truth-or-dare': 'editor.placeholder.truth-or-dare',
  charades: 'editor.placeholder.charades',
  category: 'editor.placeholder.category',
  'party-stream': 'editor.placeholder.party-stream',
} as const satisfies Record<PackGame, MessageKey>;

/** How "Add many" marks the lines of a truth or dare pack. */
type BulkKind = PromptKind | 'words';

/** Step 4: the prompts, windowed so 5,000 of them stay quick to scroll and type into. */
export function StepPrompts({ doc, errors }: { doc: Y.Doc; errors: PromptErrors }) {
  const t = useT();
  const lang = useLang();
  const prompts = promptsOf(doc);
  const items = useYArray(prompts);
  const count = items.length;
  const [scrollTo, setScrollTo] = useState<{ index: number; seq: number } | null>(null);
  const seq = useRef(0);
  const [bulk, setBulk] = useState<string | null>(null);
  const flagged = useMemo(() => new Set(errors.prompts.keys()), [errors]);
  const gameValue = useYMapValue(detailsOf(doc), 'game');
  const game = isPackGame(gameValue) ? gameValue : null;
  const truthOrDare = game === 'truth-or-dare';
  const [bulkKind, setBulkKind] = useState<BulkKind>('dare');

  // A failed "Next" brings the first prompt that needs text into view.
  useEffect(() => {
    const first = Math.min(...errors.prompts.keys());
    if (Number.isFinite(first)) setScrollTo({ index: first, seq: ++seq.current });
  }, [errors]);

  const add = () => {
    addPrompt(doc);
    setScrollTo({ index: prompts.length - 1, seq: ++seq.current });
  };
  // Enter in a prompt: a new empty prompt right after it, with the cursor in it.
  const addAfter = useCallback(
    (index: number) => {
      if (prompts.length >= MAX_PROMPTS) return;
      addPrompt(doc, '', index + 1);
      setScrollTo({ index: index + 1, seq: ++seq.current });
    },
    [doc, prompts],
  );
  const addMany = () => {
    const lines = (bulk ?? '')
      .split('\n')
      .map((line) => line.trim().slice(0, PROMPT_MAX_CHARS))
      .filter(Boolean)
      .slice(0, MAX_PROMPTS - count);
    appendPrompts(
      doc,
      truthOrDare && bulkKind !== 'words' ? lines.map((text) => ({ text, kind: bulkKind })) : lines,
    );
    setBulk(null);
    if (lines.length) setScrollTo({ index: prompts.length - 1, seq: ++seq.current });
  };
  const full = count >= MAX_PROMPTS;

  return (
    <>
      <div className="prompt-toolbar">
        <span className="prompt-count" data-testid="prompt-count">
          {t('editor.prompts.count', {
            count: count.toLocaleString(lang),
            max: MAX_PROMPTS.toLocaleString(lang),
          })}
        </span>
        <div className="editor-row">
          <button
            type="button"
            className="btn btn-small btn-ghost"
            onClick={() => setBulk(bulk === null ? '' : null)}
            disabled={full}
          >
            {t('editor.prompts.addMany')}
          </button>
          <button type="button" className="btn btn-small btn-primary" onClick={add} disabled={full}>
            {t('editor.prompts.add')}
          </button>
        </div>
      </div>
      {bulk !== null && (
        <div className="bulk-add editor-card">
          <label htmlFor="bulk-prompts" className="field-label">
            {t('editor.prompts.perLine')}
          </label>
          <textarea
            id="bulk-prompts"
            value={bulk}
            onChange={(event) => setBulk(event.target.value)}
          />
          {truthOrDare && (
            <fieldset className="bulk-kind">
              <legend className="field-label">{t('editor.prompts.addAs')}</legend>
              {(
                [
                  ['truth', t('editor.prompts.asTruths')],
                  ['dare', t('editor.prompts.asDares')],
                  ['words', t('editor.prompts.asWords')],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="toggle">
                  <input
                    type="radio"
                    name="bulk-kind"
                    value={value}
                    checked={bulkKind === value}
                    onChange={() => setBulkKind(value)}
                  />
                  {label}
                </label>
              ))}
            </fieldset>
          )}
          <div className="editor-row">
            <button type="button" className="btn btn-small btn-primary" onClick={addMany}>
              {t('editor.prompts.addThese')}
            </button>
            <button type="button" className="btn btn-small btn-ghost" onClick={() => setBulk(null)}>
              {t('editor.cancel')}
            </button>
          </div>
        </div>
      )}
      {errors.list && count === 0 && (
        <p className="list-error" role="alert">
          {errors.list}
        </p>
      )}
      {count === 0 ? (
        <div className="empty-prompts editor-card">
          <p>{t('editor.prompts.none')}</p>
          <button type="button" className="btn btn-primary" onClick={add}>
            {t('editor.prompts.first')}
          </button>
        </div>
      ) : (
        <PromptList
          doc={doc}
          prompts={prompts}
          flagged={flagged}
          scrollTo={scrollTo}
          onEnter={addAfter}
          truthOrDare={truthOrDare}
          placeholder={t(PLACEHOLDERS[game ?? 'never-have-i-ever'])}
        />
      )}
      {full && (
        <p className="editor-muted">
          {t('editor.prompts.full', { max: MAX_PROMPTS.toLocaleString(lang) })}
        </p>
      )}
      <p className="editor-muted">
        {t('editor.prompts.maxChars', { chars: PROMPT_MAX_CHARS })}
        {truthOrDare && t('editor.prompts.markKinds')}
      </p>
    </>
  );
}
