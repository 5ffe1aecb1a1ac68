// The shape of a Squiffy card and the small helpers the pack files are written with. Every card
// carries its kind and its tags in the data, so filters (drinks, flirting, 18+) never have to
// guess from the wording.

/** What a card asks for; each kind has its own colour and icon on the table. */
export type SquiffyKind = 'dare' | 'question' | 'vote' | 'contest';

export const SQUIFFY_KINDS: readonly SquiffyKind[] = ['dare', 'question', 'vote', 'contest'];

/** Extra tags besides the kind: the card mentions drinking, is flirty, or is for adults only. */
export type SquiffyExtraTag = 'drink' | 'flirty' | '18+';

export type SquiffyTag = SquiffyKind | SquiffyExtraTag;

/**
 * One card. `{player}` is the player whose turn it is, `{player2}` another player chosen by the
 * game, never the same person twice in one card.
 */
export interface SquiffyCard {
  kind: SquiffyKind;
  text: string;
  /** The kind first, then the extra tags. */
  tags: SquiffyTag[];
}

export interface SquiffyPackSource {
  id: string;
  name: string;
  description: string;
  /** 18+ content: only dealt after the table confirms its age. */
  explicit: boolean;
  premium: boolean;
  /** 1 mild, 2 cheeky, 3 wild; the shared spice filter reads it. */
  spice: 1 | 2 | 3;
  cards: SquiffyCard[];
}

function card(kind: SquiffyKind, text: string, extra: SquiffyExtraTag[]): SquiffyCard {
  return { kind, text, tags: [kind, ...extra] };
}

export const dare = (text: string, ...extra: SquiffyExtraTag[]) => card('dare', text, extra);
export const question = (text: string, ...extra: SquiffyExtraTag[]) =>
  card('question', text, extra);
export const vote = (text: string, ...extra: SquiffyExtraTag[]) => card('vote', text, extra);
export const contest = (text: string, ...extra: SquiffyExtraTag[]) => card('contest', text, extra);
