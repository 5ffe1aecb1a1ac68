import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'UNO deck', count: '1' },
    { item: 'drink of your choice', count: '1 per player' },
  ],
  setup: ['Deal and play UNO exactly as usual: seven cards each, one card turned up to start.'],
  steps: [
    'Take a sip for every card you have to draw from the pile.',
    'A draw two or a wild draw four means one sip for each card you pick up.',
    'A draw two may be stacked on a draw two, and a draw four on a draw four. The cards pile up, and so do the sips for the player who finally cannot stack, up to 5 sips for one stack.',
    'Skipped, or caught out by a reverse? Take a sip.',
    'Forget to say "UNO" on your second-last card and get caught: take 2 sips and draw two cards.',
  ],
  ending:
    'When someone plays their last card, everyone else counts the cards left in their hand: one sip per card, and a draw card counts as its number, up to 5 sips each.',
  notes: [
    'A hand full of cards at the end adds up quickly: count sips, not drinks, and water is fine.',
  ],
};
