import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Icon } from '../../../components/icons';
import type { GameId } from './manifest';
import {
  isActive,
  isGentle,
  isLocked,
  type PackStates,
  type PickerPack,
  type SpiceLimit,
} from './packs';
import {
  NoGameSelectedError,
  setAllPacks,
  setMildNight,
  setPackActive,
  setSpiceLimit,
  syncPacksToMix,
  useAdultConfirmed,
  confirmAdult,
} from '../state';
import { Sheet } from './sheet';
import '../games.css';

export type { PickerPack } from './packs';

const SPICE: { limit: SpiceLimit; label: string }[] = [
  { limit: 1, label: 'Mild' },
  { limit: 2, label: 'Cheeky' },
  { limit: 3, label: 'Anything goes' },
];

const HINTS = {
  'refused-last-active': 'Keep at least one pack on, or there is nothing to play. It stays on.',
  'refused-locked': 'That pack is part of Party Dojo Premium.',
} as const;

/**
 * docs/spec/games.md pack settings: switch packs on and off (never the last one), bulk toggles for this game
 * or every game, the spice filter, and for mix a copy of each game's choices.
 */
export function PackPicker({
  game,
  title,
  packs,
  states,
  premium,
  spiceLimit,
  onClose,
}: {
  game: GameId;
  title: string;
  packs: readonly PickerPack[];
  states: PackStates;
  premium: boolean;
  spiceLimit: SpiceLimit;
  onClose: () => void;
}) {
  const [hint, setHint] = useState<string | null>(null);
  /** A locked premium pack that was tapped: the sheet says why and where premium is (G10). */
  const [lockedTap, setLockedTap] = useState<PickerPack | null>(null);
  const [everyGame, setEveryGame] = useState(false);
  /** An 18+ pack waiting for the table's age confirmation (G8). */
  const [asking, setAsking] = useState<PickerPack | null>(null);
  const adultConfirmed = useAdultConfirmed();
  const visible = packs.filter((p) => p.spice <= spiceLimit);
  const hidden = packs.length - visible.length;

  const run = (task: () => Promise<string | null>) => {
    void task().then(setHint, (error: unknown) =>
      setHint(
        error instanceof NoGameSelectedError
          ? 'Open a game first: packs are set for the game you are playing.'
          : 'That did not save. Try again.',
      ),
    );
  };

  const toggle = (pack: PickerPack, active: boolean) => {
    if (isLocked(pack, premium)) {
      setHint(null);
      setLockedTap(pack);
      return;
    }
    setLockedTap(null);
    if (active && pack.explicit && !adultConfirmed) {
      setAsking(pack);
      return;
    }
    switchPack(pack, active);
  };

  const switchPack = (pack: PickerPack, active: boolean) =>
    run(async () => {
      const result = await setPackActive(pack.id, active, premium);
      return result === 'refused-last-active' || result === 'refused-locked'
        ? `${pack.name}: ${HINTS[result]}`
        : null;
    });

  const bulk = (active: boolean) =>
    run(async () => {
      await setAllPacks(active, premium, everyGame ? 'all-games' : game);
      return active ? null : 'Everything is off except one pack, so the game can still deal.';
    });

  // A group heading goes above the first pack of each group (mix lists every game's packs).
  const headings = new Map(
    visible.map((pack, i) => [
      pack.id,
      pack.group !== visible[i - 1]?.group ? pack.group : undefined,
    ]),
  );
  return (
    <Sheet labelledBy="pack-picker-title" onClose={onClose}>
      <header className="sheet-head">
        <h2 id="pack-picker-title">{title} packs</h2>
        <button type="button" className="btn btn-small" onClick={onClose}>
          Done
        </button>
      </header>
      {asking && (
        <div className="age-check" role="alertdialog" aria-labelledby="age-check-title">
          <h3 id="age-check-title">{asking.name} is 18+</h3>
          <p>
            Its prompts are about sex and adult life. Switch it on only if everyone playing is 18 or
            older and happy to play it.
          </p>
          <div className="bulk-row">
            <button
              type="button"
              className="btn btn-small btn-primary"
              autoFocus
              onClick={() => {
                const pack = asking;
                setAsking(null);
                run(async () => {
                  await confirmAdult();
                  const result = await setPackActive(pack.id, true, premium);
                  return result === 'refused-locked' ? `${pack.name}: ${HINTS[result]}` : null;
                });
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
      <fieldset className="chips">
        <legend>Spice, in every game</legend>
        {SPICE.map(({ limit, label }) => (
          <button
            key={limit}
            type="button"
            className="chip"
            aria-pressed={spiceLimit === limit}
            onClick={() => run(async () => (await setSpiceLimit(limit), null))}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <p className="hint small">
        {hidden > 0
          ? `${hidden} spicier ${hidden === 1 ? 'pack is' : 'packs are'} hidden here and left out of the draw. `
          : ''}
        The spice setting applies to every game. All on never switches on 18+ packs.
      </p>
      <div className="bulk-row">
        <button type="button" className="btn btn-small" onClick={() => bulk(true)}>
          All on
        </button>
        <button type="button" className="btn btn-small" onClick={() => bulk(false)}>
          All off
        </button>
        <label className="check">
          <input
            type="checkbox"
            checked={everyGame}
            onChange={(e) => setEveryGame(e.target.checked)}
          />
          in every game
        </label>
        {packs.some(isGentle) && (
          <button
            type="button"
            className="btn btn-small"
            onClick={() =>
              run(async () => {
                await setMildNight(game, premium);
                return 'Mild night: the gentle packs are on and 18+ packs are off. The others stay as they were.';
              })
            }
          >
            Mild night
          </button>
        )}
        {game === 'mix' && (
          <button
            type="button"
            className="btn btn-small"
            onClick={() =>
              run(async () => {
                const moved = await syncPacksToMix();
                return moved === 0
                  ? 'Mix already matches every game.'
                  : 'Mix now uses the packs each game has on.';
              })
            }
          >
            Copy from each game
          </button>
        )}
      </div>
      <p className="hint pack-hint" role="status" aria-live="polite">
        {hint}
      </p>
      {lockedTap && (
        <div className="pack-locked-note" role="status" data-testid="pack-locked-note">
          <p>
            <Icon name="lock" size={14} /> <strong>{lockedTap.name}</strong> is a premium pack. It
            opens with Party Dojo Premium, together with every other premium pack in every game.
            Some premium packs can also be unlocked on their own with dojo coins.
          </p>
          <p className="bulk-row">
            <Link to="/info/pricing" className="btn btn-small btn-primary">
              See premium plans
            </Link>
            <Link to="/profile" className="btn btn-small">
              Dojo coins on your profile
            </Link>
          </p>
        </div>
      )}
      <ul className="pack-list">
        {visible.map((pack) => {
          const locked = isLocked(pack, premium);
          const active = isActive(pack, states) && !locked;
          const header = headings.get(pack.id);
          return (
            <li key={pack.id}>
              {header && <h3 className="pack-group">{header}</h3>}
              <label className={`pack ${locked ? 'pack-locked' : ''}`}>
                <input
                  type="checkbox"
                  checked={active}
                  aria-disabled={locked || undefined}
                  aria-describedby={locked ? `pack-locked-${pack.id}` : undefined}
                  onChange={(e) => toggle(pack, e.target.checked)}
                />
                <span className="pack-text">
                  <span className="pack-name">
                    {pack.name}
                    {pack.explicit && (
                      <span className="badge badge-adult" title="18+ content">
                        18+
                      </span>
                    )}
                    {pack.premium && <span className="badge badge-premium">Premium</span>}
                    {isGentle(pack) && <span className="badge badge-mild">Mild night</span>}
                  </span>
                  <span className="pack-desc">{pack.description}</span>
                  <span className="pack-count">
                    {pack.countLabel}
                    {locked && (
                      <span id={`pack-locked-${pack.id}`}>
                        {' · '}
                        <Icon name="lock" size={14} /> Locked: premium packs unlock with a Party
                        Dojo Premium subscription, or one at a time with dojo coins on your profile.
                      </span>
                    )}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </Sheet>
  );
}
