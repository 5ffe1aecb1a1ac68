import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DieFace } from '../core/die-face';
import { winnerLine } from '../core/recap';
import { current, livesLost, winners } from './play';
import { PRESETS, rollLabel, topName, type PresetId } from './rules';
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
  const holder = current(state);
  return (
    <ul className="meyer-lives" aria-label="Lives">
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
              {lives === 0 ? 'out' : lives === 1 ? '1 life' : `${lives} lives`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The preset's order, highest first, folded away until someone needs reminding. */
export function RankingReminder({ preset }: { preset: PresetId }) {
  return (
    <details className="rules meyer-ranking">
      <summary>{PRESETS[preset].name} ranking, highest first</summary>
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
  const lost = result.lives === 1 ? '1 life' : `${result.lives} lives`;
  const lines: string[] = [];
  if (result.kind === 'give-up') {
    lines.push(`${result.challenger} gave up against ${said} without looking.`);
  } else {
    const dice = rollLabel(preset, result.dice ?? 0);
    lines.push(
      `${result.announcer} announced ${said}${result.blind ? ' (passed on blind)' : ''}. The dice show ${dice}.`,
    );
    if (result.doubtedMeyer) {
      lines.push(`A real ${topName(preset)}, and ${result.challenger} doubted it.`);
    } else if (result.truthful)
      lines.push(`That holds, so ${result.challenger} was wrong to lift.`);
    else lines.push(`That is less than announced: caught bluffing.`);
  }
  lines.push(`${result.loser} loses ${lost}.`);
  if (result.out) lines.push(`${result.loser} is out of the game.`);
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
  const dice = result.dice;
  return (
    <section className="meyer-result" aria-labelledby="meyer-result-title">
      <PhaseHeading id="meyer-result-title">
        {result.kind === 'lift' ? 'The cup is lifted' : 'Given up'}
      </PhaseHeading>
      {dice !== null && (
        <div className="meyer-dice meyer-dice-open" aria-hidden="true">
          <DieFace value={Math.floor(dice / 10)} size={88} />
          <DieFace value={dice % 10} size={88} />
        </div>
      )}
      {resultLines(state.preset, result).map((line) => (
        <p key={line} className={line.includes(' loses ') ? 'meyer-loss' : 'meyer-line'}>
          {line}
        </p>
      ))}
      <button type="button" className="btn btn-primary btn-large btn-block" onClick={onNext}>
        {last ? 'See the winner' : 'Next round'}
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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [story, setStory] = useState(false);
  const lost = livesLost(state).sort((a, b) => b.lost - a.lost);
  return (
    <section className="recap" aria-labelledby="recap-title">
      <h2 id="recap-title" ref={heading} tabIndex={-1}>
        {winnerLine(winners(state)) ?? 'Game over'}
      </h2>
      <p className="recap-played">
        {state.round} {state.round === 1 ? 'round' : 'rounds'} played
      </p>
      <h3>Lives lost</h3>
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
            {story ? 'Hide the rounds' : 'Show every round'}
          </button>
          {story && (
            <ol className="meyer-story">
              {state.log.map((r) => (
                <li key={r.round}>
                  Round {r.round}: {resultLines(state.preset, r).join(' ')}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      <button type="button" className="btn btn-primary btn-large btn-block" onClick={onPlayAgain}>
        Play again
      </button>
    </section>
  );
}
