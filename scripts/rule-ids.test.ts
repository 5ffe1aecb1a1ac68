import { describe, expect, it } from 'vitest';
import { definedIds, ruleReport, taggedIds } from './rule-ids';

describe('rule ids', () => {
  const { defined, tagged } = ruleReport(process.cwd());

  it('every invariant of sync/README.md and supabase/README.md has a test tagged with its id', () => {
    const untested = [...defined]
      .filter(([id]) => !tagged.has(id))
      .map(([id, doc]) => `${id} (${doc})`);
    expect(defined.size).toBeGreaterThan(10);
    expect(untested, 'Tag a test that proves each of these').toEqual([]);
  });

  it('every tag in a test name names an invariant that exists', () => {
    const unknown = [...tagged]
      .filter(([id]) => !defined.has(id))
      .map(([id, files]) => `${id} in ${files.join(', ')}`);
    expect(unknown, 'These tags name no rule').toEqual([]);
  });

  it('reads ids from rule openings and test names only', () => {
    expect(definedIds('1. **[I1] Nothing is lost.** see [I9]\n- **[C2] Drafts**')).toEqual([
      'I1',
      'C2',
    ]);
    const source = [
      "it('[I1][C4] a crash loses nothing', () => {});",
      'describe(`[S2] balances`, () => {});',
      "it.skip('[P1] later', () => {});",
      "it('names [I7] in the middle', () => {});",
      "expect('[I8]').toBe('[I8]');",
    ].join('\n');
    expect(taggedIds(source)).toEqual(['I1', 'C4', 'S2', 'P1']);
  });
});
