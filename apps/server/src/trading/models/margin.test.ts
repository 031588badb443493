import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MARGIN_BANDS,
  applyMargin,
  impliedProbabilities,
  isMarketDecided,
  priceMarket,
  priceProbabilities,
  toDecimalOdds,
} from './margin';
import { normalise, sum } from './probability';

const weights = fc.array(fc.double({ min: 0.05, max: 1, noNaN: true }), { minLength: 2, maxLength: 12 });
const margins = fc.double({ min: 0, max: 0.3, noNaN: true });
const hasTwoDecimals = (odds: number) => Number(odds.toFixed(2)) === odds;

describe('applyMargin', () => {
  it.each([
    [[0.5, 0.5], 0.06, 'proportional', [0.53, 0.53]],
    [[0.5, 0.5], 0.06, 'power', [0.53, 0.53]],
    [[0.2, 0.8], 0.1, 'proportional', [0.22, 0.88]],
  ] as const)('turns %j at %s margin (%s) into %j', (fair, margin, method, expected) => {
    applyMargin(fair, margin, method).forEach((value, index) => expect(value).toBeCloseTo(expected[index] ?? 0, 9));
  });

  it('makes implied probabilities sum to winners × (1 + margin) with either method', () => {
    fc.assert(
      fc.property(weights, margins, fc.constantFrom('power', 'proportional' as const), (raw, margin, method) => {
        expect(sum(applyMargin(normalise(raw), margin, method))).toBeCloseTo(1 + margin, 9);
        expect(
          sum(
            applyMargin(
              normalise(raw).map((p) => 2 * p),
              margin,
              method,
              2,
            ),
          ),
        ).toBeCloseTo(2 + 2 * margin, 9);
      }),
    );
  });

  it('loads more margin on longshots than on favourites with the power method', () => {
    const [favourite = 0, outsider = 0] = applyMargin([0.8, 0.2], 0.06, 'power');
    expect(outsider / 0.2).toBeGreaterThan(favourite / 0.8);
  });

  it('refuses a margin a single outcome cannot carry', () => {
    expect(() => applyMargin([1, 0], 0.05)).toThrow(/more than/);
  });
});

describe('toDecimalOdds', () => {
  it.each([
    [0.5, 2],
    [1 / 1.15, 1.15],
    [0.3, 3.33],
    [0.999, 1.01],
    [1.2, 1.01],
    [1e-6, 1000],
    [0, 0],
  ])('prices implied probability %s at %s', (implied, odds) => {
    expect(toDecimalOdds(implied)).toBe(odds);
  });

  it('never rounds a price up and never goes below 1.01 or past two decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1, noNaN: true }), (implied) => {
        const odds = toDecimalOdds(implied);
        expect(odds).toBeGreaterThanOrEqual(1.01);
        expect(hasTwoDecimals(odds)).toBe(true);
        if (1 / implied >= 1.01) expect(odds).toBeLessThanOrEqual(1 / implied + 1e-9);
      }),
    );
  });
});

describe('impliedProbabilities', () => {
  it('reads the overround and the margin-free probabilities back from prices', () => {
    const read = impliedProbabilities([1.9, 1.9]);
    expect(read.overround).toBeCloseTo(2 / 1.9 - 1, 12);
    expect(read.fair).toEqual([0.5, 0.5]);
  });

  it('leaves unpriced outcomes out of the book', () => {
    expect(impliedProbabilities([2, 2, 0]).overround).toBeCloseTo(0, 12);
  });
});

describe('priceProbabilities', () => {
  it('publishes prices whose overround sits inside the band', () => {
    fc.assert(
      fc.property(weights, (raw) => {
        const fair = normalise(raw);
        fc.pre(Math.max(...fair) < 0.9);
        const { odds, overround } = priceProbabilities(fair, MARGIN_BANDS.footballPreMatch);
        expect(overround).toBeGreaterThanOrEqual(MARGIN_BANDS.footballPreMatch.min);
        expect(overround).toBeLessThanOrEqual(MARGIN_BANDS.footballPreMatch.max);
        expect(impliedProbabilities(odds).overround).toBeCloseTo(overround, 12);
        odds.forEach((price) => expect(price >= 1.01 && hasTwoDecimals(price)).toBe(true));
      }),
    );
  });

  it('gives a more likely outcome a price no longer than a less likely one', () => {
    fc.assert(
      fc.property(weights, (raw) => {
        const fair = normalise(raw);
        const { odds } = priceProbabilities(fair, MARGIN_BANDS.tennis);
        fair.forEach((p, i) =>
          fair.forEach((q, j) => {
            if (p > q) expect(odds[i]).toBeLessThanOrEqual(odds[j] ?? 0);
          }),
        );
      }),
    );
  });
});

describe('priceMarket', () => {
  it('adds exact display strings and locks an impossible outcome', () => {
    const market = priceMarket(
      {
        type: '1x2',
        outcomes: [
          { key: 'home', probability: 0.5 },
          { key: 'draw', probability: 0.5 },
          { key: 'away', probability: 0 },
        ],
      },
      MARGIN_BANDS.footballPreMatch,
    );
    expect(market.outcomes.map((outcome) => outcome.odds)).toEqual([1.89, 1.89, 0]);
    expect(market.outcomes[0]?.displayOdds).toEqual({ decimal: '1.89', fractional: '8/9', american: '-112.36' });
    expect(market.outcomes[2]?.displayOdds.decimal).toBe('');
  });
});

describe('isMarketDecided', () => {
  it('says a market is decided once an outcome is certain', () => {
    const outcomes = [
      { key: 'over', probability: 1 },
      { key: 'under', probability: 0 },
    ];
    expect(isMarketDecided({ type: 'total_goals', line: 0.5, outcomes })).toBe(true);
    expect(isMarketDecided({ type: '1x2', outcomes: [{ key: 'home', probability: 0.6 }] })).toBe(false);
  });
});
