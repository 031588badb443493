import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { esportsMarkets } from '../models/esports';
import { MARGIN_BANDS } from '../models/margin';
import { priceRace, winProbabilitiesFromRatings } from '../models/racing';
import { forecastMarket, priceExotic, tricastMarket } from '../models/racing-exotics';
import { createRng } from '../models/rng';
import { defaultTotalGamesLines, tennisDistribution, tennisMarkets } from '../models/tennis';
import type { TennisState } from '../models/tennis';
import { basketballMarkets, hockeyMarkets } from '../models/us-sports';
import { basketballSim } from './basketball-sim';
import type { BasketballParams } from './basketball-sim';
import { esportsSim } from './esports-sim';
import type { EsportsParams } from './esports-sim';
import { fairMarkets, footballSim, GOALSCORER_MARKET, scorerProbabilities } from './football-sim';
import type { FootballParams, FootballState } from './football-sim';
import { hockeySim } from './hockey-sim';
import type { HockeyParams } from './hockey-sim';
import { pricingFaults, quote } from './price-relations';
import { publishedPriceFaults } from './published-faults';
import { tennisSim } from './tennis-sim';
import type { TennisParams } from './tennis-sim';
import type { AnySimModule, Snapshot } from './types';
import { eraseModule } from './types';

const RUNS = { numRuns: 150 };

/** A snapshot of an event in play (or not yet started) in a given model state. */
function snapshotOf<S>(state: S, isLive: boolean): Snapshot<S> {
  return {
    status: isLive ? 'live' : 'not_started',
    isLive,
    statusDescription: null,
    stats: {},
    suspended: false,
    priceKey: '',
    state,
    result: null,
  };
}

const goals = fc.double({ min: 0.2, max: 3.5, noNaN: true });
const score = fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }));

/** Any football state: score, minute, half-time score once reached, pre-match or live. */
const footballCase = fc
  .record({
    homeGoals: goals,
    awayGoals: goals,
    rho: fc.double({ min: -0.15, max: 0.1, noNaN: true }),
    score,
    minute: fc.double({ min: 0, max: 89.9, noNaN: true }),
    halfTimeMinute: fc.double({ min: 44, max: 48, noNaN: true }),
    firstHalfShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map((c) => {
    const params: FootballParams = { home: 'Home', away: 'Away', homeGoals: c.homeGoals, awayGoals: c.awayGoals, rho: c.rho, minuteMs: 60_000, comboBoost: true }; // prettier-ignore
    const live = c.minute > 0;
    const score: [number, number] = live ? c.score : [0, 0];
    const halfTime: [number, number] | null =
      c.minute >= c.halfTimeMinute
        ? [Math.floor(score[0] * c.firstHalfShare), Math.floor(score[1] * c.firstHalfShare)]
        : null;
    const state: FootballState = { score, minute: c.minute, halfTime, halfTimeMinute: live ? c.halfTimeMinute : null, scored: [], lineup: null }; // prettier-ignore
    return { params, state, live };
  });

describe('football prices come from one distribution with one margin', () => {
  it('never contradicts itself, never pays above fair odds, suspends only what 1.01 would overpay', () => {
    fc.assert(
      fc.property(footballCase, ({ params, state, live }) => {
        const band = live ? MARGIN_BANDS.footballLive : MARGIN_BANDS.footballPreMatch;
        const specs = footballSim.markets(params);
        const prices = footballSim.price(params, snapshotOf(state, live), specs);
        const single = specs.flatMap((spec, i) =>
          spec.type === GOALSCORER_MARKET ? [] : [{ spec, price: prices[i]! }],
        );
        const faults = pricingFaults(
          single.map(({ spec }) => spec),
          single.map(({ price }) => price),
          fairMarkets(params, state),
          band,
        );
        expect(faults).toEqual([]);
        // Every open market's book at least 1 on the published decimals (decision 091).
        expect(publishedPriceFaults(quote(specs, prices))).toEqual([]);
        // Named scorers: each a yes/no on the same margin, never above fair, not offered once 1.01 overpays.
        const scorers = prices[specs.findIndex((spec) => spec.type === GOALSCORER_MARKET)]!;
        scorerProbabilities(params, state).forEach(({ probability }, j) => {
          const odds = scorers.outcomes[j]!.odds;
          expect(odds * probability).toBeLessThanOrEqual(1 + 1e-12);
          if (probability * 1.01 > 1) expect(odds).toBe(0);
        });
      }),
      RUNS,
    );
  });

  it('prices over/under, handicaps and team totals monotone in the line', () => {
    fc.assert(
      fc.property(footballCase, ({ params, state, live }) => {
        const specs = footballSim.markets(params);
        const prices = footballSim.price(params, snapshotOf(state, live), specs);
        const ladder = (type: string, key: string) =>
          specs.flatMap((spec, i) => (spec.type === type ? [{ line: spec.line ?? 0, odds: prices[i]!.outcomes[spec.outcomes.findIndex((o) => o.key === key)]!.odds }] : [])); // prettier-ignore
        // Every published price (offered or not) is monotone: lines only ever widen or narrow an outcome.
        for (const [type, key, rising] of [
          ['total_goals', 'over', true],
          ['total_goals', 'under', false],
          ['home_total_goals', 'over', true],
          ['away_total_goals', 'under', false],
          ['asian_handicap', 'home', false],
          ['asian_handicap', 'away', true],
          ['european_handicap', 'home', false],
          ['european_handicap', 'away', true],
        ] as const) {
          const rungs = ladder(type, key).filter((rung) => rung.odds > 0);
          rungs.slice(1).forEach((rung, i) => {
            const previous = rungs[i]!.odds;
            if (rising) expect(rung.odds, `${type} ${key} ${rung.line}`).toBeGreaterThanOrEqual(previous);
            else expect(rung.odds, `${type} ${key} ${rung.line}`).toBeLessThanOrEqual(previous);
          });
        }
      }),
      RUNS,
    );
  });
});

/**
 * Every other sport through its own state machine: a random event drawn from its own model,
 * looked at a random moment, priced and checked against the model's fair markets at that moment.
 */
const SPORTS: {
  name: string;
  module: AnySimModule;
  params: fc.Arbitrary<unknown>;
  durationMs: number;
  band: (typeof MARGIN_BANDS)[keyof typeof MARGIN_BANDS];
  fair: (params: never, state: never) => ReturnType<typeof fairMarkets>;
}[] = [
  {
    name: 'tennis',
    module: eraseModule(tennisSim),
    params: fc
      .record({
        a: fc.double({ min: 0.5, max: 0.75, noNaN: true }),
        b: fc.double({ min: 0.5, max: 0.75, noNaN: true }),
      })
      .map((serve): TennisParams => {
        const format = { bestOf: 3 as const, finalSetTiebreak: 7 as const };
        const totalLines = defaultTotalGamesLines(tennisDistribution(serve, format).totalGames);
        return { home: 'A', away: 'B', serve, format, totalLines };
      }),
    durationMs: 4 * 3_600_000,
    band: MARGIN_BANDS.tennis,
    fair: (params: TennisParams, state: TennisState) =>
      tennisMarkets(tennisDistribution(params.serve, params.format, state), params.totalLines),
  },
  {
    name: 'basketball',
    module: eraseModule(basketballSim),
    params: fc
      .record({
        base: fc.double({ min: 80, max: 118, noNaN: true }),
        gap: fc.double({ min: -12, max: 12, noNaN: true }),
      })
      .map(({ base, gap }): BasketballParams => {
        const opening = basketballMarkets({ homePoints: base + gap, awayPoints: base - gap });
        const lines = (type: string) => opening.filter((m) => m.type === type).map((m) => m.line ?? 0);
        return { home: 'H', away: 'A', homePoints: base + gap, awayPoints: base - gap, spreadLines: lines('spread'), totalLines: lines('total') }; // prettier-ignore
      }),
    durationMs: 3 * 3_600_000,
    band: MARGIN_BANDS.usSports,
    fair: (params: BasketballParams, state: { score: [number, number]; elapsedMinutes: number }) =>
      basketballMarkets({ homePoints: params.homePoints, awayPoints: params.awayPoints, state, lines: { spread: params.spreadLines, total: params.totalLines } }), // prettier-ignore
  },
  {
    name: 'ice hockey',
    module: eraseModule(hockeySim),
    params: fc
      .record({
        homeGoals: fc.double({ min: 1.5, max: 4, noNaN: true }),
        awayGoals: fc.double({ min: 1.5, max: 4, noNaN: true }),
      })
      .map((g): HockeyParams => ({ home: 'H', away: 'A', ...g })),
    durationMs: 3 * 3_600_000,
    band: MARGIN_BANDS.usSports,
    fair: (params: HockeyParams, state: { regulation: [number, number]; elapsedMinutes: number }) =>
      hockeyMarkets({ homeGoals: params.homeGoals, awayGoals: params.awayGoals, state: { score: state.regulation, elapsedMinutes: state.elapsedMinutes } }), // prettier-ignore
  },
  {
    name: 'e-sports',
    module: eraseModule(esportsSim),
    params: fc
      .record({
        p: fc.double({ min: 0.2, max: 0.8, noNaN: true }),
        bestOf: fc.constantFrom(1 as const, 3 as const, 5 as const),
      }) // prettier-ignore
      .map((g): EsportsParams => ({ home: 'A', away: 'B', ...g })),
    durationMs: 5 * 3_600_000,
    band: MARGIN_BANDS.esports,
    fair: (params: EsportsParams, state: readonly [number, number]) => esportsMarkets(params.p, params.bestOf, state),
  },
];

describe.each(SPORTS)('$name prices come from one distribution with one margin', (sport) => {
  it('never contradicts itself, never pays above fair odds, suspends only what 1.01 would overpay', () => {
    fc.assert(
      fc.property(
        sport.params,
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.double({ min: -0.05, max: 1, noNaN: true }),
        (params, seed, when) => {
          const path = sport.module.path(params, createRng('test', String(seed)));
          const snap = sport.module.snapshot(params, path, 0, when * sport.durationMs);
          fc.pre(snap.status !== 'ended');
          const specs = sport.module.markets(params);
          const prices = sport.module.price(params, snap, specs);
          const fair = sport.fair(params as never, snap.state as never);
          expect(pricingFaults(specs, prices, fair, sport.band)).toEqual([]);
          expect(publishedPriceFaults(quote(specs, prices))).toEqual([]);
        },
      ),
      RUNS,
    );
  });
});

describe('racing prices agree between win, forecast and tricast', () => {
  // Ratings up to 30 lb apart (the feed draws them with an 8 lb spread): no favourite beyond the ladder's 1/33.
  const fields = fc.array(fc.double({ min: 0, max: 30, noNaN: true }), { minLength: 5, maxLength: 10 });

  it('never prices a forecast shorter than its winner, a tricast shorter than its forecast, nor any runner above fair odds', () => {
    fc.assert(
      fc.property(fields, (ratings) => {
        const runners = winProbabilitiesFromRatings(ratings).map((probability, i) => ({ key: `r${i}`, probability })); // prettier-ignore
        const win = new Map(priceRace(runners).outcomes.map((runner) => [runner.key, runner]));
        const forecast = new Map(
          priceExotic(forecastMarket(runners)).outcomes.map((outcome) => [outcome.key, outcome]),
        );
        const tricast = priceExotic(tricastMarket(runners)).outcomes;
        for (const priced of [...win.values(), ...forecast.values(), ...tricast]) {
          expect(priced.odds * priced.probability, priced.key).toBeLessThanOrEqual(1 + 1e-9);
        }
        for (const [key, outcome] of forecast) {
          expect(outcome.odds, key).toBeGreaterThanOrEqual(win.get(key.split('-')[0]!)!.odds);
        }
        for (const outcome of tricast) {
          const [first, second] = outcome.key.split('-');
          expect(outcome.odds, outcome.key).toBeGreaterThanOrEqual(forecast.get(`${first}-${second}`)!.odds);
        }
      }),
      { numRuns: 60 },
    );
  });
});
