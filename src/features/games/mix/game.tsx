import { useMemo } from 'react';
import { usePremium } from '../../account';
import { pickerPacks, usePackContext, type PackContext } from '../core/game-shell';
import { DRAW_GAMES, drawGame, PARTY_MIXED } from './draw-games';
import {
  createMixDeck,
  mixedPacks,
  MIX_SEPARATOR,
  nextMix,
  partyCardOf,
  partyMixedPacks,
  type MixDeck,
  type MixedPack,
} from './mix';
import type { PickerPack } from '../core/packs';
import type { CardGameId } from '../core/session';
import { PartyCardView, RulesStrip } from '../party-stream/party-card';
import '../party-stream/party-stream.css';
import { selectDrawPacks } from '../core/packs';
import { AdultBadge, PromptCard, quoteFor } from '../prompt-card';
import { addedPackGroup, withOwnPacks } from '../core/own-packs';
import { partyStreamPacksIn } from '../party-stream/danish';
import { ownPartyPack } from '../party-stream/rules';
import { localized } from '../core/danish-decks';
import { t as translate, useLang, useT } from '../../../lib/i18n';
import { gameTitle } from '../words';
import {
  freshPromptSession,
  PromptGamePage,
  useEndGame,
  renderFor,
  type Deck,
} from '../core/prompt-game';
import { useAddedPacks } from '../state';
import { EndGameButton } from '../core/recap-view';
import { useHeldTap } from '../core/held-tap';
import { CategoryClock, HiddenWord } from './mix-cards';
import { parseSession } from './session';
import {
  useSessionPart,
  useSessionState,
  useSessionStore,
  type SessionStore,
} from '../core/use-game-session';
import type { PromptSession } from '../core/session';
import type { DrawGameManifest } from '../core/manifest';
import '../games.css';

/**
 * Mix deals your own and liked packs with the game they are for (a truth or dare pack's truths as
 * truths, a charades pack's words to act out); a pack made before packs had a game, whose
 * lead-ins name none, as never-have-i-ever style cards: read out, the table plays.
 */
export const OWN_PACKS_GAME = 'never-have-i-ever';

/** Mix: every draw game's mixed packs, one weighted draw at a time. */
export function MixGame() {
  const own = useAddedPacks();
  const lang = useLang();
  const { games, mixed, picker } = useMemo(() => {
    // A Danish page deals the Danish decks (loaded by mix's route before it draws).
    const games = DRAW_GAMES.map((g) =>
      withOwnPacks(localized(g, lang), own ?? [], (pack) => (pack.game ?? OWN_PACKS_GAME) === g.id),
    );
    // Party stream packs from the editor: their prompts as task cards, after the built-in ones.
    const ownParty = partyMixedPacks(
      (own ?? []).filter((pack) => pack.game === 'party-stream').map(ownPartyPack),
    );
    // Party stream's built-in packs in the page's language (Mix's route loaded the Danish ones).
    const party = lang === 'da' ? partyMixedPacks(partyStreamPacksIn(lang)) : PARTY_MIXED;
    return {
      games,
      mixed: [...mixedPacks(games), ...party, ...ownParty],
      picker: [
        ...games.flatMap((g) => pickerPacks(g, g.title, `${g.id}${MIX_SEPARATOR}`)),
        ...party.map(partyPickerPack),
        ...ownParty.map(partyPickerPack),
      ],
    };
  }, [own, lang]);
  const context = usePackContext('mix');
  const { premium } = usePremium();
  const deck = useMemo(() => {
    if (!context) return null;
    const { packs, fallback } = selectDrawPacks(mixed, context.states, premium, context.spiceLimit);
    return { deck: createMixDeck(games, packs), fallback };
  }, [context, premium, games, mixed]);
  const session = useSessionStore('mix', parseSession, freshDeal);
  // The page reads only whether a card is out (for the line naming its game): a tap re-renders
  // the table and that line.
  const dealt = useSessionPart(session, hasPrompt);
  return (
    <PromptGamePage
      game="mix"
      title={translate('play.title.mix')}
      context={context}
      packs={picker}
      status={dealt ? <DealtFrom session={session} /> : null}
      fallback={deck?.fallback}
      session={session}
      fresh={freshDeal}
    >
      <MixTable games={games} mixed={mixed} deck={deck} context={context} session={session} />
    </PromptGamePage>
  );
}

/** Party stream's packs in Mix's picker, grouped under their game. */
function partyPickerPack(pack: MixedPack): PickerPack {
  const added = addedPackGroup(pack.id);
  return {
    id: pack.id,
    name: pack.source.name,
    description: pack.source.description,
    premium: pack.premium,
    explicit: pack.explicit,
    spice: pack.spice,
    tone: pack.tone,
    countLabel: translate('partyStream.cardCount', { count: pack.party?.cards.length ?? 0 }),
    ...(added ? { group: added, optIn: true } : { group: gameTitle('party-stream') }),
  };
}

/** A game's name in the page's language. */
const titleOf = (game: CardGameId) => gameTitle(game);

const freshDeal = () => freshPromptSession();
const hasPrompt = (state: PromptSession | null) => !!state?.prompt;
const dealtGame = (state: PromptSession | null) => state?.prompt?.game ?? null;

/** The game the card on the table was dealt from, under the title. */
function DealtFrom({ session }: { session: SessionStore<PromptSession> }) {
  const game = useSessionPart(session, dealtGame);
  return game ? <span>{titleOf(game)}</span> : null;
}

/** The card, its Next button and the count: what a tap changes. */
function MixTable({
  games,
  mixed,
  deck,
  context,
  session,
}: {
  games: DrawGameManifest[];
  mixed: MixedPack[];
  deck: { deck: MixDeck; fallback: Deck['fallback'] } | null;
  context: PackContext | null;
  session: SessionStore<PromptSession>;
}) {
  const t = useT();
  const state = useSessionState(session);
  const memory = session.memory();
  const ready = state && memory && deck && context;
  const next = ready
    ? () => {
        const dealt = nextMix(state, deck.deck, memory, context);
        if (dealt) session.commit(dealt.state, dealt.drawn);
      }
    : null;
  const end = useEndGame(session);
  const prompt = state?.prompt ?? null;
  // A tap on Start before the table is read deals once it is, unless a game was in progress.
  const start = useHeldTap('start', next, !prompt);
  const quote = state ? quoteFor(state.shown, 'mix') : null;

  return (
    <>
      {state?.over?.map((end) => (
        <p key={end} className="party-rule-over" role="status">
          {end}
        </p>
      ))}
      {prompt?.game === 'charades' && state ? (
        <HiddenWord key={state.shown} prompt={prompt} card={state.shown} />
      ) : prompt?.game === 'party-stream' && state ? (
        <PartyCardView card={partyCardOf(prompt, mixed)} shown={state.shown} onNext={next} />
      ) : (
        <PromptCard
          prompt={prompt}
          render={(text, list, shown) =>
            renderFor(
              games.find((g) => g.id === shown.game) ??
                drawGame(shown.game === 'party-stream' ? 'never-have-i-ever' : shown.game),
            )(text, list, shown)
          }
          onNext={next}
          badge={<AdultBadge show={mixed.some((p) => p.id === prompt?.packId && p.explicit)} />}
        >
          <div className="intro">
            <p className="prompt-lead">{t('play.prompt.howTo')}</p>
            <p className="intro-text">{t('play.mix.howTo')}</p>
          </div>
        </PromptCard>
      )}
      {prompt?.game === 'category' && state && <CategoryClock key={state.shown} />}
      {state?.rules && <RulesStrip rules={state.rules} />}
      {quote && <p className="quote">{quote}</p>}
      <div className="game-actions">
        <button type="button" className="btn btn-primary btn-large btn-block" {...start}>
          {prompt ? t('play.prompt.next') : t('play.prompt.start')}
        </button>
        {state && state.shown > 0 && (
          <p className="counter">{t('play.played', { count: state.shown })}</p>
        )}
        {state && state.shown > 0 && <EndGameButton onEnd={end} />}
      </div>
    </>
  );
}
