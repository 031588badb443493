import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CASINO_GAME_IDS,
  CASINO_GAMES,
  checkChoice,
  DICE_MAX_CHANCE,
  DICE_MIN_CHANCE,
  diceMultiplier,
  payoutOf,
  PLINKO_ROWS,
  PLINKO_SLOTS,
  WHEEL_SEGMENTS,
} from './games';
import type { CasinoGameId, RoundChoice } from './games';

/*
 * Every game's exact expected return over its whole outcome space, for every choice it accepts
 * (decision 091): each outcome's weight (a count of equally likely draws) times what it pays,
 * summed in integers and compared with the stake times the number of draws, so nothing rounds.
 */

/** The outcome space of one choice: [weight, multiplier in basis points], weights summing to `draws`. */
function outcomeSpace(game: CasinoGameId, choice: RoundChoice): { draws: bigint; outcomes: [bigint, number][] } {
  switch (game) {
    case 'dice': {
      // A roll 0–9999, uniform; rolls under the chance win.
      const chance = choice.chance!;
      return {
        draws: 10_000n,
        outcomes: [
          [BigInt(chance), diceMultiplier(chance)],
          [BigInt(10_000 - chance), 0],
        ],
      };
    }
    case 'wheel':
      return { draws: BigInt(WHEEL_SEGMENTS.length), outcomes: WHEEL_SEGMENTS.map((segment) => [1n, segment]) };
    case 'plinko': {
      // Twelve fair bits: slot k is reached by C(12, k) of the 4096 paths.
      let paths = 1n;
      const outcomes = PLINKO_SLOTS.map((slot, k): [bigint, number] => {
        const weight = paths;
        paths = (paths * BigInt(PLINKO_ROWS - k)) / BigInt(k + 1);
        return [weight, slot];
      });
      return { draws: 2n ** BigInt(PLINKO_ROWS), outcomes };
    }
  }
}

/** The expected payout of `stake` minor units × draws, paid as the server pays (rounded down). */
function expectedPayoutTimesDraws(game: CasinoGameId, choice: RoundChoice, stake: number): bigint {
  const { outcomes } = outcomeSpace(game, choice);
  return outcomes.reduce((total, [weight, multiplier]) => total + weight * BigInt(payoutOf(stake, multiplier)), 0n);
}

/** Every choice a game accepts: each dice chance, and the one choice of the others. */
function everyChoice(game: CasinoGameId): RoundChoice[] {
  if (game !== 'dice') return [checkChoice(game, {})];
  const chances = Array.from({ length: DICE_MAX_CHANCE - DICE_MIN_CHANCE + 1 }, (_, i) => DICE_MIN_CHANCE + i);
  return chances.map((chance) => checkChoice(game, { chance }));
}

describe.each(CASINO_GAME_IDS)('%s returns less than the stake for every choice', (game) => {
  const limits = CASINO_GAMES[game];

  it('before rounding: the expected multiplier of every choice is under 1x, and the published RTP under 100 %', () => {
    for (const choice of everyChoice(game)) {
      const { draws, outcomes } = outcomeSpace(game, choice);
      expect(outcomes.reduce((sum, [weight]) => sum + weight, 0n)).toBe(draws);
      const returned = outcomes.reduce((sum, [weight, multiplier]) => sum + weight * BigInt(multiplier), 0n);
      expect(returned < draws * 10_000n, `${game} ${JSON.stringify(choice)}`).toBe(true);
    }
    expect(limits.rtp).toBeLessThan(1);
  });

  it('as paid: every stake from the smallest to the largest, at the choices that return most', () => {
    // The paid return is the return before rounding, floored per outcome, so it is never higher;
    // checked over every stake at each game's best choice for the bettor.
    const choices = everyChoice(game);
    const best = choices.reduce((top, choice) => {
      const value = (c: RoundChoice) => {
        const { draws, outcomes } = outcomeSpace(game, c);
        return Number(outcomes.reduce((sum, [w, m]) => sum + w * BigInt(m), 0n)) / Number(draws);
      };
      return value(choice) > value(top) ? choice : top;
    });
    const { draws } = outcomeSpace(game, best);
    for (let stake = limits.minStake; stake <= limits.maxStake; stake += 1) {
      if (expectedPayoutTimesDraws(game, best, stake) >= BigInt(stake) * draws) {
        throw new Error(`${game} ${JSON.stringify(best)} at stake ${stake} returns the stake or more`);
      }
    }
  });

  it('as paid: any stake at any choice', () => {
    const choices = everyChoice(game);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: choices.length - 1 }),
        fc.integer({ min: limits.minStake, max: limits.maxStake }),
        (index, stake) => {
          const choice = choices[index]!;
          const { draws } = outcomeSpace(game, choice);
          expect(expectedPayoutTimesDraws(game, choice, stake) < BigInt(stake) * draws).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
