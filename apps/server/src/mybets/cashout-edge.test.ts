import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARGIN_BANDS } from '../trading/testing';
import { outcomeOdds } from '../trading/testing';
import { DEFAULT_CASHOUT_MARGIN_BP, quoteCashout } from './cashout-quote';
import type { QuoteBet, QuoteLeg } from './cashout-quote';

/*
 * A cash out never turns a bet into one worth more than its stake (decision 096). The prices a
 * quote reads carry the event's margin, so taken / current values each leg a little above its fair
 * chance; the most that can gain is the step from the pre-match margin (6 %) to the in-play one
 * (7.5 %) with nothing else changed — the moment every leg's match kicks off. The quote there must
 * stay under the stake, for any number of legs.
 */

const combi = (legs: number, stake: number): QuoteBet => ({ status: 'open', betType: legs > 1 ? 'combi' : 'single', eachWay: false, freebetId: null, stake, potentialReturn: Number.MAX_SAFE_INTEGER }); // prettier-ignore

/** A leg taken before kick-off and priced again in play at the same chance. */
function legAtKickOff(probability: number): QuoteLeg {
  return {
    odds: outcomeOdds(probability, MARGIN_BANDS.footballPreMatch),
    isStartingPrice: false,
    result: null,
    current: {
      odds: outcomeOdds(probability, MARGIN_BANDS.footballLive),
      marketSuspended: false,
      marketStatus: 'open',
      eventStatus: 'live',
      eventIsLive: true,
    },
  };
}

describe('a cash out keeps the house edge', () => {
  it('pays less than the stake for a pre-match six-fold cashed out as its matches kick off', () => {
    // Six legs at 45 %: taken at 2.09, in play at 2.06. With the margin taken once the quote was
    // 10.00 × (2.09 / 2.06)^6 × 0.95 = 10.36: the stake back and more, at no risk.
    const legs = Array.from({ length: 6 }, () => legAtKickOff(0.45));
    expect(legs[0]!.odds).toBe(2.09);
    expect(legs[0]!.current!.odds).toBe(2.06);
    const offer = quoteCashout(combi(6, 1_000), legs, DEFAULT_CASHOUT_MARGIN_BP);
    expect(offer.available && offer.quote).toBeLessThan(1_000);
  });

  it('pays less than the stake at kick-off for any legs, however many', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 0.93, noNaN: true }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 100, max: 1_000_000 }),
        (chances, stake) => {
          const offer = quoteCashout(combi(chances.length, stake), chances.map(legAtKickOff), DEFAULT_CASHOUT_MARGIN_BP); // prettier-ignore
          if (offer.available) expect(offer.quote).toBeLessThan(stake);
        },
      ),
      { numRuns: 500 },
    );
  });
});
