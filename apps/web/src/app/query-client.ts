import { QueryClient } from '@tanstack/react-query';

/** The app's server-data cache: 10 s fresh by default, one retry, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 10_000, retry: 1, refetchOnWindowFocus: false } },
  });
}
