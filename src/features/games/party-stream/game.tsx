import { useMemo, useRef, useState, type RefObject } from 'react';
import type { PartyStreamPack } from '../../../content/games/party-stream';
import { useLang, useT } from '../../../lib/i18n';
import { cue } from '../../feel';
import { GameShell, usePackContext, type PackContext } from '../core/game-shell';
import type { PickerPack } from '../core/pack-picker';
import { PlayersPanel } from '../core/players-panel';
import { FallbackNotice } from '../core/prompt-game';
import { EndGameButton, RecapView } from '../core/recap-view';
import { useGameSession } from '../core/use-game-session';
import { useAddedPacks, usePlayerFlags } from '../state';
import { addedPackGroup, packJoins } from '../core/own-packs';
import { PartyCardView, RulesStrip } from './party-card';
import { partyStreamPacksIn } from './danish';
import {
  buildDeck,
  checkPlayers,
  freshParty,
  isLastCard,
  nextCard,
  ownPartyPack,
  type OwnPartyPack,
  partyRecap,
  ROUND_CHOICES,
  typesLine,
  type PlayerCheck,
} from './rules';
import { parseSession, type PartySession } from './session';
import './party-stream.css';

const TITLE = 'Party stream';

/** The Party stream packs from the editor (yours, then liked ones). */
function useOwnPartyPacks(): OwnPartyPack[] {
  const added = useAddedPacks();
  return useMemo(
    () => (added ?? []).filter((pack) => packJoins(pack, 'party-stream')).map(ownPartyPack),
    [added],
  );
}

/** The packs in the shared picker, in the page's language: the built-in ones, then your own. */
function usePicker(
  builtIn: readonly PartyStreamPack[],
  own: readonly OwnPartyPack[],
): PickerPack[] {
  const t = useT();
  return useMemo(
    () => [
      ...builtIn.map((pack) => ({
        id: pack.id,
        name: pack.name,
        description: pack.description,
        premium: pack.premium,
        explicit: pack.explicit,
        spice: pack.spice,
        countLabel: t('partyStream.cardCount', { count: pack.cards.length }),
      })),
      ...own.map((pack) => ({
        id: pack.id,
        name: pack.name,
        description: pack.description,
        premium: false,
        explicit: pack.explicit,
        spice: pack.spice,
        countLabel: t('partyStream.cardCount', { count: pack.cards.length }),
        optIn: true as const,
        ...(addedPackGroup(pack.id) ? { group: addedPackGroup(pack.id) } : {}),
      })),
    ],
    [builtIn, own, t],
  );
}

function usePartyDeck(
  context: PackContext | null,
  builtIn: readonly PartyStreamPack[],
  own: readonly OwnPartyPack[],
) {
  return useMemo(
    () =>
      context
        ? buildDeck([...builtIn, ...own], context.states, context.premium, context.spiceLimit)
        : null,
    [context, builtIn, own],
  );
}

/** How to play: painted from HTML before the saved game is read. */
function HowToPlay() {
  const t = useT();
  return (
    <div className="intro">
      <p className="prompt-lead">{t('partyStream.howTo')}</p>
      <p className="intro-text">{t('partyStream.howToText')}</p>
    </div>
  );
}

/** /games/party-stream: a Picolo-style stream of mixed cards, names filled in. */
export function PartyStreamGame() {
  const context = usePackContext('party-stream');
  const t = useT();
  const { state, memory, commit } = useGameSession('party-stream', parseSession, () =>
    freshParty(),
  );
  // A Danish page deals the Danish packs (its route loaded them before the game drew).
  const builtIn = partyStreamPacksIn(useLang());
  const own = useOwnPartyPacks();
  const picker = usePicker(builtIn, own);
  const deck = usePartyDeck(context, builtIn, own);
  const players = context?.players ?? [];
  const check = checkPlayers(players);
  const nextButton = useRef<HTMLButtonElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);

  const next =
    state && memory && deck && check.ok
      ? () => {
          if (isLastCard(state)) {
            commit({ ...state, ended: true });
            return;
          }
          const dealt = nextCard(state, deck, memory, { players, flags: context?.flags ?? {} });
          if (!dealt) return;
          commit(dealt.state, dealt.drawn);
          if (state.card) cue('turn');
        }
      : null;

  if (!state || !context) {
    return (
      <GameShell game="party-stream" title={TITLE} context={context} packs={picker} reading>
        <div className="party-setup">
          <HowToPlay />
        </div>
      </GameShell>
    );
  }

  if (state.ended) {
    const types = typesLine(state.types);
    return (
      <GameShell game="party-stream" title={TITLE} context={context} packs={null}>
        <RecapView
          recap={partyRecap(state)}
          pickedTitle={t('partyStream.namedMost')}
          onPlayAgain={() => {
            commit(freshParty(state));
            focusSoon(startButton);
          }}
        >
          {types && <p className="recap-played">{types}</p>}
        </RecapView>
      </GameShell>
    );
  }

  const playing = state.card;
  return (
    <GameShell
      game="party-stream"
      title={TITLE}
      context={context}
      packs={picker}
      status={
        playing ? (
          <span>
            {state.target === null
              ? t('partyStream.cardSoFar', { shown: state.shown })
              : t('partyStream.cardOf', { shown: state.shown, target: state.target })}
          </span>
        ) : (
          <span>
            {t('partyStream.newGame', {
              length:
                state.rounds === null
                  ? t('partyStream.noLimitLower')
                  : t('partyStream.rounds', { count: state.rounds }),
            })}
          </span>
        )
      }
    >
      <FallbackNotice fallback={deck?.fallback} />
      {playing ? (
        <>
          {state.over.map((end) => (
            <p key={end} className="party-rule-over" role="status">
              {end}
            </p>
          ))}
          <PartyCardView card={playing} shown={state.shown} onNext={next} />
          <RulesStrip rules={state.rules} />
          {!check.ok && (
            <p className="hint small notice-inline" role="status">
              {check.message}
            </p>
          )}
          <div className="game-actions">
            <button
              ref={nextButton}
              type="button"
              className="btn btn-primary btn-large btn-block"
              disabled={!next}
              onClick={() => next?.()}
            >
              {isLastCard(state) ? t('partyStream.finish') : t('partyStream.next')}
            </button>
            <EndGameButton onEnd={() => commit({ ...state, ended: true })} />
          </div>
        </>
      ) : (
        <Setup
          state={state}
          players={players}
          check={check}
          commit={commit}
          startRef={startButton}
          onStart={
            next &&
            (() => {
              next();
              focusSoon(nextButton);
            })
          }
        />
      )}
    </GameShell>
  );
}

function focusSoon(ref: RefObject<HTMLButtonElement | null>) {
  setTimeout(() => ref.current?.focus(), 0);
}

/** Before the first card: who is playing and how long the game lasts. */
function Setup({
  state,
  players,
  check,
  commit,
  onStart,
  startRef,
}: {
  state: PartySession;
  players: string[];
  check: PlayerCheck;
  commit: (next: PartySession) => void;
  onStart: (() => void) | null;
  startRef: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const flags = usePlayerFlags() ?? {};
  return (
    <div className="party-setup">
      <HowToPlay />
      <section className="party-box" aria-labelledby="party-players">
        <h2 id="party-players">{t('partyStream.players')}</h2>
        {players.length > 0 && <p className="party-names">{players.join(', ')}</p>}
        <button type="button" className="btn btn-small" onClick={() => setEditing(true)}>
          {players.length > 0 ? t('partyStream.editPlayers') : t('partyStream.addPlayers')}
        </button>
      </section>
      <fieldset className="chips">
        <legend>{t('partyStream.howLong')}</legend>
        {ROUND_CHOICES.map((rounds) => (
          <button
            key={rounds ?? 'none'}
            type="button"
            className="chip"
            aria-pressed={state.rounds === rounds}
            onClick={() => commit({ ...state, rounds })}
          >
            {rounds === null
              ? t('partyStream.noLimit')
              : t('partyStream.rounds', { count: rounds })}
          </button>
        ))}
      </fieldset>
      <p className="hint small">
        {t('partyStream.roundIs')}{' '}
        {state.rounds !== null &&
          check.ok &&
          t('partyStream.thatIs', { count: state.rounds * players.length })}{' '}
        {t('partyStream.packsHint')}
      </p>
      {!check.ok && (
        <p className="party-warn" id="party-start-problem">
          {check.message}
        </p>
      )}
      <button
        ref={startRef}
        type="button"
        className="btn btn-primary btn-large btn-block"
        disabled={!check.ok || !onStart}
        aria-describedby={check.ok ? undefined : 'party-start-problem'}
        onClick={() => onStart?.()}
      >
        {t('partyStream.start')}
      </button>
      {editing && (
        <PlayersPanel players={players} flags={flags} onClose={() => setEditing(false)} />
      )}
    </div>
  );
}
