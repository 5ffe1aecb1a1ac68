import { GUIDES } from '../../content/articles';
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

export interface GuidePageData {
  meta: GuideMeta;
  body: Body;
}
export interface RuleCardPageData {
  meta: RuleCardMeta;
  card: RuleCard;
  /** The long guide that replaces the card, when there is one. */
  guide: GuideMeta | undefined;
}
export interface PartnerPageData {
  meta: PartnerPageMeta;
  body: Body;
}
export interface InfoPageData {
  meta: InfoPageMeta;
  body: Body;
}

function known<T>(entry: T | undefined, path: string): T {
  if (entry === undefined) throw new ContentError(path, 'it is not in its index.');
  return entry;
}

/** A rule card names its guide by slug; a path to it ("/articles/beer-pong") is read the same. */
export function guideSlug(reference: string): string {
  return reference.replace(/^\/articles\//, '');
}

export function guideBySlug(slug: string): GuideMeta | undefined {
  return GUIDES.find((guide) => guide.slug === slug);
}

export async function loadGuide(slug: string): Promise<GuidePageData> {
  const path = `/articles/${slug}`;
  const meta = known(guideBySlug(slug), path);
  const body = await load(guideBodies, slug, path);
  await checkContent(path, 'body', body);
  return { meta, body };
}

export async function loadRuleCard(name: string): Promise<RuleCardPageData> {
  const path = `/articles/deprecated/${name}`;
  const meta = known(
    RULE_CARDS.find((card) => card.name === name),
    path,
  );
  const card = await load(ruleCards, name, path);
  await checkContent(path, 'card', card);
  return {
    meta,
    card,
    guide: meta.guide === undefined ? undefined : guideBySlug(guideSlug(meta.guide)),
  };
}

export async function loadPartnerPage(path: string): Promise<PartnerPageData> {
  const meta = known(
    PARTNER_PAGES.find((page) => page.path === path),
    path,
  );
  const body = await load(partnerBodies, meta.id, path);
  await checkContent(path, 'body', body);
  return { meta, body };
}

export async function loadInfoPage(page: string): Promise<InfoPageData> {
  const path = `/info/${page}`;
  const meta = known(
    INFO_PAGES.find((entry) => entry.page === page),
    path,
  );
  const body = await load(infoBodies, page, path);
  await checkContent(path, 'body', body);
  return { meta, body };
}

/** Every family's files by name, for the content tests. */
export const BODY_FILES = {
  guides: guideBodies,
  ruleCards,
  partners: partnerBodies,
  info: infoBodies,
} as const;
