import type { PackInfo } from '../core/packs';
import { PRESET_IDS } from './rules';

/** Meyer has no prompts: its ranking presets stand in as packs (never 18+, always mild). */
export function rankingPacks(): readonly PackInfo[] {
  return PRESET_IDS.map((id) => ({ id, premium: false, explicit: false, spice: 1 as const }));
}
