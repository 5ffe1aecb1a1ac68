import * as v from 'valibot';
import { cryptoWords, randomIndex, type RandomWords } from '../../../lib/random';
import { forfeitFor, soberPlayers, type Forfeit, type PlayerFlagMap } from '../core/player-flags';
import { promptTags } from '../core/prompt-tags';
import { t } from '../../../lib/i18n';

// Drunk dice as data: one die reads a rule per face (1–6), two dice a rule per total (2–12).
// The defaults are ours; the table can rewrite any row. A rule that says "make a rule" lets the
// roller write a new table rule down, which stays on screen until another one replaces it.

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

export const DEFAULT_RULES = { one: DEFAULT_ONE_DIE, two: DEFAULT_TWO_DICE } as const;

const rule = v.pipe(v.string(), v.maxLength(RULE_MAX));

export const rulesSchema = v.object({
  dice: v.picklist([1, 2]),
  one: v.pipe(v.array(rule), v.length(6)),
  two: v.pipe(v.array(rule), v.length(11)),
});

export type DrunkDiceRules = v.InferOutput<typeof rulesSchema>;

export function defaultRules(dice: DiceCount = 1): DrunkDiceRules {
  return { dice, one: [...DEFAULT_ONE_DIE], two: [...DEFAULT_TWO_DICE] };
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

/** The rule a roll lands on, from the table's rules. */
export function ruleFor(rules: DrunkDiceRules, dice: readonly number[]): string {
  const list = dice.length === 1 ? rules.one : rules.two;
  return list[ruleIndex(dice)] ?? '';
}

/** A rule that asks the roller to make a new table rule. */
export function makesARule(text: string): boolean {
  return /\bmake a rule\b/i.test(text);
}

/** `count` fair dice from the shared unbiased generator. */
export function rollDice(count: DiceCount, words: RandomWords = cryptoWords): number[] {
  return Array.from({ length: count }, () => randomIndex(6, words) + 1);
}

/** The rules with one row rewritten (trimmed to the longest rule allowed). */
export function withRule(
  rules: DrunkDiceRules,
  dice: DiceCount,
  index: number,
  text: string,
): DrunkDiceRules {
  const key = dice === 1 ? 'one' : 'two';
  const list = [...rules[key]];
  if (index < 0 || index >= list.length) return rules;
  list[index] = text.slice(0, RULE_MAX);
  return { ...rules, [key]: list };
}

/** Whether a rule has someone drink (the shared word rule: drink, sip, shot…). */
export function drinkRule(text: string): boolean {
  return promptTags(text, undefined).has('drink');
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
  if (/\bexcept you\b/i.test(rule)) return others;
  if (/\bplayer on your left\b/i.test(rule))
    return n > 1 ? [players[(seat + 1) % n] as string] : 'someone';
  if (/\bplayer on your right\b/i.test(rule))
    return n > 1 ? [players[(seat + n - 1) % n] as string] : 'someone';
  if (
    /\b(first|loser|someone|anyone|buddy|hand out|point|pick|choose|accused|guilty)\b/i.test(rule)
  )
    return 'someone';
  if (/\b(everybody|everyone|all)\b/i.test(rule)) return [...players];
  if (/^\s*(take|have|drink)\b/i.test(rule)) return [roller as string];
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
