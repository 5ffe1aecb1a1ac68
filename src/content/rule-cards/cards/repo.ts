import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'copy of R.E.P.O.', count: '1 per player' },
    { item: 'drink of your choice', count: '1 per player' },
    { item: 'glass of water', count: '1 per player' },
  ],
  players: '1–6 (the game’s co-op crew), plus anyone watching',
  setup: [
    'Load into the same lobby and start a run together. Watchers pick one player each to follow and drink along with.',
    'Agree on one rule before you drop in: nobody drinks while carrying something fragile.',
  ],
  steps: [
    'Take 1 sip when you damage a valuable and watch its price drop, when you scream on voice chat, or when you buy an upgrade you did not need.',
    'Take 2 sips when you get lost on the way to the extraction point, when you drop a valuable from a height, or when a monster sends you running.',
    'Take 3 sips when your semibot is destroyed. The rest of the crew takes 1 sip in your memory.',
    'When the crew meets the Taxman’s quota, everyone hands out 3 sips to the player who carried the most. When the crew misses it, everyone takes 3 sips and the run is over.',
    'At every trip back to the shop between levels, everyone drinks a glass of water before buying anything.',
  ],
  ending:
    'The game ends when the whole crew is wiped out, or when you stop after an agreed number of levels.',
  notes: [
    'Levels get harder the further you go, and so does the drinking. Decide at the start how many levels you will play and stick to it.',
  ],
};
