/**
 * The house-edge check on what the book publishes at one step of a whole-book simulation
 * (decision 091). Pure: it reads only the prices, never the model, so it runs on whatever the
 * catalogue holds at that step.
 *
 * Input: the open markets of ONE event as a bettor can take them, in any order:
 * - `type` and `line`: the market row's `type` and `line` (`markets.line`, a number or null);
 * - `suspended`: the market row's `is_suspended` (suspended markets are left out of every check);
 * - `outcomes`: each outcome's model `key` (the sport's market list gives it by `sort_order`:
 *   "home" / "draw" / "away", "over" / "under", "2-1", "1X", a runner's number…) and its stored
 *   decimal `odds` (0, or 1 as stored, means not offered).
 * `readPublishedMarkets(handle)` builds exactly this for every event not yet ended, from the
 * database the feed writes (markets, outcomes, feed_events).
 *
 * Output: one readable line per violation, empty when the prices hold the edge: a market whose
 * book (Σ 1 / odds over its offered outcomes, on the exact published decimals) is under its number
 * of winners; a price under 1.01; an outcome priced longer than an outcome that contains it, in
 * the same or another market of the event (double chance and its results, over/under at two lines,
 * handicaps, a correct score and its result, totals and both-teams-to-score, set or map scores and
 * the match winner, a regulation result and the money line).
 *
 * @example
 * for (const [eventId, markets] of await readPublishedMarkets(handle)) {
 *   for (const line of checkPublishedPrices(markets)) violations.push(`event ${eventId}: ${line}`);
 * }
 */
export { publishedPriceFaults as checkPublishedPrices } from '../../apps/server/src/trading/feed/published-faults';
export { readPublishedMarkets } from '../../apps/server/src/trading/feed/published-markets';
