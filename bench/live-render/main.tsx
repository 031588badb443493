/*
 * The live-rendering bench's page (bench/live-render.bench.ts): the client's own listing rows
 * (EventRow → OddsButton) for every event of a live listing fetched over the real socket client,
 * following `<bookmaker>_events` with the real hook, so every price the bench publishes goes
 * socket → decode → schema → live-odds store → one button. The page measures itself: the gap
 * between animation frames and every long task while the prices move.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { useEvents } from '../../apps/web/src/features/catalog/api/get-events';
import { EventRow } from '../../apps/web/src/features/catalog/components/event-row';
import { useEventsChannel } from '../../apps/web/src/features/catalog/hooks/use-events-channel';
import { initI18n } from '../../apps/web/src/i18n/i18n';
import { subscribeChannel } from '../../apps/web/src/lib/realtime';
import { useSiteStore } from '../../apps/web/src/stores/site-store';
import type { LiveRenderReport } from './report';
import '../../apps/web/src/app/theme.css';
import '../../apps/web/src/app/layout.css';
import '../../apps/web/src/features/catalog/catalog.css';

declare global {
  interface Window {
    __liveRender: { start(): void; stop(): LiveRenderReport };
  }
}

function Listing() {
  const listing = useEvents({ live: true });
  useEventsChannel();
  return (
    <main className="catalog-page" data-testid="listing" data-state={listing.status}>
      {listing.data?.events.map((event) => (
        <EventRow key={event.id} event={event} />
      ))}
    </main>
  );
}

let pushesReceived = 0;
// Counted without a second schema parse: the page's own channel hook (useEventsChannel) parses every push,
// and the count should not add main-thread work the client does not do.
subscribeChannel(`${useSiteStore.getState().config.bookmaker}_events`, (payload) => {
  if (typeof payload === 'object' && payload !== null && Array.isArray((payload as { events?: unknown }).events))
    pushesReceived += 1;
});

let measuring = false;
let startedAt = 0;
const frameGapsMs: number[] = [];
const longTasksMs: number[] = [];
new PerformanceObserver((list) => {
  if (measuring) for (const entry of list.getEntries()) longTasksMs.push(entry.duration);
}).observe({ type: 'longtask', buffered: false });

function frame(previous: number) {
  requestAnimationFrame((now) => {
    if (!measuring) return;
    frameGapsMs.push(now - previous);
    frame(now);
  });
}

window.__liveRender = {
  start() {
    measuring = true;
    startedAt = performance.now();
    pushesReceived = 0;
    requestAnimationFrame((now) => frame(now));
  },
  stop() {
    measuring = false;
    return {
      frameGapsMs: [...frameGapsMs],
      longTasksMs: [...longTasksMs],
      pushesReceived,
      seconds: (performance.now() - startedAt) / 1000,
    };
  },
};

await initI18n('en');
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: 0 } } })}>
    <MemoryRouter>
      <Listing />
    </MemoryRouter>
  </QueryClientProvider>,
);
