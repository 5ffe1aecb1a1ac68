import { Link } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useState } from 'react';
import { Icon } from '../../components/icons';
import { GUIDES } from '../../content/articles';
import { EQUIPMENT, LENGTHS, type GuideMeta } from '../../content/reading/types';
import { RULE_CARDS } from '../../content/rule-cards';
import {
  filterGuides,
  GROUP_SIZES,
  hasFilters,
  type GroupSize,
  type GuideFilters,
} from './filters';
import { useDocumentHead } from '../../lib/document-head';
import { EQUIPMENT_LABELS, LENGTH_HINTS, LENGTH_LABELS, playersLabel, shortTitle } from './labels';
import './reading.css';

export const ARTICLES_TITLE = 'Game guides';
export const ARTICLES_DESCRIPTION =
  'How to play beer pong, kings cup, ring of fire and more: what you need, the rules step by step, and house rules worth trying. Search by players, kit and length.';

/** A magnifying glass for the search box (drawn here; the shared icon set has none). */
function SearchGlass() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21" />
    </svg>
  );
}

/** Equipment worth a filter: only what at least one guide uses, in the schema's order. */
function usedEquipment(guides: readonly GuideMeta[]) {
  return EQUIPMENT.filter((item) => guides.some((guide) => guide.equipment.includes(item)));
}

function Chips<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: T; label: string; hint?: string }[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <fieldset className="guide-filter">
      <legend>{legend}</legend>
      <div className="guide-chips">
        <button
          type="button"
          className="guide-chip"
          aria-pressed={value === undefined}
          onClick={() => onChange(undefined)}
        >
          Any
        </button>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="guide-chip"
            aria-pressed={value === option.value}
            title={option.hint}
            onClick={() => onChange(value === option.value ? undefined : option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function GuideCard({ guide }: { guide: GuideMeta }) {
  return (
    <li>
      <Link to="/articles/$slug" params={{ slug: guide.slug }} className="guide-card">
        <span className="guide-card-title">{shortTitle(guide.title)}</span>
        <span className="guide-card-blurb">{guide.blurb}</span>
        <span className="guide-card-tags">
          <span className="guide-tag">
            <Icon name="users" size={15} /> {playersLabel(guide.players)}
          </span>
          <span className="guide-tag">
            <Icon name="timer" size={15} /> {LENGTH_LABELS[guide.length]}
          </span>
          {guide.equipment.map((item) => (
            <span key={item} className="guide-tag guide-tag-kit">
              {EQUIPMENT_LABELS[item]}
            </span>
          ))}
          {guide.play && (
            <span className="guide-tag guide-tag-play">
              <Icon name="play" size={13} /> Playable here
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/**
 * /articles: every guide as a card, a search box and filters for players, equipment and length.
 * The filters live in the address (see the route), so a filtered list can be shared and Back
 * returns to it; typing updates the address after a short pause, not on every key.
 */
export function ArticlesIndexPage({
  filters,
  onFiltersChange,
}: {
  filters: GuideFilters;
  onFiltersChange: (filters: GuideFilters) => void;
}) {
  useDocumentHead(ARTICLES_TITLE, ARTICLES_DESCRIPTION);
  const searchId = useId();
  const [query, setQuery] = useState(filters.q ?? '');
  const current: GuideFilters = { ...filters, q: query.trim() === '' ? undefined : query };
  const shown = useMemo(() => filterGuides(GUIDES, { ...filters, q: query }), [filters, query]);
  const equipment = useMemo(() => usedEquipment(GUIDES), []);

  useEffect(() => {
    const q = query.trim() === '' ? undefined : query;
    if (q === filters.q) return;
    const timer = setTimeout(() => onFiltersChange({ ...filters, q }), 400);
    return () => clearTimeout(timer);
  }, [query, filters, onFiltersChange]);

  const update = (next: Partial<GuideFilters>) => onFiltersChange({ ...current, ...next });

  return (
    <div className="reading reading-index">
      <header className="reading-head">
        <p className="reading-eyebrow">How to play</p>
        <h1>{ARTICLES_TITLE}</h1>
        <p className="lead">
          The rules of the party and drinking games people ask about most, with what you need, how
          to set up and the house rules worth trying. Every guide opens offline too.
        </p>
      </header>
      <search className="guide-search">
        <label htmlFor={searchId} className="guide-search-label">
          Search the guides
        </label>
        <div className="guide-search-box">
          <SearchGlass />
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder="Beer pong, cards, dice…"
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <Chips<GroupSize>
          legend="Players"
          options={(Object.keys(GROUP_SIZES) as GroupSize[]).map((size) => ({
            value: size,
            label: GROUP_SIZES[size].label,
          }))}
          value={filters.players}
          onChange={(players) => update({ players })}
        />
        <Chips
          legend="You have"
          options={equipment.map((item) => ({ value: item, label: EQUIPMENT_LABELS[item] }))}
          value={filters.equipment}
          onChange={(value) => update({ equipment: value })}
        />
        <Chips
          legend="Length"
          options={LENGTHS.map((length) => ({
            value: length,
            label: LENGTH_LABELS[length],
            hint: LENGTH_HINTS[length],
          }))}
          value={filters.length}
          onChange={(length) => update({ length })}
        />
      </search>
      <p className="guide-count" role="status">
        {shown.length === GUIDES.length
          ? `${GUIDES.length} guides`
          : `${shown.length} of ${GUIDES.length} guides`}
        {hasFilters(current) && (
          <>
            {' · '}
            <button
              type="button"
              className="guide-clear"
              onClick={() => {
                setQuery('');
                onFiltersChange({});
              }}
            >
              Clear search and filters
            </button>
          </>
        )}
      </p>
      {shown.length > 0 ? (
        <ul className="guide-cards">
          {shown.map((guide) => (
            <GuideCard key={guide.slug} guide={guide} />
          ))}
        </ul>
      ) : (
        <p className="empty guide-empty">
          No guide matches that. Try fewer words, or clear a filter.
        </p>
      )}
      {RULE_CARDS.length > 0 && (
        <section className="rule-card-index" aria-labelledby="rule-cards-title">
          <h2 id="rule-cards-title">Short rule cards</h2>
          <p>The quick versions: what you need, the steps and how it ends, on one screen.</p>
          <ul>
            {RULE_CARDS.map((card) => (
              <li key={card.name}>
                <Link to="/articles/deprecated/$name" params={{ name: card.name }}>
                  {shortTitle(card.title)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
