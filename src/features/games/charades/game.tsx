import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { CardLead, cardSurface, cue, useDealAnimation, useTimerCues } from '../../feel';
import { drawPrompt } from '../core/draw';
import type { ShownPrompt } from '../core/session';
import { GameShell, pickerPacks, usePackContext } from '../core/game-shell';
import { charades as builtIn } from './manifest';
import { FallbackNotice, toShown, useDeck, useWithOwnPacks } from '../core/prompt-game';
import { freshSession, parseSession, type CharadesSession } from './session';
import { useCountdown } from '../core/use-countdown';
import { useGameSession } from '../core/use-game-session';
import { buildRecap } from '../core/recap';
import { EndGameButton, RecapView } from '../core/recap-view';
import { Sheet } from '../core/sheet';
import {
  actorFor,
  defaultTeamName,
  emptyTeamName,
  isTeamName,
  outcomeLine,
  teamMembers,
  teamName,
} from './rules';
import {
  COUNTDOWN_SECONDS,
  correctWord,
  finishTurn,
  markWord,
  msHeld,
  nextTeam,
  pauseClock,
  resumeClock,
  roundNumber,
  roundOutcome,
  startClock,
  undoLast,
  type TurnClock,
  type WordResult,
} from './turn';
import { tiltProblem, useTilt } from './use-tilt';
import { selectDrawPacks } from '../core/packs';
import { JoinTableLink } from '../table/code-panel';
import { MAX_SEATS, toQrText } from '../table/payload';
import { newCharadesTable } from './table';
import { CharadesTableGame, hostTable } from './table-view';
import type { Tilt } from './tilt';
import '../games.css';
import './charades.css';

// Charades, Heads Up! style: teams take turns; after a 3-2-1 the actor (or the guesser, with the
// phone on their forehead) has sixty seconds for as many words as the team can get. Got it scores
// a point, Pass moves on; tilting the phone does the same when Use tilt is on. The last mark can
// be undone, the turn can be paused, and when time is up the table checks the list of words
// before the next team plays. The clock is an absolute end time (or the time left, while paused),
// so a reload continues with the time that is really left. The rules are in ./turn.ts.

export const TURN_SECONDS = 60;

function fresh(): CharadesSession {
  return { ...freshSession(), turnSeconds: TURN_SECONDS };
}

const TARGET_CHOICES = [5, 10, 20, 0] as const;

function clockOf(state: CharadesSession): TurnClock {
  return {
    startsAt: state.startsAt,
    turnEndsAt: state.turnEndsAt,
    pausedLeftMs: state.pausedLeftMs,
  };
}

export function CharadesGame() {
  const t = useT();
  // Packs made for this game in the editor, and liked ones, join the built-in packs.
  const manifest = useWithOwnPacks(builtIn);
  const context = usePackContext(manifest.id);
  const deck = useDeck(manifest, context);
  const { state, memory, commit } = useGameSession(manifest.id, parseSession, fresh);
  const [editing, setEditing] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  /** Use tilt was pressed on this page: say why tilt cannot work, if it cannot. */
  const [tiltAsked, setTiltAsked] = useState(false);
  /** The last got or pass, for the full-screen flash (a new key restarts it). */
  const [flash, setFlash] = useState<{ result: WordResult; key: number } | null>(null);
  /** What is typed in each team's name box; null where it matches the stored name. */
  const [drafts, setDrafts] = useState<(string | null)[]>([]);
  const playing = state?.phase === 'playing';
  const paused = state?.phase === 'paused';
  const reviewing = state?.phase === 'review' || state?.phase === 'turn-over';
  const ready = !state || state.phase === 'ready';
  const countdown = useCountdown(playing ? state.startsAt : null, COUNTDOWN_SECONDS);
  const countingDown = playing && countdown !== null && countdown > 0;
  const ticking =
    useCountdown(playing ? state.turnEndsAt : null, state?.turnSeconds ?? TURN_SECONDS) ??
    state?.turnSeconds ??
    TURN_SECONDS;
  /** The clock's seconds: all that is left during the 3-2-1 (and while paused), then ticking. */
  const remaining =
    state && (countingDown || paused) ? Math.ceil(msHeld(clockOf(state)) / 1000) : ticking;
  const timeUp = playing && !countingDown && remaining === 0;
  const wordShown = playing && !countingDown && !timeUp && !!state.word;
  /** Words have been played: End game takes the place of the target's choices. */
  const started = !!state && state.shown > 0;
  useTimerCues(playing && !countingDown ? remaining : null);
  const dealt = useDealAnimation<HTMLDivElement>(wordShown ? state.word : null);
  const team = state ? state.teams[state.team] : undefined;
  const teamLabel = teamName(team?.name ?? '', state?.team ?? 0);
  /** G5: who acts this turn, from the Players list shared out between the teams. */
  const actor =
    state && context
      ? actorFor(context.players, state.teams.length, state.team, team?.turns ?? 0)
      : null;

  /** A new word from the deck (remembered when committed), or null when none can be drawn. */
  const draw = () => {
    if (!memory || !deck || !context) return null;
    const pool = deck.pools[0];
    const drawn = pool ? drawPrompt(pool, memory) : null;
    if (!drawn) return null;
    const word: ShownPrompt = { ...toShown(manifest.id, 0, drawn, [], 0), player: null };
    return { word, drawn };
  };

  const start = () => {
    if (!state) return;
    const next = draw();
    if (!next) return;
    commit(
      {
        ...state,
        phase: 'playing',
        ...startClock(Date.now(), state.turnSeconds),
        got: 0,
        skipped: 0,
        words: [],
        word: next.word,
        shown: state.shown + 1,
      },
      next.drawn,
    );
  };

  const mark = (result: WordResult) => {
    if (!state || !wordShown) return;
    const next = draw();
    if (!next) return;
    cue(result === 'got' ? 'point' : 'pass');
    setFlash((f) => ({ result, key: (f?.key ?? 0) + 1 }));
    commit({ ...markWord(state, result, next.word), shown: state.shown + 1 }, next.drawn);
  };
  const onTilt = (tilt: Tilt) => mark(tilt === 'got' ? 'got' : 'passed');
  const tilt = useTilt(wordShown && !!state.tilt, onTilt);
  const tiltOn = !!state?.tilt && tilt.support === 'ready';

  const undo = () => {
    if (!state || !wordShown) return;
    const back = undoLast(state);
    if (back) commit(back);
  };
  const pause = () =>
    state &&
    playing &&
    commit({ ...state, phase: 'paused', ...pauseClock(clockOf(state), Date.now()) });
  const resume = () =>
    state &&
    paused &&
    commit({ ...state, phase: 'playing', ...resumeClock(clockOf(state), Date.now()) });

  /** Time is up: the turn's words, for the table to check, before the next team plays. */
  const ending = useRef(false);
  /** Time was called on this screen (not a turn read back from storage): buttons take focus. */
  const [calledHere, setCalledHere] = useState(false);
  useEffect(() => {
    if (!timeUp || !state || ending.current) return;
    ending.current = true;
    setCalledHere(true);
    commit({ ...state, phase: 'review', turnEndsAt: null, startsAt: null, word: null });
  }, [timeUp, state, commit]);
  useEffect(() => {
    if (!timeUp) ending.current = false;
  }, [timeUp]);

  const finish = () => {
    if (!state || !reviewing) return;
    const done = finishTurn(state, state.target);
    commit({
      ...done.state,
      phase: 'ready',
      turnEndsAt: null,
      startsAt: null,
      pausedLeftMs: null,
      last: done.last,
      ended: done.outcome.kind === 'winner',
    });
  };

  // The countdown ends: Got it, there all along but disabled, takes the focus from Pause.
  const gotButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!wordShown) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused.closest('.charades-turn-row')) {
      gotButton.current?.focus();
    }
  }, [wordShown]);

  const setTeams = (teams: CharadesSession['teams']) =>
    state && commit({ ...state, teams, team: nextTeam(teams) });
  const resetScores = () => {
    if (!state) return;
    setConfirmReset(false);
    commit({
      ...state,
      teams: state.teams.map((tm) => ({ ...tm, score: 0, turns: 0 })),
      team: 0,
      last: null,
      shown: 0,
    });
  };
  /** The session as last drawn, for a change made after waiting on the permission prompt. */
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const toggleTilt = async () => {
    if (!state) return;
    setTiltAsked(true);
    if (state.tilt && tilt.support === 'ready') {
      commit({ ...state, tilt: false });
      return;
    }
    const works = await tilt.ask();
    if (latest.current) commit({ ...latest.current, tilt: works });
  };
  const playAgain = () =>
    state &&
    commit({
      ...fresh(),
      teams: state.teams.map((tm) => ({ ...tm, score: 0, turns: 0 })),
      target: state.target,
      tilt: state.tilt,
    });

  if (state?.table) {
    return (
      <CharadesTableGame state={state} table={state.table} context={context} commit={commit} />
    );
  }

  /** The packs a table of phones deals: the built-in ones on here (every phone has those; a pack
   * from the editor lives on this phone only). */
  const tablePacks = context
    ? selectDrawPacks(builtIn.packs, context.states, context.premium, context.spiceLimit).packs
    : [];
  /** Why this phone cannot host a table yet: every team needs someone to act. */
  // Until the stored players are read it speaks as for a table with none yet, which a first
  // visit has: the line under the button keeps its words, and nothing below it moves.
  const seated = context?.players ?? [];
  const teamCount = state?.teams.length ?? 2;
  const tableProblem =
    context && tablePacks.length === 0
      ? t('charades.tableNoPacks')
      : seated.length < Math.max(3, teamCount)
        ? t('charades.tableFewPlayers', { count: Math.max(3, teamCount) })
        : seated.length > MAX_SEATS
          ? t('charades.tableTooMany', { count: MAX_SEATS })
          : null;
  const startTable = () => {
    if (!state || !context || tableProblem) return;
    const code = newCharadesTable(context.players, context.flags, tablePacks, {
      seconds: state.turnSeconds,
      target: state.target,
      teams: state.teams.length,
    });
    commit({ ...state, table: hostTable(code, toQrText(code)) });
  };

  if (state?.ended) {
    return (
      <GameShell game={manifest.id} title={manifest.title} context={context} packs={null}>
        <RecapView
          recap={buildRecap({
            played: state.shown,
            unit: 'words',
            scores: Object.fromEntries(
              state.teams.map((tm, i) => [teamName(tm.name, i), tm.score]),
            ),
          })}
          onPlayAgain={() => playAgain?.()}
        />
      </GameShell>
    );
  }

  const outcome = state && ready ? roundOutcome(state.teams, state.target) : null;
  const outcomeText =
    state && outcome
      ? outcomeLine(
          outcome,
          state.teams.map((tm, i) => ({ ...tm, name: teamName(tm.name, i) })),
          state.target,
        )
      : null;
  const problem = tiltAsked ? tiltProblem(tilt.support) : null;
  const round = state ? roundNumber(state.teams) : 1;

  return (
    <GameShell
      game={manifest.id}
      title={manifest.title}
      context={context}
      packs={pickerPacks(manifest)}
      status={
        // The page paints before the saved game is read: the scoreboard's line is kept (hidden)
        // until then, so the card and buttons below it never move when the scores come in.
        <ol
          className={`scoreboard scoreboard-line${state ? '' : ' until-read'}`}
          aria-label={t('charades.scores')}
          aria-hidden={state ? undefined : true}
        >
          {(state ?? fresh()).teams.map((tm, i) => (
            <li key={i} aria-current={state && i === state.team ? 'true' : undefined}>
              <span>{teamName(tm.name, i)}</span> <b>{tm.score}</b>
            </li>
          ))}
        </ol>
      }
    >
      <FallbackNotice fallback={deck?.fallback} />
      {flash && (
        <div
          key={flash.key}
          className={`charades-flash charades-flash-${flash.result}`}
          aria-hidden="true"
          onAnimationEnd={() => setFlash(null)}
        />
      )}
      <div
        className={`prompt-card${reviewing ? ' charades-review-card' : ''}`}
        {...cardSurface(wordShown ? 'act' : null)}
      >
        {/* Drawn anew once the saved game is read: a saved turn's words take the intro's
            place instead of pushing it about. */}
        <div
          key={state ? 'game' : 'intro'}
          className="prompt-live"
          aria-live="polite"
          aria-atomic={reviewing ? undefined : 'true'}
        >
          {countingDown && (
            <div className="charades-get-ready">
              <p className="prompt-lead">
                {actor
                  ? t('charades.actsFor', { actor, team: teamLabel })
                  : t('charades.teamReady', { team: teamLabel })}
              </p>
              <p className="charades-countdown">{countdown}</p>
              <p className="hint small">
                {tiltOn ? t('charades.tiltHint') : t('charades.afterCount')}
              </p>
            </div>
          )}
          {wordShown && (
            <div ref={dealt} className="prompt-enter">
              <CardLead type="act">
                {actor
                  ? t('charades.actsFor', { actor, team: teamLabel })
                  : t('charades.actItOut', { team: teamLabel })}
              </CardLead>
              <p className={`prompt-text charades-word${tiltOn ? ' charades-forehead' : ''}`}>
                {state.word?.text}
              </p>
              <p className="prompt-pack">{state.word?.packName}</p>
            </div>
          )}
          {paused && (
            <div className="intro">
              <p className="prompt-lead">{t('charades.paused')}</p>
              <p className="prompt-player">{t('charades.secondsLeft', { count: remaining })}</p>
              <p className="hint small">{t('charades.pausedHint')}</p>
            </div>
          )}
          {reviewing && state && (
            <div className="charades-review">
              <p className="prompt-lead">
                {t('charades.timeUp', { team: teamLabel, got: state.got, passed: state.skipped })}
              </p>
              {state.words.length > 0 ? (
                <>
                  <p className="hint small" id="charades-review-hint">
                    {t('charades.reviewHint')}
                  </p>
                  <ul className="charades-words" aria-label={t('charades.wordsThisTurn')}>
                    {state.words.map((w, i) => (
                      <li key={i}>
                        <button
                          type="button"
                          className={`charades-word-mark charades-${w.result}`}
                          aria-pressed={w.result === 'got'}
                          aria-describedby="charades-review-hint"
                          onClick={() => commit(correctWord(state, i))}
                        >
                          <span className="charades-word-text">{w.prompt.text}</span>
                          <span className="charades-word-result">
                            {w.result === 'got' ? t('charades.got') : t('charades.passed')}
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
          )}
          {ready && (
            <div className="intro">
              {state?.last && (
                <p className="prompt-lead">
                  {t('charades.lastTurn', {
                    team: teamName(state.teams[state.last.team]?.name ?? '', state.last.team),
                    got: state.last.got,
                    passed: state.last.skipped,
                  })}
                </p>
              )}
              {outcomeText && <p className="charades-outcome">{outcomeText}</p>}
              <p className="prompt-player">
                {actor
                  ? t('charades.isUpActor', { team: teamLabel, actor })
                  : t('charades.isUp', { team: teamLabel })}
              </p>
              {!state?.last && <p className="intro-text">{manifest.howTo}</p>}
              <p className="hint small">
                {actor ? t('charades.passToActor', { actor }) : t('charades.passToAnyone')}
              </p>
            </div>
          )}
        </div>
      </div>
      {/* Drawn anew too: a saved turn's clock and buttons take the place of Start. */}
      <div key={state ? 'actions' : 'intro-actions'} className="game-actions">
        {(playing || paused) && !timeUp && (
          <p
            className={`timer ${remaining <= 10 ? 'timer-low' : ''}`}
            role="timer"
            aria-label={t('charades.secondsLabel')}
          >
            {remaining}
          </p>
        )}
        {playing && !timeUp && (
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
              ref={gotButton}
              type="button"
              className="btn btn-large btn-truth"
              disabled={!wordShown}
              onClick={() => mark('got')}
            >
              {t('charades.got')}
            </button>
          </div>
        )}
        {playing && !timeUp && (
          <div className="bulk-row charades-turn-row">
            <button
              type="button"
              className="btn btn-small"
              disabled={!wordShown || state.words.length === 0}
              onClick={undo}
            >
              {t('charades.undo')}
            </button>
            <button
              type="button"
              className="btn btn-small"
              // A3: Start is gone once the turn starts; Pause holds the focus until Got it can.
              autoFocus
              onClick={pause}
            >
              {t('charades.pause')}
            </button>
            {tiltOn && <span className="hint small">{t('charades.tiltOn')}</span>}
            {state.tilt && tilt.support === 'needs-permission' && (
              // A reloaded page must ask for motion access again, and only a tap may ask.
              <button type="button" className="btn btn-small" onClick={() => void toggleTilt()}>
                {t('charades.turnTiltOn')}
              </button>
            )}
          </div>
        )}
        {paused && (
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            autoFocus
            onClick={resume}
          >
            {t('charades.resume')}
          </button>
        )}
        {reviewing && (
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            autoFocus={calledHere}
            onClick={finish}
          >
            {state && finishTurn(state, state.target).outcome.kind === 'winner'
              ? t('charades.seeWinner')
              : t('charades.nextTeam')}
          </button>
        )}
        {ready && (
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            disabled={!state || !memory || !deck}
            // A3: when the review's button goes, focus lands on the next start.
            autoFocus={calledHere && !!state?.last}
            onClick={start}
          >
            {t('charades.start', { seconds: TURN_SECONDS })}
          </button>
        )}
        {ready && (
          // Kept hidden, with its room, until the saved game is read, and as tall with the
          // target's choices as with the round and End game: Start stays where it was drawn.
          <div
            className={`game-settings${state ? '' : ' until-read'}`}
            aria-hidden={state ? undefined : true}
            inert={!state}
          >
            <div className="bulk-row">
              <button
                type="button"
                className="btn btn-small"
                onClick={() => {
                  if (editing) {
                    // An empty name is refused: focus goes back to it, with the reason beside it.
                    const empty = drafts.findIndex((d) => d !== null && !isTeamName(d));
                    if (empty >= 0) {
                      document.getElementById(`team-name-${empty}`)?.focus();
                      return;
                    }
                    setDrafts([]);
                  }
                  setEditing(!editing);
                }}
              >
                {editing ? t('charades.doneTeams') : t('charades.editTeams')}
              </button>
              <button
                type="button"
                className="btn btn-small"
                aria-pressed={tiltOn}
                onClick={() => void toggleTilt()}
              >
                {t('charades.useTilt')}
              </button>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                disabled={!started && !state?.teams.some((tm) => tm.score > 0)}
                onClick={() => setConfirmReset(true)}
              >
                {t('charades.resetScores')}
              </button>
            </div>
            {problem && (
              <p className="hint small charades-tilt-problem" role="status">
                {problem}
              </p>
            )}
            <div className="settings-slot">
              <fieldset
                className={`chips${started ? ' until-read' : ''}`}
                aria-hidden={started || undefined}
                inert={started}
              >
                <legend>{t('charades.playTo')}</legend>
                {TARGET_CHOICES.map((n) => (
                  <button
                    key={n}
                    type="button"
                    className="chip"
                    aria-pressed={state?.target === n}
                    onClick={() => state && commit({ ...state, target: n })}
                  >
                    {n === 0 ? t('charades.noLimit') : t('charades.points', { count: n })}
                  </button>
                ))}
              </fieldset>
              {started && (
                <div className="settings-slot-end charades-round">
                  <p className="charades-round-line">
                    {t('charades.round', {
                      round,
                      target:
                        state.target > 0
                          ? t('charades.playingTo', { target: state.target })
                          : t('charades.noLimitLower'),
                    })}
                  </p>
                  <EndGameButton
                    onEnd={() => commit({ ...state, ended: true, turnEndsAt: null })}
                  />
                </div>
              )}
            </div>
          </div>
        )}
        {editing && state?.phase === 'ready' && (
          <div className="team-editor">
            {state.teams.map((tm, i) => {
              const draft = drafts[i] ?? null;
              const empty = draft !== null && !isTeamName(draft);
              const members = context ? teamMembers(context.players, state.teams.length, i) : [];
              return (
                <div key={i} className="team-row">
                  <label htmlFor={`team-name-${i}`} className="visually-hidden">
                    {t('charades.teamName', { number: i + 1 })}
                  </label>
                  <input
                    id={`team-name-${i}`}
                    className="input"
                    // A team still called by its place shows that name in the page's language.
                    value={draft ?? teamName(tm.name, i)}
                    maxLength={24}
                    aria-invalid={empty || undefined}
                    aria-describedby={empty ? `team-name-${i}-error` : undefined}
                    onChange={(e) => {
                      const name = e.target.value;
                      setDrafts((d) => {
                        const next = [...d];
                        next[i] = name;
                        return next;
                      });
                      // The stored name changes only to a real name (G5).
                      if (isTeamName(name)) {
                        setTeams(state.teams.map((x, j) => (j === i ? { ...x, name } : x)));
                      }
                    }}
                  />
                  {empty && (
                    <p id={`team-name-${i}-error`} className="team-error" role="alert">
                      {emptyTeamName()}
                    </p>
                  )}
                  {members.length > 0 && (
                    <p className="hint small">
                      {t('charades.actingInTurn', { names: members.join(', ') })}
                    </p>
                  )}
                </div>
              );
            })}
            <div className="bulk-row">
              <button
                type="button"
                className="btn btn-small"
                disabled={state.teams.length >= 4}
                onClick={() =>
                  setTeams([
                    ...state.teams,
                    { name: defaultTeamName(state.teams.length), score: 0, turns: 0 },
                  ])
                }
              >
                {t('charades.addTeam')}
              </button>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                disabled={state.teams.length <= 2}
                onClick={() => {
                  setDrafts((d) => d.slice(0, state.teams.length - 1));
                  setTeams(state.teams.slice(0, -1));
                }}
              >
                {t('charades.removeTeam')}
              </button>
            </div>
            {!started && (
              // With the teams, once the table is set: opened by a tap, so it moves nothing as
              // the page loads.
              <div className="charades-table-start">
                <button
                  type="button"
                  className="btn btn-block"
                  disabled={!!tableProblem}
                  aria-describedby="charades-table-hint"
                  onClick={startTable}
                >
                  {t('charades.tableStart')}
                </button>
                <p className="hint small" id="charades-table-hint">
                  {tableProblem ?? t('charades.tableHint')}
                </p>
                <JoinTableLink />
              </div>
            )}
          </div>
        )}
      </div>
      {confirmReset && state && (
        <Sheet labelledBy="charades-reset-title" onClose={() => setConfirmReset(false)}>
          <header className="sheet-head">
            <h2 id="charades-reset-title">{t('charades.resetTitle')}</h2>
          </header>
          <p>{t('charades.resetText')}</p>
          <div className="bulk-row">
            <button type="button" className="btn btn-primary" onClick={resetScores}>
              {t('charades.resetYes')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setConfirmReset(false)}>
              {t('charades.resetNo')}
            </button>
          </div>
        </Sheet>
      )}
    </GameShell>
  );
}
