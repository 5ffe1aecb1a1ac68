import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'phone with a prompt pack open', count: '1' },
    { item: 'drink of your choice', count: '1 per player' },
  ],
  players: 'and the more the merrier',
  setup: [
    'Add every player’s name, so the cards can call people out by name.',
    'Pick a pack that suits the room: a flirty pack for a date, icebreakers for people who have just met, or a party pack for chaos.',
    'Choose a host who reads the cards out, or simply pass the phone round.',
  ],
  steps: [
    'Read the card on screen out loud. It names who it is for.',
    'Do what it says. A card can be a dare, a question to answer honestly, a vote where everyone points at once, or a quick contest between two players.',
    'Anyone who would rather not do their card takes a sip instead. Losers of votes and contests take the sips the card names.',
    'Tap for the next card and hand the phone to the next player.',
  ],
  ending:
    'Play until the pack runs out, or until the group would rather talk than play. There is no score.',
  notes: [
    [
      'Play it here: ',
      { to: '/games/squiffy', text: 'Squiffy' },
      ' puts your names on every card, deals from four packs (Party Pack, First Date, Date Night and Awkward Situations), and plays the packs you write in the ',
      { to: '/editor', text: 'pack editor' },
      ' too.',
    ],
  ],
};
