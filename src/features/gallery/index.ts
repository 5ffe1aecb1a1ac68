// The community gallery's public face (/packs). Loaded with its route, never on the first screen.
export { AdultSwitch, GalleryPage } from './gallery-page';
export { parseGalleryQuery, toGallerySearch, type GalleryQuery, type GallerySearch } from './query';
export { HiddenPackNotice, ReportPackButton } from './report-button';
export { REPORT_REASON_LABELS } from './reports';
export type { PlainKey } from './query';
