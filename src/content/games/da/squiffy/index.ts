// Squiffy's Danish packs: the English packs' ids, flags and spice, cards written for Danes with
// their kind and tags as data. Loaded only on a Danish page (the route's loader); squiffy.test.ts
// checks every card.
import { afterDark } from './after-dark';
import { awkwardSituations } from './awkward-situations';
import type { DanishSquiffyPack } from './cards';
import { dateNight } from './date-night';
import { firstDate } from './first-date';
import { partyPack } from './party-pack';

export type { DanishSquiffyPack } from './cards';

export const squiffyPacksDa: readonly DanishSquiffyPack[] = [
  partyPack,
  firstDate,
  dateNight,
  awkwardSituations,
  afterDark,
];
