/*
 * The catalogue feature (spec 001 §2, §5 "Browsing"): pages, the live widget, the sports menus
 * and the stats modal that app/ and shell/ compose, plus the helpers that build their links.
 * Route params each page reads: /work/notes/catalog-routes.md and docs/decisions/021.
 */
export { HomePage } from './pages/home-page';
export { LivePage } from './pages/live-page';
export { SportPage } from './pages/sport-page';
export { MatchPage, EsportsMatchPage, VirtualMatchPage } from './pages/match-pages';
export { EsportsPage } from './pages/esports-page';
export { VirtualPage } from './pages/virtual-page';
export { PremiumLeaguePage } from './pages/premium-league-page';
export { RacingPage } from './pages/racing-page';
export type { RacingPageProps } from './pages/racing-page';
export { SearchPage } from './pages/search-page';
export { LiveWidget } from './components/live-widget';
export { SportsMenu } from './components/sports-menu';
export { EsportsMenu } from './components/esports-menu';
export { SidebarSports } from './components/sidebar-sports';
export { StatsModal } from './components/stats-modal';
export {
  eventPath,
  sportPath,
  competitionPath,
  esportsListPath,
  eventIdFromSlug,
  ESPORTS_PREFIXES,
} from './lib/event-path';
export { selectedEventIdFromLocation } from './lib/selected-event';
