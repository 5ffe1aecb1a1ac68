import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [{ item: 'drink of your choice (water counts)', count: '1 per player' }],
  players: '3–10',
  setup: [
    'Sit in a circle, drinks in hand.',
    'The youngest player raises a glass and starts the story: "Tonight, Squiffy Alexander …" and adds one thing he did, for example "… ordered a pint of lemonade".',
  ],
  steps: [
    'The next player raises their glass, says "Tonight, Squiffy Alexander …", repeats everything he has done so far in the right order, and adds one new thing.',
    'Each thing must follow from the last, at least a little: Alexander’s night has to make sense as a story.',
    'Miss an item, get the order wrong or pause for more than five seconds, and you take a sip.',
    'The player who slipped then starts a brand new story for Alexander, from the beginning.',
    'If a story reaches ten things without a slip, everyone toasts Alexander and the player who added the tenth gives out three sips.',
  ],
  ending:
    'Play until everyone has started at least one story. The longest story of the night wins its author the right to choose the next game.',
  notes: [
    'Nobody knows for sure who Squiffy Alexander was; this is our version of the game, a memory chain with a toast.',
    'For a gentler table, swap the sip for telling the group one true thing about your own night.',
  ],
};
