import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate, useRoutes } from 'react-router';
import { PromotionsPage } from '../features/content';
import { MATCH_ROUTE_ID } from '../shell/sidebar/use-live-match';
import {
  CasinoPage,
  CasinoRounds,
  EsportsMatchPage,
  EsportsPage,
  FreeBetsPage,
  HomePage,
  InboxPage,
  LivePage,
  MyBetsPage,
  NotFoundPage,
  PremiumLeaguePage,
  RacingPage,
  ResultsPage,
  SearchPage,
  VirtualMatchPage,
  VirtualPage,
} from './pages';
import { RootLayout } from './root-layout';
import { GuestOnly, OpenRegistration, RequireUser, WebOnly } from './route-guards';
import { MatchRoute, SportRoute } from './sport-routes';

/** E-sports list prefixes per language (spec 001 §2). */
export const ESPORTS_PREFIXES = ['e-sports', 'e-sports-fr', 'e-sporturi', 'e-urheilu', 'esports'] as const;

/** The routes of spec 001 §2 under the default layout. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      // Ids of the kept-alive centre pages (app/keep-alive-outlet.tsx).
      { id: 'home', index: true, element: <HomePage /> },
      { path: 'live', element: <LivePage /> },
      { path: 'virtual', element: <VirtualPage /> },
      { path: 'virtual/:slug/:id', element: <VirtualMatchPage /> },
      { path: 'premium-league', element: <PremiumLeaguePage /> },
      { path: 'search', element: <SearchPage /> },
      {
        path: 'account-bets',
        element: (
          <RequireUser returnPath="/account-bets">
            <MyBetsPage />
            <Suspense fallback={null}>
              <CasinoRounds />
            </Suspense>
          </RequireUser>
        ),
      },
      {
        path: 'account-freebets',
        element: (
          <RequireUser returnPath="/account-freebets">
            <FreeBetsPage />
          </RequireUser>
        ),
      },
      {
        path: 'inbox',
        element: (
          <WebOnly>
            <RequireUser returnPath="/inbox">
              <InboxPage />
            </RequireUser>
          </WebOnly>
        ),
      },
      { path: 'esports', element: <EsportsPage /> },
      { path: 'esports/match/:id', element: <EsportsMatchPage /> },
      ...ESPORTS_PREFIXES.map((prefix) => ({ path: `${prefix}/:slug`, element: <EsportsPage /> })),
      { id: 'horse-racing', path: 'horse-racing', element: <RacingPage sport="horse-racing" /> },
      { path: 'greyhounds', element: <RacingPage sport="greyhounds" /> },
      { path: 'promotions', element: <PromotionsPage /> },
      { path: 'results', element: <ResultsPage /> },
      {
        path: 'casino',
        element: (
          <RequireUser returnPath="/casino">
            <CasinoPage />
          </RequireUser>
        ),
      },
      { path: 'sports', element: <Navigate to="/" replace /> },
      {
        path: 'auth/register',
        element: (
          <GuestOnly>
            <OpenRegistration>
              <HomePage />
            </OpenRegistration>
          </GuestOnly>
        ),
      },
      { id: MATCH_ROUTE_ID, path: ':sport/:competition/:slug', element: <MatchRoute /> },
      { id: 'sport-index', path: ':sportSlug', element: <SportRoute /> },
      { path: ':sportSlug/:competitionSlug', element: <SportRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The app's routes, rendered under a declarative `<BrowserRouter>` (app.tsx). The data router
 * (`createBrowserRouter`) is 17 KB gzip more on the first screen for loaders, actions and fetchers
 * the app does not use (decision 052).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
