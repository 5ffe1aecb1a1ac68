import { useEffect, useRef, useState } from 'react';
import { CardLead, cardSurface, cue, useDealAnimation, useTimerCues } from '../../feel';
import { drawPrompt } from '../core/draw';
import { GameShell, pickerPacks, usePackContext } from '../core/game-shell';
import { charades as manifest } from './manifest';
import { FallbackNotice, toShown, useDeck } from '../core/prompt-game';
import { parseSession, type CharadesSession } from './session';
import { useCountdown } from '../core/use-countdown';
import { useGameSession } from '../core/use-game-session';
import { buildRecap } from '../core/recap';
import { EndGameButton, RecapView } from '../core/recap-view';
import { actorFor, EMPTY_TEAM_NAME, isTeamName, teamMembers } from './rules';
import '../games.css';

// Charades: teams take turns; the actor gets sixty seconds to act out as many words as the team
// can guess. Got it scores a point, skip moves on. The clock is an absolute end time, so a reload
// mid-turn continues with the time that is really left.

export const TURN_SECONDS = 60;

function fresh(): CharadesSession {
  return {
    kind: 'charades',
    teams: [
      { name: 'Team 1', score: 0, turns: 0 },
      { name: 'Team 2', score: 0, turns: 0 },
    ],
    team: 0,
    phase: 'ready',
    turnEndsAt: null,
    turnSeconds: TURN_SECONDS,
    word: null,
    got: 0,
    skipped: 0,
    shown: 0,
    target: 10,
    last: null,
    picked: {},
    ended: false,
  };
}

const TARGET_CHOICES = [5, 10, 20, 0] as const;

/** A team name left empty reads as its place at the table (G5: never a lone score). */
function teamName(name: string, index: number): string {
  return name.trim() || `Team ${index + 1}`;
}

export function CharadesGame() {
  const context = usePackContext(manifest.id);
  const deck = useDeck(manifest, context);
  const { state, memory, commit } = useGameSession(manifest.id, parseSession, fresh);
  const [editing, setEditing] = useState(false);
  /** What is typed in each team's name box; null where it matches the stored name. */
  const [drafts, setDrafts] = useState<(string | null)[]>([]);
  const playing = state?.phase === 'playing';
  const remaining =
    useCountdown(state?.turnEndsAt, state?.turnSeconds ?? TURN_SECONDS) ??
    state?.turnSeconds ??
    TURN_SECONDS;
  const timeUp = playing && remaining === 0;
  /** Words have been played: End game takes the place of the target's choices. */
  const started = !!state && state.shown > 0;
  useTimerCues(playing ? remaining : null);
  const dealt = useDealAnimation<HTMLDivElement>(state?.word);
  const team = state ? state.teams[state.team] : undefined;
  const teamLabel = teamName(team?.name ?? '', state?.team ?? 0);
  /** G5: who acts this turn, from the Players list shared out between the teams. */
  const actor =
    state && context
      ? actorFor(context.players, state.teams.length, state.team, team?.turns ?? 0)
      : null;

  const nextWord = (base: CharadesSession, changes: Partial<CharadesSession>) => {
    if (!memory || !deck || !context) return;
    const pool = deck.pools[0];
    const drawn = pool ? drawPrompt(pool, memory) : null;
    if (!drawn) return;
    const word = { ...toShown(manifest.id, 0, drawn, [], 0), player: null };
    commit({ ...base, ...changes, word, shown: base.shown + 1 }, drawn);
  };

  const start = () =>
    state &&
    nextWord(state, {
      phase: 'playing',
      turnEndsAt: Date.now() + state.turnSeconds * 1000,
      got: 0,
      skipped: 0,
    });
  const gotIt = () => {
    if (!state || timeUp) return;
    const teams = state.teams.map((t, i) => (i === state.team ? { ...t, score: t.score + 1 } : t));
    cue('point');
    nextWord(state, { teams, got: state.got + 1 });
  };
  const skip = () => state && !timeUp && nextWord(state, { skipped: state.skipped + 1 });
  /**
   * Time is up: straight to the one score screen (G5), with the next team up, or to the winner
   * once a team reaches the target.
   */
  const turnOver = timeUp || state?.phase === 'turn-over';
  const ending = useRef(false);
  /** Time was called on this screen (not a turn read back from storage): Start takes focus. */
  const [calledHere, setCalledHere] = useState(false);
  useEffect(() => {
    if (!turnOver || !state || ending.current) return;
    ending.current = true;
    setCalledHere(true);
    const reached = state.target > 0 && state.teams.some((t) => t.score >= state.target);
    commit({
      ...state,
      phase: 'ready',
      turnEndsAt: null,
      teams: state.teams.map((t, i) => (i === state.team ? { ...t, turns: t.turns + 1 } : t)),
      team: (state.team + 1) % state.teams.length,
      word: null,
      last: { team: state.team, got: state.got, skipped: state.skipped },
      ended: reached,
    });
  }, [turnOver, state, commit]);
  useEffect(() => {
    if (!turnOver) ending.current = false;
  }, [turnOver]);
  const setTeams = (teams: CharadesSession['teams']) =>
    state && commit({ ...state, teams, team: 0 });
  const playAgain = () =>
    state &&
    commit({
      ...fresh(),
      teams: state.teams.map((t) => ({ ...t, score: 0, turns: 0 })),
      target: state.target,
    });

  if (state?.ended) {
    return (
      <GameShell game={manifest.id} title={manifest.title} context={context} packs={null}>
        <RecapView
          recap={buildRecap({
            played: state.shown,
            unit: 'words',
            scores: Object.fromEntries(state.teams.map((t, i) => [teamName(t.name, i), t.score])),
          })}
          onPlayAgain={() => playAgain?.()}
        />
      </GameShell>
    );
  }

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
          aria-label="Scores"
          aria-hidden={state ? undefined : true}
        >
          {(state ?? fresh()).teams.map((t, i) => (
            <li key={i} aria-current={state && i === state.team ? 'true' : undefined}>
              <span>{teamName(t.name, i)}</span> <b>{t.score}</b>
            </li>
          ))}
        </ol>
      }
    >
      <FallbackNotice fallback={deck?.fallback} />
      <div
        className="prompt-card"
        {...cardSurface(playing && state.word && !timeUp ? 'act' : null)}
      >
        {/* Drawn anew once the saved game is read: a saved turn's words take the intro's
            place instead of pushing it about. */}
        <div
          key={state ? 'game' : 'intro'}
          className="prompt-live"
          aria-live="polite"
          aria-atomic="true"
        >
          {state?.phase === 'playing' && state.word && !timeUp && (
            <div ref={dealt} className="prompt-enter">
              <CardLead type="act">
                {actor ? `${actor} acts for ${teamLabel}` : `${teamLabel} · act it out`}
              </CardLead>
              <p className="prompt-text">{state.word.text}</p>
              <p className="prompt-pack">{state.word.packName}</p>
            </div>
          )}
          {turnOver && <p className="prompt-lead">Time!</p>}
          {!turnOver && (!state || state.phase === 'ready') && (
            <div className="intro">
              {state?.last && (
                <p className="prompt-lead">
                  Time! {teamName(state.teams[state.last.team]?.name ?? '', state.last.team)} got{' '}
                  {state.last.got}, {state.last.skipped} skipped
                </p>
              )}
              <p className="prompt-player">
                {teamLabel} is up{actor ? `: ${actor} acts` : ''}
              </p>
              {!state?.last && <p className="intro-text">{manifest.howTo}</p>}
              <p className="hint small">
                {actor
                  ? `Pass the phone to ${actor}, then start the clock.`
                  : 'Pass the phone to the actor, then start the clock.'}
              </p>
            </div>
          )}
        </div>
      </div>
      {/* Drawn anew too: a saved turn's clock and buttons take the place of Start. */}
      <div key={state ? 'actions' : 'intro-actions'} className="game-actions">
        {state?.phase === 'playing' && !turnOver && (
          <p
            className={`timer ${remaining <= 10 ? 'timer-low' : ''}`}
            role="timer"
            aria-label="Seconds left"
          >
            {remaining}
          </p>
        )}
        {state?.phase === 'playing' && !timeUp && (
          <div className="choice-buttons">
            <button type="button" className="btn btn-large btn-ghost" onClick={skip}>
              Skip
            </button>
            <button
              type="button"
              className="btn btn-large btn-truth"
              // A3: Start is gone once the clock runs; the actor's main button takes focus.
              autoFocus
              onClick={gotIt}
            >
              Got it
            </button>
          </div>
        )}
        {(!state || state.phase === 'ready') && (
          <button
            type="button"
            className="btn btn-primary btn-large btn-block"
            disabled={!state || !memory || !deck}
            // A3: when time is called the Got it button goes; focus lands on the next start.
            autoFocus={calledHere && !!state?.last}
            onClick={start}
          >
            Start {TURN_SECONDS} seconds
          </button>
        )}
        {(!state || state.phase === 'ready') && (
          // Kept hidden, with its room, until the saved game is read, and as tall with the
          // target's choices as with End game: Start stays where the page first drew it.
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
                {editing ? 'Done with teams' : 'Edit teams'}
              </button>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                onClick={() => state && setTeams(state.teams.map((t) => ({ ...t, score: 0 })))}
              >
                Reset scores
              </button>
            </div>
            <div className="settings-slot">
              <fieldset
                className={`chips${started ? ' until-read' : ''}`}
                aria-hidden={started || undefined}
                inert={started}
              >
                <legend>Play to</legend>
                {TARGET_CHOICES.map((n) => (
                  <button
                    key={n}
                    type="button"
                    className="chip"
                    aria-pressed={state?.target === n}
                    onClick={() => state && commit({ ...state, target: n })}
                  >
                    {n === 0 ? 'No limit' : `${n} points`}
                  </button>
                ))}
              </fieldset>
              {started && (
                <div className="settings-slot-end">
                  <EndGameButton
                    onEnd={() => commit({ ...state, ended: true, turnEndsAt: null })}
                  />
                </div>
              )}
            </div>
          </div>
        )}
        {state?.phase === 'turn-over' && state.shown > 0 && (
          <EndGameButton onEnd={() => commit({ ...state, ended: true, turnEndsAt: null })} />
        )}
        {editing && state?.phase === 'ready' && (
          <div className="team-editor">
            {state.teams.map((t, i) => {
              const draft = drafts[i] ?? null;
              const empty = draft !== null && !isTeamName(draft);
              const members = context ? teamMembers(context.players, state.teams.length, i) : [];
              return (
                <div key={i} className="team-row">
                  <label htmlFor={`team-name-${i}`} className="visually-hidden">
                    Team {i + 1} name
                  </label>
                  <input
                    id={`team-name-${i}`}
                    className="input"
                    value={draft ?? t.name}
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
                      {EMPTY_TEAM_NAME}
                    </p>
                  )}
                  {members.length > 0 && (
                    <p className="hint small">Acting in turn: {members.join(', ')}</p>
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
                    { name: `Team ${state.teams.length + 1}`, score: 0, turns: 0 },
                  ])
                }
              >
                Add a team
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
                Remove last team
              </button>
            </div>
          </div>
        )}
      </div>
    </GameShell>
  );
}
