import { GUIDES } from '../../content/articles';
import { GUIDES_DA } from '../../content/articles/da';
import { INFO_PAGES } from '../../content/info';
import { PARTNER_PAGES } from '../../content/partnerships';
import type {
  Body,
  GuideMeta,
  InfoPageMeta,
  PartnerPageMeta,
  RuleCard,
  RuleCardMeta,
} from '../../content/reading/types';
import { RULE_CARDS } from '../../content/rule-cards';
import type { Lang } from '../../lib/i18n';

// Each family: a small eager index (already in this chunk) and one lazily loaded file per page,
// so opening one guide fetches one body, and the service worker precaches every body chunk.

type Loaders<T> = ReadonlyMap<string, () => Promise<T>>;

/** "../../content/articles/bodies/beer-pong.ts" → "beer-pong". */
export function fileStem(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.ts$/, '');
}

function byStem<T>(modules: Record<string, () => Promise<T>>): Loaders<T> {
  return new Map(Object.entries(modules).map(([path, load]) => [fileStem(path), load]));
}

const guideBodies = byStem(
  import.meta.glob<Body>('../../content/articles/bodies/*.ts', { import: 'body' }),
);
const ruleCards = byStem(
  import.meta.glob<RuleCard>('../../content/rule-cards/cards/*.ts', { import: 'card' }),
);
const partnerBodies = byStem(
  import.meta.glob<Body>('../../content/partnerships/bodies/*.ts', { import: 'body' }),
);
const infoBodies = byStem(
  import.meta.glob<Body>('../../content/info/bodies/*.ts', { import: 'body' }),
);

// Danish twins (issue 39): src/content/<family>/da/<same folder>/<same file>.ts with the same
// export, and each family's Danish index at src/content/<family>/da/index.ts (GUIDES_DA …), with
// the same names and Danish words. A page with no Danish file yet shows the English one.
const guideBodiesDa = byStem(
  import.meta.glob<Body>('../../content/articles/da/bodies/*.ts', { import: 'body' }),
);
const ruleCardsDa = byStem(
  import.meta.glob<RuleCard>('../../content/rule-cards/da/cards/*.ts', { import: 'card' }),
);
const partnerBodiesDa = byStem(
  import.meta.glob<Body>('../../content/partnerships/da/bodies/*.ts', { import: 'body' }),
);
const infoBodiesDa = byStem(
  import.meta.glob<Body>('../../content/info/da/bodies/*.ts', { import: 'body' }),
);

/** A family's Danish index, or none while it is being written (an empty glob). */
function danishIndex<T>(modules: Record<string, readonly T[]>): readonly T[] {
  return Object.values(modules)[0] ?? [];
}

/** Every family's Danish index entries (small, like the English ones: lists and titles need them). */
export const DANISH_INDEXES = {
  guides: GUIDES_DA,
  ruleCards: danishIndex(
    import.meta.glob<readonly RuleCardMeta[]>('../../content/rule-cards/da/index.ts', {
      import: 'RULE_CARDS_DA',
      eager: true,
    }),
  ),
  partners: danishIndex(
    import.meta.glob<readonly PartnerPageMeta[]>('../../content/partnerships/da/index.ts', {
      import: 'PARTNER_PAGES_DA',
      eager: true,
    }),
  ),
  info: danishIndex(
    import.meta.glob<readonly InfoPageMeta[]>('../../content/info/da/index.ts', {
      import: 'INFO_PAGES_DA',
      eager: true,
    }),
  ),
} as const;

/** The names each family's route accepts; anything else is the 404 of docs/spec/screens.md. */
export const GUIDE_SLUGS: readonly string[] = GUIDES.map((guide) => guide.slug);
export const RULE_CARD_NAMES: readonly string[] = RULE_CARDS.map((card) => card.name);
export const PARTNER_PATHS: readonly string[] = PARTNER_PAGES.map((page) => page.path);
export const INFO_PAGE_NAMES: readonly string[] = INFO_PAGES.map((page) => page.page);

/** A page whose file is missing or breaks the content schema: said plainly, never a blank page. */
export class ContentError extends Error {
  constructor(
    readonly path: string,
    problem: string,
  ) {
    super(`The page ${path} could not be shown: ${problem}`);
    this.name = 'ContentError';
  }
}

/**
 * In development and in tests every body is checked against its schema as it loads, so a
 * writer sees a broken block at once; production ships only checked content (the content test
 * runs the same check on every file), so it skips the schema library altogether.
 */
export async function checkContent(
  path: string,
  kind: 'body' | 'card',
  value: unknown,
): Promise<void> {
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'test')) return;
  const [v, types] = await Promise.all([import('valibot'), import('../../content/reading/types')]);
  const schema = kind === 'body' ? types.BodySchema : types.RuleCardSchema;
  const result = v.safeParse(schema, value);
  if (!result.success) throw new ContentError(path, v.summarize(result.issues));
}

async function load<T>(loaders: Loaders<T>, name: string, path: string): Promise<T> {
  const loader = loaders.get(name);
  if (!loader) throw new ContentError(path, 'its content file is missing from this build.');
  return loader();
}

/** The language a page's words are in: the page's own, or English where no Danish is written. */
interface InLang {
  lang: Lang;
}

export interface GuidePageData extends InLang {
  meta: GuideMeta;
  body: Body;
}
export interface RuleCardPageData extends InLang {
  meta: RuleCardMeta;
  card: RuleCard;
  /** The long guide that replaces the card, when there is one (in the card's language if written). */
  guide: GuideMeta | undefined;
}
export interface PartnerPageData extends InLang {
  meta: PartnerPageMeta;
  body: Body;
}
export interface InfoPageData extends InLang {
  meta: InfoPageMeta;
  body: Body;
}

function known<T>(entry: T | undefined, path: string): T {
  if (entry === undefined) throw new ContentError(path, 'it is not in its index.');
  return entry;
}

/**
 * A page in `lang`: its Danish entry and file where both are written, otherwise the English
 * ones (marked so, never a blank page).
 */
async function inLang<M, T>(
  lang: Lang,
  path: string,
  english: { meta: M; files: Loaders<T> },
  danish: { meta: M | undefined; files: Loaders<T> },
  name: string,
  kind: 'body' | 'card',
): Promise<{ meta: M; content: T; lang: Lang }> {
  const useDanish = lang === 'da' && danish.meta !== undefined && danish.files.has(name);
  const chosen = useDanish ? { meta: danish.meta as M, files: danish.files } : english;
  const content = await load(chosen.files, name, path);
  await checkContent(path, kind, content);
  return { meta: chosen.meta, content, lang: useDanish ? 'da' : 'en' };
}

/** A rule card names its guide by slug; a path to it ("/articles/beer-pong") is read the same. */
export function guideSlug(reference: string): string {
  return reference.replace(/^\/articles\//, '');
}

export function guideBySlug(slug: string): GuideMeta | undefined {
  return GUIDES.find((guide) => guide.slug === slug);
}

/** A guide's index entry in `lang`: the Danish one where its Danish body is written. */
export function guideIn(guide: GuideMeta, lang: Lang): GuideMeta {
  if (lang !== 'da' || !guideBodiesDa.has(guide.slug)) return guide;
  return GUIDES_DA.find((entry) => entry.slug === guide.slug) ?? guide;
}

/** Every guide in the index's order, each in `lang` where it is written in it. */
export function guidesIn(lang: Lang): readonly GuideMeta[] {
  return lang === 'da' ? GUIDES.map((guide) => guideIn(guide, lang)) : GUIDES;
}

/** Every rule card's index entry in `lang`, where its Danish card is written. */
export function ruleCardsIn(lang: Lang): readonly RuleCardMeta[] {
  if (lang !== 'da') return RULE_CARDS;
  return RULE_CARDS.map(
    (card) =>
      (ruleCardsDa.has(card.name) &&
        DANISH_INDEXES.ruleCards.find((entry) => entry.name === card.name)) ||
      card,
  );
}

export async function loadGuide(slug: string, lang: Lang = 'en'): Promise<GuidePageData> {
  const path = `/articles/${slug}`;
  const meta = known(guideBySlug(slug), path);
  const danish = GUIDES_DA.find((entry) => entry.slug === slug);
  const page = await inLang(
    lang,
    path,
    { meta, files: guideBodies },
    { meta: danish, files: guideBodiesDa },
    slug,
    'body',
  );
  return { meta: page.meta, body: page.content, lang: page.lang };
}

export async function loadRuleCard(name: string, lang: Lang = 'en'): Promise<RuleCardPageData> {
  const path = `/articles/deprecated/${name}`;
  const meta = known(
    RULE_CARDS.find((card) => card.name === name),
    path,
  );
  const danish = DANISH_INDEXES.ruleCards.find((card) => card.name === name);
  const page = await inLang(
    lang,
    path,
    { meta, files: ruleCards },
    { meta: danish, files: ruleCardsDa },
    name,
    'card',
  );
  const guide = meta.guide === undefined ? undefined : guideBySlug(guideSlug(meta.guide));
  return {
    meta: page.meta,
    card: page.content,
    lang: page.lang,
    guide: guide && guideIn(guide, lang),
  };
}

export async function loadPartnerPage(path: string, lang: Lang = 'en'): Promise<PartnerPageData> {
  const meta = known(
    PARTNER_PAGES.find((page) => page.path === path),
    path,
  );
  const danish = DANISH_INDEXES.partners.find((page) => page.path === path);
  const page = await inLang(
    lang,
    path,
    { meta, files: partnerBodies },
    { meta: danish, files: partnerBodiesDa },
    meta.id,
    'body',
  );
  return { meta: page.meta, body: page.content, lang: page.lang };
}

export async function loadInfoPage(name: string, lang: Lang = 'en'): Promise<InfoPageData> {
  const path = `/info/${name}`;
  const meta = known(
    INFO_PAGES.find((entry) => entry.page === name),
    path,
  );
  const danish = DANISH_INDEXES.info.find((entry) => entry.page === name);
  const page = await inLang(
    lang,
    path,
    { meta, files: infoBodies },
    { meta: danish, files: infoBodiesDa },
    name,
    'body',
  );
  return { meta: page.meta, body: page.content, lang: page.lang };
}

/** Every family's files by name, for the content tests. */
export const BODY_FILES = {
  guides: guideBodies,
  ruleCards,
  partners: partnerBodies,
  info: infoBodies,
} as const;

/** Every family's Danish files by name, for the content tests. */
export const DANISH_FILES = {
  guides: guideBodiesDa,
  ruleCards: ruleCardsDa,
  partners: partnerBodiesDa,
  info: infoBodiesDa,
} as const;
