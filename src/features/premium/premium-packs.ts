// What Party Dojo Premium unlocks, as the pricing page lists it: every premium pack in every game.
// Kept as a short list here so the pricing page never loads the games' prompts; a test checks it
// against the content (premium-packs.test.ts), so a new premium pack cannot be left off.
import { currentLang } from '../../lib/i18n';
import type { GameId } from '../games';

export interface PremiumPack {
  game: GameId;
  packId: string;
  name: string;
  description: string;
  /** The Danish deck's name and description for the same pack (src/content/games/da). */
  da: { name: string; description: string };
}

export const PREMIUM_PACKS: readonly PremiumPack[] = [
  {
    game: 'never-have-i-ever',
    packId: 'travel-tales',
    name: 'Travel Tales',
    description: 'Airports, hostels and holiday mishaps.',
    da: { name: 'Rejsehistorier', description: 'Lufthavne, hostels og feriefadæser.' },
  },
  {
    game: 'most-likely-to',
    packId: 'office-party',
    name: 'Office Party',
    description: 'Work-life confessions for coworkers and staff-party survivors.',
    da: {
      name: 'Firmafesten',
      description: 'Arbejdslivets tilståelser for kolleger og julefrokostens overlevende.',
    },
  },
  {
    game: 'truth-or-dare',
    packId: 'throwback',
    name: 'Throwback Night',
    description: 'Old gadgets, forgotten trends and retro moves.',
    da: { name: 'Tilbage til 00erne', description: 'Gamle dimser, glemte trends og retro moves.' },
  },
  {
    game: 'category',
    packId: 'brain-burners',
    name: 'Brain Burners',
    description: 'Tougher categories for trivia fans.',
    da: { name: 'Hjernevridere', description: 'Svære kategorier til quiznørder.' },
  },
  {
    game: 'charades',
    packId: 'office',
    name: 'Office chaos',
    description: 'Meetings, printers and coffee lines to act out.',
    da: { name: 'Kontorkaos', description: 'Møder, printere og kø ved kaffemaskinen at mime.' },
  },
  {
    game: 'country-island-city',
    packId: 'brain-buster',
    name: 'Brain buster',
    description: 'Five tough columns for quiz fans.',
    da: { name: 'Hjernevrider', description: 'Fem svære kolonner til quiznørder.' },
  },
];

/** A premium pack's name in the language the app is showing. */
export function premiumPackName(pack: PremiumPack): string {
  return currentLang() === 'da' ? pack.da.name : pack.name;
}

/** A premium pack's description in the language the app is showing. */
export function premiumPackDescription(pack: PremiumPack): string {
  return currentLang() === 'da' ? pack.da.description : pack.description;
}
