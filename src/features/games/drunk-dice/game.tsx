import { useEffect, useRef, useState } from 'react';
import { useStoredQuery } from '../../../db';
import { useLang, useT } from '../../../lib/i18n';
import { cue } from '../../feel';
import { DieFace } from '../core/die-face';
import { GameShell, usePackContext } from '../core/game-shell';
import { ForfeitNote } from '../core/forfeit-note';
import { useGameSession } from '../core/use-game-session';
import { useShake } from '../core/use-shake';
import { useNextGesture } from '../use-next-gesture';
import {
  defaultRules,
  makesARule,
  RULE_MAX,
  rollDice,
  rollerFor,
  rollForfeits,
  rollLine,
  ruleFor,
  ruleMeaning,
  ruleRows,
  whoSips,
  ruleIndex,
  rowLabels,
  withRule,
  type DiceCount,
  type DrunkDiceRules,
} from './rules';
import { freshSession, parseSession } from './session';
import { drunkDiceRulesKv } from './settings';
import '../games.css';
import './drunk-dice.css';

// Drunk dice: roll one die (a rule per face) or two (a rule per total) and do what the table's
// rule says. The rules are the table's to rewrite and stay on this device; a "make a rule" roll
// asks for the new rule in writing and keeps it on screen until another one replaces it.

const GAME = 'drunk-dice';
const TITLE = 'Drunk dice';
/** How long the dice tumble before they land (no tumble with reduced motion). */
const TUMBLE_MS = 650;

function saveRules(rules: DrunkDiceRules): void {
  drunkDiceRulesKv.write(rules).catch((error: unknown) => {
    console.error('Could not save the drunk-dice rules', error);
  });
}

function HowToPlay({ open }: { open: boolean }) {
  const t = useT();
  return (
    <details className="rules dd-intro" open={open}>
      <summary>{t('drunkDice.howTo')}</summary>
      <p>{t('drunkDice.howToText')}</p>
    </details>
  );
}

export function DrunkDiceGame() {
  const t = useT();
  const lang = useLang();
  const context = usePackContext(GAME);
  const { state, commit } = useGameSession(GAME, parseSession, freshSession);
  const stored = useStoredQuery(() => drunkDiceRulesKv.read(), []);
  const [tumbling, setTumbling] = useState(false);
  const [editing, setEditing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const ready = !!state && !!stored;
  const roll = () => {
    if (!state || !stored) return;
    const dice = rollDice(stored.dice);
    cue('roll');
    commit({
      ...state,
      last: dice,
      rolls: state.rolls + 1,
      awaitingRule: makesARule(ruleMeaning(stored, dice)),
      // The forfeits are seeded by the roll (`rollForfeits`): nothing to store for them.
      forfeit: null,
      roller: rollerFor(context?.players ?? [], state.rolls),
    });
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (!still) {
      setTumbling(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setTumbling(false), TUMBLE_MS);
    }
  };
  const { support, ask } = useShake(ready && !editing, roll);
  useNextGesture(ready && !editing ? roll : null);

  if (!state || !stored) {
    return (
      <GameShell game={GAME} title={TITLE} context={context} packs={null} reading>
        <HowToPlay open />
      </GameShell>
    );
  }

  const count = stored.dice;
  // A roll from the other dice count (the switch flipped since) reads nothing.
  const last = state.last && state.last.length === count ? state.last : null;
  // Our rules read in the page's language; the table's own as they typed them.
  const rows = ruleRows(stored, count, lang);
  const labels = rowLabels(count);
  const hit = last ? ruleIndex(last) : null;
  const rule = last ? ruleFor(stored, last, lang) : null;
  const players = context?.players ?? [];
  // The roller as stored with the roll, if they are still at the table.
  const roller = state.roller && players.includes(state.roller) ? state.roller : null;
  const sippers = whoSips(last ? ruleMeaning(stored, last) : null, roller, players);
  const swaps = rollForfeits(sippers, players, context?.flags ?? {}, state.rolls);
  const nextRoller = rollerFor(players, state.rolls);
  const setCount = (dice: DiceCount) => saveRules({ ...stored, dice });

  return (
    <GameShell
      game={GAME}
      title={TITLE}
      context={context}
      packs={null}
      status={
        // Always a line, so a saved game read after the page paints moves nothing (see
        // GameShell's `reading`).
        <span>
          {state.rolls === 0
            ? t('drunkDice.noRolls')
            : t('drunkDice.rolls', { count: state.rolls })}
        </span>
      }
    >
      <div className="dd">
        <HowToPlay open={state.rolls === 0} />
        <div className="dd-switch-row">
          <span id="dd-two-label">{t('drunkDice.twoDice')}</span>
          <button
            type="button"
            role="switch"
            className="dd-switch"
            aria-checked={count === 2}
            aria-labelledby="dd-two-label"
            onClick={() => setCount(count === 2 ? 1 : 2)}
          >
            <span className="dd-switch-knob" aria-hidden="true" />
          </button>
        </div>

        <div className={`dd-stage ${tumbling ? 'is-tumbling' : ''}`}>
          <div className="dd-dice" aria-hidden="true">
            {(last ?? Array<number>(count).fill(0)).map((value, i) =>
              value > 0 ? (
                <DieFace key={i} value={value} size={96} />
              ) : (
                <span key={i} className="dd-die-blank" />
              ),
            )}
          </div>
          <p className="dd-result" aria-live="polite">
            {last && !tumbling ? (
              <>
                <span className="dd-result-roll">{rollLine(last, roller, sippers, players)}</span>
                <span className="dd-result-rule">{rule || t('drunkDice.noRuleHere')}</span>
                <ForfeitNote as="span" forfeits={swaps.forfeits} sips={swaps.lead} />
              </>
            ) : last ? (
              t('drunkDice.rolling')
            ) : (
              t('drunkDice.rollToSee')
            )}
          </p>
        </div>

        {nextRoller && <p className="dd-next">{t('drunkDice.turnToRoll', { name: nextRoller })}</p>}
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={roll}>
          {count === 1 ? t('drunkDice.rollDie') : t('drunkDice.rollDice')}
        </button>
        <p className="hint small key-hint">{t('drunkDice.spaceRolls')}</p>
        {support === 'listening' && <p className="hint small">{t('drunkDice.orShake')}</p>}
        {support === 'needs-permission' && (
          <button type="button" className="btn btn-small" onClick={ask}>
            {t('drunkDice.shakeAsk')}
          </button>
        )}

        {state.awaitingRule && last && !tumbling && (
          <MakeRule
            onKeep={(text) => commit({ ...state, madeRule: text, awaitingRule: false })}
            onSkip={() => commit({ ...state, awaitingRule: false })}
          />
        )}
        {state.madeRule && (
          <section className="dd-made" aria-labelledby="dd-made-title">
            <h2 id="dd-made-title">{t('drunkDice.tableRule')}</h2>
            <p className="dd-made-text">{state.madeRule}</p>
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => commit({ ...state, madeRule: null })}
            >
              {t('drunkDice.liftRule')}
            </button>
          </section>
        )}

        <section className="dd-rules" aria-labelledby="dd-rules-title">
          <div className="dd-rules-head">
            <h2 id="dd-rules-title">
              {count === 1 ? t('drunkDice.perFace') : t('drunkDice.perTotal')}
            </h2>
            <button
              type="button"
              className="btn btn-small"
              aria-expanded={editing}
              onClick={() => setEditing(!editing)}
            >
              {editing ? t('drunkDice.doneEditing') : t('drunkDice.edit')}
            </button>
          </div>
          {editing ? (
            <RuleEditor key={count} rules={stored} count={count} labels={labels} />
          ) : (
            <ol className="dd-rule-list">
              {rows.map((text, i) => (
                <li
                  key={labels[i]}
                  className={hit === i && !tumbling ? 'is-hit' : ''}
                  aria-current={hit === i && !tumbling ? 'true' : undefined}
                >
                  <span className="dd-rule-key">{count === 1 ? i + 1 : i + 2}</span>
                  <span className="dd-rule-text">{text || t('drunkDice.noRule')}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </GameShell>
  );
}

function MakeRule({ onKeep, onSkip }: { onKeep: (text: string) => void; onSkip: () => void }) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <form
      className="dd-make"
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.trim()) onKeep(draft.trim());
      }}
    >
      <label htmlFor="dd-new-rule" className="dd-make-label">
        {t('drunkDice.writeRule')}
      </label>
      <textarea
        id="dd-new-rule"
        ref={field}
        className="input"
        rows={2}
        maxLength={RULE_MAX}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="dd-make-actions">
        <button type="submit" className="btn btn-primary" disabled={!draft.trim()}>
          {t('drunkDice.keepRule')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onSkip}>
          {t('drunkDice.notNow')}
        </button>
      </div>
    </form>
  );
}

function RuleEditor({
  rules,
  count,
  labels,
}: {
  rules: DrunkDiceRules;
  count: DiceCount;
  labels: readonly string[];
}) {
  const t = useT();
  const lang = useLang();
  // The fields read this draft, not the stored rules, so typing never waits on storage.
  const [draft, setDraft] = useState(rules);
  const [confirming, setConfirming] = useState(false);
  const rows = ruleRows(draft, count, lang);
  const change = (index: number, text: string) => {
    const next = withRule(draft, count, index, text);
    setDraft(next);
    saveRules(next);
  };
  const reset = () => {
    const next = { ...defaultRules(count) };
    setDraft(next);
    saveRules(next);
    setConfirming(false);
  };
  return (
    <div className="dd-editor">
      {rows.map((text, i) => (
        <label key={labels[i]} className="dd-edit-row">
          <span>
            {count === 1
              ? t('drunkDice.face', { face: i + 1 })
              : t('drunkDice.total', { total: i + 2 })}
          </span>
          <textarea
            className="input dd-edit-field"
            rows={2}
            value={text}
            maxLength={RULE_MAX}
            onChange={(event) => change(i, event.target.value)}
          />
        </label>
      ))}
      <p className="hint small">{t('drunkDice.makeHint')}</p>
      {confirming ? (
        <div className="dd-confirm" role="group" aria-labelledby="dd-confirm-text">
          <p id="dd-confirm-text">{t('drunkDice.resetAsk')}</p>
          <div className="dd-make-actions">
            <button type="button" className="btn btn-primary" onClick={reset}>
              {t('drunkDice.resetYes')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
              {t('drunkDice.resetNo')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => setConfirming(true)}
        >
          {t('drunkDice.reset')}
        </button>
      )}
    </div>
  );
}
