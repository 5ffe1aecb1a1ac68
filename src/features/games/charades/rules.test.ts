import { describe, expect, it } from 'vitest';
import { actorFor, isTeamName, teamMembers } from './rules';

const PLAYERS = ['Ana', 'Bo', 'Cy', 'Dee', 'Eli'];

describe('who acts in charades', () => {
  it('shares the players out between the teams in seat order', () => {
    expect(teamMembers(PLAYERS, 2, 0)).toEqual(['Ana', 'Cy', 'Eli']);
    expect(teamMembers(PLAYERS, 2, 1)).toEqual(['Bo', 'Dee']);
    expect(teamMembers(PLAYERS, 3, 2)).toEqual(['Cy']);
    expect(teamMembers([], 2, 0)).toEqual([]);
  });

  it("rotates the actor through each team's players, one turn each", () => {
    const first = [0, 1, 2, 3].map((turn) => actorFor(PLAYERS, 2, 0, turn));
    const second = [0, 1, 2].map((turn) => actorFor(PLAYERS, 2, 1, turn));
    expect(first).toEqual(['Ana', 'Cy', 'Eli', 'Ana']);
    expect(second).toEqual(['Bo', 'Dee', 'Bo']);
  });

  it('names nobody when the team has no players', () => {
    expect(actorFor([], 2, 0, 0)).toBeNull();
    expect(actorFor(['Ana'], 2, 1, 0)).toBeNull();
  });

  it('refuses an empty team name', () => {
    expect(isTeamName('   ')).toBe(false);
    expect(isTeamName('')).toBe(false);
    expect(isTeamName(' Owls ')).toBe(true);
  });
});
