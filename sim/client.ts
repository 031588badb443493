import type { FastifyInstance } from 'fastify';

/** A demo player as the simulation drives them: sports token, cashier token, bookmaker. */
export interface SimBettor {
  readonly index: number;
  readonly username: string;
  readonly bookmaker: string;
  readonly playerId: number;
  token: string;
  frontendToken: string;
}

/** An answer as the bettor's device sees it: the HTTP status and the parsed body. */
export interface Answer {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;
}

interface Call {
  readonly method?: 'GET' | 'POST';
  readonly url: string;
  readonly payload?: unknown;
  readonly headers?: Record<string, string>;
}

/** One request through the app's real routes (`inject`: auth, schemas, guards, rate limits all run). */
export async function call(app: FastifyInstance, request: Call): Promise<Answer> {
  const response = await app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    ...(request.headers ? { headers: request.headers } : {}),
  });
  let body: Record<string, unknown>;
  try {
    body = response.json();
  } catch {
    body = { text: response.body.slice(0, 200) };
  }
  return { statusCode: response.statusCode, body };
}

/** The sports origin's headers of a bettor. */
export const sportsHeaders = (bettor: SimBettor) => ({ jwt: bettor.token, bookmaker: bettor.bookmaker });
/** The account origin's (cashier) headers of a bettor, with an idempotency key when given. */
export const cashierHeaders = (bettor: SimBettor, key?: string): Record<string, string> => ({
  authorization: `Bearer ${bettor.frontendToken}`,
  ...(key ? { 'idempotency-key': key } : {}),
});

/** Logs a demo player in through the account origin's real login route. */
export async function logIn(accountApp: FastifyInstance, index: number, country: string): Promise<SimBettor> {
  const username = `demo-${country.toLowerCase()}`;
  const answer = await call(accountApp, {
    method: 'POST',
    url: '/api/login',
    payload: { username, password: 'demo-pass-1', platform: 'web', device_name: 'sim' },
  });
  const user = answer.body.user as { id: number } | undefined;
  if (answer.statusCode !== 200 || !user) throw new Error(`${username} cannot log in: ${JSON.stringify(answer)}`);
  return {
    index,
    username,
    bookmaker: country.toLowerCase(),
    playerId: user.id,
    token: String(answer.body.access_token),
    frontendToken: String(answer.body.frontend_token),
  };
}
