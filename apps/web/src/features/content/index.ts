import { lazy } from 'react';

export { useGlobalContent } from './api/global-content';
export { usePopularPagesQuery } from './api/popular-pages';

export { useContentTranslations } from './use-content-translations';
export { usePageSeo } from './use-page-seo';
export { isSeoTextAutoExpanded, isReviewWidgetShown } from './footer-rules';
export { selectVisiblePopularPages } from './popular-page-rules';

/** `/promotions` (loaded on first visit: it is not part of the home route). */
export const PromotionsPage = lazy(() => import('./promotions-page').then((m) => ({ default: m.PromotionsPage })));
