import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketballSim } from '../feed/basketball-sim';
import type { BasketballParams } from '../feed/basketball-sim';
import { footballSim } from '../feed/football-sim';
import type { FootballParams } from '../feed/football-sim';
import { tennisSim } from '../feed/tennis-sim';
import type { TennisParams } from '../feed/tennis-sim';
import type { AnySimModule } from '../feed/types';
import { eraseModule } from '../feed/types';
import { createRng } from '../models/rng';
import { defaultTotalGamesLines, tennisDistribution } from '../models/tennis';
import { basketballMarkets } from '../models/us-sports';
import { builderModelAt, builderOdds } from './model';
import type { BuilderLeg } from './model';

/*
 * The Bet Builder's one price keeps the house edge (decision 091). Which containment matters: a
 * builder wins only when all its legs win, so adding a leg can only narrow it; were the narrower
 * builder priced SHORTER than the wider one, the wider would be the better bet every time the
 * narrower wins — the two prices could not both be honest, and one of them pays above the model's
 * odds. So: never above 1 / p_joint; one more leg never shortens the price; and a builder is never
 * shorter than any of its legs as a single, which it implies.
 */

interface Sport {
  readonly kind: string;
  readonly module: AnySimModule;
  readonly params: fc.Arbitrary<unknown>;
  readonly durationMs: number;
}

const SPORTS: Sport[] = [
  {
    kind: 'football',
    module: eraseModule(footballSim),
    params: fc
      .record({
        homeGoals: fc.double({ min: 0.3, max: 3.2, noNaN: true }),
        awayGoals: fc.double({ min: 0.3, max: 3.2, noNaN: true }),
        rho: fc.double({ min: -0.12, max: 0.08, noNaN: true }),
      }) // prettier-ignore
      .map((g): FootballParams => ({ home: 'H', away: 'A', ...g, minuteMs: 60_000, comboBoost: true })),
    durationMs: 2 * 3_600_000,
  },
  {
    kind: 'basketball',
    module: eraseModule(basketballSim),
    params: fc
      .record({
        base: fc.double({ min: 85, max: 115, noNaN: true }),
        gap: fc.double({ min: -10, max: 10, noNaN: true }),
      }) // prettier-ignore
      .map(({ base, gap }): BasketballParams => {
        const opening = basketballMarkets({ homePoints: base + gap, awayPoints: base - gap });
        const lines = (type: string) => opening.filter((m) => m.type === type).map((m) => m.line ?? 0);
        return { home: 'H', away: 'A', homePoints: base + gap, awayPoints: base - gap, spreadLines: lines('spread'), totalLines: lines('total') }; // prettier-ignore
      }),
    durationMs: 3 * 3_600_000,
  },
  {
    kind: 'tennis',
    module: eraseModule(tennisSim),
    params: fc
      .record({
        a: fc.double({ min: 0.52, max: 0.72, noNaN: true }),
        b: fc.double({ min: 0.52, max: 0.72, noNaN: true }),
      }) // prettier-ignore
      .map((serve): TennisParams => {
        const format = { bestOf: 3 as const, finalSetTiebreak: 7 as const };
        const totalLines = defaultTotalGamesLines(tennisDistribution(serve, format).totalGames);
        return { home: 'A', away: 'B', serve, format, totalLines };
      }),
    durationMs: 4 * 3_600_000,
  },
];

/** A builder's legs: an outcome of the event's markets, its leg, and its single price now. */
interface Pick {
  readonly name: string;
  readonly leg: BuilderLeg;
  readonly single: number;
  /** Draw no bet is void on a draw: a conditional leg, not a narrowing one. */
  readonly conditional: boolean;
}

describe.each(SPORTS)('$kind builder prices', (sport) => {
  it('never pay above fair odds, never shorten when a leg is added, never undercut a single they imply', () => {
    fc.assert(
      fc.property(
        sport.params,
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.double({ min: -0.05, max: 1, noNaN: true }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        (params, seed, when, choices) => {
          const path = sport.module.path(params, createRng('builder-edge', String(seed)));
          const snap = sport.module.snapshot(params, path, 0, when * sport.durationMs);
          fc.pre(snap.status !== 'ended');
          const model = builderModelAt(sport.kind, params, snap.state, snap.isLive)!;
          const specs = sport.module.markets(params);
          const prices = sport.module.price(params, snap, specs);
          const picks: Pick[] = specs.flatMap((spec, i) =>
            spec.outcomes.flatMap((outcome, j): Pick[] => {
              const leg = model.leg(spec.type, spec.line, outcome.key);
              const price = prices[i]!;
              const single = price.suspended ? 0 : (price.outcomes[j]?.odds ?? 0);
              return leg ? [{ name: `${spec.type}:${spec.line ?? ''} ${outcome.key}`, leg, single, conditional: spec.type === 'draw_no_bet' }] : []; // prettier-ignore
            }),
          );
          const legs = choices.map((choice) => picks[choice % picks.length]!);
          let previous: { odds: number; names: string[] } | null = null;
          for (let size = 1; size <= legs.length; size += 1) {
            const chosen = legs.slice(0, size);
            const probability = model.probability(chosen.map((pick) => pick.leg));
            const odds = builderOdds(probability, model.band);
            const names = chosen.map((pick) => pick.name);
            if (odds > 0) expect(odds * probability, names.join(' + ')).toBeLessThanOrEqual(1 + 1e-12);
            if (odds > 0 && !chosen.some((pick) => pick.conditional)) {
              for (const pick of chosen) {
                if (pick.single > 1) expect(odds, `${names.join(' + ')} against ${pick.name}`).toBeGreaterThanOrEqual(pick.single); // prettier-ignore
              }
              if (previous && previous.odds > 0) expect(odds, `${names.join(' + ')} against ${previous.names.join(' + ')}`).toBeGreaterThanOrEqual(previous.odds); // prettier-ignore
            }
            previous = chosen.some((pick) => pick.conditional) ? null : { odds, names };
          }
        },
      ),
      { numRuns: 120 },
    );
  });
});
