import type { Rated, Spice } from './types';

// Beer pong with dare cups, ScrollBar's house rules: one rule set for the printed dare cards, the
// partner page (/articles/partnerships/scrollbar/beer-pong), the rules sheet and the dare the
// phone deals at /misc/bar-beer-pong-dare. Card number n is PONG_DARES[n - 1], so a printed card,
// the page's table and the phone agree. Original writing.

function p(id: string, spice: Spice, text: string): Rated {
  return { id, text, spice, adult: false };
}

/** The dares printed on the dare cards, in card order. */
export const PONG_DARES: readonly Rated[] = [
  p(
    'p01',
    1,
    'Throw your team’s next ball with your eyes closed. Your teammate may guide you by voice.',
  ),
  p('p02', 1, 'Throw your team’s next ball with your other hand.'),
  p('p03', 1, 'Throw your team’s next ball standing on one leg.'),
  p('p04', 1, 'Take one step back from the table for your team’s next throw.'),
  p('p05', 1, 'Call the cup you are aiming for, out loud, before your next throw.'),
  p('p06', 1, 'Commentate the other team’s next throw like a live sports broadcast.'),
  p('p07', 1, 'Give the other team a ten-second pep talk, as if you were their coach.'),
  p('p08', 1, 'Give each player on the other team a genuine compliment.'),
  p('p09', 1, 'Invent a team name for the other team. Everyone uses it until the game ends.'),
  p('p10', 1, 'Give your teammate a nickname for the rest of the game.'),
  p('p11', 1, 'Do your best victory dance for ten seconds. Small moves count.'),
  p('p12', 1, 'Hum a song. Your teammate has ten seconds to name it.'),
  p('p13', 1, 'Impersonate someone famous. The other team gets three guesses.'),
  p('p14', 1, 'Balance a ping-pong ball on the back of your hand for ten seconds.'),
  p(
    'p15',
    2,
    'Play rock-paper-scissors against one opponent, best of three. The loser takes a sip.',
  ),
  p('p16', 2, 'Thumb-wrestle one opponent. The loser takes a sip.'),
  p('p17', 1, 'Name five drinks on the bar’s menu in ten seconds.'),
  p('p18', 1, 'Say the alphabet backwards from M to A before the next throw.'),
  p('p19', 1, 'Tell the table the worst film you secretly love, and why.'),
  p('p20', 1, 'Tell the story of your best night out in exactly three sentences.'),
  p('p21', 1, 'Sing the first line of your karaoke song.'),
  p('p22', 1, 'Speak only in questions until your team’s next turn.'),
  p('p23', 1, 'Make a toast to the other team. Everyone raises a glass, water included.'),
  p(
    'p24',
    1,
    'Judge the other team’s throwing style with a score out of ten and one piece of advice.',
  ),
];

/** The card number printed on a dare: its place in PONG_DARES, from 1. */
export function pongCardNumber(dare: Rated): number {
  return PONG_DARES.indexOf(dare) + 1;
}

/** The dares that change how the next ball is thrown: cards 1 to PONG_THROW_DARES. */
export const PONG_THROW_DARES = 5;

/** The dare rules, on the partner page, the printed rules sheet and the phone's dare page. */
export const PONG_DARE_RULES: readonly string[] = [
  'Before the game, each team hides two dare cards face down under two of its own cups.',
  'No cards at the table? Mark those two cups with a coaster, and scan the dare code when one sinks.',
  'When a sunk cup hides a dare, the defending team turns the card over, and one of them does the dare before the next throw.',
  'The defending team chooses which of its players does the dare. Nobody picks for someone else.',
  'A dare is an offer, not an order. Anyone can swap a dare for a sip, and a sip can be water.',
  `Dares that change a throw (cards 1 to ${PONG_THROW_DARES}) apply to that player’s next throw only.`,
  'A dare that would bother other guests, or that the bar staff ask you to stop, is skipped.',
  'At the end of the game, put the dare cards back on the stack for the next table.',
];
