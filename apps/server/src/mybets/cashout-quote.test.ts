import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteCashout } from './cashout-quote';
import type { QuoteBet, QuoteLeg, QuotePrice } from './cashout-quote';

const openMarket = (odds: number, extra: Partial<QuotePrice> = {}): QuotePrice => ({
  odds,
  marketSuspended: false,
  marketStatus: 'open',
  eventStatus: 'not_started',
  eventIsLive: false,
  ...extra,
});
const leg = (taken: number, now: number | null, extra: Partial<QuoteLeg> = {}): QuoteLeg => ({
  odds: taken,
  isStartingPrice: false,
  result: null,
  current: now === null ? null : openMarket(now),
  ...extra,
});
const single = (extra: Partial<QuoteBet> = {}): QuoteBet => ({
  status: 'open',
  betType: 'single',
  eachWay: false,
  freebetId: null,
  stake: 1_000,
  potentialReturn: 2_000,
  ...extra,
});
const combi = (potentialReturn: number): QuoteBet => single({ betType: 'combi', potentialReturn });

describe('quoteCashout', () => {
  it.each([
    ['a single at unchanged odds is worth the stake less the margin', single(), [leg(2, 2)], 950],
    ['a single whose price shortened is worth more', single(), [leg(2, 1.6)], 1_187],
    ['a single whose price drifted is worth less', single(), [leg(2, 2.5)], 760],
    [
      'a combi at unchanged odds is worth the stake less the margin on each leg',
      combi(3_000),
      [leg(2, 2), leg(1.5, 1.5)],
      902,
    ],
    [
      'a combi with a won leg carries that leg at its taken odds',
      combi(3_000),
      [leg(2, null, { result: 'won' }), leg(1.5, 1.25)],
      2_280,
    ],
    [
      'a combi with a won leg of a dead heat carries it at its share, as settlement pays it',
      combi(3_000),
      [leg(2, null, { result: 'won', deadHeat: { num: 1, den: 2 } }), leg(1.5, 1.25)],
      1_140,
    ],
    ['a combi with a void leg counts it at 1', combi(3_000), [leg(2, null, { result: 'void' }), leg(1.5, 1.5)], 950],
    ['a quote never exceeds the potential return', single({ potentialReturn: 1_000 }), [leg(2, 1.1)], 1_000],
    ['a quote is rounded down to the cent', single({ stake: 1_001 }), [leg(2, 1.6)], 1_188],
  ])('%s', (_name, bet, legs, quote) => {
    expect(quoteCashout(bet, legs, 500)).toEqual({ available: true, quote });
  });

  it.each([
    ['a settled bet', single({ status: 'won' }), [leg(2, 2)], 'settled'],
    ['a free bet', single({ freebetId: 'f' }), [leg(2, 2)], 'freebet'],
    ['a system bet', single({ betType: 'system' }), [leg(2, 2)], 'bet_type'],
    ['an each-way bet', single({ eachWay: true }), [leg(2, 2)], 'bet_type'],
    ['a starting-price leg', single(), [leg(2, 2, { isStartingPrice: true, odds: null })], 'starting_price'],
    ['a lost leg', combi(3_000), [leg(2, 2, { result: 'lost' }), leg(1.5, 1.5)], 'leg_lost'],
    ['a suspended market', single(), [leg(2, 2, { current: openMarket(2, { marketSuspended: true }) })], 'suspended'],
    ['a resolved market', single(), [leg(2, 2, { current: openMarket(2, { marketStatus: 'resolved' }) })], 'suspended'],
    ['an ended event', single(), [leg(2, 2, { current: openMarket(2, { eventStatus: 'ended' }) })], 'suspended'],
    [
      'a started event not in play',
      single(),
      [leg(2, 2, { current: openMarket(2, { eventStatus: 'live' }) })],
      'suspended',
    ],
    ['a locked price', single(), [leg(2, 1)], 'unpriced'],
    ['an outcome gone from the catalogue', single(), [leg(2, null)], 'unpriced'],
    ['every leg decided while the bet is open', combi(3_000), [leg(2, null, { result: 'won' })], 'settled'],
  ])('offers no cash out for %s', (_name, bet, legs, reason) => {
    expect(quoteCashout(bet, legs, 500)).toEqual({ available: false, reason });
  });

  it('offers a live event in play', () => {
    const live = leg(2, 2, { current: openMarket(2, { eventStatus: 'live', eventIsLive: true }) });
    expect(quoteCashout(single(), [live], 500)).toEqual({ available: true, quote: 950 });
  });

  const price = fc.integer({ min: 1_001, max: 50_000 }).map((thousandths) => thousandths / 1_000);

  it('rises when the backed price shortens and falls when it drifts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 1_000_000 }), price, price, price, (stake, taken, a, b) => {
        const bet = single({ stake, potentialReturn: Number.MAX_SAFE_INTEGER });
        const quoteAt = (now: number) => {
          const offer = quoteCashout(bet, [leg(taken, now)], 500);
          return offer.available ? offer.quote : 0;
        };
        const [shorter, longer] = a <= b ? [a, b] : [b, a];
        expect(quoteAt(shorter)).toBeGreaterThanOrEqual(quoteAt(longer));
      }),
    );
  });

  it('is a whole number of minor units, never above the potential return nor the value less the margin per leg', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.tuple(price, price), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 9_999 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (stake, prices, margin, potentialReturn) => {
          const bet = { ...combi(potentialReturn), stake };
          const offer = quoteCashout(
            bet,
            prices.map(([taken, now]) => leg(taken, now)),
            margin,
          );
          if (!offer.available) return;
          expect(Number.isSafeInteger(offer.quote)).toBe(true);
          expect(offer.quote).toBeGreaterThan(0);
          expect(offer.quote).toBeLessThanOrEqual(potentialReturn);
          const fair = prices.reduce((value, [taken, now]) => ((value * taken) / now) * (1 - margin / 10_000), stake);
          expect(offer.quote).toBeLessThanOrEqual(fair * (1 + 1e-9));
        },
      ),
    );
  });
});
