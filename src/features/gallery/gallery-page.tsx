import { Link } from '@tanstack/react-router';
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
} from './query';
import { ReportPackButton } from './report-button';
import { useGallery, type GalleryView } from './use-gallery';
import './gallery.css';

const TITLE = 'Community packs';

const ADULT_LABELS: Record<AdultChoice, string> = {
  all: 'Show',
  none: 'Hide',
  only: 'Only 18+',
};

const ALCOHOL_LABELS: Record<AlcoholChoice, string> = {
  all: 'Any',
  with: 'With drinks',
  free: 'Alcohol-free',
};

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

function Choices<T extends string>({
  legend,
  labels,
  value,
  onChange,
}: {
  legend: string;
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="gallery-choices">
      <legend>{legend}</legend>
      {(Object.keys(labels) as T[]).map((option) => (
        <button
          key={option}
          type="button"
          className="gallery-chip"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {labels[option]}
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
  return (
    <li className="gallery-card" data-testid="gallery-card">
      <h2 className="gallery-card-title">
        <Link to="/game/$slug" params={{ slug: card.id }}>
          {card.name.trim() || 'Unnamed Pack'}
        </Link>
        {card.explicit && (
          <span className="gallery-badge gallery-badge-adult" title="18+ content">
            18+
          </span>
        )}
        {card.alcohol && (
          <span className="gallery-badge gallery-badge-drinks" title="Has drinking prompts">
            Drinks
          </span>
        )}
      </h2>
      <p className="gallery-card-author">by {card.author.trim() || 'someone'}</p>
      {card.game && <p className="gallery-card-game">For {packGameTitle(card.game)}</p>}
      <p className="gallery-card-stats">
        <span>{count(card.promptCount, 'prompt', 'prompts')}</span>
        <span>{count(card.likes, 'like', 'likes')}</span>
        <span>{count(card.plays, 'play', 'plays')}</span>
      </p>
      {!own && (
        <p className="gallery-card-report">
          <ReportPackButton
            packId={card.id}
            packName={card.name.trim() || 'Unnamed Pack'}
            compact
          />
        </p>
      )}
      {card.tags.length > 0 && (
        <p className="gallery-card-tags">
          {card.tags.map((tag) => (
            <button
              key={tag}
              type="button"
              className="gallery-tag"
              aria-label={`Show packs tagged ${tag}`}
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
  if (!asking) {
    return (
      <p className="gallery-adult-off">
        18+ packs are hidden on this device.{' '}
        <button type="button" className="btn btn-small" onClick={() => setAsking(true)}>
          Show 18+ packs
        </button>
      </p>
    );
  }
  return (
    <div className="gallery-age-check" role="alertdialog" aria-labelledby="gallery-age-title">
      <h2 id="gallery-age-title">Show 18+ packs?</h2>
      <p>
        Their prompts are about sex and adult life. Show them only if everyone using this phone is
        18 or older. This device remembers the answer, here and in the games.
      </p>
      <div className="gallery-age-buttons">
        <button
          type="button"
          className="btn btn-small btn-primary"
          autoFocus
          onClick={() => void adultConfirmedSetting.write(true)}
        >
          We are all 18 or older
        </button>
        <button type="button" className="btn btn-small" onClick={() => setAsking(false)}>
          Keep them hidden
        </button>
      </div>
    </div>
  );
}

function StatusLine({ view, onRetry }: { view: GalleryView; onRetry: () => void }) {
  if (view.status === 'offline') {
    return (
      <p className="gallery-notice" role="status">
        {view.cards.length > 0 && view.savedAt
          ? `You are offline. These are the packs as this device last saw them, on ${formatDay(view.savedAt)}.`
          : 'You are offline, and this device has not seen this list yet. Connect to browse community packs.'}
      </p>
    );
  }
  if (view.status === 'no-backend') {
    return (
      <p className="gallery-notice" role="status">
        This copy of Party Dojo has no server, so there are no community packs to browse. Packs you
        make in the editor stay on this device.
      </p>
    );
  }
  if (view.status === 'failed') {
    return (
      <div className="gallery-notice" role="alert">
        <p>
          {view.message}
          {view.cards.length > 0 && view.savedAt
            ? ` Showing the packs as this device saw them on ${formatDay(view.savedAt)}.`
            : ''}
        </p>
        <button type="button" className="btn btn-small" onClick={onRetry}>
          Try again
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
  const searchId = useId();
  const sortId = useId();
  const tagId = useId();
  const [text, setText] = useState(query.q);
  const [tagText, setTagText] = useState('');
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.title;
    document.title = `${TITLE} · Party Dojo`;
    return () => {
      document.title = previous;
    };
  }, []);

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
        <h1>{TITLE}</h1>
        <p className="lead">
          Prompt packs made and published by players. Open one to play it, like it or add it to a
          game night.
        </p>
        <Link to="/editor" className="gallery-make">
          Make your own pack
        </Link>
      </header>

      <search className="gallery-controls">
        <div className="gallery-field">
          <label htmlFor={searchId}>Search packs</label>
          <input
            id={searchId}
            type="search"
            value={text}
            placeholder="Name, author, tag or words"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="gallery-field">
          <label htmlFor={sortId}>Sort by</label>
          <select
            id={sortId}
            value={query.sort}
            onChange={(event) => update({ sort: event.target.value as GalleryQuery['sort'] })}
          >
            {SORTS.filter((sort) => sort !== 'relevance' || query.q !== '').map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <Choices
          legend="Alcohol"
          labels={ALCOHOL_LABELS}
          value={query.alcohol}
          onChange={(alcohol) => update({ alcohol })}
        />
        {view.adultAllowed === true && (
          <Choices
            legend="18+ packs"
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
          <label htmlFor={tagId}>Tags</label>
          <div className="gallery-tag-input">
            <input
              id={tagId}
              value={tagText}
              placeholder="party, cabin…"
              autoComplete="off"
              maxLength={30}
              onChange={(event) => setTagText(event.target.value)}
            />
            <button
              type="submit"
              className="btn btn-small"
              disabled={query.tags.length >= MAX_TAGS}
            >
              Add tag
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
                  aria-label={`Remove the tag ${tag}`}
                  onClick={() => update({ tags: query.tags.filter((t) => t !== tag) })}
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
          Loading packs…
        </p>
      ) : view.status === 'ready' ? (
        <p className="gallery-quiet" role="status">
          No packs match. Try another word or fewer filters.
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
            {view.status === 'loading-more' ? 'Loading…' : 'Load more packs'}
          </button>
        )}
        {!view.hasMore && view.status === 'ready' && view.cards.length > 0 && (
          <p className="gallery-quiet">That is every pack in this list.</p>
        )}
      </div>
    </div>
  );
}
