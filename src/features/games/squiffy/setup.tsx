import { Link } from '@tanstack/react-router';
import { useState, type RefObject } from 'react';
import { richText } from '../../../components/rich-text';
import { useT } from '../../../lib/i18n';
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
  const t = useT();
  return (
    <div className="intro">
      <p className="prompt-lead">{t('squiffy.setup.howTo')}</p>
      <p className="intro-text">{t('squiffy.setup.howToText')}</p>
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
  const t = useT();
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
        <h2 id="squiffy-players">{t('squiffy.setup.players')}</h2>
        {players.length > 0 && <p className="squiffy-names">{players.join(', ')}</p>}
        <button
          type="button"
          className="btn btn-small squiffy-outline"
          onClick={() => setEditing(true)}
        >
          {players.length > 0 ? t('squiffy.setup.editPlayers') : t('squiffy.setup.addPlayers')}
        </button>
      </section>

      <fieldset className="chips">
        <legend>{t('squiffy.setup.howLong')}</legend>
        {ROUND_CHOICES.map((rounds) => (
          <button
            key={rounds ?? 'none'}
            type="button"
            className="chip"
            aria-pressed={state.rounds === rounds}
            onClick={() => commit({ ...state, rounds })}
          >
            {rounds === null
              ? t('squiffy.setup.noLimit')
              : t('squiffy.setup.rounds', { count: rounds })}
          </button>
        ))}
      </fieldset>
      <p className="hint small squiffy-round-hint">
        {t('squiffy.setup.roundHint')}{' '}
        {state.rounds !== null &&
          check.ok &&
          t('squiffy.setup.cards', { count: state.rounds * players.length })}
      </p>

      {own && own.length > 0 ? (
        <fieldset className="pack-list squiffy-own">
          <legend>{t('squiffy.setup.yourPacks')}</legend>
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
                      <span className="badge badge-adult" title={t('play.packs.adultBadge')}>
                        18+
                      </span>
                    )}
                  </span>
                  <span className="pack-count">
                    {t('play.count.prompts', { count: pack.prompts.length })}
                    {!playable && t('squiffy.setup.spiceLocked')}
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
              {t('squiffy.setup.onlyOwn')}
            </label>
          )}
        </fieldset>
      ) : (
        own && (
          <p className="hint small">
            {richText(t('squiffy.setup.editorHint', { link: '{link}' }), {
              link: <Link to="/editor">{t('squiffy.setup.editorLink')}</Link>,
            })}
          </p>
        )
      )}
      {asking && (
        <div className="age-check" role="alertdialog" aria-labelledby="squiffy-age-title">
          <h3 id="squiffy-age-title">{t('play.packs.adultTitle', { pack: asking.name })}</h3>
          <p>{t('squiffy.setup.adultText')}</p>
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
              {t('play.packs.adultYes')}
            </button>
            <button type="button" className="btn btn-small" onClick={() => setAsking(null)}>
              {t('play.packs.adultNo')}
            </button>
          </div>
        </div>
      )}
      <p className="hint small">{t('squiffy.setup.packsHint')}</p>

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
        {t('squiffy.setup.start')}
      </button>
      {editing && (
        <PlayersPanel players={players} flags={flags} onClose={() => setEditing(false)} />
      )}
    </div>
  );
}
