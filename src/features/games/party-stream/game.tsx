import { useMemo, useRef, useState, type RefObject } from 'react';
import type { PartyStreamPack } from '../../../content/games/party-stream';
import { useLang, useT } from '../../../lib/i18n';
import { CardLead, cardSurface, cue, useDealAnimation } from '../../feel';
import { ForfeitNote } from '../core/forfeit-note';
import { GameShell, usePackContext, type PackContext } from '../core/game-shell';
import type { PickerPack } from '../core/pack-picker';
import { PlayersPanel } from '../core/players-panel';
import { FallbackNotice } from '../core/prompt-game';
import { EndGameButton, RecapView } from '../core/recap-view';
import { useGameSession } from '../core/use-game-session';
import { AdultBadge } from '../prompt-card';
import { usePlayerFlags } from '../state';
import { useNextGesture } from '../use-next-gesture';
import { PARTY_CARD_LOOKS } from './card-types';
import { partyStreamPacksIn } from './danish';
import {
  buildDeck,
  checkPlayers,
  fillNames,
  freshParty,
  isLastCard,
  leftLine,
  nextCard,
  partyRecap,
  ROUND_CHOICES,
  typesLine,
  type PlayerCheck,
} from './rules';
import { parseSession, type PartySession, type PartyShown } from './session';
import './party-stream.css';

const TITLE = 'Party stream';

/** The packs in the shared picker, in the page's language. */
function usePickerPacks(packs: readonly PartyStreamPack[]): PickerPack[] {
  const t = useT();
  return useMemo(
    () =>
      packs.map((pack) => ({
        id: pack.id,
        name: pack.name,
        description: pack.description,
        premium: pack.premium,
        explicit: pack.explicit,
        spice: pack.spice,
        countLabel: t('partyStream.cardCount', { count: pack.cards.length }),
      })),
    [packs, t],
  );
}

function usePartyDeck(packs: readonly PartyStreamPack[], context: PackContext | null) {
  return useMemo(
    () => (context ? buildDeck(packs, context.states, context.premium, context.spiceLimit) : null),
    [packs, context],
  );
}

/** How to play: painted from HTML before the saved game is read. */
function HowToPlay() {
  return (
    <div className="intro">
      <p className="prompt-lead">How to play</p>
      <p className="intro-text">
        One card after another, passed round the table: tasks with your names on them, group votes,
        duels, quick mini-games and rules that last a few turns and end by themselves. Anyone can
        skip a card, no questions asked.
      </p>
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
  const pickerPacks = usePickerPacks(builtIn);
  const deck = usePartyDeck(builtIn, context);
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
      <GameShell game="party-stream" title={TITLE} context={context} packs={pickerPacks} reading>
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
          pickedTitle="Who was named most"
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
      packs={pickerPacks}
      status={
        playing ? (
          <span>
            {state.target === null
              ? t('partyStream.cardSoFar', { shown: state.shown })
              : t('partyStream.cardOf', { shown: state.shown, target: state.target })}
          </span>
        ) : (
          <span>New game · {state.rounds === null ? 'no limit' : `${state.rounds} rounds`}</span>
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
          <RulesStrip state={state} />
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

/** The rules in play, each with the cards it has left. */
function RulesStrip({ state }: { state: PartySession }) {
  const t = useT();
  if (state.rules.length === 0) return null;
  return (
    <section className="party-rules" aria-labelledby="party-rules-title">
      <h2 id="party-rules-title">{t('partyStream.rulesInPlay')}</h2>
      <ul>
        {state.rules.map((rule) => (
          <li key={rule.id}>
            <span className="party-rule-text">{rule.text}</span>
            <span className="party-rule-left">{leftLine(rule.left)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The card in its type's look, in a live region; a tap or swipe on it deals the next. */
function PartyCardView({
  card,
  shown,
  onNext,
}: {
  card: PartyShown;
  shown: number;
  onNext: (() => void) | null;
}) {
  const gesture = useNextGesture(onNext);
  const dealt = useDealAnimation<HTMLDivElement>(shown);
  const t = useT();
  const look = PARTY_CARD_LOOKS[card.type];
  return (
    <div
      className={`prompt-card party-card ${look.className}`}
      data-party-type={card.type}
      {...cardSurface(look.look)}
      {...(onNext ? gesture : {})}
    >
      <div className="prompt-live" aria-live="polite" aria-atomic="true">
        <div ref={dealt} className="prompt-enter">
          {card.player && (
            <p className="prompt-player">{t('partyStream.turn', { player: card.player })}</p>
          )}
          <CardLead type={look.look}>{t(`partyStream.type.${card.type}`)}</CardLead>
          <p className="prompt-text">{fillNames(card.text, card.player, card.player2)}</p>
          <ForfeitNote forfeits={card.forfeits} />
          <p className="prompt-pack">
            {card.packName}
            <AdultBadge show={card.explicit} />
          </p>
        </div>
      </div>
    </div>
  );
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
  const [editing, setEditing] = useState(false);
  const flags = usePlayerFlags() ?? {};
  return (
    <div className="party-setup">
      <HowToPlay />
      <section className="party-box" aria-labelledby="party-players">
        <h2 id="party-players">Players</h2>
        {players.length > 0 && <p className="party-names">{players.join(', ')}</p>}
        <button type="button" className="btn btn-small" onClick={() => setEditing(true)}>
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
      <p className="hint small">
        A round is one card for each player.{' '}
        {state.rounds !== null && check.ok && `That is ${state.rounds * players.length} cards.`}{' '}
        Choose the packs and the spice level under Packs.
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
        Start
      </button>
      {editing && (
        <PlayersPanel players={players} flags={flags} onClose={() => setEditing(false)} />
      )}
    </div>
  );
}
