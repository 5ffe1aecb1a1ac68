import { describe, expect, it } from 'vitest';
import { seededWords } from '../../../lib/random';
import { dealPrompt } from '../core/deal';
import { createPool, PromptMemory } from '../core/draw';
import { DARE } from '../core/manifest';
import { withOwnPacks } from '../core/own-packs';
import { freshPromptSession } from '../core/prompt-game';
import type { PromptSession } from '../core/session';
import { playerFor } from '../core/turns';
import { playerSearch, startWithPlayer } from './hand-off';
import { truthOrDare } from './manifest';

const PLAYERS = ['Ana', 'Bo', 'Cy', 'Di'];
const fresh = () => freshPromptSession(true);

function shown(turn: number): PromptSession {
  return {
    ...fresh(),
    turn,
    shown: turn + 1,
    choosing: false,
    prompt: {
      game: 'truth-or-dare',
      list: 0,
      text: 'A truth',
      packId: 'p',
      packName: 'Pack',
      player: playerFor(PLAYERS, turn),
      named: null,
    },
  };
}

describe('starting truth or dare with a chosen player', () => {
  it('puts the player on turn in a new game', () => {
    const next = startWithPlayer(fresh(), PLAYERS, 'Cy', fresh);
    expect(playerFor(PLAYERS, next.turn)).toBe('Cy');
    expect(next.turn).toBe(2);
    expect(next.choosing).toBe(true);
  });

  it('leaves a game alone when that player is already choosing', () => {
    const state = { ...fresh(), turn: 5 };
    expect(startWithPlayer(state, PLAYERS, 'Bo', fresh)).toBe(state);
  });

  it('moves forward, never back, from a card on screen', () => {
    // Turn 6 is Cy's and their card is shown; Bo is next at turn 9, Di at turn 7.
    expect(startWithPlayer(shown(6), PLAYERS, 'Bo', fresh).turn).toBe(9);
    expect(startWithPlayer(shown(6), PLAYERS, 'Di', fresh).turn).toBe(7);
    // Cy again: their card was shown, so Cy's next turn.
    const again = startWithPlayer(shown(6), PLAYERS, 'Cy', fresh);
    expect(again.turn).toBe(10);
    expect(again).toMatchObject({ choosing: true, prompt: null, shown: 7 });
  });

  it('starts a finished game afresh', () => {
    const ended = { ...shown(3), ended: true };
    const next = startWithPlayer(ended, PLAYERS, 'Bo', fresh);
    expect(next).toMatchObject({ ended: false, shown: 0, turn: 1, choosing: true });
  });

  it('ignores a name that is not a player', () => {
    const state = shown(2);
    expect(startWithPlayer(state, PLAYERS, 'Zed', fresh)).toBe(state);
    expect(startWithPlayer(state, [], 'Ana', fresh)).toBe(state);
  });

  it('reads the search value', () => {
    expect(playerSearch({ player: ' Ana ' })).toEqual({ player: 'Ana' });
    expect(playerSearch({ player: '' })).toEqual({});
    expect(playerSearch({ player: 3 })).toEqual({});
    expect(playerSearch({ player: 'x'.repeat(41) })).toEqual({});
  });
});

describe('the flags through the hand-off from spin the bottle', () => {
  const flags = { Cy: { sober: true, taken: true } };
  const table = { players: PLAYERS, flags };
  const drink = 'Let the group pick your next drink from whatever is already open.';
  const party = truthOrDare.packs.find((p) => p.lists[1]?.includes(drink))!;

  it('gives the chosen player a forfeit for a drink dare when they are not drinking tonight', () => {
    // The bottle points at Cy: truth or dare opens with Cy on turn, whatever turn it was.
    const state = startWithPlayer(shown(4), PLAYERS, 'Cy', fresh);
    const pool = createPool([{ id: party.id, name: party.name, prompts: [drink] }]);
    const dealt = dealPrompt(truthOrDare, DARE, pool, new PromptMemory(), table, state.turn);
    expect(dealt?.prompt.player).toBe('Cy');
    expect(dealt?.prompt.forfeit?.player).toBe('Cy');
    // The same dare for someone drinking stays a drink.
    const bo = startWithPlayer(state, PLAYERS, 'Bo', fresh);
    const forBo = dealPrompt(truthOrDare, DARE, pool, new PromptMemory(), table, bo.turn);
    expect(forBo?.prompt.player).toBe('Bo');
    expect(forBo?.prompt.forfeit).toBeUndefined();
  });

  it('never deals the chosen taken player a flirty dare with someone else', () => {
    const state = startWithPlayer(fresh(), PLAYERS, 'Cy', fresh);
    const flirty = 'Kiss {player} on the cheek.';
    const pool = createPool([
      { id: 'own:p1', name: 'Ours', prompts: [flirty, 'Sing the first line of any song.'] },
    ]);
    const manifest = withOwnPacks(truthOrDare, [
      { id: 'p1', name: 'Ours', description: '', explicit: false, prompts: [flirty] },
    ]);
    const words = seededWords(3);
    for (let i = 0; i < 30; i++) {
      const dealt = dealPrompt(manifest, DARE, pool, new PromptMemory(), table, state.turn, words);
      expect(dealt?.prompt.player).toBe('Cy');
      expect(dealt?.prompt.text).not.toBe(flirty);
    }
  });
});
