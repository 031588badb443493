export { accountPages } from './account-pages';
export type { AccountPagesOptions } from './account-pages';
export { accountSite, renderAccountIndex } from './account-site';
export type { AccountSiteOptions } from './account-site';
export { devOutbox, toOutboxMessage } from './dev-outbox';
export type { DevOutboxOptions } from './dev-outbox';
export { escapeHtml } from './outbox-page';
