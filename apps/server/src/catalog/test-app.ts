import Fastify from 'fastify';
import { JSON_BODY_OPTIONS } from '../app';
import type { FastifyInstance } from 'fastify';
import type { TestDatabase, TestDatabaseTarget } from '../storage/testing';
import { catalogRoutes } from './routes';
import { createCatalogService } from './service';
import type { CatalogService } from './service';
import { insertCatalogFixture } from './test-fixtures';
import type { CatalogFixture } from './test-fixtures';
import { refusalErrorHandler } from '../http/index';

/** A catalogue app over a fresh fixture database, for `inject` tests. */
export interface CatalogTestApp {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly service: CatalogService;
  readonly fixture: CatalogFixture;
  close(): Promise<void>;
}

/** Opens a database on the target, inserts the fixture and registers `catalogRoutes` on a quiet Fastify. */
export async function startCatalogTestApp(target: TestDatabaseTarget): Promise<CatalogTestApp> {
  const database = await target.open();
  const fixture = await insertCatalogFixture(database.db);
  const service = createCatalogService({ db: database.db, comboBoost: { 'no-boost': null } });
  const app = Fastify({ logger: false, ...JSON_BODY_OPTIONS });
  await app.register(refusalErrorHandler);
  await app.register(catalogRoutes, { handle: database, service });
  await app.ready();
  return {
    app,
    database,
    service,
    fixture,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
