import { describe, expect, it } from 'vitest';
import { partyStreamPacks } from './party-stream';
import { categoryPacks } from './category';
import { charadesPacks } from './charades';
import { categorySets } from './country-island-city';
import { mostLikelyToPacks } from './most-likely-to';
import { neverHaveIEverPacks } from './never-have-i-ever';
import { quotes } from './quotes';
import { squiffyPacks, type SquiffyKind } from './squiffy';
import { truthOrDarePacks } from './truth-or-dare';
import { nearDuplicates, ukForm, wordsOf } from './quality';
import type { PromptPackSource } from './types';
import { PONG_DARES } from '../misc/beer-pong';
import { DARES } from '../misc/dares';
import { LOVE_PROMPTS } from '../misc/love';

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

  it('checks every deck at once, about 4,000 prompts, in well under a second', () => {
    const prompts = Object.values(GAMES).flatMap((packs) => packs.flatMap((p) => p.lists.flat()));
    expect(prompts.length).toBeGreaterThan(3500);
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

  // The same story or the same dare must not come back in another game the same night: a
  // never-have-i-ever statement, a most-likely-to vote, a truth and a Squiffy question are all
  // about what someone has done, and a dare reads the same in every game that deals it. A new
  // deck joins the check with one line here.
  it('finds no near-duplicates between any two decks', () => {
    const decks: [string, readonly string[]][] = [
      ['never have I ever', neverHaveIEverPacks.flatMap((pack) => pack.lists[0]!)],
      ['most likely to', mostLikelyToPacks.flatMap((pack) => pack.lists[0]!)],
      ['truths', truthOrDarePacks.flatMap((pack) => pack.lists[0]!)],
      ['dares', truthOrDarePacks.flatMap((pack) => pack.lists[1]!)],
      ['squiffy', squiffyPacks.flatMap((pack) => pack.cards.map((card) => card.text))],
      ['dare cards', DARES.map((dare) => dare.text)],
      ['beer-pong dares', PONG_DARES.map((dare) => dare.text)],
      ['love game', LOVE_PROMPTS.map((prompt) => prompt.text)],
      ['category', categoryPacks.flatMap((pack) => pack.lists[0]!)],
      ['charades', charadesPacks.flatMap((pack) => pack.lists.flat())],
      ['party stream', partyStreamPacks.flatMap((pack) => pack.cards.map((card) => card.text))],
    ];
    const deckOf = new Map<string, string>();
    for (const [name, prompts] of decks)
      for (const prompt of prompts) if (!deckOf.has(prompt)) deckOf.set(prompt, name);
    const pairs = nearDuplicates([...deckOf.keys()], { stems: true })
      .filter((p) => deckOf.get(p.a) !== deckOf.get(p.b))
      .map((p) => `${deckOf.get(p.a)} "${p.a}" / ${deckOf.get(p.b)} "${p.b}": ${p.why}`);
    expect(pairs).toEqual([]);
  });

  it('flags a statement and a vote that tell the same story in two tenses', () => {
    const prompts = [
      'kissed a stranger on a train',
      'kiss a stranger on a train',
      'been stuck in an elevator',
    ];
    expect(nearDuplicates(prompts)).toHaveLength(0);
    expect(nearDuplicates(prompts, { stems: true })).toHaveLength(1);
  });
});

describe('openers', () => {
  // A deck whose cards keep opening the same way ("pretended to be…", "be the first…") reads
  // samey at the table: no opening of three words on more than 10% of a deck.
  it.each([
    ['never-have-i-ever', neverHaveIEverPacks],
    ['most-likely-to', mostLikelyToPacks],
    ['category', categoryPacks],
  ] as const)('%s opens its cards in varied ways', (_game, packs) => {
    const prompts = packs.flatMap((pack) => pack.lists[0]!);
    const openings = new Map<string, number>();
    for (const prompt of prompts) {
      const opening = wordsOf(prompt).slice(0, 3).join(' ');
      openings.set(opening, (openings.get(opening) ?? 0) + 1);
    }
    const common = [...openings].filter(([, n]) => n > prompts.length * 0.1);
    expect(common).toEqual([]);
  });

  // Squiffy names the player first on every card ("{player}, …", "{player} and {player2}: …"):
  // the opening is what follows the name. No opening of three words on more than 10% of the deck,
  // nor on more than 10% of the questions, dares or contests (questions once opened "what is
  // the…" a third of the time). Votes are left to the deck-wide rule: like most likely to, they
  // open with the vote itself ("On three, point at…").
  it('squiffy opens its cards in varied ways, within each kind too', () => {
    const opening = (text: string) =>
      wordsOf(text.replace(/^\{player\}(?:,| and \{player2\}:)\s*/, ''))
        .slice(0, 3)
        .join(' ');
    const cards = squiffyPacks.flatMap((pack) => pack.cards);
    const tooCommon = (texts: string[]) => {
      const openings = new Map<string, number>();
      for (const text of texts) openings.set(opening(text), (openings.get(opening(text)) ?? 0) + 1);
      return [...openings].filter(([, n]) => n > texts.length * 0.1);
    };
    expect(tooCommon(cards.map((card) => card.text))).toEqual([]);
    const kinds: SquiffyKind[] = ['question', 'dare', 'contest'];
    for (const kind of kinds)
      expect(
        tooCommon(cards.filter((card) => card.kind === kind).map((card) => card.text)),
        kind,
      ).toEqual([]);
  });

  // "Things you…", "Things that…", "Things in a…" each pass the rule above, but together they
  // once opened more than a quarter of the category deck: at most one card in six opens so.
  it('category opens at most one card in six with "Things"', () => {
    const prompts = categoryPacks.flatMap((pack) => pack.lists[0]!);
    const things = prompts.filter((prompt) => wordsOf(prompt)[0] === 'things');
    expect(things.length).toBeLessThanOrEqual(prompts.length / 6);
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
      'Asking for a pay rise',
      'Making a tea round',
      'Sledging the other team',
      'Rang in sick',
      'Snogging behind the bike sheds',
      'Ordering a takeaway',
      "Popping to the chemist's",
      'Sellotape and a biro',
      'Hoovering the stairs',
      'Skint until payday',
      'Knackered after the school run',
      'Twenty quid on a taxi',
      'A bank holiday weekend',
      'Freshers week at uni',
      'A traffic warden writing a ticket',
      'Reading the news like a newsreader',
      'A ladybird on a leaf',
      'Losing your cloakroom ticket',
      'Jumping on a bouncy castle',
      'Musical statues',
      'Skipping rope in the playground',
      'Last orders at the bar',
      'Assembling flat-pack furniture',
      'Hot desking at the office',
      'Grandad snoring',
      'Crying over spilt milk',
      'Kitten with a ball of wool',
    ])
      expect(ukForm(text), text).toBeDefined();
    for (const text of [
      'Guess their favorite color',
      'Improvise a surprise',
      'Mumbled through the chorus',
      'Hours of advertising',
      'Pouring the perfect pint',
      'A holiday party',
      'A raise at work',
      'Ordering takeout',
      'Tea and cookies',
      'A round of drinks',
      'Called in sick',
      'A trip to the pharmacy',
      'Tape and a pen',
      'The Hoover Dam',
      'Sledding down a hill',
      'Broke until payday',
      'A ladybug on a leaf',
      'Losing your coat-check ticket',
      'Jumping rope',
      'Last call at the bar',
      'Grandpa snoring',
      'Crying over spilled milk',
      'A flat tire',
      'Kitten with a ball of yarn',
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
