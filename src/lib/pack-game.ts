import { isPackGame, type PackGame, type PromptKind } from '../../sync';

// The game a user pack is for (docs/spec/editor.md "The game a pack is for"): the choices the
// wizard offers, the games each kind of pack may join, and the inference that places a pack made
// before packs had a game. Pure and tiny: the pack page, the games and the editor all read it.

export type { PackGame, PromptKind };
export { isPackGame };

/** The wizard's choices, in its order. */
export const PACK_GAME_CHOICES: readonly { game: PackGame; label: string; hint: string }[] = [
  {
    game: 'never-have-i-ever',
    label: 'Never have I ever',
    hint: 'Each prompt is one thing someone may have done: “…jumped in the lake at night.”',
  },
  {
    game: 'most-likely-to',
    label: 'Most likely to',
    hint: 'Each prompt is a “Who is most likely to…” question the table points at someone for.',
  },
  {
    game: 'truth-or-dare',
    label: 'Truth or dare',
    hint: 'Each prompt is a truth to answer or a dare to do; you mark which.',
  },
  { game: 'charades', label: 'Charades', hint: 'Each prompt is a word or title to act out.' },
  {
    game: 'category',
    label: 'Category',
    hint: 'Each prompt is a category to name things in, one player after another.',
  },
  {
    game: 'party-stream',
    label: 'Party stream',
    hint: 'Each prompt is a task for the player on turn: write {player} for them and {player2} for someone else.',
  },
];

const TITLES: Record<PackGame, string> = {
  'never-have-i-ever': 'Never have I ever',
  'most-likely-to': 'Most likely to',
  'truth-or-dare': 'Truth or dare',
  charades: 'Charades',
  category: 'Category',
  'party-stream': 'Party stream',
};

export function packGameTitle(game: PackGame): string {
  return TITLES[game];
}

/** The game ids a pack can be added to: its own game, and Mix, which deals every game's cards. */
export type PackTargetGame = PackGame | 'mix';

/** The prompt games every pack could join before packs had a game. */
const LEGACY_TARGETS: readonly PackTargetGame[] = [
  'never-have-i-ever',
  'most-likely-to',
  'truth-or-dare',
  'mix',
];

/**
 * Where a pack of `game` may be dealt. A pack whose game is unknown (made before packs had one,
 * with no lead-in to go by) keeps the prompt games it could always join, so no old pack breaks.
 */
export function gamesForPack(game: PackGame | null | undefined): readonly PackTargetGame[] {
  if (!game) return LEGACY_TARGETS;
  // (a Party stream pack's prompts are dealt as task cards, in Party stream and in Mix)
  return [game, 'mix'];
}

export function packFitsGame(game: PackGame | null | undefined, target: string): boolean {
  return (gamesForPack(game) as readonly string[]).includes(target);
}

// Inference -------------------------------------------------------------------------------------

const LEAD_INS: readonly { game: PackGame; pattern: RegExp }[] = [
  { game: 'never-have-i-ever', pattern: /^\W*never\s+have\s+i\s+ever\b/i },
  {
    game: 'most-likely-to',
    pattern:
      /^\W*(?:who(?:'s|’s|\s+is|\s+would\s+be|\s+will\s+be)?\s+)?(?:the\s+)?most\s+likely\b/i,
  },
  { game: 'truth-or-dare', pattern: /^\W*(?:truth|dare)\s*[:\-–—]/i },
];

/** The game one prompt's lead-in names, or null. */
export function leadInGame(text: string): PackGame | null {
  return LEAD_INS.find(({ pattern }) => pattern.test(text))?.game ?? null;
}

/**
 * The game a pack's prompts read as: the lead-in at least half its prompts share ("Never have I
 * ever…", "Who is most likely to…", "Truth:"/"Dare:"), or null when none does.
 */
export function inferPackGame(prompts: readonly { text: string }[]): PackGame | null {
  const texts = prompts.map((p) => p.text.trim()).filter((text) => text !== '');
  if (texts.length === 0) return null;
  const counts = new Map<PackGame, number>();
  for (const text of texts) {
    const game = leadInGame(text);
    if (game) counts.set(game, (counts.get(game) ?? 0) + 1);
  }
  let best: PackGame | null = null;
  let bestCount = 0;
  for (const [game, count] of counts) {
    if (count > bestCount) [best, bestCount] = [game, count];
  }
  return bestCount * 2 >= texts.length ? best : null;
}

/**
 * Whether a truth-or-dare prompt is a truth or a dare when nobody marked it: "Truth:" and "Dare:"
 * lead-ins first, then a question is a truth and anything else a dare.
 */
export function inferPromptKind(text: string): PromptKind {
  const trimmed = text.trim();
  const lead = /^\W*(truth|dare)\s*[:\-–—]/i.exec(trimmed);
  if (lead) return lead[1]!.toLowerCase() === 'truth' ? 'truth' : 'dare';
  return /\?["'”’)]*$/.test(trimmed) ? 'truth' : 'dare';
}

/** A prompt's kind: the one marked, else the inferred one. */
export function promptKindOf(prompt: { text: string; kind?: PromptKind | undefined }): PromptKind {
  return prompt.kind ?? inferPromptKind(prompt.text);
}

/** The pack's game: the one it was saved with, else the one its lead-ins point to. */
export function packGameOf(pack: {
  metadata: { game?: PackGame | null | undefined };
  prompts: readonly { text: string }[];
}): PackGame | null {
  return pack.metadata.game ?? inferPackGame(pack.prompts);
}
