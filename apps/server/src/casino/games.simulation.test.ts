import { describe, expect, it } from 'vitest';
import {
  CASINO_GAMES,
  diceMultiplier,
  payoutOf,
  PLINKO_PROBABILITIES,
  PLINKO_SLOTS,
  playRound,
  RoundRandom,
  WHEEL_SEGMENTS,
} from './games';
import type { CasinoGameId, RoundChoice } from './games';
import { KeyedHmac } from './hmac';

/*
 * A million rounds of each game through the real round function (the server's `playRound` on
 * the HMAC stream), one server seed, nonces 0…999999: the measured RTP is within 0.3 percentage
 * points of the published one and the outcome counts pass a chi-square test at p = 0.001.
 */

const ROUNDS = 1_000_000;
const STAKE = 100;
const SERVER_SEED = '3f1c9a7e5b2d40c8a6e4f2b0d8c6a4e2f0b8d6c4a2e0f8b6d4c2a0e8f6b4d2c0';
const CLIENT_SEED = 'simulation';

/** Chi-square critical values at p = 0.001 by degrees of freedom. */
const CHI_SQUARE_999: Readonly<Record<number, number>> = { 12: 32.909, 19: 43.82, 99: 148.23 };

function simulate(game: CasinoGameId, choice: RoundChoice, bins: number, binOf: (result: number) => number) {
  const hmac = new KeyedHmac(SERVER_SEED);
  const counts = new Float64Array(bins);
  let paid = 0;
  for (let nonce = 0; nonce < ROUNDS; nonce++) {
    const outcome = playRound(game, choice, new RoundRandom(hmac, CLIENT_SEED, nonce));
    paid += payoutOf(STAKE, outcome.multiplier);
    counts[binOf(outcome.result)]! += 1;
  }
  return { rtp: paid / (STAKE * ROUNDS), counts };
}

function chiSquare(counts: Float64Array, probabilities: readonly number[]): number {
  let statistic = 0;
  counts.forEach((count, bin) => {
    const expected = probabilities[bin]! * ROUNDS;
    statistic += (count - expected) ** 2 / expected;
  });
  return statistic;
}

describe('a million rounds of each game', () => {
  it('dice at 50 %: RTP 99 % ± 0.3, rolls uniform over 100 bands', () => {
    const { rtp, counts } = simulate('dice', { chance: 5_000 }, 100, (roll) => Math.floor(roll / 100));
    expect(diceMultiplier(5_000)).toBe(19_800);
    expect(Math.abs(rtp - CASINO_GAMES.dice.rtp)).toBeLessThan(0.003);
    expect(chiSquare(counts, new Array<number>(100).fill(0.01))).toBeLessThan(CHI_SQUARE_999[99]!);
  });

  it('wheel: RTP 95 % ± 0.3, segments uniform', () => {
    const { rtp, counts } = simulate('wheel', {}, WHEEL_SEGMENTS.length, (segment) => segment);
    expect(CASINO_GAMES.wheel.rtp).toBeCloseTo(0.95, 10);
    expect(Math.abs(rtp - CASINO_GAMES.wheel.rtp)).toBeLessThan(0.003);
    expect(chiSquare(counts, new Array<number>(20).fill(1 / 20))).toBeLessThan(CHI_SQUARE_999[19]!);
  });

  it('plinko: RTP ≈ 96.45 % ± 0.3, slots binomial', () => {
    const { rtp, counts } = simulate('plinko', {}, PLINKO_SLOTS.length, (slot) => slot);
    expect(CASINO_GAMES.plinko.rtp).toBeCloseTo(395_060 / 409_600, 10);
    expect(Math.abs(rtp - CASINO_GAMES.plinko.rtp)).toBeLessThan(0.003);
    expect(chiSquare(counts, PLINKO_PROBABILITIES)).toBeLessThan(CHI_SQUARE_999[12]!);
  });
});
