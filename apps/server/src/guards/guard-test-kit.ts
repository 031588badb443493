import { afterAll, beforeAll, expect } from 'vitest';
import { loginBody } from '../accounts/testing';
import { firstListedSelection, slipBody } from '../betting/testing';
import { readConfig } from '../config';
import { createSportsbook } from '../server';
import type { Sportsbook } from '../server';
import type { TestDatabaseTarget } from '../storage/testing';
import { createManualClock } from '../trading/testing';

/** 198.51.100.0/24 geolocates to Mexico, which this operator does not serve; everything else is the US. */
export const BLOCKED_IP = '198.51.100.9';
export const ALLOWED_IP = '203.0.113.50';

/** The 403 answer from a blocked country (docs/api.md). */
export const COUNTRY_BLOCKED = {
  status: 0,
  message: 'COUNTRY_BLOCKED',
  meta: { error: { message: expect.stringMatching(/not available in your country/), country: 'MX' } },
};

/** A request from `client` through the one trusted proxy (socket 10.0.0.1), which appends the address it saw. */
export function fromProxy(client: string): { remoteAddress: string; headers: { 'x-forwarded-for': string } } {
  return { remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': client } };
}

export interface GuardedSportsbookOptions {
  /** Environment over the geo and demo settings (rate limits, …). */
  readonly env?: NodeJS.ProcessEnv;
  /** REDIS_URL: the rate limits (and the bus) shared with other instances. */
  readonly redisUrl?: string;
}

/** The composed server behind one trusted proxy, with Mexico blocked, over a fresh database of `target`. */
export function startGuardedSportsbook(target: TestDatabaseTarget, options: GuardedSportsbookOptions = {}) {
  let sportsbook: Sportsbook | undefined;
  beforeAll(async () => {
    const handle = await target.open();
    const config = {
      ...readConfig({ TRUST_PROXY_HOPS: '1', ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}) }),
      logLevel: 'silent',
      webRoot: '/nonexistent',
      accountRoot: '/nonexistent',
    };
    sportsbook = await createSportsbook(config, {
      handle,
      feedClock: createManualClock(Date.parse('2026-11-20T15:00:00Z')),
      feedTickMs: 0,
      env: {
        SEED_DEMO: '1',
        BET_IN_PLAY_DELAY_MS: '0',
        JWT_SECRET: 'route-guard-test-secret-0123456789abcdef',
        GEO_IP_MAP: '198.51.100.0/24=MX',
        GEO_BLOCKED_COUNTRIES: 'mx',
        ...options.env,
      },
    });
  }, 240_000);
  afterAll(async () => {
    await sportsbook?.close();
    await sportsbook?.handle.close();
  });
  return () => sportsbook!;
}

export interface Session {
  readonly jwt: string;
  readonly bearer: string;
}

export async function logIn(sportsbook: Sportsbook, username = 'demo-gb', client = ALLOWED_IP): Promise<Session> {
  const response = await sportsbook.accountApp.inject({
    method: 'POST',
    url: '/api/login',
    payload: loginBody(username, 'demo-pass-1'),
    ...fromProxy(client),
  });
  expect(response.statusCode).toBe(200);
  const { access_token: jwt, frontend_token: bearer } = response.json();
  return { jwt, bearer };
}

/** Submits a pre-match single on the first football event from `client`, and answers the submit's response. */
export async function submitSingle(sportsbook: Sportsbook, session: Session, stake: number, client = ALLOWED_IP) {
  const headers = { jwt: session.jwt, bookmaker: 'gb' };
  const selection = await firstListedSelection(sportsbook.app, stake);
  const calculate = await sportsbook.app.inject({
    method: 'POST',
    url: '/v1/betslip/calculate',
    headers,
    payload: slipBody([selection], { stakes: { [selection.outcome_id]: stake }, stake }),
  });
  const [ticket] = calculate.json().tickets;
  const allowed = fromProxy(client);
  const submit = await sportsbook.app.inject({
    method: 'POST',
    url: '/v1/betslip/submit',
    remoteAddress: allowed.remoteAddress,
    headers: { ...headers, ...allowed.headers },
    payload: { ticket, accept_odds: 'ACCEPT_ANY', lang: 'en', country: 'gb' },
  });
  return submit;
}

/** A pre-match single placed from an allowed address: its bet id. */
export async function placeSingle(sportsbook: Sportsbook, session: Session, stake: number) {
  const submit = await submitSingle(sportsbook, session, stake);
  expect(submit.json()).toMatchObject({ status: 1 });
  return { bet: submit.json().bet.id as number };
}
