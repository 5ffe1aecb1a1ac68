import { Link } from '@tanstack/react-router';
import { useState, type RefObject } from 'react';
import type { SpiceLimit } from '../core/packs';
import { PlayersPanel } from '../core/players-panel';
import { confirmAdult, useAdultConfirmed, usePlayerFlags } from '../state';
import type { OwnPack } from '../core/own-packs';
import { ownPlayable, ROUND_CHOICES, type PlayerCheck } from './rules';
import type { SquiffySession } from './session';

// Before the first card: who is playing, how long the game lasts, and which of the user's own
// packs join the built-in ones (those are chosen under Packs, like in every game).

/** How to play: the setup's first lines, painted from HTML before the saved game is read. */
export function HowToPlay() {
  return (
    <div className="intro">
      <p className="prompt-lead">How to play</p>
      <p className="intro-text">
        Every card names someone at the table. Pass the phone round: read your card out loud and
        play it. Anyone can skip a card, no questions asked.
      </p>
    </div>
  );
}

export function SquiffySetup({
  state,
  players,
  check,
  own,
  spiceLimit,
  commit,
  onStart,
  startRef,
}: {
  state: SquiffySession;
  players: string[];
  check: PlayerCheck;
  own: readonly OwnPack[] | undefined;
  spiceLimit: SpiceLimit;
  commit: (next: SquiffySession) => void;
  onStart: (() => void) | null;
  startRef: RefObject<HTMLButtonElement | null>;
}) {
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<OwnPack | null>(null);
  const adultConfirmed = useAdultConfirmed();
  const flags = usePlayerFlags() ?? {};

  const setOwn = (pack: OwnPack, on: boolean) => {
    if (on && pack.explicit && !adultConfirmed) {
      setAsking(pack);
      return;
    }
    const others = state.ownPacks.filter((id) => id !== pack.id);
    commit({ ...state, ownPacks: on ? [...others, pack.id] : others });
  };

  return (
    <div className="squiffy-setup">
      <HowToPlay />

      <section className="squiffy-box" aria-labelledby="squiffy-players">
        <h2 id="squiffy-players">Players</h2>
        {players.length > 0 && <p className="squiffy-names">{players.join(', ')}</p>}
        <button
          type="button"
          className="btn btn-small squiffy-outline"
          onClick={() => setEditing(true)}
        >
          {players.length > 0 ? 'Edit players' : 'Add players'}
        </button>
      </section>

      <fieldset className="chips">
        <legend>How long</legend>
        {ROUND_CHOICES.map((rounds) => (
          <button
            key={rounds ?? 'none'}
            type="button"
            className="chip"
            aria-pressed={state.rounds === rounds}
            onClick={() => commit({ ...state, rounds })}
          >
            {rounds === null ? 'No limit' : `${rounds} rounds`}
          </button>
        ))}
      </fieldset>
      <p className="hint small squiffy-round-hint">
        A round is one card for each player.{' '}
        {state.rounds !== null && check.ok && `That is ${state.rounds * players.length} cards.`}
      </p>

      {own && own.length > 0 ? (
        <fieldset className="pack-list squiffy-own">
          <legend>Your packs</legend>
          {own.map((pack) => {
            const playable = ownPlayable(pack, spiceLimit, true);
            return (
              <label key={pack.id} className={`pack ${playable ? '' : 'pack-locked'}`}>
                <input
                  type="checkbox"
                  checked={playable && state.ownPacks.includes(pack.id)}
                  disabled={!playable}
                  onChange={(e) => setOwn(pack, e.target.checked)}
                />
                <span className="pack-text">
                  <span className="pack-name">
                    {pack.name}
                    {pack.explicit && (
                      <span className="badge badge-adult" title="18+ content">
                        18+
                      </span>
                    )}
                  </span>
                  <span className="pack-count">
                    {pack.prompts.length} {pack.prompts.length === 1 ? 'prompt' : 'prompts'}
                    {!playable && ' · set the spice to Anything goes under Packs to play it'}
                  </span>
                </span>
              </label>
            );
          })}
          {state.ownPacks.some((id) => own.some((p) => p.id === id)) && (
            <label className="check squiffy-only">
              <input
                type="checkbox"
                checked={state.onlyOwn}
                onChange={(e) => commit({ ...state, onlyOwn: e.target.checked })}
              />
              Only my packs (leave out the built-in cards)
            </label>
          )}
        </fieldset>
      ) : (
        own && (
          <p className="hint small">
            Packs you write in the <Link to="/editor">pack editor</Link> can be played here too.
          </p>
        )
      )}
      {asking && (
        <div className="age-check" role="alertdialog" aria-labelledby="squiffy-age-title">
          <h3 id="squiffy-age-title">{asking.name} is 18+</h3>
          <p>Play it only if everyone at the table is 18 or older and happy to play it.</p>
          <div className="bulk-row">
            <button
              type="button"
              className="btn btn-small btn-primary"
              autoFocus
              onClick={() => {
                const pack = asking;
                setAsking(null);
                void confirmAdult().then(() =>
                  commit({ ...state, ownPacks: [...state.ownPacks, pack.id] }),
                );
              }}
            >
              We are all 18 or older
            </button>
            <button type="button" className="btn btn-small" onClick={() => setAsking(null)}>
              Keep it off
            </button>
          </div>
        </div>
      )}
      <p className="hint small">Choose the built-in packs and the spice level under Packs.</p>

      {!check.ok && (
        // The shared rule (core/player-count.ts): Start waits for enough names, and says why.
        <p className="squiffy-warn" id="squiffy-start-problem">
          {check.message}
        </p>
      )}
      <button
        ref={startRef}
        type="button"
        className="btn btn-primary btn-large btn-block"
        disabled={!check.ok || !onStart}
        aria-describedby={check.ok ? undefined : 'squiffy-start-problem'}
        onClick={() => onStart?.()}
      >
        Start
      </button>
      {editing && (
        <PlayersPanel players={players} flags={flags} onClose={() => setEditing(false)} />
      )}
    </div>
  );
}
