import { TIPS_FETCH_DELAY_MS } from '../../../config/ui-timings';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { readRouteTipsQuery } from '../lib/route-tips-query';
import type { RouteTipsQuery } from '../lib/route-tips-query';

/** One tips request: the route's question and which visit of a route asked it. */
export interface TipsRequest {
  readonly route: RouteTipsQuery;
  readonly visit: number;
}

/**
 * The tips request of the current route, made 300 ms after each route change (spec 000 §4, §9
 * "Tips fetch delay"); null until the first delay has passed. A quick run of route changes asks once.
 */
export function useRouteTipsRequest(): TipsRequest | null {
  const { pathname, search } = useLocation();
  const params = useParams();
  const route = useMemo(() => readRouteTipsQuery(params, new URLSearchParams(search)), [params, search]);
  const routeKey = JSON.stringify(route);
  const [request, setRequest] = useState<TipsRequest | null>(null);

  useEffect(() => {
    const asked = JSON.parse(routeKey) as RouteTipsQuery;
    const timer = setTimeout(
      () => setRequest((previous) => ({ route: asked, visit: (previous?.visit ?? 0) + 1 })),
      TIPS_FETCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [pathname, search, routeKey]);

  return request;
}
