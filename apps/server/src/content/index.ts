export { contentRoutes } from './routes';
export type { ContentRoutesOptions } from './routes';
export { ContentRequestError, createContentService, FALLBACK_LANG, resolveCountry, resolveLang } from './service';
export type { ContentScope, ContentService, ContentServiceOptions } from './service';
export { CONTENT_SEED_DIR, loadSeedDocuments, seedContent } from './seed';
export type { SeedDocument } from './seed';
export { CONTENT_KINDS, contentDocuments } from './tables';
export type { ContentKind } from './tables';
