import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { catalogRoutes, createCatalogService, createCatalogWsHandlers, startEventsPublisher } from './catalog/index';
import type { ServerConfig } from './config';
import { createBus, feedBusChannel, websocketGatewayPlugin } from './realtime/index';
import type { Bus } from './realtime/index';
import { migrate, openDatabase } from './storage/index';
import type { DatabaseHandle } from './storage/index';
import { startFeed } from './trading/feed/feed';
import type { Clock } from './trading/feed/clock';
import { runAsLeader } from './trading/feed/leader';
import type { Leadership } from './trading/feed/leader';
import { webStatic } from './web/web-static';

/** A composed, running sportsbook server (not yet listening). */
export interface Sportsbook {
  readonly app: FastifyInstance;
  readonly handle: DatabaseHandle;
  readonly bus: Bus;
  readonly leadership: Leadership;
  /** Stops the feed, the publisher, the app, the bus and the database, in that order. */
  close(): Promise<void>;
}

/** Test seams: an already-open database and a clock the test moves. */
export interface SportsbookOverrides {
  readonly handle?: DatabaseHandle;
  readonly feedClock?: Clock;
  /** Real ms between feed ticks; 0 for tests that tick by hand. */
  readonly feedTickMs?: number;
}

/**
 * The composition root: storage → bus → feed (one leader per database) → catalogue → routes and
 * websocket. Every bounded context is wired here and nowhere else.
 */
export async function createSportsbook(config: ServerConfig, overrides: SportsbookOverrides = {}): Promise<Sportsbook> {
  const handle =
    overrides.handle ?? (await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl ?? undefined }));
  await migrate(handle);
  const bus = createBus({ redisUrl: config.redisUrl });
  const app = buildApp(config);
  const service = createCatalogService({ db: handle.db });
  const stopPublisher = startEventsPublisher({
    bus,
    service,
    onError: (error) => app.log.error({ err: error }, 'events push failed'),
  });
  const leadership = await runAsLeader({
    databaseUrl: config.databaseUrl,
    start: () =>
      startFeed({
        handle,
        bus,
        seed: config.feedSeed,
        speed: config.feedSpeed,
        ...(overrides.feedClock ? { clock: overrides.feedClock } : {}),
        ...(overrides.feedTickMs !== undefined ? { tickMs: overrides.feedTickMs } : {}),
        onError: (error) => app.log.error({ err: error }, 'feed tick failed'),
      }),
    onChange: (leading) =>
      app.log.info({ leading }, leading ? 'this instance runs the feed' : 'another instance runs the feed'),
    onError: (error) => app.log.error({ err: error }, 'feed leader election'),
  });
  app.get('/health/feed', async () => ({ status: 'ok', leader: leadership.isLeader() }));
  await app.register(catalogRoutes, { handle, service });
  await app.register(websocketGatewayPlugin, {
    bus,
    handlers: createCatalogWsHandlers(service),
    busChannelFor: feedBusChannel,
  });
  await app.register(webStatic, { root: config.webRoot });
  return {
    app,
    handle,
    bus,
    leadership,
    async close() {
      await leadership.stop();
      await stopPublisher();
      await app.close();
      await bus.close();
      if (!overrides.handle) await handle.close();
    },
  };
}
