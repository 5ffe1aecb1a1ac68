import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'deck of playing cards', count: '1' },
    { item: 'poker chips', count: 'about 300' },
    { item: 'drink of your choice', count: '1 per player' },
  ],
  setup: [
    'Choose the poker you know best. Texas Hold’em works well.',
    'Share the chips out equally. Agree whether bets are in chips, in sips, or both.',
    'Agree how the game ends: a time, a number of hands, or when someone runs out of chips.',
  ],
  steps: [
    'Play poker by its normal rules.',
    'Fold, or lose a hand you played to the end, and take a sip.',
    'Win a hand with a full house or better and choose someone to take 3 sips.',
    'Get caught bluffing (called, and beaten) and take 2 sips. If your bluff works and the challenger folds, they take the 2 sips instead.',
  ],
  ending:
    'When the agreed end comes, the player with the most chips wins. The player with the fewest takes 3 sips or a dare from the winner.',
  notes: [
    'Sips add up in a long game. Keep them small, play to an agreed end, and let anyone swap their sips for a dare.',
  ],
};
