import { lazy } from 'react';

export { useGlobalContent, globalContentQuery } from './api/global-content';
export { usePopularPagesQuery, popularPagesQuery } from './api/popular-pages';

export { useContentScope } from './api/content-scope';
export type { ContentScope } from './api/content-scope';
export { useContentTranslations } from './use-content-translations';
export { usePageSeo } from './use-page-seo';
export { nestMessages } from './translations-merge';
export { isSeoTextAutoExpanded, isReviewWidgetShown, isExternalUrl } from './footer-rules';
export { isPopularPageShown, selectVisiblePopularPages, slugOfPage } from './popular-page-rules';
export type { PopularPageContext } from './popular-page-rules';

/** `/promotions` (loaded on first visit: it is not part of the home route). */
export const PromotionsPage = lazy(() => import('./promotions-page').then((m) => ({ default: m.PromotionsPage })));
