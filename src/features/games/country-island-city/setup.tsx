import type { CategorySetSource } from '../../../content/games/types';
import type { CicRules, CicSession } from './session';
import { useLang, useT } from '../../../lib/i18n';
import { columnSets } from './content';
import { Icon } from '../../../components/icons';
import { JoinTableLink } from '../table/code-panel';

// Before a round: the column set, the round length and the scoring rules.

export const ROUND_CHOICES = [60, 90, 120, 180] as const;

const RULE_LABELS: { key: keyof CicRules; label: string }[] = [
  { key: 'unique', label: 'Unique answer' },
  { key: 'shared', label: 'Shared answer' },
  { key: 'only', label: 'Only answer in the column' },
];

/** How a round goes: the first line of the setup, and what the prerendered page paints. */
export function CicIntro() {
  return (
    <p className="intro-text">
      A letter is drawn. Everyone writes one answer per column on paper before time runs out. Then
      you read them out and tap each answer once for shared or twice for unique, and the app adds up
      the points.
    </p>
  );
}

export function Setup({
  state,
  set,
  players,
  premium,
  namesMissing,
  commit,
  startRound,
  startTable,
}: {
  state: CicSession;
  set: CategorySetSource;
  players: readonly string[];
  premium: boolean;
  namesMissing: boolean;
  commit: (next: CicSession) => void;
  startRound: () => void;
  /** Everyone writes on their own phone: this phone shows the code the others scan. */
  startTable: () => void;
}) {
  const t = useT();
  const sets = columnSets(useLang());
  const setRule = (key: keyof CicRules, value: number) =>
    commit({ ...state, rules: { ...state.rules, [key]: Math.max(0, Math.min(100, value)) } });
  return (
    <div className="cic-setup">
      <CicIntro />
      <fieldset className="set-list">
        <legend>Columns</legend>
        {sets.map((s) => {
          const locked = s.premium && !premium;
          return (
            <label key={s.id} className={`pack ${locked ? 'pack-locked' : ''}`}>
              <input
                type="radio"
                name="cic-set"
                checked={s.id === set.id}
                disabled={locked}
                onChange={() => commit({ ...state, setId: s.id, usedLetters: [] })}
              />
              <span className="pack-text">
                <span className="pack-name">
                  {s.name}
                  {s.premium && <span className="badge badge-premium">Premium</span>}
                </span>
                <span className="pack-desc">{s.categories.join(' · ')}</span>
                <span className="pack-count">
                  {t('facts.cic.columns', { count: s.categories.length })} ·{' '}
                  {t('facts.cic.letters', { count: s.letters.length })}
                  {locked && (
                    <>
                      {' · '}
                      <Icon name="lock" size={14} /> Locked: unlocks with Party Dojo Premium.
                    </>
                  )}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <fieldset className="chips" aria-label="Round length">
        <legend>Round length</legend>
        {ROUND_CHOICES.map((s) => (
          <button
            key={s}
            type="button"
            className="chip"
            aria-pressed={state.roundSeconds === s}
            onClick={() => commit({ ...state, roundSeconds: s })}
          >
            {s}s
          </button>
        ))}
      </fieldset>
      <fieldset className="chips">
        <legend>Rounds</legend>
        {[3, 5, 0].map((n) => (
          <button
            key={n}
            type="button"
            className="chip"
            aria-pressed={state.rounds === n}
            onClick={() => commit({ ...state, rounds: n })}
          >
            {n === 0 ? 'No limit' : n}
          </button>
        ))}
      </fieldset>
      <details className="rules">
        <summary>Scoring</summary>
        {RULE_LABELS.map(({ key, label }) => (
          <label key={key} className="rule-row">
            <span>{label}</span>
            <input
              className="input input-number"
              type="number"
              min={0}
              max={100}
              value={state.rules[key]}
              onChange={(e) => setRule(key, Number(e.target.value) || 0)}
            />
          </label>
        ))}
      </details>
      <details className="rules">
        <summary>Everyone answers on their own phone (no signal)</summary>
        <p className="hint small">
          Each player needs Party Dojo on their phone. This phone shows a code the others scan;
          every phone then shows the same letter and clock, each player types their answers on their
          own phone, and at pens down you read them out while this phone marks them and keeps the
          scores.
        </p>
        <button
          type="button"
          className="btn btn-block"
          disabled={namesMissing}
          onClick={startTable}
        >
          {namesMissing
            ? 'Add everyone’s names under Players first'
            : 'Show the code for the other phones'}
        </button>
        <JoinTableLink />
      </details>
      <p className="hint small">
        Playing: {players.join(', ')}
        {namesMissing && ' (add names under Players)'}
      </p>
      <div className="sticky-start">
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={startRound}>
          {state.round > 0 ? 'Next round' : 'Draw a letter'}
        </button>
      </div>
    </div>
  );
}
