import { ApiError } from './http';

/** Waits between tries while an answer is unknown: 1 s, 2 s, 4 s, then every 8 s. */
export const RESOLVE_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000];

/** What a caller needs while it learns a lost answer. */
export interface ResolveOptions {
  /** Told each time an answer is lost: the page shows 'Checking your bet…'. */
  readonly onChecking?: () => void;
  /** Waits `ms` before the next try (tests pass a fake). */
  readonly wait?: (ms: number) => Promise<void>;
}

const realWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * True when the answer was lost, so the money may or may not have moved: the server could not
 * be reached or the request gave up waiting (status 0), or a gateway answered for it (502–504).
 */
export function isUnknownOutcome(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
}

/**
 * Sends a request that carries an idempotency key until an answer comes (decision 077): a lost
 * answer is learnt by sending the very same request again, so money that already moved answers
 * its first answer and never moves twice. Any other failure is the caller's to show.
 */
export async function untilAnswered<T>(send: () => Promise<T>, options: ResolveOptions = {}): Promise<T> {
  const wait = options.wait ?? realWait;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (!isUnknownOutcome(error)) throw error;
    }
    options.onChecking?.();
    await wait(RESOLVE_DELAYS_MS[Math.min(attempt, RESOLVE_DELAYS_MS.length - 1)]!);
  }
}
