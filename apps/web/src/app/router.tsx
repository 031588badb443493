import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { createBrowserRouter, Navigate } from 'react-router';
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
  RacingPage,
  ResultsPage,
  SearchPage,
  VirtualMatchPage,
  VirtualPage,
} from './pages';
import { RootLayout } from './root-layout';
import { GuestOnly, OpenRegistration, RequireUser } from './route-guards';
import { MatchRoute, SportRoute } from './sport-routes';

/** E-sports list prefixes per language (spec 001 §2). */
export const ESPORTS_PREFIXES = ['e-sports', 'e-sports-fr', 'e-sporturi', 'e-urheilu', 'esports'] as const;

/** The routes of spec 001 §2 under the default layout. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'live', element: <LivePage /> },
      { path: 'virtual', element: <VirtualPage /> },
      { path: 'virtual/:slug/:id', element: <VirtualMatchPage /> },
      { path: 'premium-league', element: <VirtualPage /> },
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
          <RequireUser returnPath="/inbox">
            <InboxPage />
          </RequireUser>
        ),
      },
      { path: 'esports', element: <EsportsPage /> },
      { path: 'esports/match/:id', element: <EsportsMatchPage /> },
      ...ESPORTS_PREFIXES.map((prefix) => ({ path: `${prefix}/:slug`, element: <EsportsPage /> })),
      { path: 'horse-racing', element: <RacingPage sport="horse-racing" /> },
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
      { path: ':sportSlug', element: <SportRoute /> },
      { path: ':sportSlug/:competitionSlug', element: <SportRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
