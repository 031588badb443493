import type { Competition, Market, MarketFilter, SportEvent } from '@sportsbook/protocol';
import type { MarketRow, OutcomeRow } from '../storage';
import { mapCompetition, mapEvent, mapMarket } from './mappers';
import { defaultMarketTypes, marketTypeName, sortMarketTypes } from './market-types';
import type { CatalogRepository, EventRecord, SportRecord } from './repository';
import type { SportDirectory } from './sport-directory';

/** An event record with its sport, dropped when the sport is unknown (it cannot be: a foreign key holds it). */
export interface SportedEvent {
  readonly record: EventRecord;
  readonly sport: SportRecord;
}

/** Pairs each event with its sport from the directory. */
export function withSports(records: readonly EventRecord[], directory: SportDirectory): SportedEvent[] {
  return records.flatMap((record) => {
    const sport = directory.byId(record.event.sportId);
    return sport ? [{ record, sport }] : [];
  });
}

/** Which markets an event shows: every market of `key`, else every market of its sport's first default type it has. */
function chooseMarkets(rows: readonly MarketRow[], preferred: readonly string[]): MarketRow[] {
  const type = preferred.find((candidate) => rows.some((row) => row.type === candidate));
  return type === undefined ? [] : rows.filter((row) => row.type === type);
}

function groupBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/**
 * Maps events with markets in two queries whatever their number: `'all'` gives every market
 * (the markets call), a type gives that type's markets, `'default'` each sport's default.
 */
export async function buildEvents(
  repository: CatalogRepository,
  events: readonly SportedEvent[],
  markets: 'all' | 'default' | { readonly type: string },
): Promise<SportEvent[]> {
  const ids = events.map(({ record }) => record.event.id);
  const preferredOf = (sport: SportRecord): readonly string[] | null => {
    if (markets === 'all') return null;
    return markets === 'default' ? defaultMarketTypes(sport.slug) : [markets.type];
  };
  const types = markets === 'all' ? undefined : [...new Set(events.flatMap(({ sport }) => preferredOf(sport) ?? []))];
  const marketsByEvent = groupBy(await repository.findMarkets(ids, types), (row) => row.eventId);
  const chosenByEvent = new Map<number, MarketRow[]>();
  for (const { record, sport } of events) {
    const rows = marketsByEvent.get(record.event.id) ?? [];
    const preferred = preferredOf(sport);
    chosenByEvent.set(record.event.id, preferred ? chooseMarkets(rows, preferred) : rows);
  }
  const marketIds = [...chosenByEvent.values()].flatMap((rows) => rows.map((row) => row.id));
  const outcomesByMarket = groupBy<OutcomeRow, number>(await repository.findOutcomes(marketIds), (row) => row.marketId);
  return events.map(({ record, sport }) => {
    const marketList: Market[] = (chosenByEvent.get(record.event.id) ?? []).map((row) =>
      mapMarket(row, outcomesByMarket.get(row.id) ?? []),
    );
    return mapEvent(record, sport, marketList);
  });
}

/** The competition headings of a listing, once each, by sport menu order, region and name. */
export function listCompetitions(events: readonly SportedEvent[]): Competition[] {
  const seen = new Map<number, { competition: Competition; sport: SportRecord }>();
  for (const { record, sport } of events) {
    if (!seen.has(record.competition.id))
      seen.set(record.competition.id, { competition: mapCompetition(record, sport), sport });
  }
  return [...seen.values()]
    .sort(
      (a, b) =>
        a.sport.sortOrder - b.sport.sortOrder ||
        a.sport.id - b.sport.id ||
        a.competition.region.name.localeCompare(b.competition.region.name) ||
        a.competition.name.localeCompare(b.competition.name) ||
        a.competition.id - b.competition.id,
    )
    .map(({ competition }) => competition);
}

/** The market-type filters of a listing: every type its events offer, in filter order. */
export async function listMarketFilters(
  repository: CatalogRepository,
  events: readonly SportedEvent[],
): Promise<MarketFilter[]> {
  const types = await repository.findMarketTypes(events.map(({ record }) => record.event.id));
  return sortMarketTypes(types).map((id) => ({ id, name: marketTypeName(id) }));
}
