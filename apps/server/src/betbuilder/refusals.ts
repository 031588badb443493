import type { ErrorCode } from '@sportsbook/betting';
import { BETBUILDER_UNAVAILABLE } from '@sportsbook/protocol';
import type { BuilderSubmitSuccess } from '@sportsbook/protocol';
import { refusalBody } from '../betting/index';
import type { RefusalBody } from '../betting/index';
import { RefusalError } from '../http/index';
import type { FeedSeedUnavailable } from './feed-seed';

/* How the Bet Builder refuses: a malformed or unoffered request, or a bet the rules refuse. */

/** A request answered 400 VALIDATION_ERROR (foreign outcome, unknown popular id) or 404 BETBUILDER_UNAVAILABLE (no builder). */
export class BuilderRequestError extends RefusalError {
  override readonly name: string = 'BuilderRequestError';
  constructor(message: string, status: 400 | 404) {
    super(status === 404 ? BETBUILDER_UNAVAILABLE : 'VALIDATION_ERROR', message);
  }
}

export const refusal = (code: ErrorCode, details: Record<string, unknown> = {}) => refusalBody(code, details);

/** A builder whose future this instance cannot replay is refused as suspended (decision 089). */
export const seedRefusal = (error: FeedSeedUnavailable) =>
  refusal('MARKET_SUSPENDED', { event_id: error.eventId, reason: error.message });

/** Submit's answer: the receipt or a refusal. */
export type BuilderSubmitAnswer = BuilderSubmitSuccess | RefusalBody;
