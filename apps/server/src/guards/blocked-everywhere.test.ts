import { randomUUID } from 'node:crypto';
import { builderTicketResponseSchema, eventsResponseSchema, myBetsResponseSchema } from '@sportsbook/protocol';
import { describe, expect, it } from 'vitest';
import { snapshotDatabase } from '../test-support/database-snapshot';
import { testDatabaseTargets } from '../storage/testing';
import {
  ALLOWED_IP,
  BLOCKED_IP,
  COUNTRY_BLOCKED,
  fromProxy,
  logIn,
  placeSingle,
  startGuardedSportsbook,
} from './guard-test-kit';

/** A request as a test writes it; the blocked client's address is added. */
interface InjectRequest {
  readonly method?: 'GET' | 'POST';
  readonly url: string;
  readonly headers?: Record<string, string>;
  readonly payload?: object;
}

/*
 * A blocked country is blocked everywhere (decision 082): from an address that geolocates to a
 * country of GEO_BLOCKED_COUNTRIES, every login and token issue, every stake and every deposit is
 * refused with 403 COUNTRY_BLOCKED and writes nothing, whatever tokens the player already holds;
 * withdrawals and cash outs stay open (the player's money is theirs).
 */

/** The native app's login body (docs/api.md 'Native login'). */
const appLoginBody = (username: string) => ({
  username,
  password: 'demo-pass-1',
  rememberMe: 1,
  website: 'sport',
  lang: 'en',
  device: 'mobile',
  app: 'gb',
  app_version: 1,
  cache_version: 1,
  global_project: 1,
  mode: 'username',
  silent: false,
  id: 'req-1',
});

describe.each(testDatabaseTargets())('a blocked country on every money and session route, on $name', (target) => {
  const sportsbook = startGuardedSportsbook(target);

  /** Sends `request` from the blocked country and asserts 403 COUNTRY_BLOCKED with nothing written. */
  async function refusedFromBlocked(options: InjectRequest, origin: 'app' | 'accountApp') {
    const before = await snapshotDatabase(sportsbook().handle);
    const blocked = fromProxy(BLOCKED_IP);
    const response = await sportsbook()[origin].inject({
      ...options,
      remoteAddress: blocked.remoteAddress,
      headers: { ...(options.headers ?? {}), ...blocked.headers },
    });
    expect(response.statusCode, `${options.method ?? 'GET'} ${options.url}`).toBe(403);
    expect(response.json()).toEqual(COUNTRY_BLOCKED);
    expect(JSON.stringify(response.json())).not.toMatch(/token/i);
    expect(await snapshotDatabase(sportsbook().handle)).toEqual(before);
  }

  it('refuses the native app login and issues no token', async () => {
    await refusedFromBlocked({ method: 'POST', url: '/auth/login', payload: appLoginBody('demo-gb') }, 'accountApp');
  });

  it('refuses every token issue to a session opened elsewhere: refresh, dynamic config, temporary token', async () => {
    const { bearer } = await logIn(sportsbook());
    const headers = { authorization: `Bearer ${bearer}` };
    for (const url of ['/api/refresh', '/getMainDynamicConfig', '/auth/temporary-token']) {
      await refusedFromBlocked({ method: 'POST', url, headers, payload: {} }, 'accountApp');
    }
  });

  it('refuses a Bet Builder bet placed with a token from elsewhere, and debits nothing', async () => {
    const session = await logIn(sportsbook());
    const listing = await sportsbook().app.inject({ url: '/echo/v1/events?bookmaker=gb&sport=football&live=0' });
    const event = eventsResponseSchema.parse(listing.json()).events.at(-1)!;
    const selections = event.markets.slice(0, 2).map((market) => ({ outcome_id: market.outcomes[0]!.id }));
    const calculated = await sportsbook().app.inject({
      method: 'POST',
      url: '/v1/betbuilder/calculate',
      payload: { event_id: event.id, selections },
    });
    const odds = builderTicketResponseSchema.parse(calculated.json()).ticket.odds;
    const payload = {
      uuid: randomUUID(),
      event_id: event.id,
      selections,
      stake: 1_000,
      current_odds: odds > 1 ? odds : 2,
      accept_odds: 'ACCEPT_ANY',
      freebet: null,
      bookmaker: 'gb',
      lang: 'en',
      country: 'gb',
    };
    await refusedFromBlocked(
      { method: 'POST', url: '/v1/betbuilder/submit', headers: { jwt: session.jwt }, payload },
      'app',
    );
  });

  it('refuses a casino launch, and a round in a game launched elsewhere', async () => {
    const { jwt } = await logIn(sportsbook());
    const launch = '/games/launchGame?website=sport&device=desktop&lang=en&game_id=dice-desktop&launch=1';
    await refusedFromBlocked({ url: launch, headers: { jwt } }, 'app');
    const allowed = fromProxy(ALLOWED_IP);
    const launched = await sportsbook().app.inject({
      url: launch,
      remoteAddress: allowed.remoteAddress,
      headers: { jwt, ...allowed.headers },
    });
    const details = launched.json().data.launch_details;
    await refusedFromBlocked(
      {
        method: 'POST',
        url: '/casino/api/rounds',
        headers: { 'casino-session': details.url_data.token, 'casino-token': details.launch_token },
        payload: { round_id: randomUUID(), stake: 100, chance: 5_000 },
      },
      'app',
    );
  });

  it('lets a player in a blocked country withdraw and cash out their own money', async () => {
    const session = await logIn(sportsbook(), 'demo-ie');
    const { bet } = await placeSingle(sportsbook(), session, 500);
    const myBets = myBetsResponseSchema.parse(
      (await sportsbook().app.inject({ url: '/v1/bets?status=open', headers: { jwt: session.jwt } })).json(),
    );
    const offer = myBets.bets.find((row) => row.id === bet)?.cashout;
    expect(offer).toMatchObject({ available: true });
    const blocked = fromProxy(BLOCKED_IP);
    const cashout = await sportsbook().app.inject({
      method: 'POST',
      url: `/v1/bets/${bet}/cashout`,
      remoteAddress: blocked.remoteAddress,
      headers: { jwt: session.jwt, ...blocked.headers },
      payload: { quote: offer && offer.available ? offer.quote : 1 },
    });
    expect(cashout.json()).toMatchObject({ status: 1 });
    const withdrawal = await sportsbook().accountApp.inject({
      method: 'POST',
      url: '/api/cashier/withdraw',
      remoteAddress: blocked.remoteAddress,
      headers: {
        authorization: `Bearer ${session.bearer}`,
        'idempotency-key': 'blocked-withdrawal',
        ...blocked.headers,
      },
      payload: { amount: 1_000 },
    });
    expect(withdrawal.statusCode).toBe(200);
    expect(withdrawal.json()).toMatchObject({ status: 1, transaction: { amount: -10 } });
  });
});
