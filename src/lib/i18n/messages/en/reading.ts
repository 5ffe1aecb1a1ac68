// The reading pages (src/features/reading): guides, rule cards, partner and information pages,
// and the /articles index with its search and filters.

export const reading = {
  // Every reading page.
  'reading.allGuides': 'All game guides',
  'reading.moreGuides': 'More game guides',
  'reading.updated': 'Last updated {date}',
  'reading.date': '{day} {month} {year}',
  'reading.month.1': 'January',
  'reading.month.2': 'February',
  'reading.month.3': 'March',
  'reading.month.4': 'April',
  'reading.month.5': 'May',
  'reading.month.6': 'June',
  'reading.month.7': 'July',
  'reading.month.8': 'August',
  'reading.month.9': 'September',
  'reading.month.10': 'October',
  'reading.month.11': 'November',
  'reading.month.12': 'December',
  'reading.toc': 'On this page',
  'reading.play': 'Play it here',

  // A guide's page.
  'reading.guide.eyebrow': 'Game guide',
  'reading.guide.facts': 'At a glance',
  'reading.partner.eyebrow': 'Partners',

  // What a guide needs, how long it takes and who plays.
  'reading.equipment.phone': 'A phone',
  'reading.equipment.playing-cards': 'Playing cards',
  'reading.equipment.dice': 'Dice',
  'reading.equipment.cups': 'Cups',
  'reading.equipment.ping-pong-balls': 'Ping-pong balls',
  'reading.equipment.coins': 'Coins',
  'reading.equipment.tray': 'A tray',
  'reading.equipment.screen': 'A screen',
  'reading.equipment.nothing': 'Nothing at all',
  'reading.length.quick': 'Quick',
  'reading.length.round': 'A round',
  'reading.length.evening': 'All evening',
  'reading.lengthHint.quick': 'under 15 minutes',
  'reading.lengthHint.round': '15 to 45 minutes',
  'reading.lengthHint.evening': 'can fill a night',
  'reading.players.exact': { one: '{count} player', other: '{count} players' },
  'reading.players.atLeast': '{min}+ players',
  'reading.players.range': '{min}–{max} players',

  // An older rule card.
  'reading.card.eyebrow': 'Rule card',
  'reading.card.fullGuide': 'Read the full guide',
  'reading.card.fullGuideWhat': '{game}: variants, house rules and tips',
  'reading.card.need': 'You need',
  'reading.card.players': 'Players',
  'reading.card.setup': 'Set-up',
  'reading.card.howToPlay': 'How to play',
  'reading.card.ending': 'How it ends',
  'reading.card.notes': 'Good to know',

  // A page whose content could not be shown.
  'reading.error.eyebrow': 'Content error',
  'reading.error.title': 'This page could not be shown',

  // A form inside a page (contact, unsubscribe).
  'reading.widget.loading': 'Loading the form…',
  'reading.widget.failed.contact-form': 'This contact form could not load.',
  'reading.widget.failed.unsubscribe': 'This unsubscribe form could not load.',
  'reading.widget.retry':
    'Reload the page to try again; nothing you typed elsewhere in the app is lost.',

  // /articles: the index, its search and its filters.
  'reading.index.eyebrow': 'How to play',
  'reading.index.title': 'Game guides',
  'reading.index.description':
    'How to play beer pong, kings cup, ring of fire and more: what you need, the rules step by step, and house rules worth trying. Search by players, kit and length.',
  'reading.index.lead':
    'The rules of the party and drinking games people ask about most, with what you need, how to set up and the house rules worth trying. Every guide opens offline too.',
  'reading.index.search': 'Search the guides',
  'reading.index.placeholder': 'Beer pong, cards, dice…',
  'reading.index.players': 'Players',
  'reading.index.equipment': 'You have',
  'reading.index.length': 'Length',
  'reading.index.any': 'Any',
  'reading.index.count': { one: '{count} guide', other: '{count} guides' },
  'reading.index.countOf': '{shown} of {total} guides',
  'reading.index.clear': 'Clear search and filters',
  'reading.index.empty': 'No guide matches that. Try fewer words, or clear a filter.',
  'reading.index.playable': 'Playable here',
  'reading.index.cards': 'Short rule cards',
  'reading.index.cardsLead':
    'The quick versions: what you need, the steps and how it ends, on one screen.',
} as const;
