import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchWinner, playPoint, startingScore } from '../feed/tennis-score';
import { tennisDistribution, tennisMarkets } from '../models/tennis';
import type { TennisFormat, TennisState } from '../models/tennis';
import type { Player } from '../models/tennis-points';
import { tennisLeg, tennisProbability } from './tennis';

type Ref = readonly [string, number | null, string];

const serveArb = fc.record({
  a: fc.double({ min: 0.5, max: 0.8, noNaN: true }),
  b: fc.double({ min: 0.5, max: 0.8, noNaN: true }),
});
const formatArb = fc.constantFrom<TennisFormat>({ bestOf: 3 }, { bestOf: 5, finalSetTiebreak: 10 });
/** A state reached by playing the first `points` points of a match (by the point winners drawn), or pre-match. */
const stateArb = (format: TennisFormat) =>
  fc
    .tuple(fc.constantFrom<Player>('A', 'B'), fc.array(fc.constantFrom<Player>('A', 'B'), { maxLength: 160 }))
    .map(([server, winners]) => {
      let state: TennisState = startingScore(server);
      for (const winner of winners) {
        if (matchWinner(state, format)) break;
        state = playPoint(state, winner, format);
      }
      return state;
    });

function setScores({ bestOf }: TennisFormat): string[] {
  const need = (bestOf + 1) / 2;
  return Array.from({ length: need }, (_, lost) => [`${need}-${lost}`, `${lost}-${need}`]).flat();
}
function refsOf(format: TennisFormat, lines: readonly number[]): Ref[] {
  return [
    ['match_winner', null, 'A'],
    ['match_winner', null, 'B'],
    ...setScores(format).map((key): Ref => ['set_betting', null, key]),
    ...lines.flatMap((line): Ref[] => [
      ['total_games', line, 'over'],
      ['total_games', line, 'under'],
    ]),
  ];
}
const LINES = [18.5, 22.5, 38.5];
const legOf = ([type, line, key]: Ref) => tennisLeg(type, line, key)!;

describe('the tennis Bet Builder model', () => {
  it('prices one leg exactly as the single market is priced, pre-match and in play (fast-check)', () => {
    fc.assert(
      fc.property(
        serveArb,
        formatArb.chain((format) => fc.tuple(fc.constant(format), stateArb(format))),
        (serve, [format, state]) => {
          const distribution = tennisDistribution(serve, format, state);
          const fair = tennisMarkets(distribution, LINES);
          for (const ref of refsOf(format, LINES)) {
            const [type, line, key] = ref;
            const market = fair.find((candidate) => candidate.type === type && (candidate.line ?? null) === line);
            const single = market?.outcomes.find((outcome) => outcome.key === key)?.probability ?? 0;
            expect(tennisProbability(distribution, [legOf(ref)])).toBeCloseTo(single, 9);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('never raises the probability when a leg is added (fast-check)', () => {
    fc.assert(
      fc.property(
        serveArb,
        formatArb,
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        fc.nat(),
        (serve, format, picks, extra) => {
          const refs = refsOf(format, LINES);
          const distribution = tennisDistribution(serve, format);
          const base = picks.map((index) => legOf(refs[index % refs.length]!));
          const more = [...base, legOf(refs[extra % refs.length]!)];
          expect(tennisProbability(distribution, more)).toBeLessThanOrEqual(
            tennisProbability(distribution, base) + 1e-12,
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('gives 0 to legs that cannot happen together, and sums the rest from one joint distribution', () => {
    const format: TennisFormat = { bestOf: 3 };
    const distribution = tennisDistribution({ a: 0.66, b: 0.6 }, format);
    const p = (...refs: Ref[]) => tennisProbability(distribution, refs.map(legOf));
    expect(p(['match_winner', null, 'A'], ['set_betting', null, '1-2'])).toBe(0);
    expect(p(['match_winner', null, 'A'], ['match_winner', null, 'B'])).toBe(0);
    expect(p(['total_games', 22.5, 'over'], ['total_games', 18.5, 'under'])).toBe(0);
    // Two straight sets last at most 7-6 7-6: 26 games.
    expect(p(['set_betting', null, '2-0'], ['total_games', 26.5, 'over'])).toBe(0);
    // Set betting decides the winner: A and 2-0 is just 2-0.
    expect(p(['match_winner', null, 'A'], ['set_betting', null, '2-0'])).toBeCloseTo(
      p(['set_betting', null, '2-0']),
      12,
    );
    // Correlated: a straight-sets win goes with few games, far more often than the product says.
    const straight = p(['set_betting', null, '2-0'], ['total_games', 22.5, 'under']);
    expect(straight).toBeGreaterThan(1.3 * p(['set_betting', null, '2-0']) * p(['total_games', 22.5, 'under']));
    // Whole lines can push: not builder legs.
    expect(tennisLeg('total_games', 22, 'over')).toBeNull();
    expect(tennisLeg('set_betting', null, 'junk')).toBeNull();
  });
});
