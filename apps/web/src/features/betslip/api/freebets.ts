import { toMoney } from '@sportsbook/betting';
import type { Freebet } from '@sportsbook/betting';
import type { FreeBet } from '@sportsbook/protocol';
import { queryOptions } from '@tanstack/react-query';
import { activeFreebetsQuery } from '../../../lib/active-freebets';

/** A wire free bet (minor units) as the core's free-bet rules read it. */
export function toFreebet(wire: FreeBet): Freebet {
  return {
    id: wire.id,
    name: wire.name,
    amount: toMoney(wire.amount),
    amount_remaining: toMoney(wire.amount_remaining),
    conditions: { min_odds: wire.conditions.min_odds },
  };
}

/** The player's active free bets (the shared query) as the core's free-bet rules read them. */
export function freebetsQueryOptions(jwt: string, bookmaker: string) {
  return queryOptions({
    ...activeFreebetsQuery(jwt, bookmaker),
    select: (data: readonly FreeBet[]) => data.map(toFreebet),
  });
}
