import { createElement, lazy, Suspense } from 'react';

const LazyResultsPage = lazy(() => import('./components/results-page'));

/** Results (`/results`), loaded on first visit so the home route's bundle stays small. */
export function ResultsPage() {
  return createElement(Suspense, { fallback: null }, createElement(LazyResultsPage));
}
