import type { Invariant } from './types';

/** A ticket answered accepted answers the same bet ever after: retried, asked about or resent late. */
export const retriesAnswerTheFirstResult: Invariant = {
  name: 'a retried ticket answers its first result',
  async check({ record }) {
    return record.contradictions;
  },
};
