import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSocketReconnect } from '../lib/realtime';

/** Catalogue answers that carry prices or live state (listings, an event's markets, home). */
const PRICED_CATALOGUE = new Set(['events', 'events-simple', 'markets', 'home']);

/** True for a cached answer whose prices or live state a missed push could have changed. */
export function carriesLivePrices(key: QueryKey): boolean {
  if (key[0] === 'catalog') return PRICED_CATALOGUE.has(String(key[1]));
  return key[0] === 'betslip' && key[1] === 'live';
}

/**
 * Takes a fresh snapshot after the socket reconnects (decision 049): pushes
 * sent while it was down are lost, so every cached listing, markets page and the slip's `find`
 * refresh is marked stale and the ones on screen are asked again at once. Their answers seed the
 * live-odds store quietly, so each button shows the book's price now without waiting for that
 * outcome's next push. Queries not on screen refetch when next shown.
 */
export function refreshLivePrices(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => carriesLivePrices(query.queryKey) });
}

/** Keeps `refreshLivePrices` on every reconnect while the page is mounted. */
export function useFreshSnapshotOnReconnect(): void {
  const queryClient = useQueryClient();
  useEffect(() => onSocketReconnect(() => void refreshLivePrices(queryClient)), [queryClient]);
}
