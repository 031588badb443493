import { eventsResponseSchema, freeBetsResponseSchema, myBetsResponseSchema } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { slipBody } from './betting/testing';
import { createSportsbook } from './server';
import type { Sportsbook } from './server';
import { testDatabaseTargets } from './storage/testing';
import { createManualClock } from './trading/testing';

describe.each(testDatabaseTargets())('the composed sportsbook on $name', (target) => {
  let sportsbook: Sportsbook;
  const clock = createManualClock(Date.parse('2026-11-20T15:00:00Z'));

  beforeAll(async () => {
    const handle = await target.open();
    // The operator has cash out off: the composed server must refuse it (decision 115).
    const operator = JSON.stringify({ disable_cashout: true });
    const config = { ...readConfig({ OPERATOR_CONFIG: operator }), logLevel: 'silent', webRoot: '/nonexistent' };
    sportsbook = await createSportsbook(config, { handle, feedClock: clock, feedTickMs: 0, env: { SEED_DEMO: '1' } });
  }, 60_000);
  afterAll(async () => {
    await sportsbook.close();
    await sportsbook.handle.close();
  });

  async function listEvents(query: string) {
    const response = await sportsbook.app.inject({ url: `/echo/v1/events?bookmaker=gb&lang=en${query}` });
    expect(response.statusCode).toBe(200);
    return eventsResponseSchema.parse(response.json()).events;
  }

  it('serves a full book as soon as it starts: ≥ 8 sports, ≥ 150 upcoming, ≥ 10 live', async () => {
    const events = await listEvents('');
    const upcoming = events.filter((event) => !event.is_live);
    const live = events.filter((event) => event.is_live);
    expect(new Set(events.map((event) => event.sport.slug)).size).toBeGreaterThanOrEqual(8);
    expect(upcoming.length).toBeGreaterThanOrEqual(150);
    expect(live.length).toBeGreaterThanOrEqual(10);
    expect((await listEvents('&live=1')).length).toBe(live.length);
  });

  it('prices at least 8 markets on every football event', async () => {
    const football = (await listEvents('&sport=football')).slice(0, 25);
    expect(football.length).toBeGreaterThan(0);
    for (const event of football) {
      const response = await sportsbook.app.inject({ url: `/echo/v1/markets?event_id=${event.id}&bookmaker=gb` });
      expect(response.json().event.markets.length).toBeGreaterThanOrEqual(8);
    }
  });

  it('puts each-way terms on races, win only where they would hand the bettor an edge (decision 095)', async () => {
    const races = [...(await listEvents('&sport=horse-racing')), ...(await listEvents('&sport=greyhounds'))];
    expect(races.length).toBeGreaterThan(0);
    const terms = races.map((race) => race.markets.find((market) => market.type === 'win'));
    for (const win of terms) expect(win?.ew_place === null).toBe(win?.ew_price === null);
    expect(terms.filter((win) => (win?.ew_price ?? 0) > 0 && (win?.ew_place ?? 0) > 1).length).toBeGreaterThan(
      races.length * 0.7,
    );
  });

  it('logs a demo player in on the account origin whose token opens the sports API', async () => {
    const login = await sportsbook.accountApp.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'demo-gb', password: 'demo-pass-1', platform: 'web', device_name: 'test' },
    });
    expect(login.statusCode).toBe(200);
    const { access_token: accessToken, user } = login.json();
    expect(user).toMatchObject({ Account: 'demo-gb', currency: 'GBP', Money: 1000 });
    const details = await sportsbook.app.inject({
      url: '/player/details',
      headers: { jwt: accessToken, bookmaker: 'gb' },
    });
    expect(details.json()).toEqual({ status: 1, data: { balance: 1000, currency: 'GBP' } });
    const freebets = await sportsbook.app.inject({
      url: '/api/content/freebets/active?active=1&bookmaker=gb',
      headers: { jwt: accessToken },
    });
    expect(freeBetsResponseSchema.parse(freebets.json()).data).toHaveLength(2);
    const sync = await sportsbook.app.inject({ url: '/v1/player/sync?bookmaker=gb', headers: { jwt: accessToken } });
    expect(sync.json()).toEqual({ status: 1, data: { balance: 1000, currency: 'GBP', freebet_count: 2 } });
  });

  /** Logs a demo player in and places a 5.00 single on the first upcoming football match. */
  async function placeDemoBet(username: string, bookmaker: string) {
    const login = await sportsbook.accountApp.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: 'demo-pass-1', platform: 'web', device_name: 'test' },
    });
    const headers = { jwt: login.json().access_token as string, bookmaker };
    const upcoming = (await listEvents('&sport=football&live=0'))[0]!;
    const market = upcoming.markets[0]!;
    const outcome = market.outcomes[0]!;
    const selection = {
      event_id: upcoming.id,
      market_id: market.id,
      outcome_id: outcome.id,
      outcome_list: [],
      odds: outcome.odds,
      type: market.type,
      each_way: false,
      is_starting_price: false,
      stake: 500,
    };
    const calculate = await sportsbook.app.inject({
      method: 'POST',
      url: '/v1/betslip/calculate',
      headers,
      payload: slipBody([selection], { stakes: { [outcome.id]: 500 }, stake: 500 }),
    });
    const [ticket] = calculate.json().tickets;
    expect(ticket).toMatchObject({ status: '', total_stake: 500 });
    const submit = await sportsbook.app.inject({
      method: 'POST',
      url: '/v1/betslip/submit',
      headers,
      payload: { ticket, accept_odds: 'ACCEPT_ANY', lang: 'en', country: bookmaker },
    });
    expect(submit.json()).toMatchObject({ status: 1, uuid: ticket.uuid });
    return { headers, betId: Number(submit.json().bet.id) };
  }

  it('takes a bet from a demo player against the feed’s prices and debits the stake', async () => {
    const { headers } = await placeDemoBet('demo-ie', 'ie');
    const details = await sportsbook.app.inject({ url: '/player/details', headers });
    expect(details.json().data).toEqual({ balance: 995, currency: 'EUR' });
  });

  it('enforces the operator’s disable_cashout: no offer in My Bets, the cash out refused (decision 115)', async () => {
    const { headers, betId } = await placeDemoBet('demo-gb', 'gb');
    const page = myBetsResponseSchema.parse((await sportsbook.app.inject({ url: '/v1/bets', headers })).json());
    expect(page.bets.find((bet) => bet.id === betId)?.cashout).toEqual({ available: false, reason: 'disabled' });
    const refused = await sportsbook.app.inject({
      method: 'POST',
      url: `/v1/bets/${betId}/cashout`,
      headers,
      payload: { quote: 100 },
    });
    expect(refused.json()).toMatchObject({
      status: 0,
      message: 'CASHOUT_UNAVAILABLE',
      meta: { error: { reason: 'disabled' } },
    });
    const details = await sportsbook.app.inject({ url: '/player/details', headers });
    expect(details.json().data).toEqual({ balance: 995, currency: 'GBP' });
  });

  it('refuses the player calls to a guest', async () => {
    for (const url of ['/player/details', '/api/content/freebets/active', '/v1/player/sync']) {
      const response = await sportsbook.app.inject({ url, headers: { jwt: '' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 0, message: 'NOT_AUTHENTICATED' });
    }
  });

  it('answers health for the app and the feed', async () => {
    expect((await sportsbook.app.inject({ url: '/health' })).statusCode).toBe(200);
    expect((await sportsbook.app.inject({ url: '/health/feed' })).json()).toEqual({
      status: 'ok',
      leader: true,
      elected: true,
      caught_up: true,
      // Not serving early, the first tick wrote the whole schedule.
      schedule: 'complete',
    });
  });
});
