import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Icon } from '../../../components/icons';
import { useT, type MessageKey } from '../../../lib/i18n';
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

const SPICE = [
  { limit: 1, label: 'play.packs.mild' },
  { limit: 2, label: 'play.packs.cheeky' },
  { limit: 3, label: 'play.packs.anything' },
] as const satisfies readonly { limit: SpiceLimit; label: MessageKey }[];

const HINTS = {
  'refused-last-active': 'play.packs.lastActive',
  'refused-locked': 'play.packs.lockedHint',
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
  const t = useT();
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
        error instanceof NoGameSelectedError ? t('play.packs.noGame') : t('play.packs.failed'),
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
        ? t('play.packs.refused', { pack: pack.name, hint: t(HINTS[result]) })
        : null;
    });

  const bulk = (active: boolean) =>
    run(async () => {
      await setAllPacks(active, premium, everyGame ? 'all-games' : game);
      return active ? null : t('play.packs.allOffDone');
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
        <h2 id="pack-picker-title">{t('play.packs.title', { game: title })}</h2>
        <button type="button" className="btn btn-small" onClick={onClose}>
          {t('play.packs.done')}
        </button>
      </header>
      {asking && (
        <div className="age-check" role="alertdialog" aria-labelledby="age-check-title">
          <h3 id="age-check-title">{t('play.packs.adultTitle', { pack: asking.name })}</h3>
          <p>{t('play.packs.adultText')}</p>
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
                  return result === 'refused-locked'
                    ? t('play.packs.refused', { pack: pack.name, hint: t(HINTS[result]) })
                    : null;
                });
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
      <fieldset className="chips">
        <legend>{t('play.packs.spice')}</legend>
        {SPICE.map(({ limit, label }) => (
          <button
            key={limit}
            type="button"
            className="chip"
            aria-pressed={spiceLimit === limit}
            onClick={() => run(async () => (await setSpiceLimit(limit), null))}
          >
            {t(label)}
          </button>
        ))}
      </fieldset>
      <p className="hint small">
        {hidden > 0 ? t('play.packs.hidden', { count: hidden }) : ''}
        {t('play.packs.spiceNote')}
      </p>
      <div className="bulk-row">
        <button type="button" className="btn btn-small" onClick={() => bulk(true)}>
          {t('play.packs.allOn')}
        </button>
        <button type="button" className="btn btn-small" onClick={() => bulk(false)}>
          {t('play.packs.allOff')}
        </button>
        <label className="check">
          <input
            type="checkbox"
            checked={everyGame}
            onChange={(e) => setEveryGame(e.target.checked)}
          />
          {t('play.packs.everyGame')}
        </label>
        {packs.some(isGentle) && (
          <button
            type="button"
            className="btn btn-small"
            onClick={() =>
              run(async () => {
                await setMildNight(game, premium);
                return t('play.packs.mildNightDone');
              })
            }
          >
            {t('play.packs.mildNight')}
          </button>
        )}
        {game === 'mix' && (
          <button
            type="button"
            className="btn btn-small"
            onClick={() =>
              run(async () => {
                const moved = await syncPacksToMix();
                return moved === 0 ? t('play.packs.mixMatches') : t('play.packs.mixCopied');
              })
            }
          >
            {t('play.packs.copy')}
          </button>
        )}
      </div>
      <p className="hint pack-hint" role="status" aria-live="polite">
        {hint}
      </p>
      {lockedTap && (
        <div className="pack-locked-note" role="status" data-testid="pack-locked-note">
          <p>
            <Icon name="lock" size={14} /> <strong>{lockedTap.name}</strong>{' '}
            {t('play.packs.lockedNote')}
          </p>
          <p className="bulk-row">
            <Link to="/info/pricing" className="btn btn-small btn-primary">
              {t('play.packs.plans')}
            </Link>
            <Link to="/profile" className="btn btn-small">
              {t('play.packs.coins')}
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
                      <span className="badge badge-adult" title={t('play.packs.adultBadge')}>
                        18+
                      </span>
                    )}
                    {pack.premium && (
                      <span className="badge badge-premium">{t('play.packs.premium')}</span>
                    )}
                    {isGentle(pack) && (
                      <span className="badge badge-mild">{t('play.packs.mildNight')}</span>
                    )}
                  </span>
                  <span className="pack-desc">{pack.description}</span>
                  <span className="pack-count">
                    {pack.countLabel}
                    {locked && (
                      <span id={`pack-locked-${pack.id}`}>
                        {' · '}
                        <Icon name="lock" size={14} /> {t('play.packs.locked')}
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
