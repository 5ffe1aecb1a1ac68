import { Link } from '@tanstack/react-router';
import { useLang, useT } from '../../lib/i18n';
import { countText, formatDay } from './format';
import { useEffect, useId, useRef, useState } from 'react';
import type { GalleryCardRow } from '../../db';
import { adultConfirmedSetting } from '../games';
import { packGameTitle } from '../../lib/pack-game';
import {
  MAX_TAGS,
  SORT_LABELS,
  SORTS,
  tagKey,
  type AdultChoice,
  type AlcoholChoice,
  type GalleryQuery,
  type LangChoice,
  type PlainKey,
} from './query';
import { ReportPackButton } from './report-button';
import { useGallery, type GalleryView } from './use-gallery';
import './gallery.css';

const ADULT_LABELS: Record<AdultChoice, PlainKey> = {
  all: 'gallery.adult.all',
  none: 'gallery.adult.none',
  only: 'gallery.adult.only',
};

const ALCOHOL_LABELS: Record<AlcoholChoice, PlainKey> = {
  all: 'gallery.alcohol.all',
  with: 'gallery.alcohol.with',
  free: 'gallery.alcohol.free',
};

const LANG_LABELS: Record<LangChoice, PlainKey> = {
  all: 'gallery.lang.all',
  en: 'gallery.lang.en',
  da: 'gallery.lang.da',
};

function Choices<T extends string>({
  legend,
  labels,
  value,
  onChange,
}: {
  legend: string;
  labels: Readonly<Record<T, PlainKey>>;
  value: T;
  onChange: (value: T) => void;
}) {
  const t = useT();
  return (
    <fieldset className="gallery-choices">
      <legend>{legend}</legend>
      {(Object.entries(labels) as [T, PlainKey][]).map(([option, label]) => (
        <button
          key={option}
          type="button"
          className="gallery-chip"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {t(label)}
        </button>
      ))}
    </fieldset>
  );
}

function PackCard({
  card,
  own,
  onTag,
}: {
  card: GalleryCardRow;
  own: boolean;
  onTag: (tag: string) => void;
}) {
  const t = useT();
  const lang = useLang();
  const name = card.name.trim() || t('gallery.unnamed');
  return (
    <li className="gallery-card" data-testid="gallery-card">
      <h2 className="gallery-card-title">
        <Link to="/game/$slug" params={{ slug: card.id }}>
          {name}
        </Link>
        {card.explicit && (
          <span className="gallery-badge gallery-badge-adult" title={t('gallery.badge.adult')}>
            18+
          </span>
        )}
        {card.alcohol && (
          <span className="gallery-badge gallery-badge-drinks" title={t('gallery.badge.drinks')}>
            {t('gallery.badge.drinksText')}
          </span>
        )}
        <span
          className="gallery-badge gallery-badge-lang"
          data-testid="gallery-card-lang"
          title={t(card.lang === 'da' ? 'gallery.badge.lang.da' : 'gallery.badge.lang.en')}
        >
          {t(card.lang === 'da' ? 'gallery.lang.da' : 'gallery.lang.en')}
        </span>
      </h2>
      <p className="gallery-card-author">
        {t('gallery.by', { author: card.author.trim() || t('gallery.someone') })}
      </p>
      {card.game && (
        <p className="gallery-card-game">{t('gallery.for', { game: packGameTitle(card.game) })}</p>
      )}
      <p className="gallery-card-stats">
        <span>{countText(lang, 'gallery.prompts', card.promptCount)}</span>
        <span>{countText(lang, 'gallery.likes', card.likes)}</span>
        <span>{countText(lang, 'gallery.plays', card.plays)}</span>
      </p>
      {!own && (
        <p className="gallery-card-report">
          <ReportPackButton packId={card.id} packName={name} compact />
        </p>
      )}
      {card.tags.length > 0 && (
        <p className="gallery-card-tags">
          {card.tags.map((tag) => (
            <button
              key={tag}
              type="button"
              className="gallery-tag"
              aria-label={t('gallery.showTag', { tag })}
              onClick={() => onTag(tag)}
            >
              #{tag}
            </button>
          ))}
        </p>
      )}
    </li>
  );
}

/** Asks once, for the whole device, before 18+ packs may show (the games' own 18+ question). */
export function AdultSwitch() {
  const [asking, setAsking] = useState(false);
  const t = useT();
  if (!asking) {
    return (
      <p className="gallery-adult-off">
        {t('gallery.adultHidden')}{' '}
        <button type="button" className="btn btn-small" onClick={() => setAsking(true)}>
          {t('gallery.adultShow')}
        </button>
      </p>
    );
  }
  return (
    <div className="gallery-age-check" role="alertdialog" aria-labelledby="gallery-age-title">
      <h2 id="gallery-age-title">{t('gallery.adultAsk')}</h2>
      <p>{t('gallery.adultBody')}</p>
      <div className="gallery-age-buttons">
        <button
          type="button"
          className="btn btn-small btn-primary"
          autoFocus
          onClick={() => void adultConfirmedSetting.write(true)}
        >
          {t('gallery.adultYes')}
        </button>
        <button type="button" className="btn btn-small" onClick={() => setAsking(false)}>
          {t('gallery.adultNo')}
        </button>
      </div>
    </div>
  );
}

function StatusLine({ view, onRetry }: { view: GalleryView; onRetry: () => void }) {
  const t = useT();
  const lang = useLang();
  if (view.status === 'offline') {
    return (
      <p className="gallery-notice" role="status">
        {view.cards.length > 0 && view.savedAt
          ? t('gallery.offlineSaved', { day: formatDay(view.savedAt, lang) })
          : t('gallery.offlineNone')}
      </p>
    );
  }
  if (view.status === 'no-backend') {
    return (
      <p className="gallery-notice" role="status">
        {t('gallery.noBackend')}
      </p>
    );
  }
  if (view.status === 'failed') {
    return (
      <div className="gallery-notice" role="alert">
        <p>
          {view.message}
          {view.cards.length > 0 && view.savedAt
            ? t('gallery.failedSaved', { day: formatDay(view.savedAt, lang) })
            : ''}
        </p>
        <button type="button" className="btn btn-small" onClick={onRetry}>
          {t('gallery.retry')}
        </button>
      </div>
    );
  }
  return null;
}

/**
 * /packs: packs published by players, as cards, with sort, search, tag, 18+ and alcohol filters
 * kept in the address. Pages come from the server one at a time (a button, and automatically as
 * the end of the list comes into view); the last listings seen open offline.
 */
export function GalleryPage({
  query,
  onQueryChange,
}: {
  query: GalleryQuery;
  onQueryChange: (query: GalleryQuery) => void;
}) {
  const view = useGallery(query);
  const t = useT();
  const searchId = useId();
  const sortId = useId();
  const tagId = useId();
  const [text, setText] = useState(query.q);
  const [tagText, setTagText] = useState('');
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.title;
    document.title = t('gallery.docTitle');
    return () => {
      document.title = previous;
    };
  }, [t]);

  // typing updates the address after a short pause, not on every key
  useEffect(() => {
    const q = text.trim();
    if (q === query.q) return;
    const timer = setTimeout(
      () =>
        onQueryChange({
          ...query,
          q,
          sort:
            q === '' && query.sort === 'relevance'
              ? 'trending'
              : q !== '' && query.q === ''
                ? 'relevance'
                : query.sort,
        }),
      400,
    );
    return () => clearTimeout(timer);
  }, [text, query, onQueryChange]);

  // infinite scroll; the "Load more packs" button does the same for anyone or anything without it
  const { loadMore, hasMore, status } = view;
  useEffect(() => {
    const target = end.current;
    if (!target || !hasMore || status !== 'ready' || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '400px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [loadMore, hasMore, status]);

  const update = (next: Partial<GalleryQuery>) => onQueryChange({ ...query, ...next });
  const addTag = (tag: string) => {
    const key = tagKey(tag);
    if (key === '' || query.tags.includes(key) || query.tags.length >= MAX_TAGS) return;
    update({ tags: [...query.tags, key] });
  };

  return (
    <div className="gallery">
      <header className="gallery-head">
        <h1>{t('gallery.title')}</h1>
        <p className="lead">{t('gallery.lead')}</p>
        <Link to="/editor" className="gallery-make">
          {t('gallery.make')}
        </Link>
      </header>

      <search className="gallery-controls">
        <div className="gallery-field">
          <label htmlFor={searchId}>{t('gallery.search')}</label>
          <input
            id={searchId}
            type="search"
            value={text}
            placeholder={t('gallery.searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="gallery-field">
          <label htmlFor={sortId}>{t('gallery.sortBy')}</label>
          <select
            id={sortId}
            value={query.sort}
            onChange={(event) => update({ sort: event.target.value as GalleryQuery['sort'] })}
          >
            {SORTS.filter((sort) => sort !== 'relevance' || query.q !== '').map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_LABELS[sort])}
              </option>
            ))}
          </select>
        </div>
        <Choices
          legend={t('gallery.lang')}
          labels={LANG_LABELS}
          value={query.lang}
          onChange={(lang) => update({ lang })}
        />
        <Choices
          legend={t('gallery.alcohol')}
          labels={ALCOHOL_LABELS}
          value={query.alcohol}
          onChange={(alcohol) => update({ alcohol })}
        />
        {view.adultAllowed === true && (
          <Choices
            legend={t('gallery.adult')}
            labels={ADULT_LABELS}
            value={query.adult}
            onChange={(adult) => update({ adult })}
          />
        )}
        {view.adultAllowed === false && <AdultSwitch />}
        <form
          className="gallery-field gallery-tag-form"
          onSubmit={(event) => {
            event.preventDefault();
            addTag(tagText);
            setTagText('');
          }}
        >
          <label htmlFor={tagId}>{t('gallery.tags')}</label>
          <div className="gallery-tag-input">
            <input
              id={tagId}
              value={tagText}
              placeholder={t('gallery.tagPlaceholder')}
              autoComplete="off"
              maxLength={30}
              onChange={(event) => setTagText(event.target.value)}
            />
            <button
              type="submit"
              className="btn btn-small"
              disabled={query.tags.length >= MAX_TAGS}
            >
              {t('gallery.addTag')}
            </button>
          </div>
          {query.tags.length > 0 && (
            <p className="gallery-active-tags">
              {query.tags.map((tag) => (
                <button
                  key={tag}
                  type="button"
                  className="gallery-chip"
                  aria-pressed="true"
                  aria-label={t('gallery.removeTag', { tag })}
                  onClick={() => update({ tags: query.tags.filter((other) => other !== tag) })}
                >
                  #{tag} ×
                </button>
              ))}
            </p>
          )}
        </form>
      </search>

      <StatusLine view={view} onRetry={view.retry} />

      {view.cards.length > 0 ? (
        <ul className="gallery-cards" aria-busy={view.status === 'loading'}>
          {view.cards.map((card) => (
            <PackCard key={card.id} card={card} own={view.ownPackIds.has(card.id)} onTag={addTag} />
          ))}
        </ul>
      ) : view.status === 'loading' ? (
        <p className="gallery-quiet" role="status">
          {t('gallery.loading')}
        </p>
      ) : view.status === 'ready' ? (
        <p className="gallery-quiet" role="status">
          {t('gallery.noMatch')}
        </p>
      ) : null}

      <div ref={end} className="gallery-end">
        {view.message && view.status === 'ready' && (
          <p className="gallery-notice" role="alert">
            {view.message}
          </p>
        )}
        {view.hasMore && (view.status === 'ready' || view.status === 'loading-more') && (
          <button
            type="button"
            className="btn"
            disabled={view.status === 'loading-more'}
            onClick={view.loadMore}
          >
            {view.status === 'loading-more' ? t('gallery.loadingMore') : t('gallery.loadMore')}
          </button>
        )}
        {!view.hasMore && view.status === 'ready' && view.cards.length > 0 && (
          <p className="gallery-quiet">{t('gallery.end')}</p>
        )}
      </div>
    </div>
  );
}
