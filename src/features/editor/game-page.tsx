import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useReducer, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { AddToGame } from './add-to-game';
import { HiddenPackNotice, ReportPackButton } from '../gallery';
import { Icon } from '../../components/icons';
import { adultConfirmedSetting, confirmAdult } from '../games';
import { packGameOf, packGameTitle } from '../../lib/pack-game';
import { ConfirmPackGame } from './confirm-pack-game';
import './editor.css';
import { useActiveUserId } from '../../db';
import { currentLang, useT } from '../../lib/i18n';
import { hasBackend } from '../sync';
import { refreshPackCounts } from './game-data';
import { countPlay, deletePack, toggleLike, useLocalPack, usePackLiked } from './pack-data';
import { DRAFT_TAG } from './pack-format';
import { packLangOf } from '../../../sync';
import { PackLangBadge } from './pack-lang-badge';
import { PlayView } from './play-view';
import { PublishBadge } from './publish-badge';
import { copyToClipboard, SharePanel } from './share-panel';
import { COPY_FLAG_MS, deckOf, initialWizardState, wizardReducer } from './wizard';

/**
 * /game/{id}: a pack's page, from this device first (works offline), with play, like, add to a
 * game and share.
 */
export function GamePage({ packId }: { packId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const local = useLocalPack(packId);
  const liked = usePackLiked(packId);
  const [playing, setPlaying] = useState(false);
  const [play, dispatch] = useReducer(wizardReducer, undefined, () => initialWizardState(6));
  const [copied, setCopied] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [askingAge, setAskingAge] = useState(false);
  // A like counts on an account: signed out (with a server to sign in to), Like asks for that
  // instead of counting on this device alone, where the gallery would never see it (U18).
  const userId = useActiveUserId();
  const [likeNeedsAccount, setLikeNeedsAccount] = useState(false);
  useEffect(() => {
    refreshPackCounts(packId).catch((error: unknown) =>
      console.warn('The pack’s like and play counts could not be read', error),
    );
  }, [packId]);
  const playButton = useRef<HTMLButtonElement>(null);
  const copyTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (copyTimer.current && clearTimeout(copyTimer.current)), []);

  if (local === undefined) return <div className="editor" />;
  if (local === null) {
    return (
      <div className="editor">
        <p className="alert">{t('editor.page.gone')}</p>
      </div>
    );
  }
  const { pack } = local;
  const { metadata } = pack;
  const title = metadata.name || t('editor.unnamed');
  const lang = currentLang();
  const url = `${window.location.origin}/game/${packId}`;
  const start = () => {
    setAskingAge(false);
    void countPlay(packId);
    dispatch({ type: 'play', deck: deckOf(pack) });
    setPlaying(true);
    window.scrollTo(0, 0);
  };
  const copy = async (link: string) => {
    await copyToClipboard(link);
    setCopied(true);
    if (copyTimer.current) clearTimeout(copyTimer.current);
    copyTimer.current = setTimeout(() => setCopied(false), COPY_FLAG_MS);
  };

  if (playing) {
    return (
      <div className="editor">
        <PlayView
          title={title}
          play={play.play}
          onNext={() => dispatch({ type: 'nextPrompt' })}
          onRestart={() => dispatch({ type: 'play', deck: deckOf(pack) })}
          onExit={() => setPlaying(false)}
          exitLabel={t('editor.page.backToPack')}
          lang={packLangOf(metadata)}
        />
      </div>
    );
  }

  const tags = metadata.tags.filter((tag) => tag !== DRAFT_TAG);
  const packGame = packGameOf(pack);
  return (
    <div className="editor">
      <header className="game-page-head">
        <h1>{title}</h1>
        <p className="game-page-author">
          {t('editor.review.by', { author: metadata.author || t('editor.page.someone') })}
        </p>
        <div className="badges">
          {metadata.explicit && (
            <span className="badge badge-explicit">{t('editor.badge.explicit')}</span>
          )}
          {metadata.alcohol && (
            <span className="badge badge-alcohol">{t('editor.badge.alcohol')}</span>
          )}
          <PackLangBadge metadata={metadata} />
          {local.own && local.publish && (
            <PublishBadge row={{ draft: local.draft, publish: local.publish }} />
          )}
        </div>
      </header>
      {metadata.description && <p className="game-page-description">{metadata.description}</p>}
      {tags.length > 0 && (
        <ul className="tags" aria-label={t('editor.setup.tags')}>
          {tags.map((tag) => (
            <li key={tag} className="tag">
              #{tag}
            </li>
          ))}
        </ul>
      )}
      {local.own && !metadata.game && pack.prompts.length > 0 && (
        <ConfirmPackGame packId={packId} guess={packGame} />
      )}
      <dl className="facts">
        {packGame && (
          <div>
            <dt>{t('editor.page.game')}</dt>
            <dd data-testid="pack-game">{packGameTitle(packGame)}</dd>
          </div>
        )}
        <div>
          <dt>{t('editor.page.prompts')}</dt>
          <dd data-testid="prompt-total">{pack.prompts.length.toLocaleString(lang)}</dd>
        </div>
        <div>
          <dt>{t('editor.page.likes')}</dt>
          <dd data-testid="likes">{pack.likes.toLocaleString(lang)}</dd>
        </div>
        <div>
          <dt>{t('editor.page.plays')}</dt>
          <dd data-testid="plays">{pack.plays.toLocaleString(lang)}</dd>
        </div>
      </dl>
      <div className="play-actions">
        <button
          type="button"
          ref={playButton}
          className="btn btn-primary btn-large"
          onClick={() => {
            // 18+ follows the games' rule (G8): a shared link deals nothing 18+ until the device
            // says everyone is 18 or older. Read at the tap, so a device that said so plays at once.
            if (!metadata.explicit) return start();
            void adultConfirmedSetting
              .read()
              .then((confirmed) => (confirmed ? start() : setAskingAge(true)));
          }}
          disabled={pack.prompts.length === 0}
        >
          <Icon name="play" size={20} /> {t('editor.page.play')}
        </button>
        <button
          type="button"
          className="btn btn-large like-btn"
          aria-pressed={liked}
          onClick={() => {
            if (!liked && !userId && hasBackend()) return setLikeNeedsAccount(true);
            void toggleLike(packId);
          }}
        >
          <Icon name="heart" size={20} /> {liked ? t('editor.page.liked') : t('editor.page.like')}
        </button>
      </div>
      {likeNeedsAccount && !userId && (
        <p className="hint" role="status" data-testid="like-sign-in">
          {t('editor.page.likesCount')}{' '}
          <Link to="/sign-in" search={{ redirect: `/game/${packId}` }}>
            {t('editor.page.signInToLike')}
          </Link>
        </p>
      )}
      {askingAge && (
        <div className="add-to-game-age" role="alertdialog" aria-labelledby="play-age-title">
          <h2 id="play-age-title">{t('editor.adult.title', { name: title })}</h2>
          <p>{t('editor.adult.play')}</p>
          <div className="editor-row">
            <button
              type="button"
              className="btn btn-primary"
              autoFocus
              onClick={() => void confirmAdult().then(start)}
            >
              {t('editor.adult.confirm')}
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => {
                setAskingAge(false);
                playButton.current?.focus();
              }}
            >
              {t('editor.adult.notNow')}
            </button>
          </div>
        </div>
      )}
      {pack.prompts.some((prompt) => prompt.text.trim() !== '') && (
        <AddToGame
          packId={packId}
          name={title}
          own={local.own}
          liked={liked}
          explicit={metadata.explicit}
          packGame={packGame}
        />
      )}
      <section className="editor-card" aria-label={t('editor.share')}>
        {local.own && local.publish !== 'published' && (
          <p className="editor-muted" data-testid="share-note">
            {t('editor.share.note')}
          </p>
        )}
        <SharePanel
          url={url}
          copied={copied}
          onCopy={(link) => void copy(link).catch(() => undefined)}
        />
      </section>
      {local.own && (
        <div className="editor-row">
          <Link
            to="/editor/steps/$step"
            params={{ step: 'Step3Setup' }}
            search={{ draft: packId }}
            className="btn btn-ghost"
          >
            {t('editor.page.edit')}
          </Link>
          <button type="button" className="btn btn-ghost" onClick={() => setConfirmingDelete(true)}>
            <Icon name="trash" size={20} /> {t('editor.page.delete')}
          </button>
        </div>
      )}
      {local.own ? (
        <HiddenPackNotice packId={packId} />
      ) : (
        <p className="editor-muted">
          <ReportPackButton packId={packId} packName={title} />
        </p>
      )}
      <p className="editor-muted">
        <Link to="/packs">{t('editor.page.morePacks')}</Link>
      </p>
      {confirmingDelete && (
        <ConfirmDialog
          title={t('editor.page.deleteTitle', { name: title })}
          confirmLabel={t('editor.page.delete')}
          destructive
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => {
            setConfirmingDelete(false);
            void deletePack(packId).then(() => navigate({ to: '/editor' }));
          }}
        >
          <p>
            {local.publish === 'published'
              ? t('editor.page.deleteGoneShared')
              : t('editor.page.deleteGone')}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
