import { createElement, lazy, Suspense } from 'react';

const LazyMyBetsPage = lazy(() => import('./components/my-bets-page'));

/** My Bets (`/account-bets`), loaded on first visit so the home route's bundle stays small. */
export function MyBetsPage() {
  return createElement(Suspense, { fallback: null }, createElement(LazyMyBetsPage));
}

export { CashoutPoller } from './components/cashout-poller';
