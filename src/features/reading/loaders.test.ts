import { describe, expect, it } from 'vitest';
import { GUIDES } from '../../content/articles';
import { GUIDES_DA } from '../../content/articles/da';
import { INFO_PAGES } from '../../content/info';
import { PARTNER_PAGES } from '../../content/partnerships';
import { RULE_CARDS } from '../../content/rule-cards';
import {
  checkContent,
  ContentError,
  fileStem,
  DANISH_FILES,
  GUIDE_SLUGS,
  guidesIn,
  loadGuide,
  loadInfoPage,
  loadPartnerPage,
  loadRuleCard,
} from './loaders';

describe('reading page loaders', () => {
  it('load every page of every family by the name its route receives', async () => {
    for (const guide of GUIDES) {
      const page = await loadGuide(guide.slug);
      expect(page.meta).toBe(guide);
      expect(page.body.length).toBeGreaterThan(0);
    }
    for (const card of RULE_CARDS) {
      const page = await loadRuleCard(card.name);
      expect(page.card.steps.length, card.name).toBeGreaterThan(0);
      if (card.guide !== undefined && GUIDE_SLUGS.includes(card.guide.replace(/^\/articles\//, '')))
        expect(page.guide, card.name).toBeDefined();
    }
    for (const partner of PARTNER_PAGES) {
      expect((await loadPartnerPage(partner.path)).meta).toBe(partner);
    }
    for (const info of INFO_PAGES) {
      expect((await loadInfoPage(info.page)).meta).toBe(info);
    }
  });

  it('loads a Danish page in Danish where it is written, and the English one, marked so, where not', async () => {
    for (const guide of GUIDES) {
      const page = await loadGuide(guide.slug, 'da');
      const danish = GUIDES_DA.find((entry) => entry.slug === guide.slug);
      expect(page.lang, guide.slug).toBe(danish ? 'da' : 'en');
      expect(page.meta, guide.slug).toBe(danish ?? guide);
      expect(page.meta.locale, guide.slug).toBe(page.lang);
      expect(page.body.length, guide.slug).toBeGreaterThan(0);
    }
    expect(GUIDES_DA.length).toBeGreaterThan(0);
    expect((await loadGuide('meyer', 'en')).lang).toBe('en');
    for (const card of RULE_CARDS) {
      const page = await loadRuleCard(card.name, 'da');
      expect(page.lang, card.name).toBe(DANISH_FILES.ruleCards.has(card.name) ? 'da' : 'en');
      expect(page.card.steps.length, card.name).toBeGreaterThan(0);
    }
    for (const partner of PARTNER_PAGES) {
      expect((await loadPartnerPage(partner.path, 'da')).meta.path).toBe(partner.path);
    }
    for (const info of INFO_PAGES) {
      expect((await loadInfoPage(info.page, 'da')).meta.page).toBe(info.page);
    }
  });

  it('lists every guide on a Danish page, in Danish where written, in the English order', () => {
    const danish = guidesIn('da');
    expect(danish.map((guide) => guide.slug)).toEqual(GUIDES.map((guide) => guide.slug));
    expect(danish.find((guide) => guide.slug === 'meyer')?.locale).toBe('da');
    expect(guidesIn('en')).toBe(GUIDES);
  });

  it('says plainly which page is broken, and how, when content fails its schema', async () => {
    const broken = [{ h: 'Set-up' }, { paragraph: 'a misspelled block' }];
    const error = await checkContent('/articles/beer-pong', 'body', broken).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toMatch(
      /^The page \/articles\/beer-pong could not be shown: /,
    );
    await expect(checkContent('/info/x', 'body', [{ p: 'Fine.' }])).resolves.toBeUndefined();
    await expect(
      checkContent('/articles/deprecated/x', 'card', { equipment: [], players: '2' }),
    ).rejects.toThrow(ContentError);
  });

  it('refuses a name that is not in its index instead of rendering an empty page', async () => {
    await expect(loadGuide('no-such-guide')).rejects.toThrow(
      'The page /articles/no-such-guide could not be shown: it is not in its index.',
    );
    await expect(loadPartnerPage('/partnerships/nowhere')).rejects.toThrow(ContentError);
  });

  it('names a content file by its stem', () => {
    expect(fileStem('../../content/articles/bodies/beer-pong.ts')).toBe('beer-pong');
    expect(fileStem('../../content/info/bodies/FAQ.ts')).toBe('FAQ');
  });
});
