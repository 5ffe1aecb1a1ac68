import { Link, useNavigate } from '@tanstack/react-router';
import { Fragment, useEffect, useRef } from 'react';
import { rematch } from './play';
import { owedWords } from './penalties';
import { owedAtEnd, teamWinLine } from './rules';
import { useMol } from './store';

// The ending: the winner, the scores, and what each losing team owes (the point gap to the
// winners, capped), in sips or, for a table without alcohol, forfeits.

export function MolEnding() {
  const { state, commit, facts, flags } = useMol();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const noTeams = state.teams.length < 2;
  useEffect(() => {
    if (noTeams) void navigate({ to: '/games/more-or-less/team-select', replace: true });
  }, [noTeams, navigate]);
  useEffect(() => heading.current?.focus(), []);
  if (noTeams) return null;

  if (!state.ended) {
    return (
      <section className="recap" aria-labelledby="mol-end-title">
        <h2 id="mol-end-title" ref={heading} tabIndex={-1}>
          This game is still on
        </h2>
        <p>
          Round {state.round} of {state.rounds}. Finish it, or end it now to see the winner.
        </p>
        <div className="mol-actions">
          <Link to="/games/more-or-less/game" className="btn btn-primary btn-large">
            Back to the game
          </Link>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => commit({ ...state, ended: true })}
          >
            End it now
          </button>
        </div>
      </section>
    );
  }

  const ranked = [...state.teams].sort((a, b) => b.score - a.score);
  const top = ranked[0]?.score ?? 0;
  const winners = ranked.filter((t) => t.score === top).map((t) => t.name);
  const owed = owedAtEnd(state.teams, state.cap);
  const right = state.answers.filter((a) => a.right).length;
  const allTied = owed.length === 0;
  // Seeded by the game's last card, so a reload keeps each forfeit.
  const words = owedWords(
    owed,
    state.teams,
    state.drinking,
    flags,
    `end ${state.answers.at(-1)?.factId ?? ''}`,
  );
  const anySober = words.some((w) => w.forfeits.length > 0);
  const again = () => {
    commit(rematch(state, facts));
    void navigate({ to: '/games/more-or-less/game' });
  };
  return (
    <section className="recap" aria-labelledby="mol-end-title">
      <h2 id="mol-end-title" ref={heading} tabIndex={-1}>
        {allTied ? 'A draw!' : teamWinLine(winners)}
      </h2>
      <p className="recap-played">
        {state.answers.length} {state.answers.length === 1 ? 'card' : 'cards'} played, {right}{' '}
        called right
      </p>
      <h3>Scores</h3>
      <ol className="recap-list" aria-label="Scores">
        {ranked.map((t) => (
          <li key={t.name}>
            <span>{t.name}</span> <b>{t.score}</b>
          </li>
        ))}
      </ol>
      <h3>{state.drinking ? 'Sips owed' : 'Forfeits owed'}</h3>
      {allTied ? (
        <p data-testid="owed">Every team finished level: nobody owes anything.</p>
      ) : (
        <ul className="recap-list" data-testid="owed">
          {words.map((w) => (
            <li key={w.team} className={w.forfeits.length > 0 ? 'mol-owed-sober' : undefined}>
              <span>{w.team}</span> {w.label && <b>{w.label}</b>}
              {w.forfeits.map((f) => (
                <Fragment key={f.player}>
                  {' '}
                  <span className="mol-owed-forfeit">{f.line}</span>
                </Fragment>
              ))}
            </li>
          ))}
        </ul>
      )}
      <p className="hint small">
        Each team behind the winners owes one for every point it trails by, {state.cap} at most.
        {state.drinking
          ? anySober
            ? ' Every player in the team drinks them, apart from anyone not drinking tonight; anyone may swap a sip for a forfeit or water.'
            : ' Every player in the team drinks them; anyone may swap a sip for a forfeit or water.'
          : ' The winners choose the forfeits: a song, a compliment, ten squats.'}
      </p>
      <div className="mol-actions">
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={again}>
          Play again, same teams
        </button>
        <Link to="/games/more-or-less/team-select" className="btn btn-block">
          New teams
        </Link>
      </div>
    </section>
  );
}
