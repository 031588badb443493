import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawFootballPath,
  fairMarkets,
  footballJoint,
  footballSim,
  scorerProbabilities,
  squadsOf,
} from '../feed/football-sim';
import type { FootballParams, FootballState } from '../feed/football-sim';
import { jointProbability } from './football-joint';
import type { JointLeg } from './football-joint';
import { footballLeg } from './football-legs';
import { createRng } from './rng';

const PRE_MATCH: FootballState = { score: [0, 0], minute: 0 };
const params = (homeGoals: number, awayGoals: number): FootballParams => ({
  home: 'Arsenal',
  away: 'Chelsea',
  homeGoals,
  awayGoals,
  rho: -0.08,
  minuteMs: 60_000,
  comboBoost: true,
});

/** One simulated match as the results see it, read straight off the simulator's path. */
interface Played {
  ft: [number, number];
  ht: [number, number];
  scorers: Set<string>;
  lineup: Set<string>;
}

function simulate(p: FootballParams, matches: number, label: string): Played[] {
  const rng = createRng('test', label);
  const out: Played[] = new Array<Played>(matches);
  for (let m = 0; m < matches; m += 1) {
    const path = drawFootballPath(p, rng);
    const firstHalf = 45 + path.stoppage[0];
    const ft: [number, number] = [0, 0];
    const ht: [number, number] = [0, 0];
    const scorers = new Set<string>();
    for (const goal of path.goals) {
      ft[goal.side] += 1;
      if (goal.at < firstHalf) ht[goal.side] += 1;
      if (goal.player) scorers.add(goal.player);
    }
    out[m] = { ft, ht, scorers, lineup: new Set(path.lineup) };
  }
  return out;
}

type Leg = readonly [type: string, line: number | null, key: string];
/** A combination with the simulator-side reading of it, written independently of football-legs.ts. */
interface Combo {
  readonly legs: readonly Leg[];
  readonly hit: (m: Played) => boolean;
  /** Only these matches count (draw no bet: not a draw; scorers: the players played). */
  readonly counts?: (m: Played) => boolean;
}

const H = (m: Played) => m.ft[0];
const A = (m: Played) => m.ft[1];
const T = (m: Played) => m.ft[0] + m.ft[1];
// prettier-ignore
const COMBOS: Combo[] = [
  {
    legs: [
      ['1x2', null, 'home'],
      ['btts', null, 'yes'],
    ],
    hit: (m) => H(m) > A(m) && A(m) > 0,
  },
  {
    legs: [
      ['1x2', null, 'home'],
      ['total_goals', 2.5, 'over'],
    ],
    hit: (m) => H(m) > A(m) && T(m) > 2.5,
  },
  {
    legs: [
      ['1x2', null, 'draw'],
      ['total_goals', 2.5, 'under'],
    ],
    hit: (m) => H(m) === A(m) && T(m) < 2.5,
  },
  {
    legs: [
      ['1x2', null, 'away'],
      ['btts', null, 'no'],
    ],
    hit: (m) => A(m) > H(m) && H(m) === 0,
  },
  {
    legs: [
      ['1x2', null, 'home'],
      ['home_total_goals', 1.5, 'over'],
    ],
    hit: (m) => H(m) > A(m) && H(m) > 1.5,
  },
  {
    legs: [
      ['double_chance', null, 'X2'],
      ['total_goals', 1.5, 'over'],
    ],
    hit: (m) => H(m) <= A(m) && T(m) > 1.5,
  },
  { legs: [['double_chance', null, '1X'], ['btts', null, 'yes'], ['total_goals', 3.5, 'under']], hit: (m) => H(m) >= A(m) && H(m) > 0 && A(m) > 0 && T(m) < 3.5 },
  { legs: [['correct_score', null, '1-1'], ['half_time_result', null, 'draw']], hit: (m) => H(m) === 1 && A(m) === 1 && m.ht[0] === m.ht[1] },
  { legs: [['correct_score', null, '2-1'], ['half_time_result', null, 'home']], hit: (m) => H(m) === 2 && A(m) === 1 && m.ht[0] > m.ht[1] },
  { legs: [['correct_score', null, 'other'], ['1x2', null, 'home']], hit: (m) => (H(m) > 4 || A(m) > 4) && H(m) > A(m) },
  {
    legs: [
      ['half_time_result', null, 'home'],
      ['1x2', null, 'home'],
    ],
    hit: (m) => m.ht[0] > m.ht[1] && H(m) > A(m),
  },
  {
    legs: [
      ['half_time_result', null, 'away'],
      ['1x2', null, 'home'],
    ],
    hit: (m) => m.ht[0] < m.ht[1] && H(m) > A(m),
  },
  { legs: [['half_time_result', null, 'draw'], ['second_half_result', null, 'draw']], hit: (m) => m.ht[0] === m.ht[1] && H(m) - m.ht[0] === A(m) - m.ht[1] },
  { legs: [['second_half_result', null, 'home'], ['total_goals', 2.5, 'over']], hit: (m) => H(m) - m.ht[0] > A(m) - m.ht[1] && T(m) > 2.5 },
  { legs: [['half_time_result', null, 'draw'], ['btts', null, 'yes'], ['1x2', null, 'away']], hit: (m) => m.ht[0] === m.ht[1] && H(m) > 0 && A(m) > 0 && A(m) > H(m) },
  {
    legs: [
      ['asian_handicap', -1.5, 'home'],
      ['btts', null, 'yes'],
    ],
    hit: (m) => H(m) - A(m) > 1.5 && A(m) > 0,
  },
  {
    legs: [
      ['asian_handicap', 0.5, 'away'],
      ['total_goals', 0.5, 'over'],
    ],
    hit: (m) => A(m) > H(m) && T(m) > 0,
  },
  { legs: [['european_handicap', -1, 'draw'], ['total_goals', 2.5, 'over']], hit: (m) => H(m) - 1 === A(m) && T(m) > 2.5 },
  { legs: [['european_handicap', 1, 'away'], ['away_total_goals', 1.5, 'over']], hit: (m) => A(m) > H(m) + 1 && A(m) > 1.5 },
  { legs: [['home_total_goals', 0.5, 'under'], ['away_total_goals', 0.5, 'over'], ['total_goals', 1.5, 'under']], hit: (m) => H(m) === 0 && A(m) === 1 },
  { legs: [['draw_no_bet', null, 'home'], ['total_goals', 2.5, 'over']], hit: (m) => H(m) > A(m) && T(m) > 2.5, counts: (m) => H(m) !== A(m) },
  { legs: [['draw_no_bet', null, 'away'], ['btts', null, 'yes']], hit: (m) => A(m) > H(m) && H(m) > 0, counts: (m) => H(m) !== A(m) },
  { legs: [['anytime_goalscorer', null, 'h1']], hit: (m) => m.scorers.has('h1'), counts: (m) => m.lineup.has('h1') },
  { legs: [['anytime_goalscorer', null, 'h1'], ['1x2', null, 'home']], hit: (m) => m.scorers.has('h1') && H(m) > A(m), counts: (m) => m.lineup.has('h1') },
  { legs: [['anytime_goalscorer', null, 'h1'], ['anytime_goalscorer', null, 'h2']], hit: (m) => m.scorers.has('h1') && m.scorers.has('h2'), counts: (m) => m.lineup.has('h1') && m.lineup.has('h2') },
  { legs: [['anytime_goalscorer', null, 'a1'], ['btts', null, 'yes'], ['total_goals', 2.5, 'over']], hit: (m) => m.scorers.has('a1') && H(m) > 0 && T(m) > 2.5, counts: (m) => m.lineup.has('a1') },
  { legs: [['anytime_goalscorer', null, 'h1'], ['anytime_goalscorer', null, 'a1'], ['1x2', null, 'draw']], hit: (m) => m.scorers.has('h1') && m.scorers.has('a1') && H(m) === A(m), counts: (m) => m.lineup.has('h1') && m.lineup.has('a1') },
  { legs: [['anytime_goalscorer', null, 'h3'], ['half_time_result', null, 'home']], hit: (m) => m.scorers.has('h3') && m.ht[0] > m.ht[1], counts: (m) => m.lineup.has('h3') },
  { legs: [['anytime_goalscorer', null, 'a2'], ['home_total_goals', 1.5, 'under']], hit: (m) => m.scorers.has('a2') && H(m) < 1.5, counts: (m) => m.lineup.has('a2') },
  { legs: [['1x2', null, 'home'], ['btts', null, 'yes'], ['total_goals', 2.5, 'over'], ['anytime_goalscorer', null, 'h1']], hit: (m) => H(m) > A(m) && A(m) > 0 && T(m) > 2.5 && m.scorers.has('h1'), counts: (m) => m.lineup.has('h1') },
  { legs: [['correct_score', null, '0-0']], hit: (m) => T(m) === 0 },
  { legs: [['correct_score', null, '1-0'], ['half_time_result', null, 'draw']], hit: (m) => H(m) === 1 && A(m) === 0 && m.ht[0] === 0 },
  { legs: [['double_chance', null, '12'], ['second_half_result', null, 'away'], ['home_total_goals', 2.5, 'under']], hit: (m) => H(m) !== A(m) && A(m) - m.ht[1] > H(m) - m.ht[0] && H(m) < 2.5 },
];

function price(p: FootballParams, legs: readonly Leg[], state: FootballState = PRE_MATCH): number {
  const context = { squads: squadsOf(p), scored: new Set(state.scored ?? []) };
  const compiled = legs.map(([type, line, key]) => footballLeg(type, line, key, context));
  if (compiled.some((leg) => leg === null)) throw new Error(`unpriced leg in ${JSON.stringify(legs)}`);
  return jointProbability(footballJoint(p, state), compiled as JointLeg[]);
}

describe('the football joint model against the simulator that produces the results', () => {
  it.each([
    ['a home favourite', 1.9, 0.9],
    ['an even match', 1.35, 1.25],
    ['an away favourite', 0.8, 2.1],
  ])(
    'prices %s: %s builder combinations all within 3 standard errors of 100,000 simulated matches',
    (name, homeGoals, awayGoals) => {
      const p = params(homeGoals, awayGoals);
      const matches = simulate(p, 100_000, name);
      const misses: string[] = [];
      for (const combo of COMBOS) {
        let n = 0;
        let hits = 0;
        for (const m of matches) {
          if (combo.counts && !combo.counts(m)) continue;
          n += 1;
          if (combo.hit(m)) hits += 1;
        }
        const model = price(p, combo.legs);
        const se = Math.sqrt(Math.max(model * (1 - model), 1e-9) / n);
        const z = (hits / n - model) / se;
        if (!(Math.abs(z) <= 3)) misses.push(`${JSON.stringify(combo.legs)}: model ${model}, sim ${hits / n}, z ${z}`);
      }
      expect(COMBOS.length).toBeGreaterThanOrEqual(30);
      expect(misses).toEqual([]);
    },
  );
});

describe('correlation is real', () => {
  const p = params(1.55, 1.15);
  it('a draw and under 2.5 goes together at least 1.3 times more often than independence says', () => {
    const joint = price(p, [
      ['1x2', null, 'draw'],
      ['total_goals', 2.5, 'under'],
    ]);
    const product = price(p, [['1x2', null, 'draw']]) * price(p, [['total_goals', 2.5, 'under']]);
    expect(joint).toBeGreaterThanOrEqual(1.3 * product);
  });

  it('a home win and the home side over 1.5 goals is likelier than the product of its legs', () => {
    const joint = price(p, [
      ['1x2', null, 'home'],
      ['home_total_goals', 1.5, 'over'],
    ]);
    expect(joint).toBeGreaterThan(price(p, [['1x2', null, 'home']]) * price(p, [['home_total_goals', 1.5, 'over']]));
  });
});

/** Every builder outcome of a football match, as (type, line, key). */
function allLegs(p: FootballParams): Leg[] {
  const context = { squads: squadsOf(p), scored: new Set<string>() };
  return footballSim
    .markets(p)
    .flatMap((spec) => spec.outcomes.map((outcome): Leg => [spec.type, spec.line, outcome.key]))
    .filter(([type, line, key]) => footballLeg(type, line, key, context) !== null && type !== 'draw_no_bet');
}

describe('builder properties (fast-check)', () => {
  const p = params(1.5, 1.2);
  const legs = allLegs(p);
  const legArb = fc.integer({ min: 0, max: legs.length - 1 }).map((index) => legs[index]!);
  const states: FootballState[] = [
    PRE_MATCH,
    { score: [1, 0], minute: 30, halfTime: null, halfTimeMinute: 46.5, scored: ['h1'], lineup: null },
    { score: [1, 1], minute: 60, halfTime: [1, 0], halfTimeMinute: 46.5, scored: ['h1', 'a2'], lineup: null },
  ];
  const stateArb = fc.constantFrom(...states);

  it('adding a leg never raises the probability', () => {
    fc.assert(
      fc.property(fc.array(legArb, { minLength: 1, maxLength: 7 }), legArb, stateArb, (base, extra, state) => {
        expect(price(p, [...base, extra], state)).toBeLessThanOrEqual(price(p, base, state) + 1e-12);
      }),
      { numRuns: 300 },
    );
  });

  it('a builder of one leg is exactly the fair probability its single market is priced from', () => {
    const markets = footballSim.markets(p);
    fc.assert(
      fc.property(legArb, stateArb, ([type, line, key], state) => {
        const fair = footballFairFor(p, state, type, line, key);
        expect(price(p, [[type, line, key]], state)).toBeCloseTo(fair, 12);
      }),
      { numRuns: 300 },
    );
    expect(markets.some((market) => market.type === 'anytime_goalscorer')).toBe(true);
  });

  it('contradictory legs give 0', () => {
    const contradictions: Leg[][] = [
      [
        ['1x2', null, 'home'],
        ['correct_score', null, '0-1'],
      ],
      [
        ['btts', null, 'yes'],
        ['total_goals', 1.5, 'under'],
      ],
      [
        ['half_time_result', null, 'home'],
        ['home_total_goals', 0.5, 'under'],
      ],
      [
        ['1x2', null, 'draw'],
        ['asian_handicap', -0.5, 'home'],
      ],
    ];
    for (const legsOf of contradictions) expect(price(p, legsOf)).toBe(0);
    fc.assert(
      fc.property(fc.array(legArb, { maxLength: 5 }), fc.constantFrom(...contradictions), (extra, bad) => {
        expect(price(p, [...bad, ...extra])).toBe(0);
      }),
      { numRuns: 100 },
    );
  });
});

/** The fair probability the feed prices a single outcome from (its published market). */
function footballFairFor(p: FootballParams, state: FootballState, type: string, line: number | null, key: string) {
  const fair = fairMarkets(p, state);
  if (type === 'anytime_goalscorer') {
    return scorerProbabilities(p, state).find((entry) => entry.key === key)!.probability;
  }
  const market = fair.find((candidate) => candidate.type === type && (candidate.line ?? null) === line)!;
  return market.outcomes.find((outcome) => outcome.key === key)!.probability;
}
