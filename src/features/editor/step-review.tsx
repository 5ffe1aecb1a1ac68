import { richText } from '../../components/rich-text';
import { useLang, useT } from '../../lib/i18n';
import { useMemo } from 'react';
import { Icon } from '../../components/icons';
import { packGameTitle, promptKindOf } from '../../lib/pack-game';
import { materialise } from './draft-doc';
import type { DraftSession } from './draft-store';
import { exportPackFile } from './pack-file';
import { DRAFT_TAG, type UserPack } from './pack-format';
import type { Wizard, WizardState } from './wizard';

const PREVIEW = 12;

export function PackSummary({ pack }: { pack: UserPack }) {
  const { metadata } = pack;
  const t = useT();
  const tags = metadata.tags.filter((tag) => tag !== DRAFT_TAG);
  return (
    <div className="editor-card" style={{ display: 'grid', gap: '0.6rem' }}>
      <h2 style={{ margin: 0 }}>{metadata.name || t('editor.untitled')}</h2>
      <p className="game-page-author">
        {t('editor.review.by', { author: metadata.author || t('editor.review.nobody') })}
      </p>
      {metadata.game && (
        <p data-testid="pack-game">
          {richText(t('editor.review.for', { game: '{game}' }), {
            game: <strong>{packGameTitle(metadata.game)}</strong>,
          })}
        </p>
      )}
      <p className="game-page-description">{metadata.description}</p>
      <div className="badges">
        {metadata.explicit && (
          <span className="badge badge-explicit">{t('editor.badge.explicit')}</span>
        )}
        {metadata.alcohol && (
          <span className="badge badge-alcohol">{t('editor.badge.alcohol')}</span>
        )}
        {tags.map((tag) => (
          <span key={tag} className="badge">
            #{tag}
          </span>
        ))}
      </div>
    </div>
  );
}

/** Step 5: review what will be saved, then save it (or keep it as a draft). */
export function StepReview({
  session,
  wizard,
  state,
}: {
  session: DraftSession;
  wizard: Wizard;
  state: WizardState;
}) {
  const t = useT();
  const lang = useLang();
  const pack = useMemo(() => materialise(session.doc), [session]);
  const total = pack.prompts.length;
  const truthOrDare = pack.metadata.game === 'truth-or-dare';
  const truths = truthOrDare
    ? pack.prompts.filter((prompt) => promptKindOf(prompt) === 'truth').length
    : 0;
  const download = () => {
    const { fileName, text } = exportPackFile(pack);
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <>
      <PackSummary pack={pack} />
      <section className="editor-card" aria-labelledby="review-prompts">
        <h2 id="review-prompts">
          {t('editor.prompts', { count: total, n: total.toLocaleString(lang) })}
        </h2>
        {truthOrDare && (
          <p data-testid="kind-counts">
            {t('editor.truths', { count: truths, n: truths.toLocaleString(lang) })} ·{' '}
            {t('editor.dares', { count: total - truths, n: (total - truths).toLocaleString(lang) })}
          </p>
        )}
        <ol className="review-prompts">
          {pack.prompts.slice(0, PREVIEW).map((prompt, index) => (
            <li key={index}>
              {truthOrDare && (
                <strong>
                  {t('editor.review.kindLabel', {
                    kind: promptKindOf(prompt) === 'truth' ? t('editor.truth') : t('editor.dare'),
                  })}
                </strong>
              )}
              {prompt.text}
            </li>
          ))}
        </ol>
        {pack.prompts.length > PREVIEW && (
          <p className="editor-muted">
            {t('editor.review.more', { n: (total - PREVIEW).toLocaleString(lang) })}
          </p>
        )}
      </section>
      {state.saveError && (
        <p className="alert" role="alert">
          {state.saveError}
        </p>
      )}
      <div className="editor-row">
        <button
          type="button"
          className="btn btn-ghost"
          disabled={state.saving}
          onClick={() => void wizard.save(true)}
        >
          {t('editor.review.saveDraft')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={download}>
          <Icon name="download" size={20} /> {t('editor.review.export')}
        </button>
      </div>
    </>
  );
}
