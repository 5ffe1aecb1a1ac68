import * as v from 'valibot';
import { cryptoWords, randomIndex, type RandomWords } from '../../../lib/random';
import { forfeitFor, soberPlayers, type Forfeit, type PlayerFlagMap } from '../core/player-flags';
import { promptTags } from '../core/prompt-tags';
import { currentLang, LANGS, t, type Lang } from '../../../lib/i18n';

// Drunk dice as data: one die reads a rule per face (1–6), two dice a rule per total (2–12).
// The defaults are ours; the table can rewrite any row. A rule that says "make a rule" lets the
// roller write a new table rule down, which stays on screen until another one replaces it.
// A row still at our default is stored as null, so it reads in the page's language (English
// here, Danish on a Danish page); a row the table rewrote keeps its words in any language.

export type DiceCount = 1 | 2;

/** Longest rule the editor accepts: a sentence, readable across the table. */
export const RULE_MAX = 140;

export const DEFAULT_ONE_DIE: readonly string[] = [
  'Take a sip.',
  'Point at someone: they take a sip.',
  'Everybody drinks. Cheers!',
  'The player on your left takes a sip.',
  'The player on your right takes a sip.',
  'Make a rule: write it down, it stands until someone replaces it.',
];

/** Rules for the totals 2 to 12, in order. */
export const DEFAULT_TWO_DICE: readonly string[] = [
  'Snake eyes! Make a rule: write it down, it stands until someone replaces it.',
  'Take a sip.',
  'The player on your left takes a sip.',
  'The player on your right takes a sip.',
  'Thumb war with anyone you choose: the loser sips.',
  'Lucky seven: everybody drinks.',
  'Pick a buddy: they sip whenever you do until the next 8 is rolled.',
  'Say a word; going round, everyone rhymes with it. The first to stall sips.',
  'Name a category; going round, everyone names one thing in it. The first blank sips.',
  'Hand out two sips however you like.',
  'Everyone except you takes a sip, then the whole table has a glass of water.',
];

/** The same rules for a Danish table: written for Danes, each row meaning what its twin means. */
export const DEFAULT_ONE_DIE_DA: readonly string[] = [
  'Tag en tår.',
  'Peg på en: vedkommende tager en tår.',
  'Alle drikker. Skål!',
  'Personen til venstre for dig tager en tår.',
  'Personen til højre for dig tager en tår.',
  'Lav en regel: skriv den ned. Den gælder, til nogen laver en ny.',
];

export const DEFAULT_TWO_DICE_DA: readonly string[] = [
  'To ettere! Lav en regel: skriv den ned. Den gælder, til nogen laver en ny.',
  'Tag en tår.',
  'Personen til venstre for dig tager en tår.',
  'Personen til højre for dig tager en tår.',
  'Tommelfingerkrig med en, du vælger: taberen tager en tår.',
  'Syv er lykketallet: alle drikker.',
  'Vælg en makker: vedkommende drikker med, hver gang du drikker, indtil nogen slår 8.',
  'Sig et ord; på skift siger alle et ord, der rimer på det. Den første, der går i stå, tager en tår.',
  'Nævn en kategori; på skift nævner alle én ting i den. Den første, der går kold, tager en tår.',
  'Del to slurke ud, præcis som du vil.',
  'Alle andre end dig tager en tår, og bagefter får hele bordet et glas vand.',
];

/** Our rules in each language: a row left at ours reads in the page's. */
export const DEFAULT_RULES: Readonly<
  Record<Lang, { one: readonly string[]; two: readonly string[] }>
> = {
  en: { one: DEFAULT_ONE_DIE, two: DEFAULT_TWO_DICE },
  da: { one: DEFAULT_ONE_DIE_DA, two: DEFAULT_TWO_DICE_DA },
};

type Table = 'one' | 'two';

const rule = v.pipe(v.string(), v.maxLength(RULE_MAX));
/** A row: the table's own words, or null for ours (in the page's language). */
const row = v.nullable(rule);

/**
 * A row that reads our rule word for word in either language is ours: tables stored before the
 * rows followed the page's language kept our rules as English text, and still read them in the
 * page's language.
 */
function asDefaults(rows: readonly (string | null)[], table: Table): (string | null)[] {
  return rows.map((text, index) =>
    text !== null && LANGS.some((lang) => DEFAULT_RULES[lang][table][index] === text) ? null : text,
  );
}

export const rulesSchema = v.pipe(
  v.object({
    dice: v.picklist([1, 2]),
    one: v.pipe(v.array(row), v.length(6)),
    two: v.pipe(v.array(row), v.length(11)),
  }),
  v.transform((rules) => ({
    ...rules,
    one: asDefaults(rules.one, 'one'),
    two: asDefaults(rules.two, 'two'),
  })),
);

export type DrunkDiceRules = v.InferOutput<typeof rulesSchema>;

/** Our rules, every row left at ours: they read in the page's language. */
export function defaultRules(dice: DiceCount = 1): DrunkDiceRules {
  return { dice, one: Array<null>(6).fill(null), two: Array<null>(11).fill(null) };
}

/** The rows of one table as a table in `lang` reads them: ours in `lang`, the table's as typed. */
export function ruleRows(
  rules: DrunkDiceRules,
  dice: DiceCount,
  lang: Lang = currentLang(),
): string[] {
  const table: Table = dice === 1 ? 'one' : 'two';
  return rules[table].map((text, index) => text ?? DEFAULT_RULES[lang][table][index] ?? '');
}

/** The labels of the rows for one die (faces) or two (totals). */
export function rowLabels(dice: DiceCount): string[] {
  return dice === 1
    ? [1, 2, 3, 4, 5, 6].map((face) => `Face ${face}`)
    : Array.from({ length: 11 }, (_, i) => `Total ${i + 2}`);
}

/** Which row a roll reads: the face for one die (1 → row 0), the total for two (2 → row 0). */
export function ruleIndex(dice: readonly number[]): number {
  if (dice.length === 1) return (dice[0] ?? 1) - 1;
  return dice.reduce((sum, d) => sum + d, 0) - 2;
}

/** The rule a roll lands on, from the table's rules, as a table in `lang` reads it. */
export function ruleFor(
  rules: DrunkDiceRules,
  dice: readonly number[],
  lang: Lang = currentLang(),
): string {
  return ruleRows(rules, dice.length === 1 ? 1 : 2, lang)[ruleIndex(dice)] ?? '';
}

/**
 * What the rule a roll lands on asks for, for `makesARule` and `whoSips`: our rule's English
 * words (they were written to be read that way), or the table's own words.
 */
export function ruleMeaning(rules: DrunkDiceRules, dice: readonly number[]): string {
  return ruleFor(rules, dice, 'en');
}

/** A rule that asks the roller to make a new table rule (in English or Danish words). */
export function makesARule(text: string): boolean {
  return /\b(make a rule|lav en (ny )?regel)\b/i.test(text);
}

/** `count` fair dice from the shared unbiased generator. */
export function rollDice(count: DiceCount, words: RandomWords = cryptoWords): number[] {
  return Array.from({ length: count }, () => randomIndex(6, words) + 1);
}

/**
 * The rules with one row rewritten (trimmed to the longest rule allowed). A row typed back to our
 * rule, word for word in either language, is ours again and follows the page's language.
 */
export function withRule(
  rules: DrunkDiceRules,
  dice: DiceCount,
  index: number,
  text: string,
): DrunkDiceRules {
  const key: Table = dice === 1 ? 'one' : 'two';
  const list = [...rules[key]];
  if (index < 0 || index >= list.length) return rules;
  list[index] = text.slice(0, RULE_MAX);
  return { ...rules, [key]: asDefaults(list, key) };
}

/** Danish words that ask someone to drink, for a rule a Danish table wrote itself. */
const DANISH_DRINK_WORDS =
  /(^|[^\p{L}])(tår|tåren|slurk\w*|drik\w*|skål|shots?|bund\w*)(?!\p{L})/iu;

/** Whether a rule has someone drink (the shared word rule: drink, sip, shot…; or Danish words). */
export function drinkRule(text: string): boolean {
  return promptTags(text, undefined).has('drink') || DANISH_DRINK_WORDS.test(text);
}

/** "Ann", "Ann and Bo", "Ann, Bo and Cy" */
function namesLine(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return t('drunkDice.and', {
    names: names.slice(0, -1).join(', '),
    last: names[names.length - 1] ?? '',
  });
}

/** Who rolls the table's roll number `roll` (0 for the first): the players take turns in seat
 * order. Null without names. */
export function rollerFor(players: readonly string[], roll: number): string | null {
  return players.length > 0 ? (players[roll % players.length] ?? null) : null;
}

/**
 * Who a rule has sip, named from the roller's seat: the roller ("Take a sip."), a neighbour (the
 * players sit clockwise in list order, so the player on your left is the next one), everyone, or
 * everyone but the roller. `'someone'` when the table decides (a pick, a loser, a buddy) or no
 * names were entered; null when the rule has nobody drink.
 */
export function whoSips(
  rule: string | null,
  roller: string | null,
  players: readonly string[],
): readonly string[] | 'someone' | null {
  if (!rule || !drinkRule(rule)) return null;
  const seat = roller === null ? -1 : players.indexOf(roller);
  if (seat < 0) return 'someone';
  const others = players.filter((p) => p !== roller);
  const n = players.length;
  // English words, or a Danish table's own rule in Danish ones.
  if (/\b(except you|(alle )?andre end dig|undtagen dig)\b/i.test(rule)) return others;
  if (/\b(player on your left|til venstre for dig)\b/i.test(rule))
    return n > 1 ? [players[(seat + 1) % n] as string] : 'someone';
  if (/\b(player on your right|til højre for dig)\b/i.test(rule))
    return n > 1 ? [players[(seat + n - 1) % n] as string] : 'someone';
  if (
    /\b(first|loser|someone|anyone|buddy|hand out|point|pick|choose|accused|guilty|første|taber\w*|nogen|makker|del|peg|vælg\w*|anklage\w*|skyldig)\b/i.test(
      rule,
    )
  )
    return 'someone';
  if (/\b(everybody|everyone|all|alle)\b/i.test(rule)) return [...players];
  if (/^\s*(take|have|drink|tag|drik)\b/i.test(rule)) return [roller as string];
  return 'someone';
}

/** "Ben rolled 4: Chloé sips.", "Ben rolled 3 and 4: 7. Everyone sips.", "Rolled 2" (no names). */
export function rollLine(
  dice: readonly number[],
  roller: string | null,
  sippers: readonly string[] | 'someone' | null,
  players: readonly string[] = [],
): string {
  const who = roller ? t('drunkDice.rolledBy', { name: roller }) : t('drunkDice.rolled');
  const roll =
    dice.length === 1
      ? `${who} ${dice[0]}`
      : t('drunkDice.twoRolled', {
          who,
          first: dice[0] ?? 0,
          second: dice[1] ?? 0,
          total: dice.reduce((a, b) => a + b, 0),
        });
  if (!Array.isArray(sippers) || sippers.length === 0) return roll;
  const everyone = sippers.length === players.length && players.length > 2;
  const sips = t('drunkDice.sips', {
    names: everyone ? t('drunkDice.everyone') : namesLine(sippers),
    count: sippers.length === 1 || everyone ? 1 : 2,
  });
  return dice.length === 1 ? `${roll}: ${sips}.` : `${roll}. ${sips}.`;
}

/**
 * What the roll means for the players not drinking tonight: a forfeit for each of them the rule
 * has drink (seeded by the roll, so a reload shows the same), and nothing when it has none of them
 * drink. When the table picks who sips, each of them gets theirs in case it lands on them.
 */
export function rollForfeits(
  sippers: readonly string[] | 'someone' | null,
  players: readonly string[],
  flags: PlayerFlagMap,
  roll: number,
): { lead: string | undefined; forfeits: Forfeit[] } {
  const sober = soberPlayers(players, flags);
  const hit =
    sippers === null
      ? []
      : sippers === 'someone'
        ? sober
        : sober.filter((p) => sippers.includes(p));
  return {
    lead: sippers === 'someone' && hit.length > 0 ? t('drunkDice.ifLands') : undefined,
    forfeits: hit.map((player) => ({ player, text: forfeitFor(player, `drunk dice ${roll}`) })),
  };
}
