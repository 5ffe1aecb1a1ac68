import { useT } from '../../lib/i18n';
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
  setLang,
  tagsOf,
  textOf,
  type FlagField,
} from './draft-doc';
import { YTextField } from './fields';
import { DRAFT_TAG } from './pack-format';
import { isPackLang, PACK_LANGS } from '../../../sync';
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
  const t = useT();
  return (
    <div className="editor-card" style={{ display: 'grid', gap: '0.9rem' }}>
      <GameChoice doc={doc} error={errors.game} />
      <LangChoice doc={doc} />
      <YTextField
        text={textOf(doc, 'name')}
        label={t('editor.setup.name')}
        maxLength={NAME_MAX_CHARS}
        error={errors.name}
        placeholder={t('editor.setup.namePlaceholder')}
      />
      <YTextField
        text={textOf(doc, 'description')}
        label={t('editor.setup.description')}
        maxLength={DESCRIPTION_MAX_CHARS}
        multiline
        error={errors.description}
        placeholder={t('editor.setup.descriptionPlaceholder')}
      />
      <YTextField
        text={textOf(doc, 'author')}
        label={t('editor.setup.author')}
        maxLength={AUTHOR_MAX_CHARS}
        error={errors.author}
        placeholder={t('editor.setup.authorPlaceholder')}
      />
      <div className="toggles">
        <Flag doc={doc} field="explicit" label={t('editor.setup.explicit')} />
        <Flag doc={doc} field="alcohol" label={t('editor.setup.alcohol')} />
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
  const t = useT();
  const value = useYMapValue(detailsOf(doc), 'game');
  const game = isPackGame(value) ? value : null;
  const prompts = useYArray(promptsOf(doc));
  const guess = game ? null : inferPackGame(prompts.map((p) => ({ text: promptText(p).toJSON() })));
  const shown = game ? undefined : error;
  return (
    <fieldset className="field game-choice" data-invalid={shown ? true : undefined}>
      <legend className="field-label">{t('editor.setup.whichGame')}</legend>
      {guess && (
        <p className="editor-muted" data-testid="game-guess">
          {t('editor.setup.guess', { game: packGameTitle(guess) })}
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

/**
 * The language the prompts are written in: a table playing the pack reads its lead-ins in it. A
 * new pack starts in the page's language (draft-store); a pack from before languages is English.
 */
function LangChoice({ doc }: { doc: Y.Doc }) {
  const t = useT();
  const value = useYMapValue(detailsOf(doc), 'lang');
  const lang = isPackLang(value) ? value : 'en';
  return (
    <fieldset className="field game-choice lang-choice" aria-describedby="lang-choice-foot">
      <legend className="field-label">{t('editor.setup.lang')}</legend>
      <div className="lang-choice-options">
        {PACK_LANGS.map((option) => (
          <label key={option} className="game-choice-option">
            <input
              type="radio"
              name="pack-lang"
              value={option}
              checked={lang === option}
              onChange={() => setLang(doc, option)}
            />
            <span>{t(option === 'da' ? 'editor.lang.da' : 'editor.lang.en')}</span>
          </label>
        ))}
      </div>
      <p className="editor-muted" id="lang-choice-foot">
        {t('editor.setup.langHint')}
      </p>
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
  const t = useT();
  const tags = useYArray(tagsOf(doc)).filter((tag) => tag !== DRAFT_TAG);
  const unique = [...new Set(tags)];
  const [value, setValue] = useState('');
  const add = () => {
    for (const part of value.split(',')) addTag(doc, part.slice(0, TAG_MAX_CHARS));
    setValue('');
  };
  return (
    <div className="field">
      <label htmlFor="tag-input">{t('editor.setup.tags')}</label>
      {unique.length > 0 && (
        <ul className="tags" aria-label={t('editor.setup.tags')}>
          {unique.map((tag) => (
            <li key={tag} className="tag">
              {tag}
              <button
                type="button"
                aria-label={t('editor.setup.removeTag', { tag })}
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
          placeholder={t('editor.setup.tagsPlaceholder')}
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
          {t('editor.setup.addTag')}
        </button>
      </div>
      <span className="editor-muted">
        {t('editor.setup.tagLimits', { max: MAX_TAGS, chars: TAG_MAX_CHARS })}
      </span>
    </div>
  );
}
