import { createElement, lazy, Suspense } from 'react';

const LazyInboxPage = lazy(() => import('./components/inbox-page'));

/** The Inbox (`/inbox`), loaded on first visit so the home route's bundle stays small. */
export function InboxPage() {
  return createElement(Suspense, { fallback: null }, createElement(LazyInboxPage));
}

export { InboxWatcher } from './components/inbox-watcher';
