import { Link } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useState } from 'react';
import { Icon } from '../../components/icons';
import { EQUIPMENT, LENGTHS, type GuideMeta } from '../../content/reading/types';
import {
  filterGuides,
  GROUP_SIZES,
  hasFilters,
  type GroupSize,
  type GuideFilters,
} from './filters';
import { useDocumentHead } from '../../lib/document-head';
import { useLang, useT } from '../../lib/i18n';
import { equipmentLabel, lengthHint, lengthLabel, playersLabel, shortTitle } from './labels';
import { guidesIn, ruleCardsIn } from './loaders';
import './reading.css';

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
  const t = useT();
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
          {t('reading.index.any')}
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
  const t = useT();
  const lang = useLang();
  return (
    <li>
      <Link to="/articles/$slug" params={{ slug: guide.slug }} className="guide-card">
        <span className="guide-card-title" lang={guide.locale}>
          {shortTitle(guide.title)}
        </span>
        <span className="guide-card-blurb" lang={guide.locale}>
          {guide.blurb}
        </span>
        <span className="guide-card-tags">
          <span className="guide-tag">
            <Icon name="users" size={15} /> {playersLabel(guide.players, lang)}
          </span>
          <span className="guide-tag">
            <Icon name="timer" size={15} /> {lengthLabel(guide.length, lang)}
          </span>
          {guide.equipment.map((item) => (
            <span key={item} className="guide-tag guide-tag-kit">
              {equipmentLabel(item, lang)}
            </span>
          ))}
          {guide.play && (
            <span className="guide-tag guide-tag-play">
              <Icon name="play" size={13} /> {t('reading.index.playable')}
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
  const t = useT();
  const lang = useLang();
  useDocumentHead(t('reading.index.title'), t('reading.index.description'));
  const searchId = useId();
  const [query, setQuery] = useState(filters.q ?? '');
  const current: GuideFilters = { ...filters, q: query.trim() === '' ? undefined : query };
  // Each guide in the page's language where it is written in it, English where not yet.
  const guides = guidesIn(lang);
  const ruleCards = ruleCardsIn(lang);
  const shown = useMemo(
    () => filterGuides(guides, { ...filters, q: query }, lang),
    [guides, filters, query, lang],
  );
  const equipment = useMemo(() => usedEquipment(guides), [guides]);

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
        <p className="reading-eyebrow">{t('reading.index.eyebrow')}</p>
        <h1>{t('reading.index.title')}</h1>
        <p className="lead">{t('reading.index.lead')}</p>
      </header>
      <search className="guide-search">
        <label htmlFor={searchId} className="guide-search-label">
          {t('reading.index.search')}
        </label>
        <div className="guide-search-box">
          <SearchGlass />
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={t('reading.index.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <Chips<GroupSize>
          legend={t('reading.index.players')}
          options={(Object.keys(GROUP_SIZES) as GroupSize[]).map((size) => ({
            value: size,
            label: GROUP_SIZES[size].label,
          }))}
          value={filters.players}
          onChange={(players) => update({ players })}
        />
        <Chips
          legend={t('reading.index.equipment')}
          options={equipment.map((item) => ({ value: item, label: equipmentLabel(item, lang) }))}
          value={filters.equipment}
          onChange={(value) => update({ equipment: value })}
        />
        <Chips
          legend={t('reading.index.length')}
          options={LENGTHS.map((length) => ({
            value: length,
            label: lengthLabel(length, lang),
            hint: lengthHint(length, lang),
          }))}
          value={filters.length}
          onChange={(length) => update({ length })}
        />
      </search>
      <p className="guide-count" role="status">
        {shown.length === guides.length
          ? t('reading.index.count', { count: guides.length })
          : t('reading.index.countOf', { shown: shown.length, total: guides.length })}
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
              {t('reading.index.clear')}
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
        <p className="empty guide-empty">{t('reading.index.empty')}</p>
      )}
      {ruleCards.length > 0 && (
        <section className="rule-card-index" aria-labelledby="rule-cards-title">
          <h2 id="rule-cards-title">{t('reading.index.cards')}</h2>
          <p>{t('reading.index.cardsLead')}</p>
          <ul>
            {ruleCards.map((card) => (
              <li key={card.name} lang={card.locale}>
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
