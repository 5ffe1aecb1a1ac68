import { Link } from '@tanstack/react-router';
import { listOf } from './list';
import { t, useLang, useT } from '../../lib/i18n';
import { useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import { defineKv } from '../../db';
import { parseRoundSearch, summarizeRound, type RoundSearch, type TeamScore } from './end-of-round';
import './misc.css';

interface Table {
  round: number;
  teams: TeamScore[];
  /** The round has been ended and its summary is on screen. */
  ended: boolean;
}

/** A new table: two teams named in the page's language. */
function fresh(): Table {
  return {
    round: 1,
    teams: [
      { name: t('misc.round.team', { n: 1 }), round: 0, before: 0 },
      { name: t('misc.round.team', { n: 2 }), round: 0, before: 0 },
    ],
    ended: false,
  };
}

/** The standalone scorekeeper's table, kept on this device between rounds. */
const tableSetting = defineKv(
  'endOfRound',
  v.object({
    round: v.pipe(v.number(), v.integer(), v.minValue(1)),
    teams: v.array(v.object({ name: v.string(), round: v.number(), before: v.number() })),
    ended: v.boolean(),
  }),
  fresh(),
);

function Summary({ round, teams }: { round: number; teams: readonly TeamScore[] }) {
  const summary = summarizeRound(teams);
  const t = useT();
  const lang = useLang();
  const and = (names: readonly string[]) => listOf(names, lang);
  return (
    <>
      <h1 id="round-title">{t('misc.round.over', { round })}</h1>
      <table className="misc-scores">
        <thead>
          <tr>
            <th scope="col">{t('misc.round.teamCol')}</th>
            <th scope="col">{t('misc.round.thisRound')}</th>
            <th scope="col">{t('misc.round.total')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.rows.map((row, index) => (
            <tr key={`${index}`} className={summary.leaders.includes(row.name) ? 'is-leader' : ''}>
              <th scope="row">{row.name}</th>
              <td>{row.round}</td>
              <td>{row.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="misc-card misc-card-drink" data-testid="who-drinks">
        {summary.drinkers.length === 0
          ? t('misc.round.tie')
          : t('misc.round.drinks', {
              names: and(summary.drinkers),
              count: summary.drinkers.length,
            })}
      </p>
      <p className="misc-note">
        {t('misc.round.leads', { names: and(summary.leaders), count: summary.leaders.length })}
      </p>
    </>
  );
}

/**
 * Between rounds of a team game. A game hands its scores over in the address and gets its
 * "Next round" link back; opened on its own, the page keeps score for the table and remembers it.
 */
export function EndOfRoundPage({ search }: { search: RoundSearch }) {
  const handover = parseRoundSearch(search);
  const t = useT();
  if (handover) {
    return (
      <section className="misc-page" aria-labelledby="round-title">
        <p className="misc-kicker">{t('misc.round.kicker')}</p>
        <Summary round={handover.round} teams={handover.teams} />
        <div className="misc-actions">
          {handover.next ? (
            <a href={handover.next} className="btn btn-primary btn-large">
              {t('misc.round.next')}
            </a>
          ) : (
            <Link to="/go" className="btn btn-primary btn-large">
              {t('misc.round.back')}
            </Link>
          )}
        </div>
      </section>
    );
  }
  return <Scorekeeper />;
}

function Scorekeeper() {
  const [table, setTable] = useState<Table | null>(null);
  const formId = useId();
  const t = useT();
  useEffect(() => {
    let live = true;
    tableSetting.read().then(
      (saved) => live && setTable(saved),
      () => live && setTable(fresh()),
    );
    return () => {
      live = false;
    };
  }, []);
  const save = (next: Table) => {
    setTable(next);
    void tableSetting
      .write(next)
      .catch((error: unknown) => console.warn('The scores could not be saved', error));
  };
  if (!table) return <section className="misc-page" aria-busy="true" />;

  const setTeam = (index: number, change: Partial<TeamScore>) =>
    save({
      ...table,
      teams: table.teams.map((team, i) => (i === index ? { ...team, ...change } : team)),
    });

  if (table.ended) {
    return (
      <section className="misc-page" aria-labelledby="round-title">
        <p className="misc-kicker">{t('misc.round.kicker')}</p>
        <Summary round={table.round} teams={table.teams} />
        <div className="misc-actions">
          <button
            type="button"
            className="btn btn-primary btn-large"
            onClick={() =>
              save({
                round: table.round + 1,
                ended: false,
                teams: table.teams.map((team) => ({
                  name: team.name,
                  round: 0,
                  before: team.before + team.round,
                })),
              })
            }
          >
            {t('misc.round.next')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => save(fresh())}>
            {t('misc.round.newGame')}
          </button>
        </div>
      </section>
    );
  }
  return (
    <section className="misc-page" aria-labelledby="round-title">
      <p className="misc-kicker">{t('misc.round.scores')}</p>
      <h1 id="round-title">{t('misc.round.round', { round: table.round })}</h1>
      <form
        id={formId}
        className="misc-form"
        onSubmit={(event) => {
          event.preventDefault();
          save({ ...table, ended: true });
        }}
      >
        {table.teams.map((team, index) => (
          <fieldset key={index} className="misc-team">
            <legend className="visually-hidden">{t('misc.round.team', { n: index + 1 })}</legend>
            <input
              aria-label={t('misc.round.teamName', { n: index + 1 })}
              value={team.name}
              maxLength={30}
              onChange={(event) => setTeam(index, { name: event.target.value })}
            />
            <input
              aria-label={t('misc.round.points', {
                team: team.name || t('misc.round.team', { n: index + 1 }),
              })}
              type="number"
              inputMode="numeric"
              min={0}
              max={999}
              value={team.round}
              onChange={(event) =>
                setTeam(index, {
                  round: Math.max(0, Math.min(999, Number(event.target.value) || 0)),
                })
              }
            />
            <span className="misc-team-total">
              {t('misc.round.soFar', { points: team.before })}
            </span>
          </fieldset>
        ))}
        <div className="misc-actions">
          {table.teams.length < 8 && (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() =>
                save({
                  ...table,
                  teams: [
                    ...table.teams,
                    {
                      name: t('misc.round.team', { n: table.teams.length + 1 }),
                      round: 0,
                      before: 0,
                    },
                  ],
                })
              }
            >
              {t('misc.round.addTeam')}
            </button>
          )}
          <button type="submit" className="btn btn-primary btn-large">
            {t('misc.round.end', { round: table.round })}
          </button>
        </div>
      </form>
    </section>
  );
}
