import {
  calculateSuccessSchema,
  eventsResponseSchema,
  loginResponseSchema,
  playerDetailsSuccessSchema,
  submitResponseSchema,
} from '@sportsbook/protocol';
import type { LoginResponse, Market, Outcome, SportEvent } from '@sportsbook/protocol';
import type { BrowserContext } from 'playwright-core';
import type { Sportsbook } from './support/server';

/*
 * My Bets journeys' API side: log a demo player in through the account API, hand the session to
 * the browser the way the client keeps it (stores/session-store.ts), and place bets through the
 * sports API (calculate, then submit) as the slip would.
 */

/** A logged-in demo player: the account API's answer. */
export type DemoSession = LoginResponse;

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** `POST {account}/api/login` as `username` with the demo password. */
export async function logInDemo(sportsbook: Sportsbook, username: string): Promise<DemoSession> {
  return loginResponseSchema.parse(
    await postJson(`${sportsbook.account}/api/login`, {
      username,
      password: 'demo-pass-1',
      platform: 'web',
      device_name: 'e2e',
      extras: {},
    }),
  );
}

/**
 * Puts the session where the client restores it on load (`jwt`, `access_token`, `auth`,
 * `frontend_token`) and the country whose brand the player belongs to (`user_country`).
 */
export async function storeSessionInBrowser(context: BrowserContext, session: DemoSession, country: string) {
  const user = {
    id: session.user.id,
    username: session.user.Account,
    name: session.user.Account,
    email: session.user.Email,
  };
  await context.addInitScript(
    ([jwt, frontendToken, auth, userCountry]) => {
      if (window.sessionStorage.getItem('e2e-session-set')) return;
      window.sessionStorage.setItem('e2e-session-set', '1');
      window.localStorage.setItem('jwt', jwt);
      window.localStorage.setItem('access_token', jwt);
      window.localStorage.setItem('frontend_token', frontendToken);
      window.localStorage.setItem('auth', auth);
      window.localStorage.setItem('user_country', userCountry);
    },
    [session.access_token, session.frontend_token, JSON.stringify({ user }), country] as const,
  );
}

/** The player's balance as the ledger has it (`GET /player/details`), in minor units. */
export async function ledgerBalanceMinor(sportsbook: Sportsbook, session: DemoSession): Promise<number> {
  const response = await fetch(`${sportsbook.api}/player/details`, {
    headers: { jwt: session.access_token, bookmaker: 'gb' },
  });
  return Math.round(playerDetailsSuccessSchema.parse(await response.json()).data.balance * 100);
}

/** The events of a bookmaker's listing (every upcoming and live event, or only live ones). */
export async function listEvents(sportsbook: Sportsbook, query: Record<string, string> = {}): Promise<SportEvent[]> {
  const params = new URLSearchParams({ bookmaker: 'gb', lang: 'en', ...query });
  const response = await fetch(`${sportsbook.api}/echo/v1/events?${params.toString()}`);
  return eventsResponseSchema.parse(await response.json()).events;
}

/** A priced outcome of an open market of the event, if it has one. */
export function pickOutcome(event: SportEvent): { market: Market; outcome: Outcome } | null {
  for (const market of event.markets) {
    if (market.is_suspended) continue;
    const outcome = market.outcomes.find((candidate) => candidate.odds > 1.2 && candidate.odds < 6);
    if (outcome) return { market, outcome };
  }
  return null;
}

/** A placed bet and what it was placed on. */
export interface PlacedBet {
  readonly betId: number;
  readonly event: SportEvent;
  readonly market: Market;
  readonly outcome: Outcome;
}

/**
 * Places a single of `stake` minor units through calculate + submit (ACCEPT_ANY, as a bettor
 * accepting any price); null when the server refuses it (a suspension, a price move…).
 */
export async function placeSingle(
  sportsbook: Sportsbook,
  session: DemoSession,
  event: SportEvent,
  stake = 1_000,
): Promise<PlacedBet | null> {
  const picked = pickOutcome(event);
  if (!picked) return null;
  const { market, outcome } = picked;
  const headers = { jwt: session.access_token, bookmaker: 'gb' };
  const calculated = calculateSuccessSchema.safeParse(
    await postJson(
      `${sportsbook.api}/v1/betslip/calculate`,
      {
        freebet: null,
        type: 'single',
        system_type: null,
        selections: [
          {
            event_id: event.id,
            market_id: market.id,
            outcome_id: outcome.id,
            outcome_list: [],
            odds: outcome.odds,
            type: market.type,
            each_way: false,
            is_starting_price: false,
            stake,
          },
        ],
        total_stake: stake,
        total_bets: 1,
        total_return: 0,
        each_way: false,
        stakes: { [outcome.id]: stake },
        lang: 'en',
        accept_odds: 'ACCEPT_ANY',
        stake,
      },
      headers,
    ),
  );
  const ticket = calculated.success ? calculated.data.tickets[0] : undefined;
  if (!ticket || ticket.status !== '') return null;
  const submitted = submitResponseSchema.parse(
    await postJson(
      `${sportsbook.api}/v1/betslip/submit`,
      { ticket, accept_odds: 'ACCEPT_ANY', lang: 'en', country: 'gb' },
      headers,
    ),
  );
  return submitted.status === 1 ? { betId: Number(submitted.bet.id), event, market, outcome } : null;
}

/** Places a single on the first of `events` that takes one. */
export async function placeOnFirst(
  sportsbook: Sportsbook,
  session: DemoSession,
  events: readonly SportEvent[],
  stake = 1_000,
): Promise<PlacedBet> {
  for (const event of events) {
    const placed = await placeSingle(sportsbook, session, event, stake);
    if (placed) return placed;
  }
  throw new Error(`none of ${events.length} events took a single`);
}
