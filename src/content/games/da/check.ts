import { nearDuplicates } from '../quality';
import type { PromptPackSource } from '../types';
import type { DanishPackSource, DanishPrompt } from './types';

// The checks every Danish deck passes, shared by each deck's test: the English pack set mirrored
// (ids, flags, counts within 10 %), tags on every prompt, no filler or untranslated lines, one
// spelling norm, and no two cards that feel like the same card.

const PLACEHOLDER = /\b(lorem|ipsum|todo|tbd|fixme|xxx|placeholder|prompt \d+)\b|\.\.\.$|\?\?/i;
const SLOT = '{player}';

/** Everyday English words that never belong in a Danish prompt: a line left untranslated. */
const ENGLISH = /\b(the|you|your|with|never|what|would|who|most likely|player)\b/i;

/** Words a Danish prompt uses to tell someone to drink. */
const DRINK_ORDER =
  /\b(drik|drikker|drikke|tår|tårer|slurk|slurke|bund|bunde|bunder|shot|shots|skål)\b/i;

/** An order to drink: a prompt that says this must be tagged `drink`. */
const DRINK_IMPERATIVE =
  /(^|[.!:;] )(drik|bund)\b|\b(tag|tager) (en|to|tre|fire|fem) (tår|tårer|slurk|slurke)\b/i;

/**
 * One spelling where Retskrivningsordbogen allows two, so the decks read as one voice. The right
 * side is the form the decks use.
 */
export const DANISH_VARIANTS: [RegExp, string][] = [
  [/\bemail\w*/i, 'e-mail'],
  [/\b(ok|o\.k\.)(?=[\s,.!?]|$)/i, 'okay'],
  [/\bmajonæse\b/i, 'mayonnaise'],
  [/\b(sms'?e|sms'ede|sms'et)\b/i, 'sms (sende en sms)'],
  [/\bwhiskey\b/i, 'whisky'],
  [/\bkaffe ?bar\b/i, 'café'],
  [/\bcafe\b/i, 'café'],
  [/\bselfie'?r\b/i, 'selfies'],
  [/\bhjemfra\b/i, 'hjemmefra'],
  [/\bbouillion\b/i, 'bouillon'],
  [/\bi går aftes\b/i, 'i aftes'],
  // A sip is "en tår", and more are "tår" too; "tårer" are tears ("tårer i øjnene").
  [/\btåre(?:r|rne)?\b(?! i øjnene)/i, 'tår (flere: tår, tårene)'],
];

export function danishVariant(text: string): string | undefined {
  for (const [pattern, norm] of DANISH_VARIANTS) {
    const hit = pattern.exec(text);
    if (hit) return `${hit[0]} (skriv: ${norm})`;
  }
  return undefined;
}

/** Packs whose every prompt is written for romance or sex, as in the English rule. */
const FLIRTY_TONES = new Set(['couples', 'spicy']);

function problemsOfPrompt(prompt: DanishPrompt, pack: DanishPackSource): string[] {
  const where = `${pack.id}: "${prompt.text}"`;
  const out: string[] = [];
  const text = prompt.text;
  if (text.trim() !== text || text === '') out.push(`${where} is empty or has stray spaces`);
  if (PLACEHOLDER.test(text)) out.push(`${where} looks like filler`);
  if (text.split(SLOT).length > 2) out.push(`${where} has {player} more than once`);
  if (/[{}]/.test(text.replaceAll(SLOT, ''))) out.push(`${where} has a stray brace`);
  if (ENGLISH.test(text.replaceAll(SLOT, ''))) out.push(`${where} reads as English`);
  if (![1, 2, 3].includes(prompt.spice)) out.push(`${where} has no spice`);
  else if (prompt.spice > pack.spice) out.push(`${where} is spicier than its pack`);
  if (typeof prompt.drink !== 'boolean') out.push(`${where} has no drink tag`);
  if (typeof prompt.flirty !== 'boolean') out.push(`${where} has no flirty tag`);
  if (prompt.drink && !DRINK_ORDER.test(text))
    out.push(`${where} is tagged drink but never says so`);
  if (!prompt.drink && DRINK_IMPERATIVE.test(text)) out.push(`${where} orders a drink untagged`);
  if ((pack.explicit || FLIRTY_TONES.has(pack.tone)) && !prompt.flirty)
    out.push(`${where} sits in a flirty pack but is not tagged flirty`);
  const variant = danishVariant(text);
  if (variant) out.push(`${where} uses ${variant}`);
  return out;
}

/**
 * Everything wrong with a Danish deck beside its English deck; empty when it is ready to play.
 * `perPackShare` is how much of each English pack the Danish pack must at least match.
 */
export function danishDeckProblems(
  danish: readonly DanishPackSource[],
  english: readonly PromptPackSource[],
  { perPackShare = 0.75, stems = true } = {},
): string[] {
  const out: string[] = [];
  const ids = (packs: readonly { id: string }[]) => packs.map((p) => p.id).join(', ');
  if (ids(danish) !== ids(english))
    out.push(`pack ids differ: Danish [${ids(danish)}], English [${ids(english)}]`);

  for (const pack of danish) {
    const en = english.find((p) => p.id === pack.id);
    if (pack.lang !== 'da') out.push(`${pack.id} is not marked Danish`);
    if (!pack.name.trim() || !pack.description.trim()) out.push(`${pack.id} has no name or text`);
    if (ENGLISH.test(pack.name) || ENGLISH.test(pack.description))
      out.push(`${pack.id}'s name or description reads as English`);
    if (!en) continue;
    for (const key of ['tone', 'explicit', 'premium', 'spice'] as const)
      if (pack[key] !== en[key]) out.push(`${pack.id}: ${key} differs from the English pack`);
    if (pack.lists.length !== en.lists.length)
      out.push(`${pack.id} has ${pack.lists.length} lists, English ${en.lists.length}`);
    pack.lists.forEach((list, i) => {
      const want = en.lists[i]?.length ?? 0;
      if (list.length < Math.floor(want * perPackShare))
        out.push(`${pack.id} list ${i} has ${list.length} prompts, English ${want}`);
      for (const prompt of list) out.push(...problemsOfPrompt(prompt, pack));
    });
  }

  const lists = Math.max(0, ...english.map((p) => p.lists.length));
  for (let i = 0; i < lists; i++) {
    const count = (packs: readonly { lists: readonly unknown[][] }[]) =>
      packs.reduce((sum, p) => sum + (p.lists[i]?.length ?? 0), 0);
    const da = count(danish);
    const en = count(english);
    if (Math.abs(da - en) > en * 0.1)
      out.push(`list ${i} has ${da} Danish prompts against ${en} English: more than 10 % apart`);
    const texts = danish.flatMap((p) => (p.lists[i] ?? []).map((q) => q.text));
    const seen = new Set<string>();
    for (const text of texts) {
      const key = text.toLowerCase();
      if (seen.has(key)) out.push(`"${text}" is in the deck twice`);
      seen.add(key);
    }
    for (const pair of nearDuplicates(texts, { lang: 'da', stems }))
      out.push(`"${pair.a}" / "${pair.b}" feel like the same card: ${pair.why}`);
  }
  return out;
}
