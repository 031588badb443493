import { cashoutsResponseSchema } from '@sportsbook/protocol';
import type { CashoutsResponse } from '@sportsbook/protocol';
import { sportsRequest } from '../../../lib/sports-api';

/** `GET /v1/bets/cashouts`: the player's recently processed cash outs (spec 001 §7). */
export function fetchCashouts(signal?: AbortSignal): Promise<CashoutsResponse> {
  return sportsRequest('/v1/bets/cashouts', { schema: cashoutsResponseSchema, ...(signal ? { signal } : {}) });
}
