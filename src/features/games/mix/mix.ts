import type { PartyStreamPack } from '../../../content/games/party-stream';
import type { PromptPackSource } from '../../../content/games/types';
import type { Lang } from '../../../lib/i18n';
import { cryptoWords, randomIndex, type RandomWords } from '../../../lib/random';
import {
  createPool,
  drawPrompt,
  weightedIndex,
  type DrawPool,
  type Drawn,
  type PromptMemory,
} from '../core/draw';
import { dealPrompt, type Table } from '../core/deal';
import type { DrawGameManifest } from '../core/manifest';
import type { ActiveRule, CardGameId, PromptSession, ShownPrompt } from '../core/session';
import {
  acceptsCard,
  ageRules,
  dealCard,
  fillNames,
  ruleCards,
  type DeckPack,
  type PartyDeck,
} from '../party-stream/rules';
import { isAddedPackId } from '../core/own-packs';
import { isActive, toneWeight, type PackInfo, type PackStates } from '../core/packs';
import { pick } from '../core/recap';
import type { PartyShown } from '../party-stream/session';

// Mix (docs/spec/games.md mixedPacks): its own pack collection holding every draw game's packs in registry
// order, so "sync to the mixed packs by position" is a straight copy of flags.

export const MIX_SEPARATOR = '/';

export interface MixedPack extends PackInfo {
  /** `${game}/${packId}`: unique across games. */
  id: string;
  game: CardGameId;
  source: PromptPackSource;
  /** A Party stream pack: its typed cards (`source` lists their texts). */
  party?: PartyStreamPack;
}

/** How often Mix turns to Party stream's cards against a draw game's (their mixWeight). */
export const PARTY_MIX_WEIGHT = 2;

/**
 * Party stream's packs as Mix's: `party-stream/${id}`, after the draw games' (so the positions
 * of theirs do not move). Their cards are dealt with their own types (tasks, votes, duels,
 * mini-games, rules) and look. A Party stream pack from the editor keeps its id (`own:…`), as
 * every added pack does, and is off until the table adds it.
 */
export function partyMixedPacks(packs: readonly PartyStreamPack[]): MixedPack[] {
  return packs.map((pack) => {
    const tone = pack.explicit ? 'spicy' : 'party';
    const added = isAddedPackId(pack.id);
    return {
      id: added ? pack.id : `party-stream${MIX_SEPARATOR}${pack.id}`,
      game: 'party-stream',
      source: {
        id: pack.id,
        name: pack.name,
        description: pack.description,
        tone,
        explicit: pack.explicit,
        premium: pack.premium,
        spice: pack.spice,
        lists: [pack.cards.map((card) => card.text)],
      },
      party: pack,
      premium: pack.premium,
      explicit: pack.explicit,
      spice: pack.spice,
      tone,
      ...(added ? { optIn: true } : {}),
    };
  });
}

export function mixedPacks(games: readonly DrawGameManifest[]): MixedPack[] {
  return games.flatMap((game) =>
    game.packs.map((pack) => ({
      // Your own and liked packs keep their id: one pack, one flag per game, whichever game
      // deals it.
      id: isAddedPackId(pack.id) ? pack.id : `${game.id}${MIX_SEPARATOR}${pack.id}`,
      game: game.id,
      source: pack,
      premium: pack.premium,
      explicit: pack.explicit,
      spice: pack.spice,
      tone: pack.tone,
      ...(isAddedPackId(pack.id) ? { optIn: true } : {}),
    })),
  );
}

/**
 * docs/spec/games.md "all packs can be synced to the mixed packs by position": the mixed pack at each
 * position takes the active flag its source pack has in its own game.
 */
export function syncToMixChanges(
  mixed: readonly MixedPack[],
  gameStates: ReadonlyMap<CardGameId, PackStates>,
  mixStates: PackStates,
): { packId: string; active: boolean }[] {
  const changes: { packId: string; active: boolean }[] = [];
  for (const entry of mixed) {
    const want = isActive(entry.source, gameStates.get(entry.game) ?? new Map<string, boolean>());
    if (isActive(entry, mixStates) !== want) changes.push({ packId: entry.id, active: want });
  }
  return changes;
}

export interface MixDrawn extends Drawn {
  game: CardGameId;
  list: number;
}

export interface MixDeck {
  games: { game: DrawGameManifest; weight: number; pools: DrawPool[] }[];
  /** Party stream's selected packs, when any: dealt with their card types. */
  party: PartyDeck | null;
}

/**
 * Precomputes one pool per game and list from the selected mixed packs. A game's weight is its
 * manifest weight, and a game with no selected pack drops out of the draw.
 */
export function createMixDeck(
  games: readonly DrawGameManifest[],
  selected: readonly MixedPack[],
): MixDeck {
  const result: MixDeck['games'] = [];
  for (const game of games) {
    const packs = selected.filter((p) => p.game === game.id);
    if (packs.length === 0) continue;
    const pools = game.lists.map((_, list) =>
      createPool(
        packs.map((p) => ({
          id: p.id,
          name: p.source.name,
          prompts: p.source.lists[list] ?? [],
          weight: toneWeight(p.source.tone),
        })),
      ),
    );
    if (pools.every((pool) => pool.packs.length === 0)) continue;
    result.push({ game, weight: game.mixWeight, pools });
  }
  return { games: result, party: partyDeck(selected) };
}

function partyDeck(selected: readonly MixedPack[]): PartyDeck | null {
  const packs: DeckPack[] = [];
  for (const p of selected) {
    if (p.game === 'party-stream' && p.party && p.party.cards.length > 0) {
      packs.push({
        id: p.id,
        name: p.party.name,
        explicit: p.party.explicit,
        cards: p.party.cards,
      });
    }
  }
  if (packs.length === 0) return null;
  return {
    pool: createPool(
      packs.map((p) => ({
        id: p.id,
        name: p.name,
        prompts: p.cards.map((card) => card.text),
        weight: toneWeight('party'),
      })),
    ),
    packs: new Map(packs.map((p) => [p.id, p])),
    fallback: null,
  };
}

/** A game by weight (Party stream among them), then one of its lists that has something to deal. */
function chooseMixList(
  deck: MixDeck,
  words: RandomWords,
): { game: DrawGameManifest; list: number; pool: DrawPool } | 'party' | null {
  const weights = deck.games.map((g) => g.weight);
  if (deck.party) weights.push(PARTY_MIX_WEIGHT);
  if (weights.length === 0) return null;
  const index = weightedIndex(weights, words);
  if (index === deck.games.length) return 'party';
  const choice = deck.games[index];
  if (!choice) return null;
  const lists = choice.pools
    .map((pool, list) => ({ pool, list }))
    .filter((l) => l.pool.packs.length > 0);
  const picked = lists[lists.length === 1 ? 0 : randomIndex(lists.length, words)];
  return picked ? { game: choice.game, ...picked } : null;
}

/**
 * Mix's deal: a weighted draw across games, then that game's deal for the table (the player
 * flags, the slots, a forfeit), like the game itself would.
 */
export function dealMix(
  deck: MixDeck,
  memory: PromptMemory,
  table: Table,
  turn: number,
  words: RandomWords = cryptoWords,
  party: MixPartyTurn = { rulesInPlay: 0, named: {} },
): MixDeal | null {
  const chosen = chooseMixList(deck, words);
  if (!chosen) return null;
  if (chosen === 'party')
    return deck.party ? dealParty(deck.party, memory, table, turn, words, party) : null;
  const { game, list, pool } = chosen;
  const dealt = dealPrompt(game, list, pool, memory, table, turn, words);
  if (!dealt) return null;
  return { drawn: { ...dealt.drawn, game: game.id, list }, prompt: dealt.prompt, rule: null };
}

/** What a Party stream card in Mix needs of the game so far. */
export interface MixPartyTurn {
  /** Rules in play: a rule card waits while Party stream's maximum are. */
  rulesInPlay: number;
  /** Who was named how often, so the second name goes round. */
  named: Readonly<Record<string, number>>;
}

export interface MixDeal {
  drawn: MixDrawn;
  prompt: ShownPrompt;
  /** A Party stream rule card: the rule it starts, names filled in, and how many cards it lasts. */
  rule: Omit<ActiveRule, 'id'> | null;
}

/** A Party stream card, dealt as Party stream deals it (`party-stream/rules.ts`). */
function dealParty(
  deck: PartyDeck,
  memory: PromptMemory,
  table: Table,
  turn: number,
  words: RandomWords,
  party: MixPartyTurn,
): MixDeal | null {
  const drawn = drawPrompt(deck.pool, memory, words, (text, packId) => {
    const card = deck.packs.get(packId)?.cards.find((c) => c.text === text);
    return card !== undefined && acceptsCard(card, table, turn, party.rulesInPlay);
  });
  if (!drawn) return null;
  const dealt = dealCard(deck, drawn, table, turn, party.named, words);
  if (!dealt) return null;
  const { shown, card } = dealt;
  const prompt: ShownPrompt = {
    game: 'party-stream',
    card: shown.type,
    list: 0,
    text: shown.text,
    packId: shown.packId,
    packName: shown.packName,
    player: shown.player,
    named: shown.player,
    named2: shown.player2,
    ...(shown.forfeits.length > 0 ? { forfeits: shown.forfeits } : {}),
  };
  const rule =
    card.type === 'rule'
      ? {
          text: fillNames(card.text, shown.player, shown.player2),
          end: fillNames(card.end ?? 'The rule is over.', shown.player, shown.player2),
          left: ruleCards(card.lasts, table.players.length),
        }
      : null;
  return { drawn: { ...drawn, game: 'party-stream', list: 0 }, prompt, rule };
}

/**
 * Mix one card further: the Party stream rules in play each lose a card (those that run out
 * show their end line with the new card), then the deal; a rule card starts a new rule.
 */
export function nextMix(
  state: PromptSession,
  deck: MixDeck,
  memory: PromptMemory,
  table: Table,
  words: RandomWords = cryptoWords,
): { state: PromptSession; drawn: MixDrawn } | null {
  const turn = state.prompt ? state.turn + 1 : state.turn;
  const inPlay = state.rules ?? [];
  const aged = state.prompt ? ageRules(inPlay) : { rules: [...inPlay], over: [] };
  const dealt = dealMix(deck, memory, table, turn, words, {
    rulesInPlay: aged.rules.length,
    named: state.picked,
  });
  if (!dealt) return null;
  const shown = state.shown + 1;
  const rules = dealt.rule ? [...aged.rules, { id: shown, ...dealt.rule }] : aged.rules;
  return {
    state: {
      ...state,
      prompt: dealt.prompt,
      turn,
      shown,
      picked: pick(state.picked, dealt.prompt.player),
      rules,
      over: aged.over,
    },
    drawn: dealt.drawn,
  };
}

/** A weighted draw across games, then docs/spec/games.md draw within the chosen game (and list). */
export function drawMix(
  deck: MixDeck,
  memory: PromptMemory,
  words: RandomWords = cryptoWords,
): MixDrawn | null {
  const chosen = chooseMixList(deck, words);
  if (!chosen) return null;
  if (chosen === 'party') {
    const drawn = deck.party ? drawPrompt(deck.party.pool, memory, words) : null;
    return drawn ? { ...drawn, game: 'party-stream', list: 0 } : null;
  }
  const drawn = drawPrompt(chosen.pool, memory, words);
  return drawn ? { ...drawn, game: chosen.game.id, list: chosen.list } : null;
}

/** A Party stream card dealt in Mix, as Party stream shows it. */
export function partyCardOf(prompt: ShownPrompt, mixed: readonly MixedPack[]) {
  // A player's own Party stream pack keeps its language: its card's lead-ins are in it.
  const party = mixed.find((p) => p.id === prompt.packId)?.party;
  const lang =
    party && 'lang' in party ? (party as PartyStreamPack & { lang: Lang }).lang : undefined;
  const card: PartyShown = {
    text: prompt.text,
    type: prompt.card ?? 'task',
    tags: [],
    packId: prompt.packId,
    packName: prompt.packName,
    explicit: mixed.some((p) => p.id === prompt.packId && p.explicit),
    player: prompt.player,
    player2: prompt.named2 ?? null,
    forfeits: prompt.forfeits ?? [],
  };
  return lang ? { ...card, lang } : card;
}
