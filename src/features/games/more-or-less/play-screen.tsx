import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { Fact } from '../../../content/games/more-or-less';
import { useLang, useT } from '../../../lib/i18n';
import { cue } from '../../feel';
import type { PlayerFlagMap } from '../core/player-flags';
import { EndGameButton } from '../core/recap-view';
import { roundPenaltyLines } from './penalties';
import { advance, call, currentTeam, deal, nextRound } from './play';
import { cardsInRound, formatValue, roundLosers, unitAfter } from './rules';
import type { MolSession } from './session';
import { useMol } from './store';

// The game: the team on turn reads a fact and a shown number, says more or less, and the card
// turns over with the real number and where it comes from. After every team has played its
// cards, the round's scores and who pays before the next round.

export function MolPlay() {
  const t = useT();
  const { state, commit, facts, byId, flags } = useMol();
  const navigate = useNavigate();
  const noTeams = state.teams.length < 2;
  useEffect(() => {
    if (noTeams) void navigate({ to: '/games/more-or-less/team-select', replace: true });
    else if (state.ended) void navigate({ to: '/games/more-or-less/ending', replace: true });
  }, [noTeams, state.ended, navigate]);
  if (noTeams || state.ended) return null;

  const team = currentTeam(state);
  const fact = state.card ? byId.get(state.card.factId) : undefined;
  const endGame = () => commit({ ...state, ended: true });

  return (
    <div className="mol-play">
      <ol className="scoreboard" aria-label={t('moreOrLess.scores')}>
        {state.teams.map((tm, i) => (
          <li
            key={tm.name}
            aria-current={state.phase !== 'round-over' && i === team ? 'true' : undefined}
          >
            <span>{tm.name}</span> <b>{tm.score}</b>
          </li>
        ))}
      </ol>
      <p className="mol-progress">
        {t('moreOrLess.roundOf', { round: state.round, rounds: state.rounds })}
        {state.phase !== 'round-over' &&
          t('moreOrLess.cardOf', {
            card: Math.min(state.turn + 1, cardsInRound(state.teams.length, state.cardsPerTurn)),
            cards: cardsInRound(state.teams.length, state.cardsPerTurn),
          })}
      </p>
      {state.phase === 'round-over' ? (
        <RoundOver state={state} flags={flags} next={() => commit(nextRound(state, facts))} />
      ) : fact && state.card ? (
        <Card
          state={state}
          fact={fact}
          onCall={(choice) => {
            const next = call(state, fact, choice);
            const right = next.answers.at(-1)?.right ?? false;
            if (right) cue('point');
            commit(next);
          }}
          onNext={() => {
            cue('turn');
            commit(advance(state, facts));
          }}
        />
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-large btn-block"
          onClick={() => commit(deal(state, facts))}
        >
          {t('moreOrLess.deal')}
        </button>
      )}
      <EndGameButton onEnd={endGame} />
    </div>
  );
}

function Card({
  state,
  fact,
  onCall,
  onNext,
}: {
  state: MolSession;
  fact: Fact;
  onCall: (choice: 'more' | 'less') => void;
  onNext: () => void;
}) {
  const { categoryName } = useMol();
  const t = useT();
  // Numbers read as the page's language writes them: "12.000" and "5,95" in Danish.
  const locale = useLang() === 'da' ? 'da-DK' : undefined;
  const card = state.card;
  const team = state.teams[currentTeam(state)];
  const nextButton = useRef<HTMLButtonElement>(null);
  const revealed = state.phase === 'reveal' && card?.call;
  const last = state.answers.at(-1);
  useEffect(() => {
    // The pressed More/Less button is gone: the next step takes the focus.
    if (revealed) nextButton.current?.focus();
  }, [revealed]);
  if (!card || !team) return null;
  const shown = formatValue(card.shown, fact.unit, locale);
  const unit = unitAfter(fact.unit);
  const lastOfRound = state.turn + 1 >= cardsInRound(state.teams.length, state.cardsPerTurn);
  const nextTeam = state.teams[(currentTeam(state) + 1) % state.teams.length];
  return (
    <>
      <div
        className={`prompt-card mol-card ${revealed ? (last?.right ? 'is-right' : 'is-wrong') : ''}`}
      >
        <div className="prompt-live" aria-live="polite" aria-atomic="true">
          <p className="prompt-player">
            {team.name}
            {team.players.length > 0 && (
              <span className="mol-members">: {team.players.join(', ')}</span>
            )}
          </p>
          <p className="prompt-lead">{categoryName(fact.category)}</p>
          <p className="mol-question">{fact.question}</p>
          <p className="mol-shown">
            {t('facts.mol.moreOrLess')} <strong>{shown}</strong>
            {unit}?
          </p>
          {fact.unit === 'year' && !revealed && (
            <p className="hint small">{t('facts.mol.yearHint')}</p>
          )}
          {revealed && last && (
            <div className="mol-reveal">
              <p className="mol-verdict">
                {last.right ? t('facts.mol.right') : t('facts.mol.wrong')}
              </p>
              <p className="mol-answer">
                {fact.unit === 'year' ? t('facts.mol.realYear') : t('facts.mol.realNumber')}:{' '}
                <strong>{formatValue(fact.answer, fact.unit, locale)}</strong>
                {unit}
              </p>
              <p className="hint small">
                {t(card.call === 'more' ? 'facts.mol.saidMore' : 'facts.mol.saidLess', {
                  team: team.name,
                  shown,
                })}
              </p>
              <p className="prompt-pack">{t('facts.mol.source', { source: fact.source })}</p>
            </div>
          )}
        </div>
      </div>
      {revealed ? (
        <button
          ref={nextButton}
          type="button"
          className="btn btn-primary btn-large btn-block"
          onClick={onNext}
        >
          {lastOfRound
            ? t('facts.mol.endOfRound', { round: state.round })
            : t('facts.mol.nextCard', { team: nextTeam?.name ?? '' })}
        </button>
      ) : (
        <div className="choice-buttons">
          <button
            type="button"
            className="btn btn-large btn-dare"
            // A3: the pressed "Next card" is gone; the new card's first answer takes the focus.
            autoFocus
            onClick={() => onCall('less')}
          >
            {t('facts.mol.less')}
          </button>
          <button type="button" className="btn btn-large btn-truth" onClick={() => onCall('more')}>
            {t('facts.mol.more')}
          </button>
        </div>
      )}
    </>
  );
}

function RoundOver({
  state,
  flags,
  next,
}: {
  state: MolSession;
  flags: PlayerFlagMap;
  next: () => void;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const names = state.teams.map((tm) => tm.name);
  const losers = roundLosers(names, state.roundPoints);
  // Seeded by the round and its last card, so a reload keeps each forfeit and the next round
  // usually deals another.
  const penalty = roundPenaltyLines(
    state.teams.filter((tm) => losers.includes(tm.name)),
    state.drinking,
    flags,
    `round ${state.round} ${state.used.at(-1) ?? ''}`,
  );
  const top = Math.max(...state.teams.map((tm) => tm.score));
  const leaders = state.teams.filter((tm) => tm.score === top).map((tm) => tm.name);
  const last = state.round >= state.rounds;
  const and = (list: string[]) => list.join(` ${t('moreOrLess.and')} `);
  return (
    <section className="mol-round" aria-labelledby="mol-round-title">
      <h2 id="mol-round-title" ref={heading} tabIndex={-1}>
        {t('moreOrLess.roundOver', { round: state.round })}
      </h2>
      <table className="mol-table">
        <thead>
          <tr>
            <th scope="col">{t('moreOrLess.col.team')}</th>
            <th scope="col">{t('moreOrLess.col.round')}</th>
            <th scope="col">{t('moreOrLess.col.total')}</th>
          </tr>
        </thead>
        <tbody>
          {state.teams.map((tm, i) => (
            <tr key={tm.name} className={leaders.includes(tm.name) ? 'is-leader' : undefined}>
              <th scope="row">{tm.name}</th>
              <td>{state.roundPoints[i] ?? 0}</td>
              <td>{tm.score}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mol-penalty" data-testid="round-penalty">
        {penalty.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <p className="hint">
        {top === 0 ? t('moreOrLess.noScore') : t('moreOrLess.lead', { teams: and(leaders), top })}
      </p>
      <button type="button" className="btn btn-primary btn-large btn-block" onClick={next}>
        {last ? t('moreOrLess.seeWinner') : t('moreOrLess.startRound', { round: state.round + 1 })}
      </button>
    </section>
  );
}
