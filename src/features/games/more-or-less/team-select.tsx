import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { t as translate, useT } from '../../../lib/i18n';
import { startGame } from './play';
import { MAX_TEAMS, MIN_TEAMS, shuffleIntoTeams, TEAM_NAME_MAX, teamProblems } from './rules';
import { CAP_CHOICES, CARD_CHOICES, ROUND_CHOICES, type MolSession } from './session';
import { useMol } from './store';

// Team select: 2 to 4 named teams, the table's players moved between them with a tap, and the
// game's settings. Nothing is stored until the game starts, so a game in progress stays intact
// until the table really starts a new one.

/** The names new teams start with, in the page's language. */
function teamNames(): string[] {
  return [
    translate('moreOrLess.teamName.0'),
    translate('moreOrLess.teamName.1'),
    translate('moreOrLess.teamName.2'),
    translate('moreOrLess.teamName.3'),
  ];
}

/** The game in three sentences: the top of team select, and what its page paints first. */
/** Team select's top, drawn while the saved game is read: the setup then fills in below it. */
export function MolHowToPlay() {
  const t = useT();
  return (
    <div className="mol-setup">
      <p className="intro-text">{t('moreOrLess.howTo')}</p>
    </div>
  );
}

type Settings = Pick<MolSession, 'rounds' | 'cardsPerTurn' | 'drinking' | 'cap'>;

export function TeamSelect() {
  const t = useT();
  const { state, commit, facts, players } = useMol();
  const navigate = useNavigate();
  const formId = useId();
  const problemsRef = useRef<HTMLDivElement>(null);
  const [names, setNames] = useState<string[]>(() =>
    state.teams.length >= MIN_TEAMS ? state.teams.map((tm) => tm.name) : teamNames().slice(0, 2),
  );
  // A player's team by name; anyone new is dealt round the teams in the order they were added.
  const [assigned, setAssigned] = useState<Record<string, number>>(() =>
    Object.fromEntries(state.teams.flatMap((tm, i) => tm.players.map((p) => [p, i]))),
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
  const drafts = names.map((name, tm) => ({
    name,
    players: players.filter((p, i) => teamOf(p, i) === tm),
  }));
  const inProgress = state.teams.length >= MIN_TEAMS && state.round > 0 && !state.ended;

  const setTeamCount = (count: number) => {
    setNames((current) =>
      count > current.length
        ? [...current, ...teamNames().filter((n) => !current.includes(n))].slice(0, count)
        : current.slice(0, count),
    );
    setProblems([]);
  };
  const shuffle = () => {
    const teams = shuffleIntoTeams(players, names.length);
    setAssigned(Object.fromEntries(teams.flatMap((members, tm) => members.map((p) => [p, tm]))));
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
      <p className="intro-text">{t('moreOrLess.howTo')}</p>
      {inProgress && (
        <p className="mol-notice">
          {t('moreOrLess.gameOn', { round: state.round, rounds: state.rounds })}{' '}
          <Link to="/games/more-or-less/game" className="btn btn-small">
            {t('moreOrLess.continue')}
          </Link>
        </p>
      )}
      <fieldset className="chips">
        <legend>{t('moreOrLess.teams')}</legend>
        {Array.from({ length: MAX_TEAMS - MIN_TEAMS + 1 }, (_, i) => i + MIN_TEAMS).map((n) => (
          <button
            key={n}
            type="button"
            className="chip"
            aria-pressed={names.length === n}
            onClick={() => setTeamCount(n)}
          >
            {t('moreOrLess.teamCount', { count: n })}
          </button>
        ))}
      </fieldset>
      <div className="mol-team-names">
        {names.map((name, tm) => (
          <label key={tm} className="mol-field">
            <span>{t('moreOrLess.teamNameLabel', { number: tm + 1 })}</span>
            <input
              className="input"
              value={name}
              maxLength={TEAM_NAME_MAX}
              autoComplete="off"
              onChange={(event) => {
                const value = event.target.value;
                setNames((current) => current.map((n, i) => (i === tm ? value : n)));
              }}
            />
          </label>
        ))}
      </div>
      {players.length > 0 ? (
        <section className="mol-players" aria-labelledby={`${formId}-players`}>
          <div className="mol-players-head">
            <h2 id={`${formId}-players`}>{t('moreOrLess.whoPlays')}</h2>
            <button type="button" className="btn btn-small" onClick={shuffle}>
              {t('moreOrLess.shuffle')}
            </button>
          </div>
          <p className="hint small">{t('moreOrLess.moveHint')}</p>
          {players.map((player, i) => (
            <fieldset key={player} className="mol-player">
              <legend>{player}</legend>
              <div className="mol-player-teams">
                {names.map((name, tm) => (
                  <button
                    key={tm}
                    type="button"
                    className="chip"
                    aria-pressed={teamOf(player, i) === tm}
                    onClick={() => setAssigned((current) => ({ ...current, [player]: tm }))}
                  >
                    <span className="visually-hidden">{t('moreOrLess.moveTo', { player })} </span>
                    {name.trim() || t('moreOrLess.team', { number: tm + 1 })}
                  </button>
                ))}
              </div>
            </fieldset>
          ))}
        </section>
      ) : (
        <p className="hint small">{t('moreOrLess.addPlayers')}</p>
      )}
      <fieldset className="chips">
        <legend>{t('moreOrLess.rounds')}</legend>
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
        <legend>{t('moreOrLess.cardsPerTeam')}</legend>
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
        <legend>{t('moreOrLess.losersOwe')}</legend>
        <button
          type="button"
          className="chip"
          aria-pressed={settings.drinking}
          onClick={() => setSettings({ ...settings, drinking: true })}
        >
          {t('moreOrLess.sips')}
        </button>
        <button
          type="button"
          className="chip"
          aria-pressed={!settings.drinking}
          onClick={() => setSettings({ ...settings, drinking: false })}
        >
          {t('moreOrLess.forfeitsNoAlcohol')}
        </button>
      </fieldset>
      <fieldset className="chips">
        <legend>{t('moreOrLess.atMost')}</legend>
        {CAP_CHOICES.map((n) => (
          <button
            key={n}
            type="button"
            className="chip"
            aria-pressed={settings.cap === n}
            onClick={() => setSettings({ ...settings, cap: n })}
          >
            {settings.drinking
              ? t('moreOrLess.capSips', { count: n })
              : t('moreOrLess.capForfeits', { count: n })}
          </button>
        ))}
      </fieldset>
      {problems.length > 0 && (
        <div className="mol-problems" role="alert" tabIndex={-1} ref={problemsRef}>
          <p>{t('moreOrLess.beforeStart')}</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="sticky-start">
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={start}>
          {inProgress ? t('moreOrLess.startNew') : t('moreOrLess.start')}
        </button>
      </div>
    </div>
  );
}
