import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { CardLead, cardSurface, cue, useTimerCues } from '../../feel';
import { GameShell, type PackContext } from '../core/game-shell';
import { buildRecap } from '../core/recap';
import { EndGameButton, RecapView } from '../core/recap-view';
import { useCountdown } from '../core/use-countdown';
import { tableFingerprint } from '../table/fingerprint';
import { HostCodePanel, ShowCodeAgain } from '../table/code-panel';
import type { TableCode } from '../table/payload';
import { charades as manifest } from './manifest';
import { freshSession, type CharadesSession, type CharadesTable } from './session';
import {
  charadesCodeAt,
  readStoredTable,
  tableDeck,
  tableOutcome,
  tableTeamName,
  tableTurn,
  tableWord,
  teamCount,
} from './table';
import { COUNTDOWN_SECONDS, startClock } from './turn';
import { tiltProblem, useTilt } from './use-tilt';
import '../games.css';
import './charades.css';

// Charades on everyone's phone (./table.ts has the rules). The actor's phone alone shows the
// words, with Got it, Pass and tilt; every other phone shows whose turn it is, the scores and a
// clock started with the actor's. When the turn ends the actor's phone shows its points and
// every other phone taps that number to go on: the scores agree because the table saw them.

/** The most points a watcher's phone offers for one turn (more than any team gets in 60 s). */
const MAX_POINTS = 30;

export function CharadesTableGame({
  state,
  table,
  context,
  commit,
}: {
  state: CharadesSession;
  table: CharadesTable;
  context: PackContext | null;
  commit: (next: CharadesSession) => void;
}) {
  const code = useMemo(() => readStoredTable(table.code), [table.code]);
  const deck = useMemo(() => (code ? tableDeck(code) : null), [code]);
  const set = (next: Partial<CharadesTable>, rest: Partial<CharadesSession> = {}) =>
    commit({ ...state, ...rest, table: { ...table, ...next } });
  const leave = () => commit(freshSession());

  const turn = code ? tableTurn(code, table.turn) : null;
  const mine = !!turn && table.seat === turn.actor;
  const seconds = code?.settings.seconds ?? 60;
  const playing = table.phase === 'playing';
  const countdown = useCountdown(playing ? table.startsAt : null, COUNTDOWN_SECONDS);
  const countingDown = playing && countdown !== null && countdown > 0;
  const remaining = useCountdown(playing ? table.turnEndsAt : null, seconds) ?? seconds;
  const timeUp = playing && !countingDown && remaining === 0;
  const wordShown = playing && mine && !countingDown && !timeUp && !!deck?.ok;
  useTimerCues(playing && !countingDown ? remaining : null);

  const mark = (result: 'got' | 'passed') => {
    if (!wordShown) return;
    cue(result === 'got' ? 'point' : 'pass');
    set({ results: [...table.results, result] });
  };
  const tilt = useTilt(wordShown && !!state.tilt, (t) => mark(t === 'got' ? 'got' : 'passed'));
  const tiltOn = !!state.tilt && tilt.support === 'ready';
  const [tiltAsked, setTiltAsked] = useState(false);

  // Time is up: the actor checks the words; every other phone takes the points.
  const ending = useRef(false);
  useEffect(() => {
    if (!timeUp || ending.current) return;
    ending.current = true;
    set({ phase: mine ? 'review' : 'enter', startsAt: null, turnEndsAt: null });
  });
  useEffect(() => {
    if (!timeUp) ending.current = false;
  }, [timeUp]);

  if (!code || !turn) {
    return (
      <GameShell game={manifest.id} title={manifest.title} context={context} packs={null}>
        <p className="table-problem" role="alert">
          This phone’s table code no longer reads. Scan the host’s code again to rejoin.
        </p>
        <Link to="/join" className="btn btn-primary btn-block">
          Scan the code
        </Link>
        <button type="button" className="btn btn-ghost btn-block" onClick={leave}>
          Play on this phone instead
        </button>
      </GameShell>
    );
  }

  const names = code.seats.map((s) => s.name);
  const teams = teamCount(code);
  const teamName = (team: number) => tableTeamName(code, team);
  const scores = Array.from({ length: teams }, (_, i) => table.scores[i] ?? 0);

  if (state.ended) {
    return (
      <GameShell
        game={manifest.id}
        title={manifest.title}
        context={context}
        packs={null}
        playersButton={false}
      >
        <RecapView
          recap={buildRecap({
            played: table.turn,
            unit: 'turns',
            scores: Object.fromEntries(scores.map((s, i) => [teamName(i), s])),
          })}
          onPlayAgain={leave}
        />
        {!table.host && (
          <p className="hint">
            The host starts the next game with a new code: <Link to="/join">scan it here</Link>.
          </p>
        )}
      </GameShell>
    );
  }

  const fingerprint = tableFingerprint(code);
  const actor = names[turn.actor] ?? '';
  const qr = charadesCodeAt(code, table.turn, scores);
  const status = (
    <span className="table-turn-line charades-table-status">
      <span data-testid="table-turn">Turn {table.turn + 1}</span>
      {table.seat !== null && <span>· {names[table.seat]}</span>}
      <span aria-label={`Table: ${fingerprint.words.join(', ')}`}>
        · {fingerprint.pictures.join('')}
      </span>
    </span>
  );

  /** The turn's points are in: the next turn, and maybe the end of the game. */
  const nextTurn = (points: number) => {
    const next = scores.map((s, i) => (i === turn.team ? s + points : s));
    const played = table.turn + 1;
    set(
      {
        turn: played,
        scores: next,
        phase: 'ready',
        startsAt: null,
        turnEndsAt: null,
        results: [],
        last: { turn: table.turn, team: turn.team, points },
      },
      { ended: tableOutcome(code, played, next).kind === 'winner' },
    );
  };

  const got = table.results.filter((r) => r === 'got').length;
  const word = deck?.ok ? tableWord(deck, table.turn, table.results.length) : null;
  const lastWasMine = table.last !== null && table.seat === tableTurn(code, table.last.turn).actor;

  let body;
  if (table.phase === 'code') {
    body = (
      <HostCodePanel
        qr={qr}
        game="Charades"
        seats={code.seats}
        chooseSeat={(seat) => set({ seat, phase: 'ready' })}
      />
    );
  } else if (deck && !deck.ok) {
    body = (
      <div className="prompt-card">
        <p className="table-problem" role="alert">
          {deck.problem}
        </p>
        <button type="button" className="btn btn-block" onClick={leave}>
          Play on this phone instead
        </button>
      </div>
    );
  } else if (table.phase === 'ready') {
    body = (
      <div className="prompt-card">
        <div className="prompt-live" aria-live="polite">
          {table.last && (
            <div className="charades-table-last" data-testid="last-turn">
              <p className="prompt-lead">
                Turn {table.last.turn + 1} done: {teamName(table.last.team)} got {table.last.points}{' '}
                {table.last.points === 1 ? 'point' : 'points'}
              </p>
              {lastWasMine && (
                <p className="charades-table-points">
                  Everyone else: tap <b>{table.last.points}</b> on your phone
                </p>
              )}
            </div>
          )}
          <p className="prompt-player" data-testid="table-up">
            {mine
              ? `Your turn, ${actor}: act for ${teamName(turn.team)}`
              : `${actor} acts for ${teamName(turn.team)}`}
          </p>
          <p className="hint small">
            {mine
              ? 'Only this phone shows the words. Start when your team is ready.'
              : `Start your clock when ${actor} starts, or just watch ${actor}’s phone.`}
          </p>
        </div>
      </div>
    );
  } else if (table.phase === 'playing' && mine) {
    body = (
      <div
        className="prompt-card charades-table-word-card"
        {...cardSurface(wordShown ? 'act' : null)}
      >
        <div className="prompt-live" aria-live="polite" aria-atomic="true">
          {countingDown ? (
            <div className="charades-get-ready">
              <p className="prompt-lead">{actor}, get ready</p>
              <p className="charades-countdown">{countdown}</p>
              <p className="hint small">
                {tiltOn
                  ? 'Phone on the forehead, screen to the room. Nod down: got it. Tip back: pass.'
                  : 'The word shows after the count. Keep this screen from the others.'}
              </p>
            </div>
          ) : (
            wordShown &&
            word && (
              <div className="prompt-enter">
                <CardLead type="act">{`${actor} acts for ${teamName(turn.team)}`}</CardLead>
                <p
                  className={`prompt-text charades-word${tiltOn ? ' charades-forehead' : ''}`}
                  data-testid="table-word"
                >
                  {word.text}
                </p>
                <p className="prompt-pack">{word.packName}</p>
              </div>
            )
          )}
        </div>
      </div>
    );
  } else if (table.phase === 'playing') {
    body = (
      <div className="prompt-card">
        <div className="prompt-live" aria-live="polite">
          <p className="prompt-player" data-testid="table-up">
            {actor} acts for {teamName(turn.team)}
          </p>
          <p className="hint small">
            {countingDown
              ? 'Get ready: the clock starts after the count.'
              : `Only ${actor}’s phone shows the word. Guess if it’s your team!`}
          </p>
        </div>
      </div>
    );
  } else if (table.phase === 'review') {
    body = (
      <div className="prompt-card charades-review-card">
        <div className="prompt-live charades-review">
          <p className="prompt-lead">
            Time! {teamName(turn.team)} got {got}
          </p>
          {table.results.length > 0 ? (
            <>
              <p className="hint small" id="charades-review-hint">
                Tap a word to change it between got it and passed.
              </p>
              <ul className="charades-words" aria-label="Words this turn">
                {table.results.map((result, k) => (
                  <li key={k}>
                    <button
                      type="button"
                      className={`charades-word-mark charades-${result}`}
                      aria-pressed={result === 'got'}
                      aria-describedby="charades-review-hint"
                      onClick={() =>
                        set({
                          results: table.results.map((r, j) =>
                            j === k ? (r === 'got' ? 'passed' : 'got') : r,
                          ),
                        })
                      }
                    >
                      <span className="charades-word-text">
                        {deck?.ok ? tableWord(deck, table.turn, k).text : ''}
                      </span>
                      <span className="charades-word-result">
                        {result === 'got' ? 'Got it' : 'Passed'}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="hint small">No words this turn.</p>
          )}
        </div>
      </div>
    );
  } else {
    body = (
      <PointsEntry key={table.turn} team={teamName(turn.team)} actor={actor} onDone={nextTurn} />
    );
  }

  const problem = tiltAsked ? tiltProblem(tilt.support) : null;
  const toggleTilt = async () => {
    setTiltAsked(true);
    if (state.tilt && tilt.support === 'ready') {
      commit({ ...state, tilt: false });
      return;
    }
    const works = await tilt.ask();
    commit({ ...state, tilt: works });
  };

  return (
    <GameShell
      game={manifest.id}
      title={manifest.title}
      context={context}
      packs={null}
      playersButton={false}
      status={status}
    >
      {body}
      <div className="game-actions">
        {table.phase !== 'code' && (
          <ol className="scoreboard scoreboard-line" aria-label="Scores" data-testid="table-scores">
            {scores.map((s, i) => (
              <li key={i} aria-current={i === turn.team ? 'true' : undefined}>
                <span>{teamName(i)}</span> <b>{s}</b>
              </li>
            ))}
          </ol>
        )}
        {playing && !timeUp && (
          <p
            className={`timer ${remaining <= 10 ? 'timer-low' : ''}`}
            role="timer"
            aria-label="Seconds left"
          >
            {remaining}
          </p>
        )}
        {playing && mine && !timeUp && (
          <div className="choice-buttons">
            <button
              type="button"
              className="btn btn-large btn-pass"
              disabled={!wordShown}
              onClick={() => mark('passed')}
            >
              Pass
            </button>
            <button
              type="button"
              className="btn btn-large btn-truth"
              disabled={!wordShown}
              onClick={() => mark('got')}
            >
              Got it
            </button>
          </div>
        )}
        {playing && mine && !timeUp && (
          <div className="bulk-row charades-turn-row">
            <button
              type="button"
              className="btn btn-small"
              disabled={!wordShown || table.results.length === 0}
              onClick={() => set({ results: table.results.slice(0, -1) })}
            >
              Undo
            </button>
            <button
              type="button"
              className="btn btn-small btn-ghost"
              onClick={() => set({ phase: 'review', startsAt: null, turnEndsAt: null })}
            >
              End the turn now
            </button>
            {tiltOn && <span className="hint small">Tilt is on</span>}
          </div>
        )}
        {playing && !mine && (
          <button
            type="button"
            className="btn btn-block"
            onClick={() => set({ phase: 'enter', startsAt: null, turnEndsAt: null })}
          >
            {actor}’s turn is over
          </button>
        )}
        {table.phase === 'review' && (
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            onClick={() => nextTurn(got)}
          >
            Done: {got} {got === 1 ? 'point' : 'points'}
          </button>
        )}
        {table.phase === 'ready' && deck?.ok && (
          <>
            <button
              type="button"
              className="btn btn-primary btn-large btn-block"
              onClick={() =>
                set({ phase: 'playing', results: [], ...startClock(Date.now(), seconds) })
              }
            >
              {mine ? `Start ${seconds} seconds` : `Start the clock with ${actor}`}
            </button>
            {mine ? (
              <button
                type="button"
                className="btn btn-small"
                aria-pressed={tiltOn}
                onClick={() => void toggleTilt()}
              >
                Use tilt
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-small btn-ghost"
                onClick={() => set({ phase: 'enter' })}
              >
                {actor}’s turn is over
              </button>
            )}
            {problem && (
              <p className="hint small charades-tilt-problem" role="status">
                {problem}
              </p>
            )}
          </>
        )}
      </div>
      {table.phase !== 'code' && (
        <ShowCodeAgain qr={qr} turnLabel={`turn ${table.turn + 1}, with these scores`} />
      )}
      {table.phase !== 'code' && <EndGameButton onEnd={() => commit({ ...state, ended: true })} />}
    </GameShell>
  );
}

/** A watcher's phone takes the turn's points from the actor's phone, in one tap and a check. */
function PointsEntry({
  team,
  actor,
  onDone,
}: {
  team: string;
  actor: string;
  onDone: (points: number) => void;
}) {
  const [points, setPoints] = useState<number | null>(null);
  return (
    <div className="prompt-card charades-points-card">
      <div className="prompt-live">
        <p className="prompt-lead" id="charades-points-title">
          How many did {team} get?
        </p>
        <p className="hint small">{actor}’s phone shows it. Tap the same number.</p>
        <div className="charades-points" role="group" aria-labelledby="charades-points-title">
          {Array.from({ length: MAX_POINTS + 1 }, (_, n) => (
            <button
              key={n}
              type="button"
              className="chip"
              aria-pressed={points === n}
              onClick={() => setPoints(n)}
            >
              {n}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="btn btn-primary btn-large btn-block"
          disabled={points === null}
          onClick={() => points !== null && onDone(points)}
        >
          {points === null ? 'Tap the points first' : `Next turn: ${team} +${points}`}
        </button>
      </div>
    </div>
  );
}

/** The code a host's phone starts the table with. */
export function hostTable(code: TableCode, qr: string): CharadesTable {
  return {
    code: qr,
    seat: null,
    host: true,
    turn: code.turn,
    scores: Array.from({ length: teamCount(code) }, () => 0),
    phase: 'code',
    startsAt: null,
    turnEndsAt: null,
    results: [],
    last: null,
  };
}
