import { createContext } from 'react';
import type { RouteObject } from 'react-router';

/** Route id of the match screen: the sidebar finds the match on screen by it. */
export const MATCH_ROUTE_ID = 'match';

/**
 * The app's route table (`router.tsx`), handed down by `App` so a part of the shell can match the
 * address against it (`matchRoutes`) without importing the router (decision 047: the declarative
 * router has no `useMatches`). Empty outside the app, e.g. in a component test.
 */
export const RouteTableContext = createContext<readonly RouteObject[]>([]);
