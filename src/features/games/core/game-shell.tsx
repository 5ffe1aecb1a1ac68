import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Icon } from '../../../components/icons';
import { CATALOG } from '../../../content/catalog';
import { usePremium } from '../../account';
import { useTableFeel } from '../../feel';
import { SITE_HEAD, useDocumentHead } from '../../../lib/document-head';
import { useServerProfile } from '../../sync';
import { useStore } from '../../../lib/store';
import { useT } from '../../../lib/i18n';
import { catalogText, countOf, gameTitle } from '../words';
import { FeedbackBar } from './feedback-bar';
import { GameExtrasSlot } from './shell-extras';
import type { DrawGameManifest, GameId } from './manifest';
import { PackPicker, type PickerPack } from './pack-picker';
import { isActive, isLocked, type PackStates, type SpiceLimit } from './packs';
import { PlayersPanel } from './players-panel';
import { GAMES } from '../registry';
import { usePackStates, usePlayerFlags, usePlayers, useSpiceLimit } from '../state';
import type { PlayerFlagMap } from './player-flags';
import { addedPackGroup } from './own-packs';
import { setUnlockedPacks } from './unlocks';
import { useUnlockedVersion } from './use-unlocks';
import { deckStartedOver } from './use-game-session';
import '../games.css';

export interface PackContext {
  states: PackStates;
  premium: boolean;
  spiceLimit: SpiceLimit;
  players: string[];
  /** Not drinking tonight, taken: per player name. */
  flags: PlayerFlagMap;
  /** Changes when the premium packs bought with coins do (see ./unlocks), so decks rebuild. */
  unlocks: number;
}

/** Everything a game page reads before it can deal; null while the first reads are in flight. */
export function usePackContext(game: GameId): PackContext | null {
  const states = usePackStates(game);
  const { premium } = usePremium();
  const spiceLimit = useSpiceLimit();
  const players = usePlayers();
  const flags = usePlayerFlags();
  // Premium packs bought with coins: the profile the server last sent (offline too).
  const unlockedKeys = useServerProfile()?.unlocked_packs?.join('\n') ?? '';
  useEffect(() => setUnlockedPacks(unlockedKeys ? unlockedKeys.split('\n') : []), [unlockedKeys]);
  const unlockedVersion = useUnlockedVersion();
  // One object per change of its parts, so decks built from it are rebuilt only when packs,
  // premium, unlocks, filter or players change, never on a plain re-render.
  return useMemo(
    () =>
      states && players && flags
        ? { states, premium, spiceLimit, players, flags, unlocks: unlockedVersion }
        : null,
    [states, premium, spiceLimit, players, flags, unlockedVersion],
  );
}

// One list per manifest (and group and prefix): a game re-renders on every tap, and the same list
// lets the header and the picker skip their renders.
const pickerCache = new WeakMap<DrawGameManifest, Map<string, PickerPack[]>>();

export function pickerPacks(
  manifest: DrawGameManifest,
  group?: string,
  idPrefix = '',
): PickerPack[] {
  let byKey = pickerCache.get(manifest);
  if (!byKey) pickerCache.set(manifest, (byKey = new Map<string, PickerPack[]>()));
  const key = `${group ?? ''}\n${idPrefix}`;
  let list = byKey.get(key);
  if (!list) byKey.set(key, (list = buildPickerPacks(manifest, group, idPrefix)));
  return list;
}

function buildPickerPacks(manifest: DrawGameManifest, group: string | undefined, idPrefix: string) {
  return manifest.packs.map((pack): PickerPack => {
    const added = addedPackGroup(pack.id);
    return {
      id: added ? pack.id : idPrefix + pack.id,
      name: pack.name,
      description: pack.description,
      premium: pack.premium,
      explicit: pack.explicit,
      spice: pack.spice,
      tone: pack.tone,
      countLabel:
        pack.lists.length === 2
          ? `${countOf('truths', pack.lists[0]?.length ?? 0)} · ${countOf('dares', pack.lists[1]?.length ?? 0)}`
          : countOf(GAMES[manifest.id].unit, pack.lists[0]?.length ?? 0),
      ...(added ? { group: added, optIn: true } : group ? { group } : {}),
    };
  });
}

/**
 * The frame every game page shares: title, the players and packs buttons with their sheets,
 * the game itself, and feedback at the bottom.
 */
export function GameShell({
  game,
  title: dataTitle,
  context,
  packs,
  status,
  reading = false,
  statusLine = true,
  playersButton = true,
  children,
}: {
  game: GameId;
  title: string;
  context: PackContext | null;
  /** Null hides the packs button (the game has its own chooser). */
  packs: readonly PickerPack[] | null;
  /** A line under the title: turn, score, pack. */
  status?: ReactNode;
  /**
   * The saved game is still being read, for a game with its own setup screen; its prerendered
   * page paints this. `children` is its How to play. The status line's room is kept (such a game
   * always has one) and the feedback bar comes with the game, so nothing moves as the saved game
   * or a fresh setup fills in. The same element as the game's, so the header stays mounted.
   */
  reading?: boolean;
  /** Whether the game has a status line under its title, whose room `reading` keeps. */
  statusLine?: boolean;
  /**
   * False hides the Players button: the seats are not this phone's to change (a phone at a table
   * joined by a code has the seats the table link gave it).
   */
  playersButton?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  // The game's own name reads in the page's language; any other title stays as given.
  const title = dataTitle === GAMES[game].title ? gameTitle(game) : dataTitle;
  const [sheet, setSheet] = useState<'packs' | 'players' | null>(null);
  useTableFeel();
  // The tab and search results name the game, its prerendered HTML included.
  useDocumentHead(title, descriptionOf(game));
  return (
    <div className="game" data-game={game}>
      <GameHeader
        title={title}
        context={context}
        packs={packs}
        playersButton={playersButton}
        onOpen={setSheet}
      />
      {reading
        ? statusLine && (
            <div className="game-status">
              <span className="until-read" aria-hidden="true">
                {t('play.shell.reading')}
              </span>
            </div>
          )
        : status && <div className="game-status">{status}</div>}
      {children}
      {!reading && <DeckStartedOverNotice />}
      {reading ? (
        <p className="hint">{t('play.shell.setting')}</p>
      ) : (
        <FeedbackBar game={game} user="" />
      )}
      {sheet === 'players' && context && (
        <PlayersPanel
          players={context.players}
          flags={context.flags}
          onClose={() => setSheet(null)}
          // In the sheet, not on the page: the game fills the screen, and a room's way in never
          // moves it as the page loads.
          extra={<GameExtrasSlot game={game} />}
        />
      )}
      {sheet === 'packs' && context && packs && (
        <PackPicker
          game={game}
          title={title}
          packs={packs}
          states={context.states}
          premium={context.premium}
          spiceLimit={context.spiceLimit}
          onClose={() => setSheet(null)}
        />
      )}
    </div>
  );
}

/** Said under the game once a deal starts its packs over, until the next card. */
function DeckStartedOverNotice() {
  const t = useT();
  const startedOver = useStore(deckStartedOver, (state) => state.packName !== null);
  if (!startedOver) return null;
  return (
    <p className="hint small notice-inline" role="status" data-testid="deck-started-over">
      {t('play.shell.startedOver')}
    </p>
  );
}

/** The game's line in the catalogue, as its page's meta description. */
function descriptionOf(game: GameId): string {
  const entry = CATALOG.find((e) => e.path === `/games/${game}`);
  return entry ? catalogText(entry).blurb : SITE_HEAD.description;
}

/**
 * The game's title and its Players and Packs buttons. Memoised: a tap deals a new card and
 * re-renders the game, and the header only changes with the players and packs.
 */
const GameHeader = memo(function GameHeader({
  title,
  context,
  packs,
  playersButton,
  onOpen,
}: {
  title: string;
  context: PackContext | null;
  packs: readonly PickerPack[] | null;
  playersButton: boolean;
  onOpen: (sheet: 'packs' | 'players') => void;
}) {
  const t = useT();
  const activeCount = useMemo(
    () =>
      context
        ? (packs ?? []).filter(
            (p) =>
              isActive(p, context.states) &&
              !isLocked(p, context.premium) &&
              p.spice <= context.spiceLimit,
          ).length
        : 0,
    [context, packs],
  );
  return (
    <header className="game-head">
      <h1>{title}</h1>
      <div className="game-tools">
        {/* Both sheets read and write stored players and packs: usable once those are read. */}
        {playersButton && (
          <button
            type="button"
            className="btn btn-small"
            disabled={!context}
            onClick={() => onOpen('players')}
          >
            <Icon name="users" size={18} />
            {/* As wide as "12 players" whether it shows the word or the count, so the buttons
                never move as the players are read; the count is a phrase, "4 players" (U2). */}
            <span className="game-tools-label">
              <span className="game-tools-room" aria-hidden="true">
                {t('play.shell.playersRoom')}
              </span>
              <span>
                {context?.players.length
                  ? t('play.shell.players', { count: context.players.length })
                  : t('play.shell.playersButton')}
              </span>
            </span>
          </button>
        )}
        {packs && (
          <button
            type="button"
            className="btn btn-small"
            disabled={!context}
            onClick={() => onOpen('packs')}
          >
            <Icon name="cards" size={18} />
            {t('play.shell.packs')}{' '}
            {/* The count's room is kept while the stored packs are read, so nothing moves. */}
            <span className="game-tools-count">{context ? activeCount : ''}</span>
          </button>
        )}
      </div>
    </header>
  );
});
