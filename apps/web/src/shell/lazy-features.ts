import { lazy } from 'react';

/*
 * Every feature the shell composes, loaded on demand (React.lazy) so the first bundle holds only
 * the shell. Each lazy component imports its feature's index; features sharing an index share
 * a chunk.
 */

export const SidebarSports = lazy(() => import('../features/catalog').then((m) => ({ default: m.SidebarSports })));
export const StatsModal = lazy(() => import('../features/catalog').then((m) => ({ default: m.StatsModal })));
export const BetSlip = lazy(() => import('../features/betslip').then((m) => ({ default: m.BetSlip })));
export const FloatingSlip = lazy(() => import('../features/betslip').then((m) => ({ default: m.FloatingSlip })));
export const SlipUrlEntry = lazy(() => import('../features/betslip').then((m) => ({ default: m.SlipUrlEntry })));
export const AccountFrame = lazy(() => import('../features/account-frame').then((m) => ({ default: m.AccountFrame })));
export const LoginOverlay = lazy(() => import('../features/account-frame').then((m) => ({ default: m.LoginOverlay })));
export const TopPicksPanel = lazy(() => import('../features/tips').then((m) => ({ default: m.TopPicksPanel })));
export const CashoutPoller = lazy(() => import('../features/my-bets').then((m) => ({ default: m.CashoutPoller })));
export const SettingsModal = lazy(() => import('../features/settings').then((m) => ({ default: m.SettingsModal })));
export const CasinoBoot = lazy(() => import('../features/casino').then((m) => ({ default: m.CasinoBoot })));
export const CasinoSidebarLink = lazy(() =>
  import('../features/casino').then((m) => ({ default: m.CasinoSidebarLink })),
);
export const BetBuilderModal = lazy(() =>
  import('../features/bet-builder').then((m) => ({ default: m.BetBuilderModal })),
);
export const AppLoginToggles = lazy(() =>
  import('../features/account-frame/native').then((m) => ({ default: m.AppLoginToggles })),
);
export const NativeApp = lazy(() => import('../features/account-frame/native').then((m) => ({ default: m.NativeApp })));
export const StreamPanel = lazy(() => import('../features/streams').then((m) => ({ default: m.StreamPanel })));
export const InboxWatcher = lazy(() => import('../features/inbox').then((m) => ({ default: m.InboxWatcher })));
