/**
 * The providers' public face: factories and types only. Nothing here knows the registries; the
 * app root (src/app) builds the providers from them.
 */
export {
  createAuthProvider,
  toIdentity,
  type AppAuthProvider,
  type AppIdentity,
  type UserDetails,
  type Vendor,
} from './authProvider';
export { createDataProvider, type AppDataProvider } from './dataProvider';
export { i18nProvider } from './i18nProvider';
export type { VendorSettings } from './methods/account';
export type { DeliveryApplication, WebhookLogEntry } from './methods/applications';
export { cutOf, keepCut, withCut, type ListCut, type Rows } from './methods/pages';
export type { Bank } from './methods/banks';
export { RATIO_OUTCOMES, type BankModule, type BankRatio, type RatioOutcome } from './methods/bankModules';
export {
  CrawlerLogPagingError,
  LOG_PAGE_SIZE,
  type CrawlerLogEntry,
  type CrawlerLogProgress,
} from './methods/crawlerLog';
export type { IframeEmail, IframeLabel } from './methods/inlineFrame';
export {
  ATTENTION_STATUSES,
  type AttentionApplication,
  type AttentionFilter,
  type AttentionRun,
} from './methods/attention';
export type { Series, SeriesRow, SeriesSource, SummaryWindow, VendorStatsRow } from './methods/summary';
export {
  APPLICATION_FILE_KEYS,
  documentFileName,
  type ApplicationFile,
  type DocumentRef,
  type Statement,
} from './methods/documents';
export { canAccessWith, FEATURE_ACCESS, Feature, levelFromFlags } from './permissions';
