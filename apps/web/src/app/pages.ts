import { lazy } from 'react';
import type { ComponentType } from 'react';

/*
 * Route pages, loaded on demand (React.lazy) so the first bundle holds only the shell; pages of
 * one feature share its chunk.
 */

const catalog = () => import('../features/catalog');

export const HomePage = lazy(() => catalog().then((m) => ({ default: m.HomePage })));
export const LivePage = lazy(() => catalog().then((m) => ({ default: m.LivePage })));
export const SportPage = lazy(() => catalog().then((m) => ({ default: m.SportPage })));
export const MatchPage = lazy(() => catalog().then((m) => ({ default: m.MatchPage })));
export const EsportsPage = lazy(() => catalog().then((m) => ({ default: m.EsportsPage })));
export const EsportsMatchPage = lazy(() => catalog().then((m) => ({ default: m.EsportsMatchPage })));
export const VirtualPage = lazy(() => catalog().then((m) => ({ default: m.VirtualPage })));
export const PremiumLeaguePage = lazy(() => catalog().then((m) => ({ default: m.PremiumLeaguePage })));
export const VirtualMatchPage = lazy(() => catalog().then((m) => ({ default: m.VirtualMatchPage })));
/** Race cards of one racing sport (the prop names which). */
export const RacingPage = lazy<ComponentType<{ readonly sport: 'horse-racing' | 'greyhounds' }>>(() =>
  catalog().then((m) => ({ default: m.RacingPage })),
);
export const SearchPage = lazy(() => catalog().then((m) => ({ default: m.SearchPage })));
export const MyBetsPage = lazy(() => import('../features/my-bets').then((m) => ({ default: m.MyBetsPage })));
export const CasinoPage = lazy(() => import('../features/casino').then((m) => ({ default: m.CasinoPage })));
export const CasinoRounds = lazy(() => import('../features/casino').then((m) => ({ default: m.CasinoRounds })));

// The shell's own pages, none of them part of the home route.
export const NotFoundPage = lazy(() =>
  import('../shell/pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
export const FreeBetsPage = lazy(() =>
  import('../shell/pages/free-bets-page').then((m) => ({ default: m.FreeBetsPage })),
);
export const InboxPage = lazy(() => import('../features/inbox').then((m) => ({ default: m.InboxPage })));
export const ResultsPage = lazy(() => import('../features/results').then((m) => ({ default: m.ResultsPage })));
