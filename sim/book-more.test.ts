import { describe, it } from 'vitest';
import { expectSeedsHold, TEST_STEPS } from './book-test-kit';

/* The short simulation of `npm test` (decision 092), second half: seeds 11–20, beside book.test.ts. */
describe('the whole-book simulation, seeds 11–20', () => {
  it(`keeps every invariant over 10 seeds of ${TEST_STEPS} steps with faults, and replays seed 11 exactly`, async () => {
    await expectSeedsHold([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  }, 600_000);
});
