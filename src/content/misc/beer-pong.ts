import type { Rated, Spice } from './types';

// Beer pong with dare cards: the dares drawn when a cup is sunk, and the house rules printed on the
// rules sheet and shown on /misc/bar-beer-pong-dare. Original writing.

function p(id: string, spice: Spice, text: string): Rated {
  return { id, text, spice, adult: false };
}

export const PONG_DARES: readonly Rated[] = [
  p('p01', 1, 'Shoot your next ball with your eyes closed.'),
  p('p02', 1, 'Shoot your next ball with your weaker hand.'),
  p('p03', 1, 'Give the shooter a standing ovation before anyone throws again.'),
  p('p04', 1, 'Announce your next shot like a stadium speaker, full name and all.'),
  p('p05', 1, 'Swap sides of the table with your teammate for the rest of the rack.'),
  p('p06', 1, 'Shoot the next ball standing on one leg.'),
  p('p07', 1, 'Do a victory dance for the other team, as if you had scored.'),
  p('p08', 1, 'Hold the ball between your chin and chest while you wait for your turn.'),
  p('p09', 2, 'Sing the next throw: the whole shot, from aim to landing, to any tune.'),
  p('p10', 2, 'Let the other team choose how you throw your next ball.'),
  p('p11', 2, 'Shoot from one step further back for the rest of the rack.'),
  p('p12', 2, 'Trade one cup position: the shooter moves any one of your cups.'),
  p('p13', 2, 'Drink the sunk cup without using your hands.'),
  p('p14', 2, 'Speak in rhymes until your team sinks a cup.'),
  p('p15', 3, 'Drink the sunk cup and one more of your choice.'),
  p('p16', 3, 'The whole team drinks a sip for every cup still standing on your side.'),
];

/** The house rules for beer pong with dare cards. */
export const PONG_DARE_RULES: readonly string[] = [
  'Play ordinary beer pong: two teams, ten cups each, take turns throwing.',
  'When a ball sinks a cup, the shooter scans the dare code (or turns a dare card) for the defender.',
  'The defending player who drinks the cup also does the dare before the next throw.',
  'Refuse a dare and the cup counts double: drink one more.',
  'A dare never asks for more than one extra drink. Water cups count the same.',
  'Dares last until the rack ends unless the dare says otherwise.',
  'The bar’s word is final. Anyone may stop at any time.',
];
