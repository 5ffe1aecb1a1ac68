import type { PackInfo } from '../core/packs';

/** Drunk dice has no prompts: its two rule tables (one die, two dice) stand in as packs. */
export function ruleTablePacks(): readonly PackInfo[] {
  return ['one-die', 'two-dice'].map((id) => ({
    id,
    premium: false,
    explicit: false,
    spice: 1 as const,
  }));
}
