import { t as translate, useT } from '../../../lib/i18n';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DieFace } from '../core/die-face';
import { winnerLine } from '../core/recap';
import { current, livesLost, winners } from './play';
import { PRESETS, presetName, rollLabel, topName, type PresetId } from './rules';
import type { MeyerResult, MeyerSession } from './session';

// The pieces of the Meyer table every phase shares: the lives board, a heading that takes focus
// when the phase changes (the pressed button is gone), a round's outcome and the recap.

/** A phase's heading: focused when it appears, so keyboards and screen readers follow the game. */
export function PhaseHeading({ id, children }: { id?: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 ref={heading} id={id} tabIndex={-1} className="meyer-phase">
      {children}
    </h2>
  );
}

export function LivesBoard({ state }: { state: MeyerSession }) {
  const t = useT();
  const holder = current(state);
  return (
    <ul className="meyer-lives" aria-label={t('meyer.livesLabel')}>
      {state.players.map((name) => {
        const lives = state.lives[name] ?? 0;
        return (
          <li
            key={name}
            className={`${lives === 0 ? 'is-out' : ''} ${name === holder ? 'is-turn' : ''}`}
          >
            <span className="meyer-lives-name">{name}</span>
            <span className="meyer-hearts" aria-hidden="true">
              {'●'.repeat(lives)}
              <span className="meyer-hearts-lost">
                {'○'.repeat(Math.max(0, state.startLives - lives))}
              </span>
            </span>
            <span className="meyer-lives-count">
              {lives === 0 ? t('meyer.out') : t('meyer.lives', { count: lives })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The preset's order, highest first, folded away until someone needs reminding. */
export function RankingReminder({ preset }: { preset: PresetId }) {
  const t = useT();
  return (
    <details className="rules meyer-ranking">
      <summary>{t('meyer.rankingReminder', { preset: presetName(preset) })}</summary>
      <ol className="meyer-ranking-list">
        {PRESETS[preset].order.map((roll) => (
          <li key={roll}>{rollLabel(preset, roll)}</li>
        ))}
      </ol>
    </details>
  );
}

/** The outcome of a finished round in words. */
export function resultLines(preset: PresetId, result: MeyerResult): string[] {
  const said = rollLabel(preset, result.call);
  const t = translate;
  const lost = t('meyer.lives', { count: result.lives });
  const lines: string[] = [];
  if (result.kind === 'give-up') {
    lines.push(t('meyer.result.gaveUp', { challenger: result.challenger, said }));
  } else {
    const dice = rollLabel(preset, result.dice ?? 0);
    lines.push(
      t('meyer.result.announced', {
        announcer: result.announcer,
        said,
        blind: result.blind ? t('meyer.result.blind') : '',
        dice,
      }),
    );
    if (result.doubtedMeyer) {
      lines.push(
        t('meyer.result.doubtedMeyer', { top: topName(preset), challenger: result.challenger }),
      );
    } else if (result.truthful)
      lines.push(t('meyer.result.held', { challenger: result.challenger }));
    else lines.push(t('meyer.result.bluff'));
  }
  lines.push(t('meyer.result.loses', { loser: result.loser, lost }));
  if (result.out) lines.push(t('meyer.result.out', { loser: result.loser }));
  return lines;
}

export function RoundResult({
  state,
  result,
  onNext,
  last,
}: {
  state: MeyerSession;
  result: MeyerResult;
  onNext: () => void;
  /** Only one player is left: the button leads to the winner. */
  last: boolean;
}) {
  const t = useT();
  const dice = result.dice;
  return (
    <section className="meyer-result" aria-labelledby="meyer-result-title">
      <PhaseHeading id="meyer-result-title">
        {result.kind === 'lift' ? t('meyer.lifted') : t('meyer.givenUp')}
      </PhaseHeading>
      {dice !== null && (
        <div className="meyer-dice meyer-dice-open" aria-hidden="true">
          <DieFace value={Math.floor(dice / 10)} size={88} />
          <DieFace value={dice % 10} size={88} />
        </div>
      )}
      {resultLines(state.preset, result).map((line, index, lines) => (
        <p
          key={line}
          className={index === lines.length - (result.out ? 2 : 1) ? 'meyer-loss' : 'meyer-line'}
        >
          {line}
        </p>
      ))}
      <button type="button" className="btn btn-primary btn-large btn-block" onClick={onNext}>
        {last ? t('meyer.seeWinner') : t('meyer.nextRound')}
      </button>
    </section>
  );
}

export function MeyerRecap({
  state,
  onPlayAgain,
}: {
  state: MeyerSession;
  onPlayAgain: () => void;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [story, setStory] = useState(false);
  const lost = livesLost(state).sort((a, b) => b.lost - a.lost);
  return (
    <section className="recap" aria-labelledby="recap-title">
      <h2 id="recap-title" ref={heading} tabIndex={-1}>
        {winnerLine(winners(state)) ?? t('meyer.status.over')}
      </h2>
      <p className="recap-played">{t('meyer.recap.rounds', { count: state.round })}</p>
      <h3>{t('meyer.recap.livesLost')}</h3>
      <ol className="recap-list">
        {lost.map((p) => (
          <li key={p.name}>
            <span>{p.name}</span> <b>{p.lost}</b>
          </li>
        ))}
      </ol>
      {state.log.length > 0 && (
        <>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            aria-expanded={story}
            onClick={() => setStory(!story)}
          >
            {story ? t('meyer.recap.hide') : t('meyer.recap.show')}
          </button>
          {story && (
            <ol className="meyer-story">
              {state.log.map((r) => (
                <li key={r.round}>
                  {t('meyer.recap.round', {
                    round: r.round,
                    lines: resultLines(state.preset, r).join(' '),
                  })}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      <button type="button" className="btn btn-primary btn-large btn-block" onClick={onPlayAgain}>
        {t('meyer.playAgain')}
      </button>
    </section>
  );
}
