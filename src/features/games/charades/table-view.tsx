import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { richText } from '../../../components/rich-text';
import { useT } from '../../../lib/i18n';
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
  const t = useT();
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
  const tilt = useTilt(wordShown && !!state.tilt, (tilted) =>
    mark(tilted === 'got' ? 'got' : 'passed'),
  );
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
          {t('charades.table.unreadable')}
        </p>
        <Link to="/join" className="btn btn-primary btn-block">
          {t('charades.table.scan')}
        </Link>
        <button type="button" className="btn btn-ghost btn-block" onClick={leave}>
          {t('charades.table.onThisPhone')}
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
            {richText(t('charades.table.nextGame', { scan: '{scan}' }), {
              scan: <Link to="/join">{t('charades.table.scanHere')}</Link>,
            })}
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
      <span data-testid="table-turn">{t('charades.table.turn', { turn: table.turn + 1 })}</span>
      {table.seat !== null && <span>· {names[table.seat]}</span>}
      <span aria-label={t('charades.table.label', { words: fingerprint.words.join(', ') })}>
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
        game={t('play.title.charades')}
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
          {t('charades.table.onThisPhone')}
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
                {t('charades.table.turnDone', {
                  turn: table.last.turn + 1,
                  team: teamName(table.last.team),
                  count: table.last.points,
                })}
              </p>
              {lastWasMine && (
                <p className="charades-table-points">
                  {richText(t('charades.table.tapPoints', { points: '{points}' }), {
                    points: <b>{table.last.points}</b>,
                  })}
                </p>
              )}
            </div>
          )}
          <p className="prompt-player" data-testid="table-up">
            {mine
              ? t('charades.table.yourTurn', { actor, team: teamName(turn.team) })
              : t('charades.actsFor', { actor, team: teamName(turn.team) })}
          </p>
          <p className="hint small">
            {mine ? t('charades.table.onlyThis') : t('charades.table.startWith', { actor })}
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
              <p className="prompt-lead">{t('charades.getReady', { name: actor })}</p>
              <p className="charades-countdown">{countdown}</p>
              <p className="hint small">
                {tiltOn ? t('charades.tiltHint') : t('charades.afterCountHidden')}
              </p>
            </div>
          ) : (
            wordShown &&
            word && (
              <div className="prompt-enter">
                <CardLead type="act">
                  {t('charades.actsFor', { actor, team: teamName(turn.team) })}
                </CardLead>
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
            {t('charades.actsFor', { actor, team: teamName(turn.team) })}
          </p>
          <p className="hint small">
            {countingDown
              ? t('charades.table.countFirst')
              : t('charades.table.onlyActor', { actor })}
          </p>
        </div>
      </div>
    );
  } else if (table.phase === 'review') {
    body = (
      <div className="prompt-card charades-review-card">
        <div className="prompt-live charades-review">
          <p className="prompt-lead">
            {t('charades.timeUpGot', { team: teamName(turn.team), got })}
          </p>
          {table.results.length > 0 ? (
            <>
              <p className="hint small" id="charades-review-hint">
                {t('charades.reviewHint')}
              </p>
              <ul className="charades-words" aria-label={t('charades.wordsThisTurn')}>
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
                        {result === 'got' ? t('charades.got') : t('charades.passed')}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="hint small">{t('charades.noWords')}</p>
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
          <ol
            className="scoreboard scoreboard-line"
            aria-label={t('charades.scores')}
            data-testid="table-scores"
          >
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
            aria-label={t('charades.secondsLabel')}
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
              {t('charades.pass')}
            </button>
            <button
              type="button"
              className="btn btn-large btn-truth"
              disabled={!wordShown}
              onClick={() => mark('got')}
            >
              {t('charades.got')}
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
              {t('charades.undo')}
            </button>
            <button
              type="button"
              className="btn btn-small btn-ghost"
              onClick={() => set({ phase: 'review', startsAt: null, turnEndsAt: null })}
            >
              {t('charades.table.endNow')}
            </button>
            {tiltOn && <span className="hint small">{t('charades.tiltOn')}</span>}
          </div>
        )}
        {playing && !mine && (
          <button
            type="button"
            className="btn btn-block"
            onClick={() => set({ phase: 'enter', startsAt: null, turnEndsAt: null })}
          >
            {t('charades.table.turnOver', { actor })}
          </button>
        )}
        {table.phase === 'review' && (
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            onClick={() => nextTurn(got)}
          >
            {t('charades.table.done', { count: got })}
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
              {mine ? t('charades.start', { seconds }) : t('charades.table.startClock', { actor })}
            </button>
            {mine ? (
              <button
                type="button"
                className="btn btn-small"
                aria-pressed={tiltOn}
                onClick={() => void toggleTilt()}
              >
                {t('charades.useTilt')}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-small btn-ghost"
                onClick={() => set({ phase: 'enter' })}
              >
                {t('charades.table.turnOver', { actor })}
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
        <ShowCodeAgain qr={qr} turnLabel={t('charades.table.again', { turn: table.turn + 1 })} />
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
  const t = useT();
  const [points, setPoints] = useState<number | null>(null);
  return (
    <div className="prompt-card charades-points-card">
      <div className="prompt-live">
        <p className="prompt-lead" id="charades-points-title">
          {t('charades.table.howMany', { team })}
        </p>
        <p className="hint small">{t('charades.table.actorShows', { actor })}</p>
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
          {points === null
            ? t('charades.table.tapFirst')
            : t('charades.table.nextTurn', { team, points })}
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
