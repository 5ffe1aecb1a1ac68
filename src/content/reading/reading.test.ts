import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GUIDES } from '../articles';
import { GUIDES_DA } from '../articles/da';
import { CATALOG } from '../catalog';
import { playersShort } from '../game-facts';
import { INFO_PAGES } from '../info';
import { PARTNER_PAGES } from '../partnerships';
import { RULE_CARDS } from '../rule-cards';
import {
  BodySchema,
  GuideMetaSchema,
  InfoPageMetaSchema,
  PartnerPageMetaSchema,
  RuleCardMetaSchema,
  RuleCardSchema,
  type Block,
  type Body,
  type GuideMeta,
  type InfoPageMeta,
  type PageMeta,
  type PartnerPageMeta,
  type RuleCardMeta,
  type RuleCard,
  type Text,
} from './types';

// The reading pages' content contract, over whatever part of it is written: every index entry
// has its file and every file its entry, everything passes its schema, nothing ships filler or an
// empty section, and every in-app link leads to a page this build really has.

/** Filler a reader must never see (the games' content test checks the same words). */
const PLACEHOLDER =
  /\b(lorem|ipsum|todo|tbd|fixme|xxx|placeholder|coming soon|insert [a-z]+ here)\b|\?\?|\[[^\]]*\]/i;

function stems(modules: Record<string, unknown>): string[] {
  return Object.keys(modules)
    .map((path) => path.slice(path.lastIndexOf('/') + 1).replace(/\.ts$/, ''))
    .sort();
}

const guideBodies = import.meta.glob<Body>('../articles/bodies/*.ts', {
  import: 'body',
  eager: true,
});
const ruleCards = import.meta.glob<RuleCard>('../rule-cards/cards/*.ts', {
  import: 'card',
  eager: true,
});
const partnerBodies = import.meta.glob<Body>('../partnerships/bodies/*.ts', {
  import: 'body',
  eager: true,
});
const infoBodies = import.meta.glob<Body>('../info/bodies/*.ts', { import: 'body', eager: true });

// Danish twins (issue 39): src/content/<family>/da/<same folder>/<same file>.ts, and each
// family's Danish index at src/content/<family>/da/index.ts. A family may have none yet.
const guideBodiesDa = import.meta.glob<Body>('../articles/da/bodies/*.ts', {
  import: 'body',
  eager: true,
});
const ruleCardsDa = import.meta.glob<RuleCard>('../rule-cards/da/cards/*.ts', {
  import: 'card',
  eager: true,
});
const partnerBodiesDa = import.meta.glob<Body>('../partnerships/da/bodies/*.ts', {
  import: 'body',
  eager: true,
});
const infoBodiesDa = import.meta.glob<Body>('../info/da/bodies/*.ts', {
  import: 'body',
  eager: true,
});
const firstIndex = <T>(modules: Record<string, readonly T[]>): readonly T[] =>
  Object.values(modules)[0] ?? [];
const RULE_CARDS_DA = firstIndex(
  import.meta.glob<readonly RuleCardMeta[]>('../rule-cards/da/index.ts', {
    import: 'RULE_CARDS_DA',
    eager: true,
  }),
);
const PARTNER_PAGES_DA = firstIndex(
  import.meta.glob<readonly PartnerPageMeta[]>('../partnerships/da/index.ts', {
    import: 'PARTNER_PAGES_DA',
    eager: true,
  }),
);
const INFO_PAGES_DA = firstIndex(
  import.meta.glob<readonly InfoPageMeta[]>('../info/da/index.ts', {
    import: 'INFO_PAGES_DA',
    eager: true,
  }),
);

// ---- The routes this build has, read from the generated route tree (`tsr generate`). ----

function routePaths(): Set<string> {
  const tree = readFileSync(new URL('../../route-tree.gen.ts', import.meta.url), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? '';
  const paths = [...block.matchAll(/'([^']+)':/g)].map((match) => match[1]!);
  return new Set(paths.map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path)));
}

const ROUTES = routePaths();
const GUIDE_SLUGS = new Set(GUIDES.map((guide) => guide.slug));
const RULE_CARD_NAMES = new Set(RULE_CARDS.map((card) => card.name));
const PARTNER_PATHS = new Set(PARTNER_PAGES.map((page) => page.path));
const INFO_NAMES = new Set(INFO_PAGES.map((page) => page.page));

/** Whether an in-app address leads to a real page of this build (not to a 404). */
function isRealPage(target: string): boolean {
  const path = target
    .split('#')[0]!
    .split('?')[0]!
    .replace(/(.)\/$/, '$1');
  const parts = path.split('/');
  if (PARTNER_PATHS.has(path)) {
    return path.startsWith('/articles/partnerships/')
      ? ROUTES.has('/articles/partnerships/$')
      : ROUTES.has('/partnerships/$id');
  }
  if (parts.length === 3 && parts[1] === 'articles' && GUIDE_SLUGS.has(parts[2]!))
    return ROUTES.has('/articles/$slug');
  if (parts.length === 4 && path.startsWith('/articles/deprecated/'))
    return RULE_CARD_NAMES.has(parts[3]!) && ROUTES.has('/articles/deprecated/$name');
  if (parts.length === 3 && parts[1] === 'info' && INFO_NAMES.has(parts[2]!))
    return ROUTES.has('/info/$page') || ROUTES.has(path);
  // Any other parameterised route accepts only what it knows: a fixed path must be a route.
  return !path.includes('$') && ROUTES.has(path);
}

// ---- Walking the content ----

interface Page {
  where: string;
  lang: 'en' | 'da';
  meta: PageMeta;
  blocks: readonly Block[];
}

function textParts(text: Text): { strings: string[]; links: { to: string; text: string }[] } {
  if (typeof text === 'string') return { strings: [text], links: [] };
  const strings: string[] = [];
  const links: { to: string; text: string }[] = [];
  for (const part of text) {
    if (typeof part === 'string') strings.push(part);
    else {
      strings.push(part.text);
      links.push(part);
    }
  }
  return { strings, links };
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

function familyPages(
  lang: 'en' | 'da',
  indexes: {
    guides: readonly GuideMeta[];
    ruleCards: readonly RuleCardMeta[];
    partners: readonly PartnerPageMeta[];
    info: readonly InfoPageMeta[];
  },
  files: {
    guides: Record<string, Body>;
    ruleCards: Record<string, RuleCard>;
    partners: Record<string, Body>;
    info: Record<string, Body>;
  },
): Page[] {
  const dir = lang === 'en' ? '' : 'da/';
  return [
    ...indexes.guides.map((meta) => ({
      where: `${lang}: /articles/${meta.slug}`,
      lang,
      meta,
      blocks: files.guides[`../articles/${dir}bodies/${meta.slug}.ts`] ?? [],
    })),
    ...indexes.ruleCards.map((meta) => {
      const card = files.ruleCards[`../rule-cards/${dir}cards/${meta.name}.ts`];
      return {
        where: `${lang}: /articles/deprecated/${meta.name}`,
        lang,
        meta,
        blocks: card ? ruleCardBlocks(card) : [],
      };
    }),
    ...indexes.partners.map((meta) => ({
      where: `${lang}: ${meta.path}`,
      lang,
      meta,
      blocks: files.partners[`../partnerships/${dir}bodies/${meta.id}.ts`] ?? [],
    })),
    ...indexes.info.map((meta) => ({
      where: `${lang}: /info/${meta.page}`,
      lang,
      meta,
      blocks: files.info[`../info/${dir}bodies/${meta.page}.ts`] ?? [],
    })),
  ];
}

/** Every page in both languages: what the text, link and kit checks read. */
const PAGES: Page[] = [
  ...familyPages(
    'en',
    { guides: GUIDES, ruleCards: RULE_CARDS, partners: PARTNER_PAGES, info: INFO_PAGES },
    { guides: guideBodies, ruleCards, partners: partnerBodies, info: infoBodies },
  ),
  ...familyPages(
    'da',
    {
      guides: GUIDES_DA,
      ruleCards: RULE_CARDS_DA,
      partners: PARTNER_PAGES_DA,
      info: INFO_PAGES_DA,
    },
    {
      guides: guideBodiesDa,
      ruleCards: ruleCardsDa,
      partners: partnerBodiesDa,
      info: infoBodiesDa,
    },
  ),
];

function allStrings(page: Page): string[] {
  const meta = page.meta as PageMeta & { blurb?: string; label?: string };
  return [
    meta.title,
    meta.description,
    ...(meta.blurb ? [meta.blurb] : []),
    ...(meta.label ? [meta.label] : []),
    ...page.blocks.flatMap((block) => blockTexts(block).flatMap((t) => textParts(t).strings)),
  ];
}

function allLinks(page: Page): string[] {
  return page.blocks.flatMap((block) =>
    blockTexts(block).flatMap((t) => textParts(t).links.map((link) => link.to)),
  );
}

// ---- Tests ----

describe('reading content: index and files match one to one', () => {
  it.each([
    ['guides', GUIDES.map((g) => g.slug), guideBodies],
    ['rule cards', RULE_CARDS.map((c) => c.name), ruleCards],
    ['partner pages', PARTNER_PAGES.map((p) => p.id), partnerBodies],
    ['info pages', INFO_PAGES.map((p) => p.page), infoBodies],
    ['Danish guides', GUIDES_DA.map((g) => g.slug), guideBodiesDa],
    ['Danish rule cards', RULE_CARDS_DA.map((c) => c.name), ruleCardsDa],
    ['Danish partner pages', PARTNER_PAGES_DA.map((p) => p.id), partnerBodiesDa],
    ['Danish info pages', INFO_PAGES_DA.map((p) => p.page), infoBodiesDa],
  ] as const)('%s: every entry has its file and every file its entry', (_family, names, files) => {
    expect(stems(files)).toEqual([...names].sort());
  });

  it('has unique names in every family, and unique partner addresses', () => {
    for (const names of [
      GUIDES.map((g) => g.slug),
      RULE_CARDS.map((c) => c.name),
      PARTNER_PAGES.map((p) => p.id),
      PARTNER_PAGES.map((p) => p.path),
      INFO_PAGES.map((p) => p.page.toLowerCase()),
    ]) {
      expect(new Set(names).size, names.join(', ')).toBe(names.length);
    }
  });

  it('serves every partner page at one of the two partner routes', () => {
    for (const page of PARTNER_PAGES) {
      expect(page.path, page.id).toMatch(
        /^\/partnerships\/[a-z0-9-]+$|^\/articles\/partnerships\/[a-z0-9-]+(\/[a-z0-9-]+)*$/,
      );
    }
  });

  it('keeps docs/spec names: older rule cards and info pages are from its lists', () => {
    const specCards =
      'ufc repo kevle meyer buffalo pyramid squiffy category charades fireball flip-cup beer-pong blackjack drunk-uno kings-cup minecraft waterfall horse-race drunk-poker ride-the-bus ring-of-fire truth-or-dare lethal-company most-likely-to who-would-rather never-have-i-ever squiffy-alexander'.split(
        ' ',
      );
    for (const card of RULE_CARDS) expect(specCards, card.name).toContain(card.name);
    const specInfo =
      'FAQ about contact dojo-coins unsubscribe cookie-policy privacy-policy terms-of-service'.split(
        ' ',
      );
    for (const page of INFO_PAGES) expect(specInfo, page.page).toContain(page.page);
  });
});

describe('reading content: schemas', () => {
  it('every index entry passes its schema', () => {
    const check = (schema: v.GenericSchema, entries: readonly unknown[]) => {
      for (const entry of entries) {
        const result = v.safeParse(schema, entry);
        expect(result.success ? [] : v.summarize(result.issues), JSON.stringify(entry)).toEqual([]);
      }
    };
    check(GuideMetaSchema, GUIDES);
    check(RuleCardMetaSchema, RULE_CARDS);
    check(PartnerPageMetaSchema, PARTNER_PAGES);
    check(InfoPageMetaSchema, INFO_PAGES);
    check(GuideMetaSchema, GUIDES_DA);
    check(RuleCardMetaSchema, RULE_CARDS_DA);
    check(PartnerPageMetaSchema, PARTNER_PAGES_DA);
    check(InfoPageMetaSchema, INFO_PAGES_DA);
  });

  it.each([
    ['guide', guideBodies, BodySchema],
    ['rule card', ruleCards, RuleCardSchema],
    ['partner page', partnerBodies, BodySchema],
    ['info page', infoBodies, BodySchema],
    ['Danish guide', guideBodiesDa, BodySchema],
    ['Danish rule card', ruleCardsDa, RuleCardSchema],
    ['Danish partner page', partnerBodiesDa, BodySchema],
    ['Danish info page', infoBodiesDa, BodySchema],
  ] as const)('every %s file passes its schema', (_family, files, schema) => {
    for (const [path, value] of Object.entries(files)) {
      const result = v.safeParse(schema, value);
      expect(result.success ? '' : v.summarize(result.issues), path).toBe('');
    }
  });

  it('keeps every meta description at 160 characters or fewer, and says each page’s language', () => {
    for (const page of PAGES) {
      expect(page.meta.description.length, page.where).toBeLessThanOrEqual(160);
      expect(page.meta.locale, page.where).toBe(page.lang);
    }
  });
});

// A Danish page is the same page in Danish: the same name or address, the same facts, other words.
describe('reading content: every Danish entry answers an English one', () => {
  const answers = <T>(danish: readonly T[], english: readonly T[], key: (entry: T) => string) => {
    const names = english.map(key);
    for (const entry of danish) expect(names, key(entry)).toContain(key(entry));
    expect(new Set(danish.map(key)).size).toBe(danish.length);
  };

  it('has the same slugs, names and paths as the English indexes', () => {
    answers(GUIDES_DA, GUIDES, (g) => g.slug);
    answers(RULE_CARDS_DA, RULE_CARDS, (c) => c.name);
    answers(PARTNER_PAGES_DA, PARTNER_PAGES, (p) => `${p.id} ${p.path}`);
    answers(INFO_PAGES_DA, INFO_PAGES, (p) => p.page);
  });

  it('keeps a guide’s facts (players, kit, length, the game to play) and a card’s guide', () => {
    for (const danish of GUIDES_DA) {
      const english = GUIDES.find((g) => g.slug === danish.slug)!;
      const facts = ({ players, equipment, length, play }: GuideMeta) => ({
        players,
        equipment,
        length,
        play,
      });
      expect(facts(danish), danish.slug).toEqual(facts(english));
    }
    for (const danish of RULE_CARDS_DA) {
      const english = RULE_CARDS.find((c) => c.name === danish.name)!;
      expect(danish.guide, danish.name).toBe(english.guide);
    }
  });

  it('has Danish words, not the English ones left in place', () => {
    // A name may stay the same in Danish ("Dojo coins"); the sentence describing it may not.
    const english = new Set(
      [...GUIDES, ...RULE_CARDS, ...PARTNER_PAGES, ...INFO_PAGES].map((meta) => meta.description),
    );
    for (const page of PAGES.filter((p) => p.lang === 'da')) {
      expect(english.has(page.meta.description), page.where).toBe(false);
      expect(page.blocks.length, page.where).toBeGreaterThan(0);
    }
  });
});

describe('reading content: what a reader sees', () => {
  it('holds no placeholder text, and no padded or doubled spaces', () => {
    for (const page of PAGES) {
      for (const text of allStrings(page)) {
        expect(text, page.where).not.toMatch(PLACEHOLDER);
        expect(text.trim().length, `${page.where}: empty text`).toBeGreaterThan(0);
        expect(text, `${page.where}: double space`).not.toMatch(/\S {2,}\S/);
      }
    }
  });

  it('has no empty section: a heading is followed by its text, not by another heading or the end', () => {
    for (const page of PAGES) {
      page.blocks.forEach((block, index) => {
        const next = page.blocks[index + 1];
        // A section may open straight into its first sub-heading (h2 then h3).
        if ('h' in block) {
          expect(next !== undefined && !('h' in next), `${page.where}: "${block.h}"`).toBe(true);
        }
        if ('h3' in block) {
          const empty = next === undefined || 'h' in next || 'h3' in next;
          expect(empty, `${page.where}: "${block.h3}"`).toBe(false);
        }
      });
    }
  });

  it('opens every body with text, not with a heading, so each page starts by saying what it is', () => {
    for (const page of PAGES.filter((p) => p.blocks.length > 0)) {
      const first = page.blocks[0]!;
      expect('h3' in first, page.where).toBe(false);
    }
  });
});

describe('reading content: links', () => {
  it('the route tree has every reading family route', () => {
    for (const route of [
      '/articles',
      '/articles/$slug',
      '/articles/deprecated/$name',
      '/articles/partnerships/$',
      '/partnerships/$id',
      '/info/$page',
    ]) {
      expect(ROUTES, route).toContain(route);
    }
  });

  it('knows a missing page when it sees one', () => {
    expect(isRealPage('/articles')).toBe(true);
    expect(isRealPage('/games/charades')).toBe(true);
    expect(isRealPage('/how-it-works#play-safe')).toBe(true);
    expect(isRealPage('/articles/no-such-guide')).toBe(false);
    expect(isRealPage('/articles/deprecated/no-such-card')).toBe(false);
    expect(isRealPage('/info/pricing-of-nothing')).toBe(false);
    expect(isRealPage('/games/no-such-game')).toBe(false);
    expect(isRealPage('/articles/$slug')).toBe(false);
  });

  it('every in-app link, "play it here" button and guide play route leads to a real page', () => {
    for (const page of PAGES) {
      for (const to of allLinks(page)) expect(isRealPage(to), `${page.where} → ${to}`).toBe(true);
    }
    for (const guide of GUIDES) {
      if (guide.play) expect(isRealPage(guide.play), `${guide.slug} play`).toBe(true);
    }
  });

  // A guide for a game the app deals ends in that game: its "Play it here" button (Meyer's once
  // had none).
  it('every guide to a game the app deals has a "Play it here" button to that game', () => {
    const games = CATALOG.filter((entry) => entry.section === 'games');
    let linked = 0;
    for (const guide of GUIDES) {
      const tile = games.find((entry) => entry.path === `/games/${guide.slug}`);
      if (!tile) continue;
      linked++;
      expect(guide.play, guide.slug).toBe(tile.path);
    }
    expect(linked).toBeGreaterThanOrEqual(8);
  });

  it('every rule card that names a long guide names one that exists', () => {
    for (const card of RULE_CARDS) {
      if (card.guide === undefined) continue;
      const slug = card.guide.replace(/^\/articles\//, '');
      expect(GUIDE_SLUGS, `${card.name} → ${card.guide}`).toContain(slug);
    }
  });
});

// U21: one fact per game everywhere. A game's tile, its guide and its rule card show one player
// count (src/content/game-facts.ts, read by the catalogue and the guides' index; a rule card with a
// guide shows the guide's), one first player, and kit that reads as "1 × Standard deck".
describe('reading content: one fact per game', () => {
  const cardOf = (meta: (typeof RULE_CARDS)[number]) =>
    ruleCards[`../rule-cards/cards/${meta.name}.ts`];

  it("a game's tile and its guide give the same number of players", () => {
    const games = CATALOG.filter((entry) => entry.section === 'games');
    let compared = 0;
    for (const guide of GUIDES) {
      const tile = games.find(
        (entry) => entry.path === guide.play || entry.path === `/games/${guide.slug}`,
      );
      if (!tile) continue;
      compared++;
      expect(tile.players, `${guide.slug}: tile vs guide`).toBe(playersShort(guide.players));
    }
    // Charades, most likely to, category, NHIE, truth or dare, CIC, Meyer, Odd one out.
    expect(compared).toBeGreaterThanOrEqual(8);
  });

  it('a rule card with a guide states no player count of its own, only a note after the guide’s', () => {
    for (const meta of RULE_CARDS) {
      const card = cardOf(meta);
      if (meta.guide === undefined) {
        expect(card?.players, `${meta.name} says who plays`).toBeTruthy();
      } else {
        expect(card?.players ?? '', `${meta.name} repeats a count`).not.toMatch(/\d/);
      }
    }
  });

  it('a rule card and its guide name the same first player', () => {
    const firstPlayer = (texts: string[]) =>
      texts.map((text) => / *([^.;]*?) draws? first/i.exec(text)?.[1]?.toLowerCase()).find(Boolean);
    let compared = 0;
    for (const meta of RULE_CARDS) {
      const card = cardOf(meta);
      const body = meta.guide ? guideBodies[`../articles/bodies/${meta.guide}.ts`] : undefined;
      if (!card || !body) continue;
      const onCard = firstPlayer(
        ruleCardBlocks(card).flatMap((b) => blockTexts(b).flatMap((t) => textParts(t).strings)),
      );
      const inGuide = firstPlayer(
        body.flatMap((b) => blockTexts(b).flatMap((t) => textParts(t).strings)),
      );
      if (!onCard || !inGuide) continue;
      compared++;
      expect(onCard, `${meta.name}: who draws first`).toBe(inGuide);
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('every kit count is a number, never a unit that reads as "52 cards × Standard deck"', () => {
    const COUNT = {
      en: /^(about )?\d+[+]?(–\d+)?( per [a-z]+)?( \([^)]*\))?(, or [a-z ]+)?$/,
      da: /^(ca\. )?\d+[+]?(–\d+)?( pr\. [a-zæøå]+)?( \([^)]*\))?(, eller [a-zæøå0-9. ]+)?$/,
    };
    for (const page of PAGES) {
      for (const block of page.blocks) {
        if (!('kit' in block)) continue;
        for (const item of block.kit) {
          if (item.count !== undefined)
            expect(item.count, `${page.where}: ${item.item}`).toMatch(COUNT[page.lang]);
        }
      }
    }
  });
});
