import type { CategorySetSource } from '../../../content/games/types';
import type { CicRules, CicSession } from './session';
import { useLang, useT } from '../../../lib/i18n';
import { columnSets } from './content';
import { seatName } from './rules';
import { Icon } from '../../../components/icons';
import { JoinTableLink } from '../table/code-panel';

// Before a round: the column set, the round length and the scoring rules.

export const ROUND_CHOICES = [60, 90, 120, 180] as const;

const RULE_KEYS: (keyof CicRules)[] = ['unique', 'shared', 'only'];

/** How a round goes: the first line of the setup, and what the prerendered page paints. */
export function CicIntro() {
  const t = useT();
  return <p className="intro-text">{t('cic.intro')}</p>;
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
        <legend>{t('cic.columns')}</legend>
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
                  {s.premium && <span className="badge badge-premium">{t('cic.premium')}</span>}
                </span>
                <span className="pack-desc">{s.categories.join(' · ')}</span>
                <span className="pack-count">
                  {t('facts.cic.columns', { count: s.categories.length })} ·{' '}
                  {t('facts.cic.letters', { count: s.letters.length })}
                  {locked && (
                    <>
                      {' · '}
                      <Icon name="lock" size={14} /> {t('cic.locked')}
                    </>
                  )}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <fieldset className="chips" aria-label={t('cic.roundLength')}>
        <legend>{t('cic.roundLength')}</legend>
        {ROUND_CHOICES.map((s) => (
          <button
            key={s}
            type="button"
            className="chip"
            aria-pressed={state.roundSeconds === s}
            onClick={() => commit({ ...state, roundSeconds: s })}
          >
            {t('cic.seconds', { seconds: s })}
          </button>
        ))}
      </fieldset>
      <fieldset className="chips">
        <legend>{t('cic.rounds')}</legend>
        {[3, 5, 0].map((n) => (
          <button
            key={n}
            type="button"
            className="chip"
            aria-pressed={state.rounds === n}
            onClick={() => commit({ ...state, rounds: n })}
          >
            {n === 0 ? t('cic.noLimit') : n}
          </button>
        ))}
      </fieldset>
      <details className="rules">
        <summary>{t('cic.scoring')}</summary>
        {RULE_KEYS.map((key) => (
          <label key={key} className="rule-row">
            <span>{t(`cic.rule.${key}`)}</span>
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
        <summary>{t('cic.ownPhones')}</summary>
        <p className="hint small">{t('cic.ownPhonesText')}</p>
        <button
          type="button"
          className="btn btn-block"
          disabled={namesMissing}
          onClick={startTable}
        >
          {namesMissing ? t('cic.namesFirst') : t('cic.showCode')}
        </button>
        <JoinTableLink />
      </details>
      <p className="hint small">
        {t('cic.playing', { players: players.map(seatName).join(', ') })}
        {namesMissing && t('cic.addNames')}
      </p>
      <div className="sticky-start">
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={startRound}>
          {state.round > 0 ? t('cic.nextRound') : t('cic.draw')}
        </button>
      </div>
    </div>
  );
}
