import { call } from './client';
import type { World } from './world';

/** An outcome a bettor can put on a slip, as the listing showed it. */
export interface BoardOutcome {
  readonly event_id: number;
  readonly market_id: number;
  readonly outcome_id: number;
  readonly odds: number;
  readonly type: string;
  /** A race's win market with each-way terms. */
  readonly eachWay: boolean;
  /** Offered at starting price. */
  readonly startingPrice: boolean;
  /** The event is in play (it ends, and its bets settle, within a seed's simulated hours). */
  readonly live: boolean;
  /** Trading offers the combo boost on the outcome. */
  readonly comboBoost: boolean;
}

/** What the bettors see after a tick: the first market's outcomes of listed events, in listing order. */
export interface Board {
  readonly sports: readonly BoardOutcome[];
  readonly races: readonly BoardOutcome[];
  /**
   * Football outcomes the feed's settlement can void: draw no bet (on a draw) and the whole-line
   * Asian handicaps (on a push).
   */
  readonly voidable: readonly BoardOutcome[];
}

interface ListedEvent {
  id: number;
  is_live: boolean;
  markets: {
    id: number;
    name: string;
    type: string;
    is_suspended: boolean;
    ew_price?: number | null;
    outcomes: { id: number; odds: number | null; is_starting_price?: boolean; combo_boost_available?: boolean }[];
  }[];
}

type MarketFilter = (market: ListedEvent['markets'][number]) => boolean;

/** The listing's outcomes: of each event's first market, or of every market `wanted` keeps. */
async function listOutcomes(world: World, query: string, wanted?: MarketFilter): Promise<BoardOutcome[]> {
  const answer = await call(world.book.app, { url: `/echo/v1/events?bookmaker=gb&lang=en${query}` });
  const events = (answer.body.events ?? []) as ListedEvent[];
  const found: BoardOutcome[] = [];
  for (const event of events) {
    for (const market of wanted ? event.markets.filter(wanted) : event.markets.slice(0, 1))
      if (!market.is_suspended) found.push(...outcomesOf(event, market));
  }
  return found;
}

function outcomesOf(event: ListedEvent, market: ListedEvent['markets'][number]): BoardOutcome[] {
  const found: BoardOutcome[] = [];
  for (const outcome of market.outcomes) {
    if (outcome.odds === null) continue;
    found.push({
      event_id: event.id,
      market_id: market.id,
      outcome_id: outcome.id,
      odds: outcome.odds,
      type: market.type,
      eachWay: (market.ew_price ?? 0) > 0,
      startingPrice: outcome.is_starting_price === true,
      live: event.is_live,
      comboBoost: outcome.combo_boost_available === true,
    });
  }
  return found;
}

/** How many of the soonest races of each kind the bettors choose from. */
const NEXT_RACES = 3;

/** The outcomes of the first `count` events of a listing (it lists them soonest first). */
function nextEvents(outcomes: readonly BoardOutcome[], count: number): BoardOutcome[] {
  const events = [...new Set(outcomes.map((outcome) => outcome.event_id))].slice(0, count);
  return outcomes.filter((outcome) => events.includes(outcome.event_id));
}

/** Reads the board through the public listing (live and upcoming football, tennis and races). */
export async function readBoard(world: World): Promise<Board> {
  const sports = [...(await listOutcomes(world, '&sport=football')), ...(await listOutcomes(world, '&sport=tennis'))];
  // Bettors back the next races off (the listing runs hours ahead): their bets settle within a seed.
  const races = [
    ...nextEvents(await listOutcomes(world, '&sport=horse-racing'), NEXT_RACES),
    ...nextEvents(await listOutcomes(world, '&sport=greyhounds'), NEXT_RACES),
  ];
  // A whole-line handicap's name ends in a whole number ("Asian Handicap -1", "… 0").
  const wholeLine: MarketFilter = (market) => !market.name.includes('.');
  const voidable = [
    ...(await listOutcomes(world, '&sport=football&key=draw_no_bet', () => true)),
    ...(await listOutcomes(world, '&sport=football&key=asian_handicap', wholeLine)),
  ];
  return { sports, races, voidable };
}
