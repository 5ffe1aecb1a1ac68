import * as v from 'valibot';

// The shape every reading page shares: long guides (/articles/{slug}), older rule cards
// (/articles/deprecated/{name}), partner pages and information pages. Bodies are typed blocks,
// rendered as React text and never as HTML, so a page can hold no markup and no script. Each
// family keeps a small eager index (what lists, search and <title> need) and one lazily loaded
// body file per page.

/** Content carries its locale, so a second language is more data, not a rewrite. */
export const LocaleSchema = v.picklist(['en', 'da']);
export type Locale = v.InferOutput<typeof LocaleSchema>;

const Line = v.pipe(v.string(), v.trim(), v.minLength(1));

/** An in-app link; `to` must be a path this build routes (a test checks every one). */
export const LinkSchema = v.strictObject({
  to: v.pipe(v.string(), v.startsWith('/')),
  text: Line,
});
export type Link = v.InferOutput<typeof LinkSchema>;

/** Running text: a plain string, or a string interleaved with in-app links. */
export const TextSchema = v.union([
  Line,
  v.pipe(v.array(v.union([Line, LinkSchema])), v.minLength(1)),
]);
export type Text = v.InferOutput<typeof TextSchema>;

/** What a game needs, as "6 × cup". `count` is free text ("1 per player", "22"). */
export const KitItemSchema = v.strictObject({ item: Line, count: v.optional(Line) });
export type KitItem = v.InferOutput<typeof KitItemSchema>;

/** Interactive parts a page can hold; the renderer maps each name to a component. */
export const WIDGETS = ['contact-form', 'unsubscribe'] as const;
export type WidgetName = (typeof WIDGETS)[number];

export const BlockSchema = v.union([
  /** A section heading (h2). It gets an anchor id and a line in the table of contents. */
  v.strictObject({ h: Line }),
  /** A sub-heading (h3) inside a section. */
  v.strictObject({ h3: Line }),
  v.strictObject({ p: TextSchema }),
  /** A bulleted list. */
  v.strictObject({ list: v.pipe(v.array(TextSchema), v.minLength(1)) }),
  /** A numbered list: the order matters (set-up, a turn). */
  v.strictObject({ steps: v.pipe(v.array(TextSchema), v.minLength(1)) }),
  /** A boxed aside: a house rule, a safety note, a tip. */
  v.strictObject({ tip: TextSchema, title: v.optional(Line) }),
  /** Equipment with counts. */
  v.strictObject({ kit: v.pipe(v.array(KitItemSchema), v.minLength(1)) }),
  /** A small table (card meanings, scoring). Every row has as many cells as the head. */
  v.pipe(
    v.strictObject({
      table: v.strictObject({
        head: v.pipe(v.array(Line), v.minLength(1)),
        rows: v.pipe(v.array(v.array(Line)), v.minLength(1)),
      }),
    }),
    v.check(
      ({ table }) => table.rows.every((row) => row.length === table.head.length),
      'every table row needs one cell per heading',
    ),
  ),
  /** A prominent "play it here" button into a route of the app. */
  v.strictObject({ play: LinkSchema }),
  v.strictObject({ widget: v.picklist(WIDGETS) }),
]);
export type Block = v.InferOutput<typeof BlockSchema>;

export const BodySchema = v.pipe(v.array(BlockSchema), v.minLength(1));
export type Body = v.InferOutput<typeof BodySchema>;

/** What every page's index entry carries: enough for a list, a search and the document head. */
export const PageMetaSchema = v.strictObject({
  title: Line,
  /** The meta description: one or two sentences, at most 160 characters. */
  description: v.pipe(Line, v.maxLength(160)),
  locale: LocaleSchema,
  /** ISO date (YYYY-MM-DD) of the last real change to the text. */
  updated: v.pipe(v.string(), v.isoDate()),
});
export type PageMeta = v.InferOutput<typeof PageMetaSchema>;

// Long guides at /articles/{slug}: what the index page filters on.

export const EQUIPMENT = [
  'phone',
  'playing-cards',
  'dice',
  'cups',
  'ping-pong-balls',
  'coins',
  'tray',
  'screen',
  'nothing',
] as const;
export type Equipment = (typeof EQUIPMENT)[number];

/** quick: under 15 minutes a game; round: 15 to 45; evening: it can fill a night. */
export const LENGTHS = ['quick', 'round', 'evening'] as const;
export type Length = (typeof LENGTHS)[number];

export const GuideMetaSchema = v.strictObject({
  ...PageMetaSchema.entries,
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  /** One line for the index card. */
  blurb: v.pipe(Line, v.maxLength(120)),
  players: v.pipe(
    v.strictObject({
      min: v.pipe(v.number(), v.integer(), v.minValue(1)),
      max: v.optional(v.number()),
    }),
    v.check(({ min, max }) => max === undefined || max >= min, 'max players below min'),
  ),
  equipment: v.pipe(v.array(v.picklist(EQUIPMENT)), v.minLength(1)),
  length: v.picklist(LENGTHS),
  /** The app's route for this game, where it has one ("play it here"). */
  play: v.optional(v.pipe(v.string(), v.startsWith('/'))),
});
export type GuideMeta = v.InferOutput<typeof GuideMetaSchema>;

// Older rule cards at /articles/deprecated/{name}: the original site's short format.

export const RuleCardMetaSchema = v.strictObject({
  ...PageMetaSchema.entries,
  name: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  /** The long guide that replaces this card, where one exists. */
  guide: v.optional(v.string()),
});
export type RuleCardMeta = v.InferOutput<typeof RuleCardMetaSchema>;

export const RuleCardSchema = v.strictObject({
  equipment: v.pipe(v.array(KitItemSchema), v.minLength(1)),
  /**
   * A card with a guide shows the guide's player count (one fact, U21) and this only as a note
   * after it ("plus one dealer"); a card without one says here who plays ("2–12").
   */
  players: v.optional(Line),
  setup: v.pipe(v.array(TextSchema), v.minLength(1)),
  steps: v.pipe(v.array(TextSchema), v.minLength(1)),
  ending: TextSchema,
  /** Optional variants or a safety line. */
  notes: v.optional(v.pipe(v.array(TextSchema), v.minLength(1))),
});
export type RuleCard = v.InferOutput<typeof RuleCardSchema>;

// Partner pages live at several addresses (/partnerships/slusen, /articles/partnerships/…), so
// each entry names its full path.

export const PartnerPageMetaSchema = v.strictObject({
  ...PageMetaSchema.entries,
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  path: v.pipe(v.string(), v.startsWith('/')),
});
export type PartnerPageMeta = v.InferOutput<typeof PartnerPageMetaSchema>;

// Information pages at /info/{page}; the footer lists them from the same index.

export const InfoPageMetaSchema = v.strictObject({
  ...PageMetaSchema.entries,
  /** The path segment, spelled as docs/spec/screens.md spells it ("FAQ", "cookie-policy"). */
  page: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]+$/)),
  /** The footer's label for it. */
  label: Line,
});
export type InfoPageMeta = v.InferOutput<typeof InfoPageMetaSchema>;
