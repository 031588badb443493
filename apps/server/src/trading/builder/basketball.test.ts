import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BasketballParams, BasketballState } from '../feed/basketball-sim';
import { basketballMarkets } from '../models/us-sports';
import { basketballLeg, basketballProbability } from './basketball';
import type { BasketballLeg } from './basketball';

const PARAMS: BasketballParams = {
  home: 'Hawks',
  away: 'Owls',
  homePoints: 116,
  awayPoints: 110,
  spreadLines: [-8.5, -6.5, -4.5],
  totalLines: [221.5, 226.5, 231.5],
};
const STATES: BasketballState[] = [
  { score: [0, 0], elapsedMinutes: 0 },
  { score: [50, 55], elapsedMinutes: 22 },
  { score: [101, 99], elapsedMinutes: 46 },
];
type Ref = readonly [string, number | null, string];
const REFS: Ref[] = [
  ['moneyline', null, 'home'],
  ['moneyline', null, 'away'],
  ...PARAMS.spreadLines.flatMap((line): Ref[] => [
    ['spread', line, 'home'],
    ['spread', line, 'away'],
  ]),
  ...PARAMS.totalLines.flatMap((line): Ref[] => [
    ['total', line, 'over'],
    ['total', line, 'under'],
  ]),
];
const legOf = ([type, line, key]: Ref): BasketballLeg => basketballLeg(type, line, key)!;
const price = (refs: readonly Ref[], state: BasketballState) => basketballProbability(PARAMS, state, refs.map(legOf));

describe('the basketball Bet Builder model', () => {
  const refArb = fc.constantFrom(...REFS);
  const stateArb = fc.constantFrom(...STATES);

  it('prices one leg exactly as the single market is priced', () => {
    for (const state of STATES) {
      const fair = basketballMarkets({
        homePoints: PARAMS.homePoints,
        awayPoints: PARAMS.awayPoints,
        state,
        lines: { spread: PARAMS.spreadLines, total: PARAMS.totalLines },
      });
      for (const [type, line, key] of REFS) {
        const market = fair.find((candidate) => candidate.type === type && (candidate.line ?? null) === line)!;
        const single = market.outcomes.find((outcome) => outcome.key === key)!.probability;
        expect(price([[type, line, key]], state)).toBeCloseTo(single, 9);
      }
    }
  });

  it('never raises the probability when a leg is added (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(refArb, { minLength: 1, maxLength: 5 }), refArb, stateArb, (base, extra, state) => {
        expect(price([...base, extra], state)).toBeLessThanOrEqual(price(base, state) + 1e-12);
      }),
    );
  });

  it('gives 0 to contradictions and prices correlated legs above their product', () => {
    const pre = STATES[0]!;
    expect(
      price(
        [
          ['moneyline', null, 'home'],
          ['moneyline', null, 'away'],
        ],
        pre,
      ),
    ).toBe(0);
    expect(
      price(
        [
          ['spread', -8.5, 'home'],
          ['moneyline', null, 'away'],
        ],
        pre,
      ),
    ).toBe(0);
    expect(
      price(
        [
          ['total', 231.5, 'over'],
          ['total', 221.5, 'under'],
        ],
        pre,
      ),
    ).toBe(0);
    const joint = price(
      [
        ['moneyline', null, 'home'],
        ['spread', -4.5, 'home'],
      ],
      pre,
    );
    expect(joint).toBeCloseTo(price([['spread', -4.5, 'home']], pre), 12);
    expect(joint).toBeGreaterThan(price([['moneyline', null, 'home']], pre) * price([['spread', -4.5, 'home']], pre));
  });
});
