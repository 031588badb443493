import type { DatabaseHandle } from '../../storage/index';
import { simModuleFor } from './modules';
import type { QuotedMarket } from './price-relations';
import type { MarketSpec } from './types';

type EventRow = { event_id: string | number; kind: string; params: unknown };
type OutcomeRow = {
  event_id: string | number;
  market_id: string | number;
  type: string;
  line: string | number | null;
  is_suspended: boolean;
  market_order: number;
  outcome_order: number;
  odds: string;
};

/** A market being read back, its outcomes still arriving. */
type Reading = QuotedMarket & { outcomes: { key: string; odds: number }[] };

/**
 * What the book publishes now for every feed event not yet ended, as a bettor could take it: per
 * event id its open markets (type, line, suspended) and each outcome's stored odds under its model
 * key, found through the sport's market list (outcomes are stored in its order, not by key).
 */
export async function readPublishedMarkets(handle: DatabaseHandle): Promise<Map<number, QuotedMarket[]>> {
  const [events, rows] = await Promise.all([
    handle.execute<EventRow>(
      `SELECT f.event_id, f.kind, f.params FROM feed_events f JOIN events e ON e.id = f.event_id
        WHERE e.status <> 'ended'`,
    ),
    handle.execute<OutcomeRow>(
      `SELECT m.event_id, m.id AS market_id, m.type, m.line, m.is_suspended, m.sort_order AS market_order,
              o.sort_order AS outcome_order, o.odds::text AS odds
         FROM events e JOIN markets m ON m.event_id = e.id JOIN outcomes o ON o.market_id = m.id
        WHERE e.status <> 'ended' AND m.status = 'open'
        ORDER BY m.event_id, m.sort_order, o.sort_order`,
    ),
  ]);
  const specsOf = new Map<number, MarketSpec[]>(
    events.map((row) => [Number(row.event_id), simModuleFor(row.kind).markets(row.params)]),
  );
  const byEvent = new Map<number, Map<number, Reading>>();
  for (const row of rows) {
    const eventId = Number(row.event_id);
    const specs = specsOf.get(eventId);
    if (!specs) continue;
    const markets = byEvent.get(eventId) ?? new Map<number, Reading>();
    byEvent.set(eventId, markets);
    let market = markets.get(Number(row.market_id));
    if (!market) {
      market = { type: row.type, line: row.line === null ? null : Number(row.line), suspended: row.is_suspended, outcomes: [] }; // prettier-ignore
      markets.set(Number(row.market_id), market);
    }
    const key = specs[row.market_order]?.outcomes[row.outcome_order]?.key ?? '';
    market.outcomes.push({ key, odds: Number(row.odds) });
  }
  return new Map([...byEvent].map(([eventId, markets]) => [eventId, [...markets.values()]]));
}
