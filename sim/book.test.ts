import { describe, it } from 'vitest';
import { expectSeedsHold, TEST_STEPS } from './book-test-kit';

/*
 * The short simulation of `npm test` (decision 092), first half: seeds 1–10 with faults on; the
 * second half (book-more.test.ts) runs in another worker. `npm run sim -- --seeds 1000` is the long version.
 */
describe('the whole-book simulation, seeds 1–10', () => {
  it(`keeps every invariant over 10 seeds of ${TEST_STEPS} steps with faults, and replays seed 1 exactly`, async () => {
    await expectSeedsHold([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  }, 600_000);
});
