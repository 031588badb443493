import { useContext, useMemo } from 'react';
import { matchRoutes, UNSAFE_RouteContext, useLocation } from 'react-router';
import type { RouteMatch } from 'react-router';

/**
 * The routes matching the current address, from the top route down to the leaf, in either kind
 * of router: the app's declarative `<BrowserRouter>` (decision 052: `useMatches` exists only in
 * a data router) and the data routers of the tests. Matched from the top route of the component's
 * own branch, so a component in a layout sees the leaf below it, not only the routes above it.
 */
export function useRouteMatches(): readonly RouteMatch[] {
  const { matches } = useContext(UNSAFE_RouteContext);
  const location = useLocation();
  const top = matches[0]?.route;
  return useMemo(() => (top ? (matchRoutes([top], location) ?? []) : []), [top, location]);
}
