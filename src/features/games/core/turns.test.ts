import { describe, expect, it } from 'vitest';
import { seededWords } from '../../../lib/random';
import { fillSlot } from './manifest';

const NO_NAME = 'the player on your left';
import { moveSeat, otherPlayer, playerFor } from './turns';

describe('turns and name slots', () => {
  it('goes round the players in order, so turns are spread evenly', () => {
    const players = ['Ana', 'Bo', 'Cy'];
    const turns = Array.from({ length: 30 }, (_, i) => playerFor(players, i));
    for (const name of players) expect(turns.filter((t) => t === name)).toHaveLength(10);
    expect(turns.slice(0, 4)).toEqual(['Ana', 'Bo', 'Cy', 'Ana']);
    expect(playerFor([], 5)).toBeNull();
  });

  it('fills a slot with another player, never the one whose turn it is', () => {
    const words = seededWords(9);
    const seen = new Set<string | null>();
    for (let i = 0; i < 300; i++) seen.add(otherPlayer(['Ana', 'Bo', 'Cy'], 'Bo', words));
    expect(seen).toEqual(new Set(['Ana', 'Cy']));
    expect(otherPlayer(['Ana'], 'Ana')).toBeNull();
    expect(otherPlayer([], null)).toBeNull();
  });

  it('reads well with a name or with the fallback, capitalised at a sentence start', () => {
    expect(fillSlot('Swap one accessory with {player} until your next turn.', 'Bo')).toBe(
      'Swap one accessory with Bo until your next turn.',
    );
    expect(fillSlot('Swap one accessory with {player}.', null)).toBe(
      `Swap one accessory with ${NO_NAME}.`,
    );
    expect(fillSlot('{player} picks your next drink.', null)).toBe(
      'The player on your left picks your next drink.',
    );
    expect(fillSlot('Stand up. {player} sits in your seat.', null)).toBe(
      'Stand up. The player on your left sits in your seat.',
    );
    expect(fillSlot('No slot here.', 'Bo')).toBe('No slot here.');
  });
});

describe('moving a seat', () => {
  it('swaps a player with their neighbour, and leaves the ends alone', () => {
    const table = ['Ann', 'Ben', 'Chloé', 'Dev'];
    expect(moveSeat(table, 'Chloé', -1)).toEqual(['Ann', 'Chloé', 'Ben', 'Dev']);
    expect(moveSeat(table, 'Ann', 1)).toEqual(['Ben', 'Ann', 'Chloé', 'Dev']);
    expect(moveSeat(table, 'Ann', -1)).toEqual(table);
    expect(moveSeat(table, 'Dev', 1)).toEqual(table);
    expect(moveSeat(table, 'Zed', 1)).toEqual(table);
    // Turns follow the new order.
    expect(playerFor(moveSeat(table, 'Dev', -1), 2)).toBe('Dev');
  });
});
