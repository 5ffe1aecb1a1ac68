import { categorySets } from '../../content/games/country-island-city';
import { Icon } from '../../components/icons';
import { CardLead, cardSurface, cue, useTimerCues } from '../feel';
import { nextLetter, scoreRound } from './cic-scoring';
import { GameShell, usePackContext } from './game-shell';
import { DEFAULT_CIC_RULES, parseSession, type CicRules, type CicSession } from './session';
import { useGameSession, useNow } from './use-game-session';
import './games.css';

// Country, island, city: a letter is drawn from the set's playable letters; everyone writes one
// answer per column before the clock runs out; answers are typed in afterwards and scored.

const ROUND_CHOICES = [60, 90, 120, 180] as const;
const SEATS = ['Player 1', 'Player 2'];
const GAME = 'country-island-city';

function fresh(): CicSession {
  return {
    kind: 'cic',
    setId: categorySets[0]?.id ?? 'classic',
    phase: 'ready',
    letter: null,
    usedLetters: [],
    roundEndsAt: null,
    roundSeconds: 90,
    players: [],
    answers: {},
    totals: {},
    round: 0,
    last: null,
    rules: DEFAULT_CIC_RULES,
  };
}

const RULE_LABELS: { key: keyof CicRules; label: string }[] = [
  { key: 'unique', label: 'Unique answer' },
  { key: 'shared', label: 'Shared answer' },
  { key: 'only', label: 'Only answer in the column' },
];

export function CountryIslandCityGame() {
  const context = usePackContext(GAME);
  const { state, commit } = useGameSession(GAME, (raw) => parseSession(raw, 'cic'), fresh);
  const premium = context?.premium ?? false;
  // A premium set chosen while premium lasted falls back to the first free set once it lapses.
  const set =
    categorySets.find((s) => s.id === state?.setId && (!s.premium || premium)) ??
    categorySets.find((s) => !s.premium);
  const playing = state?.phase === 'playing';
  const now = useNow(playing);
  const remaining =
    state?.roundEndsAt != null
      ? Math.max(0, Math.min(state.roundSeconds, Math.ceil((state.roundEndsAt - now) / 1000)))
      : (state?.roundSeconds ?? 90);
  useTimerCues(playing ? remaining : null);

  if (!state || !set) {
    return (
      <GameShell game={GAME} title="Country, island, city" context={context} packs={null}>
        <p className="hint">Setting the table…</p>
      </GameShell>
    );
  }

  const players = context && context.players.length >= 2 ? context.players : SEATS;
  const startRound = () => {
    const { letter, used } = nextLetter(set.letters, state.usedLetters);
    const answers = Object.fromEntries(
      players.map((p) => [p, Array<string>(set.categories.length).fill('')]),
    );
    commit({
      ...state,
      phase: 'playing',
      letter,
      usedLetters: used,
      players: [...players],
      answers,
      roundEndsAt: Date.now() + state.roundSeconds * 1000,
      round: state.round + 1,
    });
  };
  const stop = () => commit({ ...state, phase: 'scoring', roundEndsAt: null });
  const setAnswer = (player: string, column: number, value: string) => {
    const row = [...(state.answers[player] ?? [])];
    row[column] = value;
    commit({ ...state, answers: { ...state.answers, [player]: row } });
  };
  const score = () => {
    const result = scoreRound(
      state.letter ?? '',
      state.players,
      set.categories.length,
      state.answers,
      state.rules,
    );
    const totals = { ...state.totals };
    for (const p of state.players) totals[p] = (totals[p] ?? 0) + (result.totals[p] ?? 0);
    cue('point');
    commit({ ...state, phase: 'summary', last: result, totals });
  };
  const setRule = (key: keyof CicRules, value: number) =>
    commit({ ...state, rules: { ...state.rules, [key]: Math.max(0, Math.min(100, value)) } });

  return (
    <GameShell
      game={GAME}
      title="Country, island, city"
      context={context}
      packs={null}
      status={
        state.round > 0 ? (
          <span>
            Round {state.round} · {set.name}
          </span>
        ) : null
      }
    >
      {state.phase === 'ready' && (
        <div className="cic-setup">
          <p className="intro-text">
            A letter is drawn. Everyone writes one answer per column on paper before time runs out,
            then you type them in and the app scores them.
          </p>
          <fieldset className="set-list">
            <legend>Columns</legend>
            {categorySets.map((s) => {
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
                      {s.categories.length} columns · {s.letters.length} letters
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
          <p className="hint small">
            Playing: {players.join(', ')}
            {context && context.players.length < 2 && ' (add names under Players)'}
          </p>
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            onClick={startRound}
          >
            {state.round > 0 ? 'Next round' : 'Draw a letter'}
          </button>
        </div>
      )}

      {state.phase === 'playing' && (
        <div className="cic-round">
          <div aria-live="polite" {...cardSurface('letter')}>
            <CardLead type="letter">The letter is</CardLead>
            <p className="cic-letter">{state.letter}</p>
          </div>
          <p className={`timer ${remaining <= 10 ? 'timer-low' : ''}`} role="timer">
            {remaining}
          </p>
          {remaining === 0 && <p className="hint">Pens down!</p>}
          <ol className="cic-columns">
            {set.categories.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ol>
          <button type="button" className="btn btn-primary btn-large btn-block" onClick={stop}>
            {remaining === 0 ? 'Enter answers' : 'Stop and enter answers'}
          </button>
        </div>
      )}

      {state.phase === 'scoring' && (
        <form
          className="cic-answers"
          onSubmit={(e) => {
            e.preventDefault();
            score();
          }}
        >
          <p className="hint">
            Letter <b>{state.letter}</b>: type each player&apos;s answers. Leave a box empty for no
            answer.
          </p>
          {set.categories.map((c, column) => (
            <fieldset key={c} className="answer-group">
              <legend>{c}</legend>
              {state.players.map((p) => (
                <label key={p} className="answer-row">
                  <span>{p}</span>
                  <input
                    className="input"
                    value={state.answers[p]?.[column] ?? ''}
                    autoComplete="off"
                    maxLength={60}
                    aria-label={`${c}, ${p}`}
                    onChange={(e) => setAnswer(p, column, e.target.value)}
                  />
                </label>
              ))}
            </fieldset>
          ))}
          <button type="submit" className="btn btn-primary btn-large btn-block">
            Score the round
          </button>
        </form>
      )}

      {state.phase === 'summary' && state.last && (
        <div className="cic-summary">
          <h2>
            Round {state.round}: {state.last.letter}
          </h2>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Column</th>
                  {state.players.map((p) => (
                    <th key={p} scope="col">
                      {p}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {set.categories.map((c, column) => (
                  <tr key={c}>
                    <th scope="row">{c}</th>
                    {state.players.map((p) => (
                      <td key={p}>
                        <span className="answer">{state.answers[p]?.[column] || '–'}</span>{' '}
                        <b>{state.last?.points[p]?.[column] ?? 0}</b>
                      </td>
                    ))}
                  </tr>
                ))}
                <tr className="row-total">
                  <th scope="row">This round</th>
                  {state.players.map((p) => (
                    <td key={p}>
                      <b>{state.last?.totals[p] ?? 0}</b>
                    </td>
                  ))}
                </tr>
                <tr className="row-total">
                  <th scope="row">Total</th>
                  {state.players.map((p) => (
                    <td key={p}>
                      <b>{state.totals[p] ?? 0}</b>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            onClick={() => commit({ ...state, phase: 'ready' })}
          >
            Next round
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-block"
            onClick={() => commit({ ...fresh(), setId: state.setId, rules: state.rules })}
          >
            New game
          </button>
        </div>
      )}
    </GameShell>
  );
}
