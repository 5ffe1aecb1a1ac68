import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { startGame } from './play';
import { MAX_TEAMS, MIN_TEAMS, shuffleIntoTeams, TEAM_NAME_MAX, teamProblems } from './rules';
import { CAP_CHOICES, CARD_CHOICES, ROUND_CHOICES, type MolSession } from './session';
import { useMol } from './store';

// Team select: 2 to 4 named teams, the table's players moved between them with a tap, and the
// game's settings. Nothing is stored until the game starts, so a game in progress stays intact
// until the table really starts a new one.

const TEAM_NAMES = ['Foxes', 'Owls', 'Wolves', 'Bears'];

/** The game in three sentences: the top of team select, and what its page paints first. */
export const HOW_TO_PLAY =
  'Each card hides a true number and shows a close guess. The team on turn says whether the ' +
  'real number is more or less. Right calls score.';

/** Team select's top, drawn while the saved game is read: the setup then fills in below it. */
export function MolHowToPlay() {
  return (
    <div className="mol-setup">
      <p className="intro-text">{HOW_TO_PLAY}</p>
    </div>
  );
}

type Settings = Pick<MolSession, 'rounds' | 'cardsPerTurn' | 'drinking' | 'cap'>;

export function TeamSelect() {
  const { state, commit, facts, players } = useMol();
  const navigate = useNavigate();
  const formId = useId();
  const problemsRef = useRef<HTMLDivElement>(null);
  const [names, setNames] = useState<string[]>(() =>
    state.teams.length >= MIN_TEAMS ? state.teams.map((t) => t.name) : TEAM_NAMES.slice(0, 2),
  );
  // A player's team by name; anyone new is dealt round the teams in the order they were added.
  const [assigned, setAssigned] = useState<Record<string, number>>(() =>
    Object.fromEntries(state.teams.flatMap((t, i) => t.players.map((p) => [p, i]))),
  );
  const [settings, setSettings] = useState<Settings>({
    rounds: state.rounds,
    cardsPerTurn: state.cardsPerTurn,
    drinking: state.drinking,
    cap: state.cap,
  });
  const [problems, setProblems] = useState<string[]>([]);

  const teamOf = (player: string, index: number): number => {
    const team = assigned[player];
    return team !== undefined && team < names.length ? team : index % names.length;
  };
  const drafts = names.map((name, t) => ({
    name,
    players: players.filter((p, i) => teamOf(p, i) === t),
  }));
  const inProgress = state.teams.length >= MIN_TEAMS && state.round > 0 && !state.ended;

  const setTeamCount = (count: number) => {
    setNames((current) =>
      count > current.length
        ? [...current, ...TEAM_NAMES.filter((n) => !current.includes(n))].slice(0, count)
        : current.slice(0, count),
    );
    setProblems([]);
  };
  const shuffle = () => {
    const teams = shuffleIntoTeams(players, names.length);
    setAssigned(Object.fromEntries(teams.flatMap((members, t) => members.map((p) => [p, t]))));
  };
  const start = () => {
    const found = teamProblems(drafts, players);
    setProblems(found);
    if (found.length > 0) {
      // The list replaces the button's job: move there so the reason is read out and seen.
      requestAnimationFrame(() => problemsRef.current?.focus());
      return;
    }
    commit(startGame({ ...state, ...settings }, drafts, facts));
    void navigate({ to: '/games/more-or-less/game' });
  };

  return (
    <div className="mol-setup">
      <p className="intro-text">{HOW_TO_PLAY}</p>
      {inProgress && (
        <p className="mol-notice">
          A game is on: round {state.round} of {state.rounds}.{' '}
          <Link to="/games/more-or-less/game" className="btn btn-small">
            Continue the game
          </Link>
        </p>
      )}
      <fieldset className="chips">
        <legend>Teams</legend>
        {Array.from({ length: MAX_TEAMS - MIN_TEAMS + 1 }, (_, i) => i + MIN_TEAMS).map((n) => (
          <button
            key={n}
            type="button"
            className="chip"
            aria-pressed={names.length === n}
            onClick={() => setTeamCount(n)}
          >
            {n} teams
          </button>
        ))}
      </fieldset>
      <div className="mol-team-names">
        {names.map((name, t) => (
          <label key={t} className="mol-field">
            <span>Team {t + 1} name</span>
            <input
              className="input"
              value={name}
              maxLength={TEAM_NAME_MAX}
              autoComplete="off"
              onChange={(event) => {
                const value = event.target.value;
                setNames((current) => current.map((n, i) => (i === t ? value : n)));
              }}
            />
          </label>
        ))}
      </div>
      {players.length > 0 ? (
        <section className="mol-players" aria-labelledby={`${formId}-players`}>
          <div className="mol-players-head">
            <h2 id={`${formId}-players`}>Who plays for whom</h2>
            <button type="button" className="btn btn-small" onClick={shuffle}>
              Shuffle teams
            </button>
          </div>
          <p className="hint small">Tap a team beside a name to move that player.</p>
          {players.map((player, i) => (
            <fieldset key={player} className="mol-player">
              <legend>{player}</legend>
              <div className="mol-player-teams">
                {names.map((name, t) => (
                  <button
                    key={t}
                    type="button"
                    className="chip"
                    aria-pressed={teamOf(player, i) === t}
                    onClick={() => setAssigned((current) => ({ ...current, [player]: t }))}
                  >
                    <span className="visually-hidden">{player} to </span>
                    {name.trim() || `Team ${t + 1}`}
                  </button>
                ))}
              </div>
            </fieldset>
          ))}
        </section>
      ) : (
        <p className="hint small">
          Add players with the Players button to put names in the teams, or just play as teams.
        </p>
      )}
      <fieldset className="chips">
        <legend>Rounds</legend>
        {ROUND_CHOICES.map((n) => (
          <button
            key={n}
            type="button"
            className="chip"
            aria-pressed={settings.rounds === n}
            onClick={() => setSettings({ ...settings, rounds: n })}
          >
            {n}
          </button>
        ))}
      </fieldset>
      <fieldset className="chips">
        <legend>Cards per team each round</legend>
        {CARD_CHOICES.map((n) => (
          <button
            key={n}
            type="button"
            className="chip"
            aria-pressed={settings.cardsPerTurn === n}
            onClick={() => setSettings({ ...settings, cardsPerTurn: n })}
          >
            {n}
          </button>
        ))}
      </fieldset>
      <fieldset className="chips">
        <legend>The losers owe</legend>
        <button
          type="button"
          className="chip"
          aria-pressed={settings.drinking}
          onClick={() => setSettings({ ...settings, drinking: true })}
        >
          Sips
        </button>
        <button
          type="button"
          className="chip"
          aria-pressed={!settings.drinking}
          onClick={() => setSettings({ ...settings, drinking: false })}
        >
          Forfeits, no alcohol
        </button>
      </fieldset>
      <fieldset className="chips">
        <legend>At most, at the end</legend>
        {CAP_CHOICES.map((n) => (
          <button
            key={n}
            type="button"
            className="chip"
            aria-pressed={settings.cap === n}
            onClick={() => setSettings({ ...settings, cap: n })}
          >
            {n} {settings.drinking ? 'sips' : 'forfeits'}
          </button>
        ))}
      </fieldset>
      {problems.length > 0 && (
        <div className="mol-problems" role="alert" tabIndex={-1} ref={problemsRef}>
          <p>Before you start:</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="sticky-start">
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={start}>
          {inProgress ? 'Start a new game' : 'Start the game'}
        </button>
      </div>
    </div>
  );
}
