// The invariants of sync/README.md and supabase/README.md carry stable ids (`**[I2] …**`), and the
// tests that prove a rule carry its id in their name (`it('[I2] replaying any prefix …')`), as
// tldraw's sync SPEC does. `rule-ids.test.ts` holds the two sides together.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const RULE_DOCUMENTS = ['sync/README.md', 'supabase/README.md'];
const TEST_ROOTS = ['src', 'sync', 'supabase/tests', 'supabase/local', 'tests', 'scripts'];
const TEST_FILE = /(\.test\.(ts|tsx|mjs)|-suite\.ts)$/;

/** The ids a rule document defines: a bold `[X1]` opening a rule. */
export function definedIds(markdown: string): string[] {
  return [...markdown.matchAll(/\*\*\[([A-Z]\d+)\]/g)].map((m) => m[1]!);
}

/** The ids tagged in test names: `[X1]` (or `[X1][Y2]`) opening the first argument of it, test or
 * describe. */
export function taggedIds(source: string): string[] {
  const ids: string[] = [];
  for (const m of source.matchAll(
    /\b(?:it|test|describe)(?:\.\w+)*\(\s*['"`]((?:\[[A-Z]\d+\])+)/g,
  )) {
    for (const id of m[1]!.matchAll(/\[([A-Z]\d+)\]/g)) ids.push(id[1]!);
  }
  return ids;
}

function testFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    if (name === 'node_modules') continue;
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) out.push(...testFiles(root, path));
    else if (TEST_FILE.test(name) && !path.endsWith('rule-ids.test.ts')) out.push(path);
  }
  return out;
}

export interface RuleReport {
  defined: Map<string, string>;
  /** tagged id → the test files carrying it */
  tagged: Map<string, string[]>;
}

export function ruleReport(root: string): RuleReport {
  const defined = new Map<string, string>();
  for (const doc of RULE_DOCUMENTS) {
    for (const id of definedIds(readFileSync(join(root, doc), 'utf8'))) {
      if (defined.has(id)) throw new Error(`${id} is defined twice (${defined.get(id)}, ${doc})`);
      defined.set(id, doc);
    }
  }
  const tagged = new Map<string, string[]>();
  for (const dir of TEST_ROOTS) {
    for (const file of testFiles(root, dir)) {
      for (const id of taggedIds(readFileSync(join(root, file), 'utf8'))) {
        tagged.set(id, [...(tagged.get(id) ?? []), file]);
      }
    }
  }
  return { defined, tagged };
}
