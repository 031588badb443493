import { eventsResponseSchema, marketsResponseSchema } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { createSportsbook } from './server';
import type { Sportsbook } from './server';
import { testDatabaseTargets } from './storage/testing';
import { builderModelFor } from './trading/index';
import { createManualClock } from './trading/testing';
import { fairMarkets } from './trading/testing';
import type { FootballParams, FootballState } from './trading/testing';
import { simModuleFor } from './trading/index';
import { priceContradictions } from './trading/testing';
import type { QuotedMarket } from './trading/testing';
import { MIN_ODDS } from './trading/testing';

const MINUTE = 60_000;
/** Seven simulated minutes between looks: every football match in play is at a new minute each time. */
const STEP_MS = 7 * MINUTE;
const LOOKS = 12;
/** The feed kinds whose markets are read from one score or game distribution. */
const MODEL_KINDS = ['football', 'tennis', 'basketball', 'hockey', 'esports'];

type LiveRow = {
  event_id: string | number;
  kind: string;
  params: unknown;
  starts_at: string | Date;
};

type OutcomeRow = {
  market_id: string | number;
  line: string | number | null;
  market_order: number;
  outcome_id: string | number;
  outcome_order: number;
};

describe.each(testDatabaseTargets())('the prices the composed sportsbook publishes on $name', (target) => {
  let sportsbook: Sportsbook;
  const clock = createManualClock(Date.parse('2026-11-20T15:00:00Z'));
  const config = { ...readConfig({}), logLevel: 'silent', webRoot: '/nonexistent' };
  const looked = { events: 0, football: 0, offeredFootballOutcomes: 0 };
  const faults: string[] = [];

  /** The feed has committed a tick at the clock's time. */
  async function tickCommitted(): Promise<void> {
    for (;;) {
      const [row] = await sportsbook.handle.execute<{ sim_time: string | Date }>('SELECT sim_time FROM feed_clock');
      if (row && new Date(row.sim_time).getTime() >= clock.now()) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async function getJson(url: string): Promise<unknown> {
    const response = await sportsbook.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  }

  /** Every live model-priced event as a bettor reads it over HTTP, checked against its own model. */
  async function lookAtLiveEvents(): Promise<void> {
    const { events } = eventsResponseSchema.parse(await getJson('/echo/v1/events?bookmaker=gb&lang=en&live=1'));
    const live = await sportsbook.handle.execute<LiveRow>(
      `SELECT f.event_id, f.kind, f.params, e.starts_at FROM feed_events f JOIN events e ON e.id = f.event_id
        WHERE e.is_live AND f.kind IN (${MODEL_KINDS.map((kind) => `'${kind}'`).join(',')})`,
    );
    const liveIds = new Set(events.map((event) => Number(event.id)));
    for (const row of live.filter((candidate) => liveIds.has(Number(candidate.event_id)))) {
      const eventId = Number(row.event_id);
      const { event } = marketsResponseSchema.parse(await getJson(`/echo/v1/markets?event_id=${eventId}&bookmaker=gb`));
      const rows = await sportsbook.handle.execute<OutcomeRow>(
        `SELECT m.id AS market_id, m.line, m.sort_order AS market_order, o.id AS outcome_id, o.sort_order AS outcome_order
           FROM markets m JOIN outcomes o ON o.market_id = m.id WHERE m.event_id = ${eventId}`,
      );
      const specs = simModuleFor(row.kind).markets(row.params);
      const keyOf = new Map(
        rows.map((r) => [Number(r.outcome_id), specs[r.market_order]?.outcomes[r.outcome_order]?.key ?? '']),
      );
      const lineOf = new Map(rows.map((r) => [Number(r.market_id), r.line === null ? null : Number(r.line)]));
      const quoted: QuotedMarket[] = event.markets.map((market) => ({
        type: market.type,
        line: lineOf.get(Number(market.id)) ?? null,
        suspended: market.is_suspended,
        outcomes: market.outcomes.map((outcome) => ({ key: keyOf.get(Number(outcome.id)) ?? '', odds: outcome.odds })),
      }));
      looked.events += 1;
      faults.push(...priceContradictions(quoted).map((fault) => `${event.name}: ${fault}`));
      if (row.kind === 'football') checkAgainstModel(row, event.name, quoted);
    }
  }

  /** Football: every offered price at or under its fair odds at the state the feed priced it in. */
  function checkAgainstModel(row: LiveRow, name: string, quoted: readonly QuotedMarket[]): void {
    const params = row.params as FootballParams;
    const model = builderModelFor(
      'football',
      params,
      { id: Number(row.event_id), startsAt: new Date(row.starts_at).getTime(), status: 'live' },
      { seed: config.feedSeed, simTime: clock.now() },
    );
    if (!model) return;
    const fair = fairMarkets(params, model.state as FootballState);
    looked.football += 1;
    for (const market of quoted) {
      const found = fair.find(
        (candidate) => candidate.type === market.type && (candidate.line ?? null) === market.line,
      );
      if (!found || market.suspended) continue;
      for (const outcome of market.outcomes) {
        const probability = found.outcomes.find((candidate) => candidate.key === outcome.key)?.probability ?? 0;
        if (probability * MIN_ODDS > 1 + 1e-12)
          faults.push(`${name}: ${market.type} ${market.line} offered at the floor`);
        if (!(outcome.odds > 1)) continue;
        looked.offeredFootballOutcomes += 1;
        if (outcome.odds * probability > 1 + 1e-12) {
          faults.push(
            `${name}: ${market.type} ${market.line} ${outcome.key} at ${outcome.odds} over fair ${1 / probability}`,
          );
        }
      }
    }
  }

  beforeAll(async () => {
    const handle = await target.open();
    // Ticks on a short real interval; the test moves the simulated clock and waits for the committed tick.
    sportsbook = await createSportsbook(config, { handle, feedClock: clock, feedTickMs: 20, env: {} });
    for (let look = 0; look < LOOKS; look += 1) {
      await lookAtLiveEvents();
      clock.advance(STEP_MS);
      await tickCommitted();
    }
  }, 240_000);
  afterAll(async () => {
    await sportsbook?.close();
    await sportsbook?.handle.close();
  });

  it('publishes no outcome shorter than one that contains it, in any in-play state it went through', () => {
    expect(looked.events).toBeGreaterThan(100);
    expect(faults).toEqual([]);
  });

  it('offers every football price at or under its fair odds, and nothing the 1.01 floor would overpay', () => {
    expect(looked.football).toBeGreaterThan(30);
    expect(looked.offeredFootballOutcomes).toBeGreaterThan(1_000);
    expect(faults.filter((fault) => /over fair|at the floor/.test(fault))).toEqual([]);
  });
});
