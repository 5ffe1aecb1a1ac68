import { Link, useNavigate } from '@tanstack/react-router';
import { Fragment, useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n';
import { rematch } from './play';
import { owedWords } from './penalties';
import { owedAtEnd, teamWinLine } from './rules';
import { useMol } from './store';

// The ending: the winner, the scores, and what each losing team owes (the point gap to the
// winners, capped), in sips or, for a table without alcohol, forfeits.

export function MolEnding() {
  const t = useT();
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
          {t('moreOrLess.stillOn')}
        </h2>
        <p>{t('moreOrLess.stillOnText', { round: state.round, rounds: state.rounds })}</p>
        <div className="mol-actions">
          <Link to="/games/more-or-less/game" className="btn btn-primary btn-large">
            {t('moreOrLess.back')}
          </Link>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => commit({ ...state, ended: true })}
          >
            {t('moreOrLess.endNow')}
          </button>
        </div>
      </section>
    );
  }

  const ranked = [...state.teams].sort((a, b) => b.score - a.score);
  const top = ranked[0]?.score ?? 0;
  const winners = ranked.filter((tm) => tm.score === top).map((tm) => tm.name);
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
        {allTied ? t('moreOrLess.draw') : teamWinLine(winners)}
      </h2>
      <p className="recap-played">
        {t('moreOrLess.played', { count: state.answers.length, right })}
      </p>
      <h3>{t('moreOrLess.scores')}</h3>
      <ol className="recap-list" aria-label={t('moreOrLess.scores')}>
        {ranked.map((tm) => (
          <li key={tm.name}>
            <span>{tm.name}</span> <b>{tm.score}</b>
          </li>
        ))}
      </ol>
      <h3>{state.drinking ? t('moreOrLess.sipsOwed') : t('moreOrLess.forfeitsOwed')}</h3>
      {allTied ? (
        <p data-testid="owed">{t('moreOrLess.level')}</p>
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
        {t('moreOrLess.owedRule', { cap: state.cap })}
        {state.drinking
          ? anySober
            ? t('moreOrLess.owedSober')
            : t('moreOrLess.owedDrink')
          : t('moreOrLess.owedForfeits')}
      </p>
      <div className="mol-actions">
        <button type="button" className="btn btn-primary btn-large btn-block" onClick={again}>
          {t('moreOrLess.again')}
        </button>
        <Link to="/games/more-or-less/team-select" className="btn btn-block">
          {t('moreOrLess.newTeams')}
        </Link>
      </div>
    </section>
  );
}
