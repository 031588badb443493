/** Sum of a list: used everywhere a market's probabilities are checked or normalised. */
export function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Scales non-negative weights to probabilities summing to 1, so truncation error never leaks. */
export function normalise(weights: readonly number[]): number[] {
  const total = sum(weights);
  if (!(total > 0) || weights.some((weight) => !(weight >= 0))) {
    throw new RangeError('normalise needs non-negative weights with a positive total.');
  }
  return weights.map((weight) => weight / total);
}

/**
 * Win probabilities from ratings (softmax): a rating gap of `scale` multiplies the odds ratio
 * by e. Used for runners, golfers and anything else ranked by a single number.
 * @example softmax([1, 0], 1) // [0.731, 0.269]
 */
export function softmax(ratings: readonly number[], scale = 1): number[] {
  if (!(scale > 0)) throw new RangeError(`softmax scale must be positive, got ${scale}.`);
  const top = Math.max(...ratings);
  return normalise(ratings.map((rating) => Math.exp((rating - top) / scale)));
}

/** Poisson probability of k events when lambda are expected: the goal-count building block. */
export function poisson(k: number, lambda: number): number {
  if (lambda === 0) return k === 0 ? 1 : 0;
  let logFactorial = 0;
  for (let index = 2; index <= k; index += 1) logFactorial += Math.log(index);
  return Math.exp(k * Math.log(lambda) - lambda - logFactorial);
}

/**
 * Standard normal CDF via the complementary error function (W. J. Cody's rational fit as in
 * Numerical Recipes' erfcc, error < 1.2e-7): the basketball margin and total model.
 */
export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2);
}

function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const poly =
    -z * z -
    1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const value = t * Math.exp(poly);
  return x >= 0 ? value : 2 - value;
}
