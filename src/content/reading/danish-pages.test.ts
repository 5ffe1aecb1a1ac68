import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { danishVariant } from '../games/da/check';
import { INFO_PAGES } from '../info';
import { INFO_PAGES_DA } from '../info/da';
import { PARTNER_PAGES } from '../partnerships';
import { PARTNER_PAGES_DA } from '../partnerships/da';
import { RULE_CARDS } from '../rule-cards';
import { RULE_CARDS_DA } from '../rule-cards/da';
import { describeFindings, lintContent, type LintItem } from '../safety-lint';
import {
  BodySchema,
  InfoPageMetaSchema,
  PartnerPageMetaSchema,
  RuleCardMetaSchema,
  RuleCardSchema,
  type Block,
  type Body,
  type RuleCard,
  type Text,
} from './types';

// The Danish reading pages (issue 39): the info pages, the partner pages and the older rule cards
// under each family's da/ folder. They keep the English pages' contract (reading.test.ts), and
// each is the twin of one English page: the same name, the same links and widgets, and, for the
// information pages, the same sections and the same numbers, so the legal pages say the same
// things in both languages.

const PLACEHOLDER =
  /\b(lorem|ipsum|todo|tbd|fixme|xxx|placeholder|coming soon|kommer snart|indsæt [a-zæøå]+ her)\b|\?\?|\[[^\]]*\]/i;

/** Everyday English words a Danish page never needs: a sentence left untranslated. */
const ENGLISH = /\b(the|you|your|with|what|would|who|player|players|sips?)\b/i;

/** English names a Danish text may keep: products, games Danes call by their English name. */
const ENGLISH_NAMES =
  /\b(Party Dojo|Gentle Jack|Quick Jack|Team Jack|Full Jack|The Line|Squiffy Alexander|Early Bird|Last Man Standing|Texas Hold’em|Lethal Company|Ride the bus|ride the bus|Ring of fire|ring of fire|Never have I ever|Who would rather)\b/g;

/**
 * Drinking Danish cards never ask for (the safety lint's dangerous-drinking rule, in Danish): no
 * "bund", no shots, nothing emptied in one go, no more than a few sips at once.
 */
const DANGEROUS_DA =
  /(?<![\p{L}])(?:i bund|bund(?:e|er|ede)?|shots?|strafshot\p{L}*|tøm(?:me|mer)?|i ét hug|(?:seks|syv|otte|ni|ti|tolv|femten|tyve|[6-9]|\d{2,}) (?:tår|tårer|slurke))(?![\p{L}])/iu;

function stems(modules: Record<string, unknown>): string[] {
  return Object.keys(modules)
    .map((path) => path.slice(path.lastIndexOf('/') + 1).replace(/\.ts$/, ''))
    .sort();
}

const cardsEn = import.meta.glob<RuleCard>('../rule-cards/cards/*.ts', {
  import: 'card',
  eager: true,
});
const cardsDa = import.meta.glob<RuleCard>('../rule-cards/da/cards/*.ts', {
  import: 'card',
  eager: true,
});
const partnersEn = import.meta.glob<Body>('../partnerships/bodies/*.ts', {
  import: 'body',
  eager: true,
});
const partnersDa = import.meta.glob<Body>('../partnerships/da/bodies/*.ts', {
  import: 'body',
  eager: true,
});
const infoEn = import.meta.glob<Body>('../info/bodies/*.ts', { import: 'body', eager: true });
const infoDa = import.meta.glob<Body>('../info/da/bodies/*.ts', { import: 'body', eager: true });

/** The index entry schemas, with Danish as the locale. */
const danish = <T extends v.ObjectEntries>(schema: v.StrictObjectSchema<T, undefined>) =>
  v.strictObject({ ...schema.entries, locale: v.literal('da') });

function strings(text: Text): string[] {
  return typeof text === 'string'
    ? [text]
    : text.map((part) => (typeof part === 'string' ? part : part.text));
}

function links(text: Text): string[] {
  return typeof text === 'string'
    ? []
    : text.flatMap((part) => (typeof part === 'string' ? [] : [part.to]));
}

function blockTexts(block: Block): Text[] {
  if ('h' in block) return [block.h];
  if ('h3' in block) return [block.h3];
  if ('p' in block) return [block.p];
  if ('list' in block) return block.list;
  if ('steps' in block) return block.steps;
  if ('tip' in block) return block.title === undefined ? [block.tip] : [block.tip, block.title];
  if ('kit' in block) return block.kit.flatMap((k) => (k.count ? [k.item, k.count] : [k.item]));
  if ('table' in block) return [...block.table.head, ...block.table.rows.flat()];
  if ('play' in block) return [[block.play]];
  return [];
}

function ruleCardBlocks(card: RuleCard): Block[] {
  return [
    { kit: card.equipment },
    ...(card.players ? [{ p: card.players }] : []),
    { list: card.setup },
    { steps: card.steps },
    { p: card.ending },
    ...(card.notes ? [{ list: card.notes }] : []),
  ];
}

interface Twin {
  where: string;
  meta: { title: string; description: string; label?: string };
  da: readonly Block[];
  en: readonly Block[];
}

const TWINS: Twin[] = [
  ...RULE_CARDS_DA.map((meta) => {
    const da = cardsDa[`../rule-cards/da/cards/${meta.name}.ts`];
    const en = cardsEn[`../rule-cards/cards/${meta.name}.ts`];
    return {
      where: `/da/articles/deprecated/${meta.name}`,
      meta,
      da: da ? ruleCardBlocks(da) : [],
      en: en ? ruleCardBlocks(en) : [],
    };
  }),
  ...PARTNER_PAGES_DA.map((meta) => ({
    where: `/da${meta.path}`,
    meta,
    da: partnersDa[`../partnerships/da/bodies/${meta.id}.ts`] ?? [],
    en: partnersEn[`../partnerships/bodies/${meta.id}.ts`] ?? [],
  })),
  ...INFO_PAGES_DA.map((meta) => ({
    where: `/da/info/${meta.page}`,
    meta,
    da: infoDa[`../info/da/bodies/${meta.page}.ts`] ?? [],
    en: infoEn[`../info/bodies/${meta.page}.ts`] ?? [],
  })),
];

function allStrings(twin: Twin): string[] {
  return [
    twin.meta.title,
    twin.meta.description,
    ...(twin.meta.label ? [twin.meta.label] : []),
    ...twin.da.flatMap((block) => blockTexts(block).flatMap(strings)),
  ];
}

const linksOf = (blocks: readonly Block[]) =>
  blocks.flatMap((block) => blockTexts(block).flatMap(links)).sort();

const widgetsOf = (blocks: readonly Block[]) =>
  blocks.flatMap((block) => ('widget' in block ? [block.widget] : []));

/** The numbers a page states, in order of size: "24 dares", "100 coins", "30 days". */
const numbersOf = (blocks: readonly Block[]) =>
  blocks
    .flatMap((block) => blockTexts(block).flatMap(strings))
    .flatMap((text) => text.match(/\d+/g) ?? [])
    .sort();

describe('Danish reading pages: every Danish page has its English twin and back', () => {
  it.each([
    ['rule cards', RULE_CARDS_DA.map((c) => c.name), RULE_CARDS.map((c) => c.name), cardsDa],
    [
      'partner pages',
      PARTNER_PAGES_DA.map((p) => p.id),
      PARTNER_PAGES.map((p) => p.id),
      partnersDa,
    ],
    ['info pages', INFO_PAGES_DA.map((p) => p.page), INFO_PAGES.map((p) => p.page), infoDa],
  ] as const)(
    '%s: the same entries in the same order, and a file for each',
    (_f, da, en, files) => {
      expect([...da]).toEqual([...en]);
      expect(stems(files)).toEqual([...da].sort());
    },
  );

  it('keeps each English entry’s address, guide and page name', () => {
    RULE_CARDS_DA.forEach((card, i) => {
      expect(card.name).toBe(RULE_CARDS[i]!.name);
      expect(card.guide, card.name).toBe(RULE_CARDS[i]!.guide);
    });
    PARTNER_PAGES_DA.forEach((page, i) => expect(page.path).toBe(PARTNER_PAGES[i]!.path));
    INFO_PAGES_DA.forEach((page, i) => expect(page.page).toBe(INFO_PAGES[i]!.page));
  });

  it('gives every entry a Danish title, description and label, not the English one', () => {
    const pairs = [
      ...RULE_CARDS_DA.map((da, i) => [da, RULE_CARDS[i]!] as const),
      ...PARTNER_PAGES_DA.map((da, i) => [da, PARTNER_PAGES[i]!] as const),
      ...INFO_PAGES_DA.map((da, i) => [da, INFO_PAGES[i]!] as const),
    ];
    for (const [da, en] of pairs) expect(da.description, da.title).not.toBe(en.description);
    INFO_PAGES_DA.forEach((page, i) => expect(page.label).not.toBe(INFO_PAGES[i]!.label));
  });
});

describe('Danish reading pages: schemas', () => {
  it('every index entry passes its schema, in Danish', () => {
    const check = (schema: v.GenericSchema, entries: readonly unknown[]) => {
      for (const entry of entries) {
        const result = v.safeParse(schema, entry);
        expect(result.success ? [] : v.summarize(result.issues), JSON.stringify(entry)).toEqual([]);
      }
    };
    check(danish(RuleCardMetaSchema), RULE_CARDS_DA);
    check(danish(PartnerPageMetaSchema), PARTNER_PAGES_DA);
    check(danish(InfoPageMetaSchema), INFO_PAGES_DA);
  });

  it.each([
    ['rule card', cardsDa, RuleCardSchema],
    ['partner page', partnersDa, BodySchema],
    ['info page', infoDa, BodySchema],
  ] as const)('every Danish %s file passes its schema', (_family, files, schema) => {
    for (const [path, value] of Object.entries(files)) {
      const result = v.safeParse(schema, value);
      expect(result.success ? '' : v.summarize(result.issues), path).toBe('');
    }
  });

  it('keeps every meta description at 160 characters or fewer', () => {
    for (const twin of TWINS)
      expect(twin.meta.description.length, twin.where).toBeLessThanOrEqual(160);
  });
});

describe('Danish reading pages: the same page as the English one', () => {
  it('links to the same pages and holds the same widgets', () => {
    for (const twin of TWINS) {
      expect(linksOf(twin.da), twin.where).toEqual(linksOf(twin.en));
      expect(widgetsOf(twin.da), twin.where).toEqual(widgetsOf(twin.en));
    }
  });

  it('info pages keep the English sections and state the same numbers', () => {
    for (const twin of TWINS.filter((t) => t.where.startsWith('/da/info/'))) {
      const shape = (blocks: readonly Block[]) =>
        blocks.map((block) => Object.keys(block).filter((key) => key !== 'title')[0]);
      expect(shape(twin.da), twin.where).toEqual(shape(twin.en));
      expect(numbersOf(twin.da), twin.where).toEqual(numbersOf(twin.en));
    }
  });

  it('a rule card keeps its kit, its steps and, with a guide, no player count of its own', () => {
    for (const meta of RULE_CARDS_DA) {
      const da = cardsDa[`../rule-cards/da/cards/${meta.name}.ts`]!;
      const en = cardsEn[`../rule-cards/cards/${meta.name}.ts`]!;
      expect(da.equipment.length, meta.name).toBe(en.equipment.length);
      expect(da.steps.length, meta.name).toBe(en.steps.length);
      expect(da.players === undefined, meta.name).toBe(en.players === undefined);
      if (meta.guide !== undefined) expect(da.players ?? '', meta.name).not.toMatch(/\d/);
    }
  });

  it('every kit count is a number, as "1 pr. spiller", never a unit', () => {
    const COUNT =
      /^(ca\. )?\d+[+]?(–\d+)?( pr\. [a-zæøå]+)?( \([^)]*\))?(, eller \d+ pr\. [a-zæøå]+)?$/;
    for (const twin of TWINS) {
      for (const block of twin.da) {
        if (!('kit' in block)) continue;
        for (const item of block.kit)
          if (item.count !== undefined)
            expect(item.count, `${twin.where}: ${item.item}`).toMatch(COUNT);
      }
    }
  });
});

describe('Danish reading pages: what a Danish reader sees', () => {
  it('holds no placeholder text, no padded or doubled spaces and no English left behind', () => {
    for (const twin of TWINS) {
      for (const text of allStrings(twin)) {
        expect(text, twin.where).not.toMatch(PLACEHOLDER);
        expect(text.trim().length, `${twin.where}: empty text`).toBeGreaterThan(0);
        expect(text, `${twin.where}: double space`).not.toMatch(/\S {2,}\S/);
        expect(text.replace(ENGLISH_NAMES, ''), `${twin.where}: English`).not.toMatch(ENGLISH);
      }
    }
  });

  it('keeps one spelling norm (e-mail, okay)', () => {
    for (const twin of TWINS)
      for (const text of allStrings(twin))
        expect(danishVariant(text), `${twin.where}: ${text}`).toBeUndefined();
  });

  it('has no empty section and opens every body with text', () => {
    for (const twin of TWINS) {
      expect('h3' in twin.da[0]!, twin.where).toBe(false);
      twin.da.forEach((block, index) => {
        const next = twin.da[index + 1];
        if ('h' in block)
          expect(next !== undefined && !('h' in next), `${twin.where}: "${block.h}"`).toBe(true);
        if ('h3' in block) {
          const empty = next === undefined || 'h' in next || 'h3' in next;
          expect(empty, `${twin.where}: "${block.h3}"`).toBe(false);
        }
      });
    }
  });

  it('keeps the content rules: sips only, no shots, nothing emptied in one go', () => {
    const items: LintItem[] = TWINS.flatMap((twin) =>
      twin.da.flatMap((block) =>
        blockTexts(block)
          .flatMap(strings)
          .map((text) => ({ text, where: twin.where })),
      ),
    );
    expect(describeFindings(lintContent(items))).toEqual([]);
    const dangerous = items.filter((item) => DANGEROUS_DA.test(item.text));
    expect(dangerous.map((item) => `${item.where}: ${item.text}`)).toEqual([]);
  });
});
