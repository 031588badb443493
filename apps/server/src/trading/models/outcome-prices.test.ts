import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARGIN_BANDS, MAX_ODDS, MIN_ODDS } from './margin';
import { eventMargin, outcomeOdds, priceEventMarket, yesNoOdds } from './outcome-prices';
import { normalise } from './probability';

const bands = fc.constantFrom(...Object.values(MARGIN_BANDS));
const chances = fc.double({ min: 1e-9, max: 1, noNaN: true });

describe('outcomeOdds', () => {
  it('prices a likelier outcome never longer, whatever market it sits in', () => {
    fc.assert(
      fc.property(chances, chances, bands, (a, b, band) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(outcomeOdds(low, band)).toBeGreaterThanOrEqual(outcomeOdds(high, band));
      }),
    );
  });

  it('pays at most the fair odds unless held at the 1.01 floor, and carries at most the margin plus truncation', () => {
    fc.assert(
      fc.property(chances, bands, (probability, band) => {
        const odds = outcomeOdds(probability, band);
        if (probability * MIN_ODDS <= 1) expect(odds * probability).toBeLessThanOrEqual(1 + 1e-12);
        else expect(odds).toBe(MIN_ODDS);
        const withMargin = Math.min(MAX_ODDS, Math.max(MIN_ODDS, 1 / (probability * (1 + eventMargin(band)))));
        expect(odds).toBeGreaterThan(withMargin - 0.01 - 1e-9);
        expect(odds).toBeLessThanOrEqual(withMargin + 1e-9);
      }),
    );
  });

  it('locks an outcome that cannot happen', () => {
    expect(outcomeOdds(0, MARGIN_BANDS.footballLive)).toBe(0);
  });
});

describe('priceEventMarket', () => {
  const markets = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2, maxLength: 12 }).filter((w) => w.some((x) => x > 0)); // prettier-ignore

  it('suspends a market exactly when 1.01 would pay some outcome more than its fair odds', () => {
    fc.assert(
      fc.property(markets, bands, (weights, band) => {
        const fair = normalise(weights);
        const priced = priceEventMarket({ type: 'x', outcomes: fair.map((probability, i) => ({ key: `${i}`, probability })) }, band); // prettier-ignore
        expect(priced.suspended).toBe(fair.some((probability) => probability * MIN_ODDS > 1 + 1e-12));
        if (!priced.suspended) {
          priced.outcomes.forEach((outcome) =>
            expect(outcome.odds * outcome.probability).toBeLessThanOrEqual(1 + 1e-12),
          );
          expect(priced.overround).toBeGreaterThanOrEqual(-1e-12);
        }
      }),
    );
  });

  it('gives every market the event margin, truncation and the floor apart', () => {
    const priced = priceEventMarket(
      { type: '1x2', outcomes: [0.45, 0.3, 0.25].map((probability, i) => ({ key: `${i}`, probability })) },
      MARGIN_BANDS.footballPreMatch,
    );
    expect(priced.outcomes.map((outcome) => outcome.odds)).toEqual([2.09, 3.14, 3.77]);
    expect(priced.overround).toBeGreaterThanOrEqual(eventMargin(MARGIN_BANDS.footballPreMatch));
    expect(priced.overround).toBeLessThanOrEqual(MARGIN_BANDS.footballPreMatch.max);
  });
});

describe('yesNoOdds', () => {
  it('prices a proposition exactly as a market outcome of the same chance, and not at all once 1.01 overpays it', () => {
    expect(yesNoOdds(0.25, MARGIN_BANDS.footballPreMatch)).toBe(3.77);
    expect(yesNoOdds(0.25, MARGIN_BANDS.footballPreMatch)).toBe(outcomeOdds(0.25, MARGIN_BANDS.footballPreMatch));
    expect(yesNoOdds(0.995, MARGIN_BANDS.footballLive)).toBe(0);
    expect(yesNoOdds(0, MARGIN_BANDS.footballLive)).toBe(0);
  });
});
