import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type * as Y from 'yjs';
import { isPackGame, type PackGame, type PromptKind } from '../../lib/pack-game';
import { addPrompt, appendPrompts, detailsOf, promptsOf } from './draft-doc';
import { PromptList } from './prompt-list';
import { useYArray, useYMapValue } from './use-yjs';
import { MAX_PROMPTS, PROMPT_MAX_CHARS, type PromptErrors } from './validate';

/** An empty prompt's hint, in the words of the pack's game. */
const PLACEHOLDERS: Record<PackGame, string> = {
  'never-have-i-ever': 'Never have I ever…',
  'most-likely-to': 'Who is most likely to…',
  'truth-or-dare': 'What was your worst date? / Sing the chorus of…',
  charades: 'A word, film or song to act out',
  category: 'Things you find in a kitchen',
  'party-stream': 'A card',
};

/** How "Add many" marks the lines of a truth or dare pack. */
type BulkKind = PromptKind | 'words';

/** Step 4: the prompts, windowed so 5,000 of them stay quick to scroll and type into. */
export function StepPrompts({ doc, errors }: { doc: Y.Doc; errors: PromptErrors }) {
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
          {count.toLocaleString('en')} / {MAX_PROMPTS.toLocaleString('en')} prompts
        </span>
        <div className="editor-row">
          <button
            type="button"
            className="btn btn-small btn-ghost"
            onClick={() => setBulk(bulk === null ? '' : null)}
            disabled={full}
          >
            Add many
          </button>
          <button type="button" className="btn btn-small btn-primary" onClick={add} disabled={full}>
            Add prompt
          </button>
        </div>
      </div>
      {bulk !== null && (
        <div className="bulk-add editor-card">
          <label htmlFor="bulk-prompts" className="field-label">
            One prompt per line
          </label>
          <textarea
            id="bulk-prompts"
            value={bulk}
            onChange={(event) => setBulk(event.target.value)}
          />
          {truthOrDare && (
            <fieldset className="bulk-kind">
              <legend className="field-label">Add these as</legend>
              {(
                [
                  ['truth', 'Truths'],
                  ['dare', 'Dares'],
                  ['words', 'Questions as truths, the rest as dares'],
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
              Add these prompts
            </button>
            <button type="button" className="btn btn-small btn-ghost" onClick={() => setBulk(null)}>
              Cancel
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
          <p>No prompts yet. Each prompt is one card in the game.</p>
          <button type="button" className="btn btn-primary" onClick={add}>
            Write the first prompt
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
          placeholder={PLACEHOLDERS[game ?? 'never-have-i-ever']}
        />
      )}
      {full && (
        <p className="editor-muted">
          That is the most one pack can hold ({MAX_PROMPTS.toLocaleString('en')}).
        </p>
      )}
      <p className="editor-muted">
        Each prompt can be up to {PROMPT_MAX_CHARS} characters.
        {truthOrDare && ' Mark each one Truth or Dare: the game deals it as that.'}
      </p>
    </>
  );
}
