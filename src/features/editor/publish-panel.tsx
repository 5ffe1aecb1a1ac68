import { richText } from '../../components/rich-text';
import { useT } from '../../lib/i18n';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useActiveUserId } from '../../db';
import { useOnline } from '../../lib/online';
import { HiddenPackNotice } from '../gallery';
import { hasBackend } from '../sync';
import { publishPack, type UserPackRow } from './pack-data';
import type { UserPack } from './pack-format';
import { hasDetailErrors, hasPromptErrors, validateDetails, validatePrompts } from './validate';

/** Publishing, told truthfully: it is queued locally and goes up when the outbox reaches the server. */
export function PublishPanel({
  packId,
  row,
  readPack,
}: {
  packId: string;
  row: UserPackRow | null | undefined;
  readPack: () => UserPack;
}) {
  const t = useT();
  const online = useOnline();
  const userId = useActiveUserId();
  const [problem, setProblem] = useState<string | null>(null);
  const publish = async () => {
    const pack = readPack();
    if (
      hasDetailErrors(validateDetails(pack.metadata)) ||
      hasPromptErrors(validatePrompts(pack.prompts))
    ) {
      setProblem(t('editor.error.publishIncomplete'));
      return;
    }
    setProblem(null);
    try {
      await publishPack(pack);
    } catch (error) {
      setProblem(
        t('editor.error.saveFailed', {
          message: error instanceof Error ? error.message : String(error),
        }),
      );
    }
  };
  const state = row?.publish ?? 'local';
  return (
    <section className="editor-card" aria-labelledby="publish-title">
      <h2 id="publish-title">{t('editor.publish.title')}</h2>
      {state === 'published' && <HiddenPackNotice packId={packId} />}
      {state === 'published' ? (
        <p data-testid="publish-status">
          <span className="status status-published">{t('editor.publish.published')}</span>{' '}
          {richText(t('editor.publish.publishedText', { link: '{link}' }), {
            link: <Link to="/packs">{t('editor.publish.community')}</Link>,
          })}
        </p>
      ) : state === 'publishing' ? (
        <p data-testid="publish-status">
          <span className="status status-publishing">{t('editor.publish.queued')}</span>{' '}
          {online ? t('editor.publish.waiting') : t('editor.publish.offline')}
        </p>
      ) : !hasBackend() ? (
        <p className="editor-muted" data-testid="publish-status">
          {t('editor.publish.noServer')}
        </p>
      ) : !userId ? (
        <>
          <p className="editor-muted" data-testid="publish-status">
            {t('editor.publish.signInFirst')}
          </p>
          <Link
            to="/sign-in"
            search={{ redirect: `/editor/steps/Step6Success?draft=${packId}` }}
            className="btn btn-primary"
          >
            {t('editor.publish.signIn')}
          </Link>
        </>
      ) : (
        <>
          <p className="editor-muted">{t('editor.publish.untilThen')}</p>
          <button type="button" className="btn btn-primary" onClick={() => void publish()}>
            {t('editor.publish.button')}
          </button>
        </>
      )}
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
