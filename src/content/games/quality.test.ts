import { describe, expect, it } from 'vitest';
import { categoryPacks } from './category';
import { charadesPacks } from './charades';
import { categorySets } from './country-island-city';
import { mostLikelyToPacks } from './most-likely-to';
import { neverHaveIEverPacks } from './never-have-i-ever';
import { quotes } from './quotes';
import { truthOrDarePacks } from './truth-or-dare';
import type { PromptPackSource } from './types';

// What makes a deck play well beyond the schema in content.test.ts: no two cards of one game that
// feel like the same card, one spelling locale (US) across every deck, and truth-or-dare lists
// that do not open every card the same way.

const GAMES: Record<string, PromptPackSource[]> = {
  'never-have-i-ever': neverHaveIEverPacks,
  'most-likely-to': mostLikelyToPacks,
  'truth-or-dare': truthOrDarePacks,
  category: categoryPacks,
  charades: charadesPacks,
};

// Function words that carry no meaning of their own: two prompts that differ only in these say the
// same thing.
const STOP_WORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from into onto about as is are was were be ' +
    'been being am do does did done have has had having you your yours yourself i me my myself ' +
    'we us our they them their he she him her his it its this that these those there here what ' +
    'which who whom whose when where why how would could should will shall can may might must ' +
    'not no so than then too very just ever any some one all every each own up out off over'
  ).split(' '),
);

/** Lower-case words, with `{player}` as a word and apostrophes kept inside words. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\{player\}/g, ' player ')
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(' ')
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/** The words that carry meaning, with possessives and plurals folded ("friend's", "friends"). */
export function contentWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of wordsOf(text)) {
    if (STOP_WORDS.has(word)) continue;
    let w = word.replace(/'s$/, '');
    if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
    out.add(w);
  }
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Two prompts share this many words in a row: one is the other with a different ending. */
export const SHARED_RUN = 7;
/** Two prompts share this share of their meaningful words: they ask for the same thing. */
export const SIMILAR = 0.6;

export interface NearDuplicate {
  a: string;
  b: string;
  why: string;
}

/**
 * Pairs of prompts that would feel like the same card at the table. Shared runs are found by
 * bucketing every run of SHARED_RUN words. Similar word sets are found with a prefix filter: with
 * each set's words ordered rarest first, two sets that reach SIMILAR must share one of the first
 * few words of each, so only prompts that share a rare word are ever compared.
 */
export function nearDuplicates(prompts: string[]): NearDuplicate[] {
  const found = new Map<string, NearDuplicate>();
  const note = (i: number, j: number, why: string) => {
    const [x, y] = i < j ? [i, j] : [j, i];
    const key = `${x}:${y}`;
    if (x !== y && !found.has(key)) found.set(key, { a: prompts[x]!, b: prompts[y]!, why });
  };

  const runs = new Map<string, number[]>();
  prompts.map(wordsOf).forEach((list, i) => {
    const seen = new Set<string>();
    for (let k = 0; k + SHARED_RUN <= list.length; k++) {
      const run = list.slice(k, k + SHARED_RUN).join(' ');
      if (seen.has(run)) continue;
      seen.add(run);
      const earlier = runs.get(run);
      if (!earlier) {
        runs.set(run, [i]);
        continue;
      }
      for (const j of earlier) note(j, i, `share the words "${run}"`);
      earlier.push(i);
    }
  });

  const sets = prompts.map(contentWords);
  const frequency = new Map<string, number>();
  for (const set of sets) for (const w of set) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const byRarity = (a: string, b: string) =>
    frequency.get(a)! - frequency.get(b)! || (a < b ? -1 : a > b ? 1 : 0);
  const index = new Map<string, number[]>();
  sets.forEach((set, i) => {
    const ordered = [...set].sort(byRarity);
    const prefix = ordered.slice(0, ordered.length - Math.ceil(SIMILAR * ordered.length) + 1);
    const candidates = new Set<number>();
    for (const w of prefix) {
      const earlier = index.get(w);
      if (!earlier) {
        index.set(w, [i]);
        continue;
      }
      for (const j of earlier) candidates.add(j);
      earlier.push(i);
    }
    for (const j of candidates) {
      const similarity = jaccard(set, sets[j]!);
      if (similarity >= SIMILAR)
        note(j, i, `share ${Math.round(similarity * 100)}% of their meaningful words`);
    }
  });
  return [...found.values()];
}

// Common British spellings and words; the decks use the US form (in brackets) instead.
const UK_FORMS: [RegExp, string][] = [
  [
    /\b\w*(?:colour|favour|flavour|humour|honour|neighbour|behaviour|rumour|harbour|labour|odour|savour|armour|vapour|parlour|endeavour)\w*/i,
    'color, favorite, humor…',
  ],
  [/\b\w*(?:centre|theatre|metre|litre|fibre|sombre|manoeuvre)s?\b/i, 'center, theater…'],
  [
    /\b\w*(?:realis|organis|recognis|apologis|memoris|criticis|prioritis|personalis|sympathis|customis|emphasis|summaris|finalis|synchronis|sanitis|moisturis|accessoris|visualis|socialis|categoris|characteris|fantasis|glamoris|hypnotis|idolis|maximis|minimis|normalis|patronis|romanticis|scrutinis|dramatis|harmonis|agonis|authoris|civilis|localis|modernis|energis|terroris|vandalis|stabilis|idealis)(?:e|es|ed|ing|ation|ations)\b/i,
    '-ize',
  ],
  [/\b\w+isations?\b/i, '-ization'],
  [/\b\w*(?:analys|paralys|catalys)(?:e|es|ed|ing)\b/i, '-yze'],
  [
    /\b(?:travell|cancell|labell|modell|levell|counsell|marvell|fuell|signall|shovell|snorkell|dialled|channell|quarrell)\w*/i,
    'one l: traveled, canceled…',
  ],
  [
    /\b(?:jewellery|woollen|enrolment|fulfil|skilful|wilful|instalment|grey|cheque|tyres?|kerb|pyjamas|programme|aluminium|aeroplanes?)\b/i,
    'jewelry, gray, tire, pajamas, airplane…',
  ],
  [
    /\b(?:mould|plough|sceptic\w*|defence|offence|licence|pretence|practis\w+|judgement|ageing|storeys?|draught|cosy|moustache|catalogue|whilst|amongst|learnt|spelt)\b/i,
    'mold, defense, judgment, cozy…',
  ],
  [/\b(?:mums?|mummy)\b/i, 'mom'],
  [
    /\b(?:fancied|fancy dress|flatmates?|chat-up|hen do|stag do|queue\w*|crisps?|jumpers?|sweets|lolly|lollies|nappy|nappies|windscreen|pram|lorry|petrol|motorway|car park|trolley|footballers?|mobile phone|in a lift|cinema|maths|telly|fortnight|pocket money|pub quiz)\b/i,
    'had a crush on, costume, roommate, pickup line, line, chips, sweater, candy, diaper…',
  ],
  [/\b(?:on (?:a )?holiday|holiday (?:romance|crush|activit\w+)|dream holiday)\b/i, 'vacation'],
];

function ukForm(text: string): string | undefined {
  for (const [pattern, us] of UK_FORMS) {
    const hit = pattern.exec(text);
    if (hit) return `${hit[0]} (US: ${us})`;
  }
  return undefined;
}

function allTexts(): string[] {
  const texts: string[] = [];
  for (const packs of Object.values(GAMES))
    for (const pack of packs) texts.push(pack.name, pack.description, ...pack.lists.flat());
  for (const set of categorySets) texts.push(set.name, set.description, ...set.categories);
  for (const quote of quotes) texts.push(quote.text);
  return texts;
}

describe('near-duplicate check', () => {
  it('flags one prompt with a different ending, and a reworded prompt', () => {
    const pairs = nearDuplicates([
      'What is the most embarrassing thing you have done while tipsy?',
      'What is the most embarrassing thing you have done to impress a crush?',
      'Things that are green',
      'Green things',
      'Things you find in a fridge',
      'Things you find on a beach',
    ]);
    expect(pairs.map((p) => [p.a, p.b])).toEqual([
      [
        'What is the most embarrassing thing you have done while tipsy?',
        'What is the most embarrassing thing you have done to impress a crush?',
      ],
      ['Things that are green', 'Green things'],
    ]);
  });

  it('treats prompts that differ only in small words, case or plurals as the same', () => {
    expect(
      nearDuplicates(['Swap seats with {player}.', 'swap your seat with {player}!']),
    ).toHaveLength(1);
    expect(
      nearDuplicates(["Had a crush on a friend's sibling", 'a crush on friends siblings']),
    ).toHaveLength(1);
  });

  it('checks every deck at once, about 3,000 prompts, in well under a second', () => {
    const prompts = Object.values(GAMES).flatMap((packs) => packs.flatMap((p) => p.lists.flat()));
    expect(prompts.length).toBeGreaterThan(2500);
    const started = performance.now();
    nearDuplicates(prompts);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each(Object.entries(GAMES))('finds no near-duplicate prompts in %s', (_game, packs) => {
    // Truths are compared with truths and dares with dares: the two never share a card.
    const lists = packs[0]!.lists.map((_, list) => packs.flatMap((pack) => pack.lists[list] ?? []));
    const pairs = lists.flatMap((prompts) =>
      nearDuplicates(prompts).map((p) => `"${p.a}" / "${p.b}": ${p.why}`),
    );
    expect(pairs).toEqual([]);
  });
});

describe('one spelling locale', () => {
  it('recognises the British forms it guards against', () => {
    for (const text of [
      'Guess their favourite colour',
      'Synchronised swimming',
      'Changing a flat tyre',
      'Call your mum',
      'Who here would be the worst flatmate?',
      'Travelling on holiday',
    ])
      expect(ukForm(text), text).toBeDefined();
    for (const text of [
      'Guess their favorite color',
      'Improvise a surprise',
      'Mumbled through the chorus',
      'Hours of advertising',
      'Pouring the perfect pint',
      'A holiday party',
    ])
      expect(ukForm(text), text).toBeUndefined();
  });

  it('uses US spelling in every deck, pack name, description and quote', () => {
    const found = allTexts().flatMap((text) => {
      const hit = ukForm(text);
      return hit ? [`${hit} in "${text}"`] : [];
    });
    expect(found).toEqual([]);
  });
});

describe('truth or dare', () => {
  // One pack's cards should not all open the same way ("What is the…" on a third of them): no
  // opening of three words on more than 5% of a list, or on more than two cards in a short list.
  it.each(truthOrDarePacks.map((pack) => [pack.id, pack] as const))(
    '%s opens its truths and dares in varied ways',
    (_id, pack) => {
      for (const list of pack.lists) {
        const limit = Math.max(2, Math.ceil(list.length * 0.05));
        const openings = new Map<string, number>();
        for (const prompt of list) {
          const opening = wordsOf(prompt).slice(0, 3).join(' ');
          openings.set(opening, (openings.get(opening) ?? 0) + 1);
        }
        const common = [...openings].filter(([, n]) => n > limit);
        expect(common).toEqual([]);
      }
    },
  );

  it('asks every truth as a question and words every dare as an instruction', () => {
    for (const pack of truthOrDarePacks) {
      for (const truth of pack.lists[0]!) expect(truth, pack.id).toMatch(/\?$/);
      for (const dare of pack.lists[1]!) expect(dare, pack.id).toMatch(/\.$/);
    }
  });

  // The game already lets anyone pass or take the forfeit; a permission clause in the card itself
  // ("if they agree", "or a soft drink if you prefer") only reads like small print.
  it('words dares without permission clauses', () => {
    const HEDGE =
      /\b(if (they|you|you're|they're) (agree|want|prefer|like|are ok|ok)|with their permission|nobody has to|only if|or a soft drink)\b/i;
    for (const dare of truthOrDarePacks.flatMap((pack) => pack.lists[1]!))
      expect(dare).not.toMatch(HEDGE);
  });

  it('names another player in 10 to 20% of dares and in some truths', () => {
    const share = (list: number) => {
      const prompts = truthOrDarePacks.flatMap((pack) => pack.lists[list]!);
      return prompts.filter((p) => p.includes('{player}')).length / prompts.length;
    };
    expect(share(1)).toBeGreaterThanOrEqual(0.1);
    expect(share(1)).toBeLessThanOrEqual(0.2);
    expect(share(0)).toBeGreaterThan(0.02);
  });

  it("never puts the name slot in a possessive, where 'the player on your left's' would read badly", () => {
    for (const prompt of truthOrDarePacks.flatMap((pack) => pack.lists.flat()))
      expect(prompt).not.toMatch(/\{player\}'/);
  });
});
