import { describe, expect, it } from 'vitest';
import { addWin, playerUp, starterFor, turnAfterOut } from './rules';

const TABLE = ['Anna', 'Ben', 'Chloé', 'Dev'];

/** Plays `gotOnes` good answers, then knocks out whoever is up; returns who is up next. */
function knockOutAfter(gotOnes: number, seats = TABLE): { out: string; next: string | null } {
  const turn = gotOnes;
  const out = playerUp(seats, turn) as string;
  const left = seats.filter((p) => p !== out);
  return { out, next: playerUp(left, turnAfterOut(turn, seats.length)) };
}

describe('category turn order', () => {
  it('after any knock-out, the next player in the circle is up (UX review G1)', () => {
    // Turn 5 of 4 seats is Ben: Chloé must follow, not Dev.
    expect(knockOutAfter(5)).toEqual({ out: 'Ben', next: 'Chloé' });
    for (let turn = 0; turn < 12; turn++) {
      const { out, next } = knockOutAfter(turn);
      const seat = TABLE.indexOf(out);
      expect(next, `turn ${turn}`).toBe(TABLE[(seat + 1) % TABLE.length]);
    }
  });

  it('keeps the circle through several knock-outs until one is left', () => {
    let alive = [...TABLE];
    let turn = 6; // Chloé is up
    const order: string[] = [];
    while (alive.length > 1) {
      const out = playerUp(alive, turn) as string;
      order.push(out);
      turn = turnAfterOut(turn, alive.length);
      alive = alive.filter((p) => p !== out);
      turn += 1; // the next player answers once before being knocked out
    }
    // Chloé out, Dev answers, Anna out, Ben answers, Dev out: Ben wins.
    expect(order).toEqual(['Chloé', 'Anna', 'Dev']);
    expect(alive).toEqual(['Ben']);
  });

  it('counts categories won', () => {
    expect(addWin(addWin({}, 'Anna'), 'Anna')).toEqual({ Anna: 2 });
    expect(addWin({ Ben: 1 }, null)).toEqual({ Ben: 1 });
  });
});

describe('who starts each category (UX review 2, U6)', () => {
  /** A whole game as the page plays it: each category is played until one player is left. */
  function starters(categories: number, answersBeforeOut: number[]): string[] {
    const seen: string[] = [];
    for (let dealt = 0; dealt < categories; dealt++) {
      let alive = [...TABLE];
      let turn = starterFor(dealt, TABLE.length);
      seen.push(playerUp(alive, turn) as string);
      let knockOut = 0;
      while (alive.length > 1) {
        turn += answersBeforeOut[knockOut++ % answersBeforeOut.length] ?? 0;
        const out = playerUp(alive, turn) as string;
        turn = turnAfterOut(turn, alive.length);
        alive = alive.filter((p) => p !== out);
      }
    }
    return seen;
  }

  it('moves one seat round the table per category, however the last one ended', () => {
    expect(starters(5, [0])).toEqual(['Anna', 'Ben', 'Chloé', 'Dev', 'Anna']);
    expect(starters(6, [3, 1, 2])).toEqual(['Anna', 'Ben', 'Chloé', 'Dev', 'Anna', 'Ben']);
  });
});
