import type { Money } from '@sportsbook/betting';
import { cashoutResponseSchema } from '@sportsbook/protocol';
import type { CashoutResponse } from '@sportsbook/protocol';
import { sportsRequest } from '../../../lib/sports-api';

/**
 * `POST /v1/bets/:id/cashout` with the quote the bettor accepted (minor units). The server pays
 * at once, or refuses with CASHOUT_QUOTE_CHANGED (new quote) or CASHOUT_UNAVAILABLE (reason).
 */
export function cashOutBet(betId: number, quote: Money): Promise<CashoutResponse> {
  return sportsRequest(`/v1/bets/${betId}/cashout`, { schema: cashoutResponseSchema, method: 'POST', body: { quote } });
}
