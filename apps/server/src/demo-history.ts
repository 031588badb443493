import { createHmac } from 'node:crypto';
import { COUNTRY_CODES } from '@sportsbook/betting';
import type { CalculateRequest, SubmitRequest } from '@sportsbook/protocol';
import { demoUsername } from './accounts/index';
import type { PlayerService } from './accounts/index';
import type { SportsPlayer } from './accounts/index';
import { createBettingService } from './betting/index';
import type { BettingConfig } from './betting/index';
import type { CatalogService } from './catalog/index';
import type { DatabaseHandle } from './storage/index';
import { createRng, pick } from './trading/index';
import type { Rng } from './trading/index';
import type { HistoryEvent, HistoryHooks } from './trading/index';
import type { Wallet } from './wallet/index';

const HOUR = 60 * 60_000;
/** The sports a demo player bets on: matches with a match-result market. */
const BET_KINDS = new Set(['football', 'tennis', 'basketball', 'hockey']);
/** Stakes a demo bet picks from, in the player's minor units. */
const DEMO_STAKES = [200, 500, 1_000, 2_500] as const;
/** A past bet is placed this long before its (first) event starts. */
const PLACED_BEFORE_START_MS = 2 * HOUR;
/** An open bet is on events starting at least this long after the start (no kick-off at once). */
const OPEN_BET_LEAD_MS = 2 * HOUR;

/** A slip line: an outcome of an event's first market. */
interface Line {
  readonly eventId: number;
  readonly marketId: number;
  readonly type: string;
  readonly outcomeId: number;
  readonly odds: number;
}

/** What the demo players' bets need from the composition. */
export interface DemoHistoryOptions {
  readonly handle: DatabaseHandle;
  readonly wallet: Wallet;
  readonly catalog: Pick<CatalogService, 'currentSelections'>;
  readonly betting: BettingConfig;
  /** The demo players are looked up here (none found: the history has results and no bets). */
  readonly players: Pick<PlayerService, 'findByUsername'>;
  /** FEED_SEED: which outcomes the demo players back, and their tickets' uuids. */
  readonly seed: string;
  /** The real settlement (the worker's `runNow`). */
  readonly settle: () => Promise<void>;
  /** Told about a bet the bet path refused (it is left out) and about the history written. */
  readonly log: (message: string) => void;
}

/** A ticket uuid from the seed and a label: the same bet on a rerun is the same uuid (idempotent). */
function ticketUuid(seed: string, label: string): string {
  const hex = createHmac('sha256', seed).update(`demo-bet:${label}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function slip(lines: readonly Line[], stake: number): CalculateRequest {
  const type = lines.length === 1 ? 'single' : 'combi';
  return {
    freebet: null,
    type,
    system_type: null,
    selections: lines.map((line) => ({
      event_id: line.eventId,
      market_id: line.marketId,
      outcome_id: line.outcomeId,
      outcome_list: [],
      odds: line.odds,
      type: line.type,
      each_way: false,
      is_starting_price: false,
      stake: type === 'single' ? stake : 0,
    })),
    total_stake: 0,
    total_bets: 0,
    total_return: 0,
    each_way: false,
    stakes: type === 'single' ? { [String(lines[0]?.outcomeId)]: stake } : {},
    lang: 'en',
    accept_odds: 'ACCEPT_ANY',
    stake,
  };
}

function lineOf(rng: Rng, event: HistoryEvent): Line {
  const outcome = pick(rng, event.market.outcomes);
  return {
    eventId: event.id,
    marketId: event.market.id,
    type: event.market.type,
    outcomeId: outcome.id,
    odds: outcome.odds,
  };
}

/** `count` different events of `events`, drawn with `rng`. */
function draw(rng: Rng, events: readonly HistoryEvent[], count: number): HistoryEvent[] {
  const left = [...events];
  const chosen: HistoryEvent[] = [];
  while (chosen.length < count && left.length > 0) {
    const index = Math.floor(rng() * left.length);
    chosen.push(...left.splice(index, 1));
  }
  return chosen;
}

function bettable(event: HistoryEvent): boolean {
  return (
    BET_KINDS.has(event.kind) &&
    !event.isOutright &&
    event.market.outcomes.length >= 2 &&
    event.market.outcomes.every((outcome) => outcome.odds > 1)
  );
}

/** The upcoming match events whose first market is open, with their prices, as bet acceptance reads them. */
async function upcomingEvents(handle: DatabaseHandle, after: Date): Promise<HistoryEvent[]> {
  const rows = await handle.execute<{
    event_id: string | number;
    kind: string;
    starts_at: string | Date;
    market_id: string | number;
    type: string;
    outcome_id: string | number;
    odds: string | number;
  }>(
    `SELECT e.id AS event_id, f.kind, e.starts_at, m.id AS market_id, m.type, o.id AS outcome_id, o.odds
     FROM events e JOIN feed_events f ON f.event_id = e.id
     JOIN markets m ON m.event_id = e.id AND m.sort_order = 0
     JOIN outcomes o ON o.market_id = m.id
     WHERE e.status = 'not_started' AND NOT e.is_live AND NOT e.is_outright AND e.starts_at >= '${after.toISOString()}'
       AND f.kind IN (${[...BET_KINDS].map((kind) => `'${kind}'`).join(', ')})
       AND m.status = 'open' AND NOT m.is_suspended AND f.stream NOT LIKE 'history:%'
     ORDER BY e.starts_at, e.id, o.sort_order LIMIT 400`,
  );
  const byEvent = new Map<number, HistoryEvent & { market: { outcomes: { id: number; odds: number }[] } }>();
  for (const row of rows) {
    const id = Number(row.event_id);
    const event = byEvent.get(id) ?? {
      id,
      kind: row.kind,
      startsAt: new Date(row.starts_at).getTime(),
      isOutright: false,
      market: { id: Number(row.market_id), type: row.type, outcomes: [] },
    };
    event.market.outcomes.push({ id: Number(row.outcome_id), odds: Number(row.odds) });
    byEvent.set(id, event);
  }
  return [...byEvent.values()];
}

/**
 * The first start's history hooks (decision 108): every demo player places, through the bet
 * path (calculate, then submit: limits, balance, ledger, idempotency by ticket uuid), two singles
 * and a double on past events before their results are written, and a single and a double on
 * upcoming events that stay open; then the settlement worker settles what the results decided.
 */
export function demoHistoryHooks(options: DemoHistoryOptions): HistoryHooks {
  const { seed, log } = options;
  let at = new Date(0);
  const betting = createBettingService({
    handle: options.handle,
    wallet: options.wallet,
    catalog: options.catalog,
    config: options.betting,
    now: () => at,
  });
  let placed = 0;
  let refused = 0;

  async function place(player: SportsPlayer, label: string, lines: readonly Line[], rng: Rng, when: number) {
    at = new Date(when);
    const body = slip(lines, pick(rng, DEMO_STAKES));
    const priced = await betting.calculate(body, { player });
    const ticket = priced.status === 1 ? priced.tickets[0] : undefined;
    const answer = ticket
      ? await betting.submit(
          {
            ticket: { ...ticket, uuid: ticketUuid(seed, `${player.username}:${label}`) },
            accept_odds: 'ACCEPT_ANY',
            lang: 'en',
            country: player.country.toLowerCase() as SubmitRequest['country'],
          },
          player,
        )
      : priced;
    if (answer.status === 1) placed += 1;
    else {
      refused += 1;
      log(`demo bet ${label} of ${player.username} refused: ${JSON.stringify(answer.message)}`);
    }
  }

  return {
    async placeBets(events, now) {
      const past = events.filter(bettable);
      const upcoming = await upcomingEvents(options.handle, new Date(now + OPEN_BET_LEAD_MS));
      for (const country of COUNTRY_CODES) {
        const found = await options.players.findByUsername(demoUsername(country));
        if (!found) continue;
        const player: SportsPlayer = {
          id: found.id,
          username: found.username,
          country: found.country,
          currency: found.currency,
        };
        const rng = createRng(seed, `demo-bets:${player.username}`);
        const [a, b, c, d] = draw(rng, past, 4);
        const settled: [string, HistoryEvent[]][] = [
          ['past-single-1', a ? [a] : []],
          ['past-single-2', b ? [b] : []],
          ['past-double', c && d ? [c, d] : []],
        ];
        for (const [label, legs] of settled) {
          if (legs.length === 0) continue;
          const first = Math.min(...legs.map((event) => event.startsAt));
          await place(
            player,
            label,
            legs.map((event) => lineOf(rng, event)),
            rng,
            first - PLACED_BEFORE_START_MS,
          );
        }
        const [e, f, g] = draw(rng, upcoming, 3);
        if (e) await place(player, 'open-single', [lineOf(rng, e)], rng, now);
        if (f && g) await place(player, 'open-double', [lineOf(rng, f), lineOf(rng, g)], rng, now);
      }
    },
    settle: () => options.settle(),
    written({ created, ended, seconds, cpuSeconds }) {
      log(
        `history: ${created} past events (${ended} with results), ${placed} demo bets placed` +
          `${refused > 0 ? `, ${refused} refused` : ''}, in ${seconds.toFixed(2)} s (CPU ${cpuSeconds.toFixed(2)} s)`,
      );
    },
  };
}
