import { describe, expect, it } from 'vitest';
import { charadesPacks } from '../../../content/games/charades';
import { loadLang, setCurrentLang } from '../../../lib/i18n';
import { actorFor, defaultTeamName, isTeamName, teamMembers, teamName } from './rules';
import { freshSession } from './session';
import { newCharadesTable, tableTeamName } from './table';

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

describe('team names on a Danish page (issue 39)', () => {
  it('shows a team still called by its place in the page’s language, a typed name as typed', async () => {
    await loadLang('da');
    const stored = freshSession().teams.map((team, i) => teamName(team.name, i));
    expect(stored).toEqual(['Team 1', 'Team 2']);
    setCurrentLang('da');
    try {
      // A game started on the English page, or stored by an older build: "Team 1" as stored.
      expect(freshSession().teams.map((team, i) => teamName(team.name, i))).toEqual([
        'Hold 1',
        'Hold 2',
      ]);
      expect(teamName(defaultTeamName(2), 2)).toBe('Hold 3');
      expect(teamName('Uglerne', 0)).toBe('Uglerne');
      expect(teamName('  ', 1)).toBe('Hold 2');
      const host = newCharadesTable(['Ana', 'Bo', 'Cy', 'Dee'], {}, charadesPacks, {
        seconds: 60,
        target: 10,
        teams: 2,
      });
      expect(tableTeamName(host, 0)).toBe('Hold 1 (Ana, Cy)');
    } finally {
      setCurrentLang('en');
    }
    // "Hold 2" typed back on a Danish page is the team's place too.
    expect(teamName('Hold 2', 1)).toBe('Team 2');
  });
});
