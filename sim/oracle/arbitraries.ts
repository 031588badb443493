import { COUNTRY_CODES, DEFAULT_TAX_RULES, FULL_COVER_NAMES, FULL_COVERS, systemLineCount } from '@sportsbook/betting';
import type { ComboBoostConfig, FullCoverName, TaxTable } from '@sportsbook/betting';
import fc from 'fast-check';
import type { OracleHouseTerms, OracleInput, OracleLeg, OracleLegResult } from './types';

/** Prices as trading publishes them: the 1.01 floor, decimals, fractional-ladder quotes to 3 places, long shots. */
const price = (longest: number): fc.Arbitrary<number> =>
  fc.oneof(
    fc.constantFrom(1.01, 1.19, 1.199, 1.2, 1.201, 1.364, 1.5, 2, 2.375, 2.75, 3.25, 11),
    fc.integer({ min: 101, max: Math.min(longest, 20) * 100 }).map((hundredths) => hundredths / 100),
    // A ladder quote a/b published as its decimal rounded half up to 3 places (decision 005).
    fc
      .tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 33 }))
      .map(([a, b]) => Math.round((1 + a / b) * 1000) / 1000)
      .filter((odds) => odds <= longest),
    fc.integer({ min: 1010, max: longest * 1000 }).map((thousandths) => thousandths / 1000),
  );

const result: fc.Arbitrary<OracleLegResult> = fc.constantFrom('won', 'won', 'won', 'lost', 'void', 'placed');

/** A dead heat's share: places left over runners tied. */
const deadHeat = fc.oneof(
  { weight: 5, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 2, max: 4 }))
      .map(([num, den]) => ({ num: Math.min(num, den - 1), den })),
  },
);

function legOf(longest: number, eachWay: boolean, spAllowed: boolean): fc.Arbitrary<OracleLeg> {
  return fc
    .record({
      odds: price(longest),
      startingPrice: spAllowed ? fc.integer({ min: 0, max: 5 }).map((draw) => draw === 0) : fc.constant(false),
      sp: price(longest),
      ewPrice: eachWay ? fc.constantFrom(2, 3, 4, 5, 6) : fc.option(fc.constantFrom(4, 5), { nil: null }),
      result,
      deadHeat,
      boosted: fc.boolean(),
    })
    .map(({ odds, startingPrice, sp, ewPrice, result: finished, deadHeat: heat, boosted }) => ({
      odds: startingPrice ? null : odds,
      startingPrice,
      sp: startingPrice ? sp : null,
      ewPrice,
      result: finished,
      deadHeat: finished === 'won' || finished === 'placed' ? heat : null,
      boosted,
    }));
}

/** The longest price drawn for a bet of n legs, so an accepted bet's return stays a safe amount. */
const longestFor = (n: number): number => (n <= 2 ? 1000 : n <= 4 ? 100 : n <= 8 ? 20 : 5);

/** A bet's shape: its type, legs, and for a system its type ('system_k/n' or a named full cover). */
type Shape = {
  readonly betType: OracleInput['betType'];
  readonly n: number;
  readonly k: number;
  readonly systemType?: string;
};

/** A named full cover (Trixie … Goliath) over exactly its number of legs. */
const fullCover: fc.Arbitrary<Shape> = fc
  .constantFrom(...FULL_COVER_NAMES)
  .map((cover): Shape => ({ betType: 'system', n: FULL_COVERS[cover].legs, k: 0, systemType: cover }));

const shape: fc.Arbitrary<Shape> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Shape>({ betType: 'single', n: 1, k: 1 }) },
  {
    weight: 4,
    arbitrary: fc
      .oneof(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 2, max: 20 }))
      .map((n): Shape => ({ betType: 'combi', n, k: n })),
  },
  {
    weight: 3,
    arbitrary: fc
      .integer({ min: 3, max: 7 })
      .chain((n) => fc.integer({ min: 2, max: n - 1 }).map((k): Shape => ({ betType: 'system', n, k }))),
  },
);

/** Random boost terms: steps (some with decimals, as the 3-decimal column holds), either mode, a minimum. */
export const boostTerms: fc.Arbitrary<ComboBoostConfig> = fc.record({
  percent_steps: fc.oneof(
    fc.constant([0, 0, 5, 10, 15, 20, 25]),
    fc.array(fc.oneof(fc.integer({ min: 0, max: 30 }), fc.constantFrom(2.5, 7.125, 12.345)), {
      minLength: 1,
      maxLength: 8,
    }),
  ),
  winnings_calc_mode: fc.constantFrom('net' as const, 'gross' as const),
  min_leg_odds: fc.constantFrom(1.2, 1.2, 1.01, 1.364, 1.5),
});

/** Marginal bands with small limits, so bets cross them; on the payout or on the winnings. */
const smallBands: fc.Arbitrary<TaxTable> = fc
  .record({
    base: fc.constantFrom('payout' as const, 'winnings' as const),
    first: fc.integer({ min: 1, max: 20_000 }),
    second: fc.integer({ min: 1, max: 200_000 }),
    rates: fc.tuple(
      fc.integer({ min: 0, max: 5_000 }),
      fc.integer({ min: 0, max: 5_000 }),
      fc.integer({ min: 0, max: 9_999 }),
    ),
  })
  .map(({ base, first, second, rates }) => {
    const rule = {
      base,
      bands: [
        { upTo: first, basisPoints: rates[0] },
        { upTo: first + second, basisPoints: rates[1] },
        { upTo: null, basisPoints: rates[2] },
      ],
    };
    return { RO: rule, GR: { ...rule, base: base === 'payout' ? ('winnings' as const) : ('payout' as const) } };
  });

/** The house: the default or small tax bands, the default or a binding cap, boost terms then and now. */
export const houseTerms: fc.Arbitrary<OracleHouseTerms> = fc
  .record({
    taxTable: fc.oneof(fc.constant(DEFAULT_TAX_RULES), smallBands),
    maxPayout: fc.oneof(fc.constant(25_000_000), fc.integer({ min: 1, max: 200_000 })),
    boostAtAcceptance: fc.option(boostTerms, { nil: null, freq: 4 }),
    changed: fc.option(fc.option(boostTerms, { nil: null, freq: 4 }), { nil: undefined, freq: 2 }),
  })
  .map(({ changed, ...terms }) => (changed === undefined ? terms : { ...terms, boostAtSettlement: changed }));

/** An upper bound of a bet's return per unit of stake (every leg at its longest price, every line). */
function returnBound(legs: readonly OracleLeg[], lines: number, eachWay: boolean): number {
  const longest = legs.reduce((product, leg) => product * Math.max(leg.odds ?? 1, leg.sp ?? 1), 1);
  return longest * lines * (eachWay ? 2 : 1);
}

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

/** Lines of a shape: one for a single or combi, C(n, k) for System k/n, every line of a named cover. */
const linesOfShape = ({ betType, n, k, systemType }: Shape): number =>
  systemType ? systemLineCount(systemType, n) : betType === 'system' ? choose(n, k) : 1;

/**
 * A decided bet as acceptance could have taken it: single, combi (2 … 20 legs) or System k/n
 * (named full covers: `fullCoverBet`), each way on every type (all legs with terms), SP legs (never under a free bet), free bets on
 * singles and combis without each way, any country, stakes kept to a safe return.
 */
export const decidedBet: fc.Arbitrary<OracleInput> = betOfShape(shape);

/** Named full covers only (Trixie … Goliath), or only the one named. */
export function fullCoverBet(name?: FullCoverName): fc.Arbitrary<OracleInput> {
  return betOfShape(name ? fullCover.filter((shape) => shape.systemType === name) : fullCover);
}

/** Systems of 8 … 12 legs (up to 924 lines, each way twice that): fewer runs, every line still walked. */
export const largeSystem: fc.Arbitrary<OracleInput> = betOfShape(
  fc
    .integer({ min: 8, max: 12 })
    .chain((n) => fc.integer({ min: 2, max: n - 1 }).map((k): Shape => ({ betType: 'system', n, k }))),
);

function betOfShape(shapes: fc.Arbitrary<Shape>): fc.Arbitrary<OracleInput> {
  return shapes.chain((shape) => {
    const { betType, n, k } = shape;
    return fc
      .record({
        eachWay: fc.integer({ min: 0, max: 2 }).map((draw) => draw === 0),
        freebetDraw: fc.integer({ min: 0, max: 3 }),
        stake: fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 10, max: 200_000 }), fc.constant(10)),
        country: fc.constantFrom(...COUNTRY_CODES),
        house: houseTerms,
      })
      .chain(({ eachWay, freebetDraw, stake, country, house }) => {
        const freebet = betType !== 'system' && !eachWay && freebetDraw === 0;
        return fc.array(legOf(longestFor(n), eachWay, !freebet), { minLength: n, maxLength: n }).map((legs) => {
          const bound = returnBound(legs, linesOfShape(shape), eachWay);
          return {
            betType,
            systemType: betType === 'system' ? (shape.systemType ?? `system_${k}/${n}`) : null,
            eachWay,
            stake: Math.max(1, Math.min(stake, Math.floor(1e14 / bound))),
            freebet,
            country,
            legs,
            house,
          };
        });
      });
  });
}
