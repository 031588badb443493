import Fastify from 'fastify';
import { JSON_BODY_OPTIONS } from '../app';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createSessionVersions, DEMO_PASSWORD, sportsAuth } from '../accounts/index';
import { createCatalogService } from '../catalog/index';
import { createContentService } from '../content/index';
import { readConfig } from '../config';
import { createSportsbook } from '../server';
import type { Sportsbook } from '../server';
import type { TestDatabaseTarget } from '../storage/testing';
import type { ManualClock } from '../trading/testing';
import { loadStreamMedia } from './media';
import type { StreamMedia } from './media';
import { streamRoutes } from './routes';
import { createStreamService } from './service';
import { createLinkSigner } from './signing';
import { refusalErrorHandler } from '../http/index';

/** A demo player's session: the sports `jwt` and the account API's bearer token. */
export interface StreamTestSession {
  readonly jwt: string;
  readonly frontendToken: string;
}

/** The composed sportsbook (demo data, live feed) and its stream routes on the feed's manual clock. */
export interface StreamTestApp {
  readonly sportsbook: Sportsbook;
  readonly app: FastifyInstance;
  readonly media: StreamMedia;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Logs a demo player in (`demo-gb`, …) on the account origin. */
  login(username: string): Promise<StreamTestSession>;
  /** Ends every session of the player (`POST /api/logout`). */
  logout(session: StreamTestSession): Promise<void>;
  close(): Promise<void>;
}

export async function startStreamTestApp(target: TestDatabaseTarget, clock: ManualClock): Promise<StreamTestApp> {
  const handle = await target.open();
  const config = { ...readConfig({}), logLevel: 'silent' as const, webRoot: '/nonexistent' };
  const sportsbook = await createSportsbook(config, {
    handle,
    feedClock: clock,
    feedTickMs: 0,
    env: { SEED_DEMO: '1' },
  });
  const media = loadStreamMedia();
  // The composed routes run on the wall clock; these are the same routes on the feed's manual clock.
  const app = Fastify({ logger: false, ...JSON_BODY_OPTIONS });
  await app.register(refusalErrorHandler);
  await app.register(sportsAuth, { tokens: sportsbook.accounts.tokens });
  await app.register(streamRoutes, {
    service: createStreamService({
      catalog: createCatalogService({ db: handle.db }),
      content: createContentService({ db: handle.db }),
    }),
    signer: createLinkSigner('a test secret of more than thirty-two bytes'),
    sessions: createSessionVersions(handle.db),
    media,
    now: clock.now,
  });
  await app.ready();
  return {
    sportsbook,
    app,
    media,
    get: (url, headers = {}) => app.inject({ method: 'GET', url, headers }),
    async login(username) {
      const response = await sportsbook.accountApp.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: DEMO_PASSWORD, platform: 'web', device_name: 'test' },
      });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      const body = response.json<{ access_token: string; frontend_token: string }>();
      return { jwt: body.access_token, frontendToken: body.frontend_token };
    },
    async logout(session) {
      const response = await sportsbook.accountApp.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { authorization: `Bearer ${session.frontendToken}` },
      });
      if (response.statusCode !== 200) throw new Error(`logout failed: ${response.body}`);
    },
    async close() {
      await app.close();
      await sportsbook.close();
      await sportsbook.handle.close();
    },
  };
}
