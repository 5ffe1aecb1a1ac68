import { useState } from 'react';
import type * as Y from 'yjs';
import { inferPackGame, isPackGame, PACK_GAME_CHOICES, packGameTitle } from '../../lib/pack-game';
import {
  addTag,
  detailsOf,
  promptsOf,
  promptText,
  removeTag,
  setFlag,
  setGame,
  tagsOf,
  textOf,
  type FlagField,
} from './draft-doc';
import { YTextField } from './fields';
import { DRAFT_TAG } from './pack-format';
import { useYArray, useYMapValue } from './use-yjs';
import {
  AUTHOR_MAX_CHARS,
  DESCRIPTION_MAX_CHARS,
  MAX_TAGS,
  NAME_MAX_CHARS,
  TAG_MAX_CHARS,
  type DetailErrors,
} from './validate';

/** Step 3: pack details (docs/spec/editor.md metadata). */
export function StepSetup({ doc, errors }: { doc: Y.Doc; errors: DetailErrors }) {
  return (
    <div className="editor-card" style={{ display: 'grid', gap: '0.9rem' }}>
      <GameChoice doc={doc} error={errors.game} />
      <YTextField
        text={textOf(doc, 'name')}
        label="Game name"
        maxLength={NAME_MAX_CHARS}
        error={errors.name}
        placeholder="Cabin night"
      />
      <YTextField
        text={textOf(doc, 'description')}
        label="Description"
        maxLength={DESCRIPTION_MAX_CHARS}
        multiline
        error={errors.description}
        placeholder="What is this pack for?"
      />
      <YTextField
        text={textOf(doc, 'author')}
        label="Author"
        maxLength={AUTHOR_MAX_CHARS}
        error={errors.author}
        placeholder="Your name"
      />
      <div className="toggles">
        <Flag doc={doc} field="explicit" label="Explicit content (18+)" />
        <Flag doc={doc} field="alcohol" label="Involves alcohol" />
      </div>
      <Tags doc={doc} />
    </div>
  );
}

/**
 * Which game the pack is for, asked first: it decides where the pack can be dealt. A pack made
 * before packs had a game shows what its prompts read like, for its owner to confirm.
 */
function GameChoice({ doc, error }: { doc: Y.Doc; error: string | undefined }) {
  const value = useYMapValue(detailsOf(doc), 'game');
  const game = isPackGame(value) ? value : null;
  const prompts = useYArray(promptsOf(doc));
  const guess = game ? null : inferPackGame(prompts.map((p) => ({ text: promptText(p).toJSON() })));
  const shown = game ? undefined : error;
  return (
    <fieldset className="field game-choice" data-invalid={shown ? true : undefined}>
      <legend className="field-label">Which game is this pack for?</legend>
      {guess && (
        <p className="editor-muted" data-testid="game-guess">
          Its prompts read like {packGameTitle(guess)}. Choose it below to confirm.
        </p>
      )}
      {PACK_GAME_CHOICES.map((choice) => (
        <label key={choice.game} className="game-choice-option">
          <input
            type="radio"
            name="pack-game"
            value={choice.game}
            checked={game === choice.game}
            onChange={() => setGame(doc, choice.game)}
            aria-invalid={shown ? true : undefined}
            aria-describedby="game-choice-foot"
          />
          <span>
            <strong>{choice.label}</strong>
            <span className="editor-muted"> {choice.hint}</span>
          </span>
        </label>
      ))}
      <div className="field-foot" id="game-choice-foot">
        <span className="field-error" role={shown ? 'alert' : undefined}>
          {shown}
        </span>
      </div>
    </fieldset>
  );
}

function Flag({ doc, field, label }: { doc: Y.Doc; field: FlagField; label: string }) {
  const checked = useYMapValue(detailsOf(doc), field) === true;
  return (
    <label className="toggle">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => setFlag(doc, field, event.target.checked)}
      />
      {label}
    </label>
  );
}

function Tags({ doc }: { doc: Y.Doc }) {
  const tags = useYArray(tagsOf(doc)).filter((tag) => tag !== DRAFT_TAG);
  const unique = [...new Set(tags)];
  const [value, setValue] = useState('');
  const add = () => {
    for (const part of value.split(',')) addTag(doc, part.slice(0, TAG_MAX_CHARS));
    setValue('');
  };
  return (
    <div className="field">
      <label htmlFor="tag-input">Tags</label>
      {unique.length > 0 && (
        <ul className="tags" aria-label="Tags">
          {unique.map((tag) => (
            <li key={tag} className="tag">
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => removeTag(doc, tag)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="tag-input">
        <input
          id="tag-input"
          type="text"
          value={value}
          maxLength={TAG_MAX_CHARS * 3}
          placeholder="party, cabin, classics"
          disabled={unique.length >= MAX_TAGS}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="btn btn-small" onClick={add} disabled={!value.trim()}>
          Add tag
        </button>
      </div>
      <span className="editor-muted">
        Up to {MAX_TAGS} tags of {TAG_MAX_CHARS} characters.
      </span>
    </div>
  );
}
