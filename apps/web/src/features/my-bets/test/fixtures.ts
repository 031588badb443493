import { myBetSchema, myBetsResponseSchema } from '@sportsbook/protocol';
import type { MyBet, MyBetLeg, MyBetsResponse } from '@sportsbook/protocol';

/** A protocol-valid open leg: Arsenal to win at 2.5, not started. */
export function makeLeg(overrides: Partial<MyBetLeg> = {}): MyBetLeg {
  return {
    position: 0,
    event_id: 501,
    market_id: 601,
    outcome_id: 701,
    event_name: 'Arsenal v Chelsea',
    market_name: 'Match Result',
    outcome_name: 'Arsenal',
    odds: 2.5,
    is_starting_price: false,
    sp_odds: null,
    ew_price: null,
    ew_place: null,
    result: null,
    live: {
      event_status: 'not_started',
      is_live: false,
      starts_at: '2030-05-01T18:45:00Z',
      status_description: null,
      stats: {},
      odds: 2.5,
      is_suspended: false,
    },
    ...overrides,
  };
}

/** A protocol-valid open single of £10.00 at 2.5 with a £23.75 cash-out quote; parsed so a typo fails here. */
export function makeBet(overrides: Partial<MyBet> = {}): MyBet {
  return myBetSchema.parse({
    id: 41,
    uuid: '2f1c7a8e-0000-4000-8000-000000000041',
    bet_type: 'single',
    system_type: null,
    each_way: false,
    stake: 1_000,
    bets: 1,
    total_stake: 1_000,
    cash_stake: 1_000,
    freebet_id: null,
    freebet_amount: 0,
    potential_return: 2_500,
    tax: 0,
    payout: null,
    currency: 'GBP',
    status: 'open',
    placed_at: '2030-04-30T09:05:00Z',
    settled_at: null,
    cashout: { available: true, quote: 2_375 },
    legs: [makeLeg()],
    ...overrides,
  });
}

/** One page of `GET /v1/bets`. */
export function makeBetsPage(bets: MyBet[], nextCursor: string | null = null): MyBetsResponse {
  return myBetsResponseSchema.parse({ status: 1, bets, next_cursor: nextCursor });
}

/** `GET /player/details` with a balance in major units, as the wire sends it. */
export function makePlayerDetails(balance: number) {
  return { status: 1, data: { balance, currency: 'GBP' } };
}
