import { add, ceilHundredths, decimal, div, floor, frac, mul, ONE, show, sub, whole, ZERO } from './fraction';
import type { Fraction } from './fraction';
import { boostOf, taxOf } from './house';
import { lineSizes, subsets } from './lines';
import type { OracleInput, OracleLeg, OracleLine, OracleSettlement } from './types';

/** The price a leg settles at: the price taken, or the returned starting price (decision 013). */
function settledPrice(leg: OracleLeg): Fraction {
  const price = leg.startingPrice ? leg.sp : leg.odds;
  if (price === null) throw new RangeError('A leg that won or placed needs its price (the SP for an SP leg).');
  return decimal(price);
}

/** The each-way place price: a fraction 1/ewPrice of the winnings, (odds − 1)/ewPrice + 1 (spec 000 §5). */
function placePrice(leg: OracleLeg): Fraction {
  if (leg.ewPrice === null || !(leg.ewPrice > 0)) throw new RangeError('Each way needs terms on every leg.');
  return add(div(sub(settledPrice(leg), ONE), decimal(leg.ewPrice)), ONE);
}

const share = (leg: OracleLeg): Fraction =>
  leg.deadHeat ? frac(BigInt(leg.deadHeat.num), BigInt(leg.deadHeat.den)) : ONE;

/**
 * What one line returns for its stake, walked leg by leg like a bettor's accumulator: a void leg
 * stands at 1, a loser ends it, a dead heat divides the stake still running (the price is
 * unchanged). A combi's odds — the product of its prices — are rounded up to hundredths
 * (spec 000 §5, decision 002, void legs at 1); a system's lines are not. A free bet's stake does
 * not come back: the line returns what the standing stake won, not the stake itself.
 */
function lineReturn(input: OracleInput, legs: readonly OracleLeg[], part: 'win' | 'place'): Fraction {
  let price = ONE;
  let standing = whole(input.stake);
  for (const leg of legs) {
    if (leg.result === 'void') continue;
    const wins = part === 'win' ? leg.result === 'won' : leg.result === 'won' || leg.result === 'placed';
    if (!wins) return ZERO;
    price = mul(price, part === 'win' ? settledPrice(leg) : placePrice(leg));
    // The dead heat that decided this part: a tie for the win, or for the last place paid.
    const decided = part === 'win' || leg.result === 'placed';
    if (decided) standing = mul(standing, share(leg));
  }
  const odds = input.betType === 'combi' ? ceilHundredths(price) : price;
  return input.freebet ? mul(standing, sub(odds, ONE)) : mul(standing, odds);
}

/**
 * Settles a decided bet from the rules, one line at a time (decision 090). Every k-subset of the
 * legs is a line of a system (each size of a full cover); each way is two bets, a win line and a
 * place line for every line. The bet's return is floored once to the minor unit (decision 078);
 * a combo boost, the payout cap and the country's tax follow (decision 079).
 */
export function oracleSettle(input: OracleInput): OracleSettlement {
  if (!Number.isSafeInteger(input.stake) || input.stake < 0) throw new RangeError('A stake is whole minor units.');
  const parts: ('win' | 'place')[] = input.eachWay ? ['win', 'place'] : ['win'];
  const lines: OracleLine[] = [];
  let total = ZERO;
  let paidLines = 0;
  for (const size of lineSizes(input)) {
    for (const chosen of subsets(input.legs.length, size)) {
      for (const part of parts) {
        const returns = lineReturn(
          input,
          chosen.map((i) => input.legs[i]!),
          part,
        );
        lines.push({ legs: chosen, part, returns: show(returns) });
        total = add(total, returns);
        if (returns.n > 0n) paidLines += 1;
      }
    }
  }
  const cashStake = input.freebet ? 0n : BigInt(input.stake) * BigInt(lines.length);
  const returned = floor(total);
  if (input.legs.every((leg) => leg.result === 'void')) {
    // Everything void: the cash stakes come back; a free bet's stake never comes back as cash.
    const refund = input.freebet ? 0 : Number(cashStake);
    return { status: 'void', payout: refund, boost: 0, tax: 0, credit: refund, capped: false, lines };
  }
  if (returned <= 0n) return { status: 'lost', payout: 0, boost: 0, tax: 0, credit: 0, capped: false, lines };
  const boost = boostOf(input, returned, cashStake);
  const cap = BigInt(input.house.maxPayout);
  const paid = returned + boost > cap ? cap : returned + boost;
  const payout = returned < paid ? returned : paid;
  const tax = taxOf(input.house.taxTable[input.country as keyof typeof input.house.taxTable], paid, cashStake);
  return {
    status: paidLines === lines.length ? 'won' : 'partly_won',
    payout: Number(payout),
    boost: Number(paid - payout),
    tax: Number(tax),
    credit: Number(paid - tax),
    capped: returned + boost > cap,
    lines,
  };
}
