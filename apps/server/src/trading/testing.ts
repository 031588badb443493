/**
 * The test port of trading/: what other contexts' tests and test kits use of it (test apps,
 * fixtures, read-only table handles for assertions). Production code never imports this file.
 */
export { createManualClock } from './feed/clock';
export type { ManualClock } from './feed/clock';
export { createEvents, pathRng } from './feed/create';
export { TEST_START, openFeedTest, runFor } from './feed/feed-test-kit';
export type { FeedTest } from './feed/feed-test-kit';
export { buildBasketball, buildFootball, buildTennis } from './feed/fixtures';
export { fairMarkets, footballSim } from './feed/football-sim';
export type { FootballParams, FootballPath, FootballState } from './feed/football-sim';
export { golfSim } from './feed/golf-sim';
export type { GolfParams } from './feed/golf-sim';
export { HISTORY_DAYS, HISTORY_STREAM_PREFIX } from './feed/history';
export { deltaOf, evaluate } from './feed/live';
export type { FeedEvent } from './feed/live';
export type { EventPlan } from './feed/plan';
export { priceContradictions } from './feed/price-relations';
export type { QuotedMarket } from './feed/price-relations';
export { seedCatalogue } from './feed/seed';
export { writeChanges, writeClock } from './feed/writes';
export { MARGIN_BANDS, MIN_ODDS } from './models/margin';
export { eventMargin, outcomeOdds, paysAtMostFair } from './models/outcome-prices';
