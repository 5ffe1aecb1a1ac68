// The reading pages' public face: long guides, older rule cards, partner pages, information pages
// and the /articles index. Routes load a page's data with the loaders and render its page.
export { ArticlesIndexPage } from './articles-index-page';
export { parseGuideFilters, type GuideFilters } from './filters';
export { GuidePage } from './guide-page';
export { ReadingError } from './content-error';
export { InfoPage } from './info-page';
export {
  ContentError,
  GUIDE_SLUGS,
  INFO_PAGE_NAMES,
  loadGuide,
  loadInfoPage,
  loadPartnerPage,
  loadRuleCard,
  PARTNER_PATHS,
  RULE_CARD_NAMES,
  type GuidePageData,
  type InfoPageData,
  type PartnerPageData,
  type RuleCardPageData,
} from './loaders';
export { PartnerPage } from './partner-page';
export { RuleCardPage } from './rule-card-page';
