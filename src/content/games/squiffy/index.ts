// Squiffy's built-in packs (the launch packs of the original game, written afresh) and an 18+
// pack. Data only; squiffy.test.ts checks every card.
import { afterDark } from './after-dark';
import { awkwardSituations } from './awkward-situations';
import type { SquiffyPackSource } from './cards';
import { dateNight } from './date-night';
import { firstDate } from './first-date';
import { partyPack } from './party-pack';

export * from './cards';

export const squiffyPacks: readonly SquiffyPackSource[] = [
  partyPack,
  firstDate,
  dateNight,
  awkwardSituations,
  afterDark,
];
