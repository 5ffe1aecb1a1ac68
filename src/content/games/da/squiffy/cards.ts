import type { SquiffyPackSource } from '../../squiffy/cards';

// The shape of a Danish Squiffy pack: the English pack's id, flags and spice (a table's pack
// choices carry over when it switches language), its own Danish cards written for Danes, and
// every card's kind and tags (drink, flirty, 18+) as data, never guessed from the words.

export interface DanishSquiffyPack extends SquiffyPackSource {
  lang: 'da';
}
