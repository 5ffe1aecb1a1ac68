// What Party Dojo Premium unlocks, as the pricing page lists it: every premium pack in every game.
// Kept as a short list here so the pricing page never loads the games' prompts; a test checks it
// against the content (premium-packs.test.ts), so a new premium pack cannot be left off.
import type { GameId } from '../games';

export interface PremiumPack {
  game: GameId;
  packId: string;
  name: string;
  description: string;
}

export const PREMIUM_PACKS: readonly PremiumPack[] = [
  {
    game: 'never-have-i-ever',
    packId: 'travel-tales',
    name: 'Travel Tales',
    description: 'Airports, hostels and holiday mishaps.',
  },
  {
    game: 'most-likely-to',
    packId: 'office-party',
    name: 'Office Party',
    description: 'Work-life confessions for coworkers and staff-party survivors.',
  },
  {
    game: 'truth-or-dare',
    packId: 'throwback',
    name: 'Throwback Night',
    description: 'Old gadgets, forgotten trends and retro moves.',
  },
  {
    game: 'category',
    packId: 'brain-burners',
    name: 'Brain Burners',
    description: 'Tougher categories for trivia fans.',
  },
  {
    game: 'charades',
    packId: 'office',
    name: 'Office chaos',
    description: 'Meetings, printers and coffee lines to act out.',
  },
  {
    game: 'country-island-city',
    packId: 'brain-buster',
    name: 'Brain buster',
    description: 'Five tough columns for quiz fans.',
  },
];
