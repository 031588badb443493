import { readFileSync, writeFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { createSportsbook } from '../server';
import type { Sportsbook } from '../server';
import { testDatabaseTargets } from '../storage/testing';
import {
  ACCOUNT_ORIGIN_DOCS,
  DOCS_PAGE_ROUTES,
  SPORTS_ORIGIN_DOCS,
  UNDESCRIBED_METHODS,
  apiDocsPageOn,
  openApiPath,
  routeTableOf,
} from './index';
import type { OpenApiDocument } from './index';
import type { RouteDocs } from './route-doc';

/*
 * Left out of the comparison, each on purpose:
 * - HEAD and OPTIONS (UNDESCRIBED_METHODS): Fastify's automatic HEAD of every GET, and CORS preflights;
 * - the `/docs` page and its scripts (DOCS_PAGE_ROUTES): a page, not API;
 * - the built clients' pages and files (web/web-static.ts, account-site/, web/device-simulator.ts):
 *   not registered here, as no build exists at either root; they are pages, not API.
 */
const isApiRoute = (key: string) => !UNDESCRIBED_METHODS.has(key.split(' ')[0]!) && !DOCS_PAGE_ROUTES.has(key);

/** `METHOD /path/{param}` of every operation of a document. */
function documentedOperations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

let sportsbook: Sportsbook;
const documents = new Map<string, OpenApiDocument>();

/** The documents as the composed server serves them (dev tools on), built once per file. */
async function servedDocument(name: string): Promise<OpenApiDocument> {
  if (!sportsbook) await startSportsbook();
  return documents.get(name)!;
}

async function startSportsbook() {
  const handle = await testDatabaseTargets()[0]!.open();
  // Dev tools on: the dev outbox's routes are registered, so they are described and compared too.
  const config = {
    ...readConfig({ DEV_TOOLS: '1' }),
    logLevel: 'silent',
    webRoot: '/nonexistent',
    accountRoot: '/nonexistent',
  };
  sportsbook = await createSportsbook(config, { handle, feedTickMs: 0, env: { SEED_DEMO: '1' } });
  for (const [name, app] of [
    ['sports', sportsbook.app],
    ['account', sportsbook.accountApp],
  ] as const) {
    const response = await app.inject({ url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    documents.set(name, response.json());
  }
}

afterAll(async () => {
  await sportsbook?.close();
  await sportsbook?.handle.close();
});

describe('the published OpenAPI documents', () => {
  beforeAll(startSportsbook, 120_000);

  const origins: ReadonlyArray<[string, () => FastifyInstance, RouteDocs]> = [
    ['sports', () => sportsbook.app, SPORTS_ORIGIN_DOCS],
    ['account', () => sportsbook.accountApp, ACCOUNT_ORIGIN_DOCS],
  ];

  it.each(origins)('the %s origin’s document is valid OpenAPI 3.1', async (name) => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(documents.get(name)!));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it.each(origins)('the %s origin’s document has every registered route and no other', (name, app) => {
    const registered = routeTableOf(app())
      .map((route) => route.key)
      .filter(isApiRoute);
    const asDocumented = registered.map((key) => {
      const [method, url] = key.split(' ') as [string, string];
      return `${method} ${openApiPath(url)}`;
    });
    expect(registered.length).toBeGreaterThan(10);
    expect(new Set(documentedOperations(documents.get(name)!))).toEqual(new Set(asDocumented));
  });

  it.each(origins)('every %s route description names a registered route', (_name, app, docs) => {
    const registered = new Set(routeTableOf(app()).map((route) => route.key));
    expect(Object.keys(docs).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('documents the jwt header exactly on the sports routes that refuse a guest', () => {
    const table = routeTableOf(sportsbook.app).filter((route) => isApiRoute(route.key));
    // The stream link route checks the player itself (it answers 401 from its own error handler).
    const checksItself = new Set(['GET /v1/imgarena/stream/:event_id']);
    const refusing = table.filter((route) => route.requiresPlayer || checksItself.has(route.key)).map((r) => r.key);
    const documented = table.filter((route) => SPORTS_ORIGIN_DOCS[route.key]?.auth === 'jwt').map((r) => r.key);
    expect(new Set(documented)).toEqual(new Set(refusing));
  });

  it('shares the refusal envelope and the error answers, with 403 and 429 where the guards are', () => {
    const sports = documents.get('sports')!;
    expect(sports.components.schemas.Refusal).toMatchObject({ required: ['status', 'message'] });
    const submit = sports.paths['/v1/betslip/submit']!.post as {
      responses: Record<string, unknown>;
      security: unknown;
    };
    expect(Object.keys(submit.responses).sort()).toEqual(['200', '400', '401', '403', '409', '429', '503']);
    expect(submit.security).toEqual([{ jwt: [] }]);
    const account = documents.get('account')!;
    const deposit = account.paths['/api/cashier/deposit']!.post as { security: unknown };
    expect(deposit.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(sports.components.securitySchemes).sort()).toEqual(['casinoSession', 'casinoToken', 'jwt']);
    expect(Object.keys(account.components.securitySchemes)).toEqual(['bearer']);
  });

  it('serves the Swagger UI page and its files from the server itself', async () => {
    const page = await sportsbook.app.inject({ url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/docs/swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/https?:\/\//);
    for (const file of ['/docs/swagger-ui-bundle.js', '/docs/swagger-ui.css', '/docs/start.js']) {
      expect((await sportsbook.app.inject({ url: file })).statusCode).toBe(200);
    }
    expect((await sportsbook.accountApp.inject({ url: '/docs' })).statusCode).toBe(200);
    expect((await sportsbook.app.inject({ url: '/docs/package.json' })).statusCode).toBe(404);
  });
});

/** The committed copies (docs/openapi/), read by Redocly's lint and by readers of the repository. */
const committed = (name: string) => new URL(`../../../../docs/openapi/${name}.json`, import.meta.url);

describe('the committed OpenAPI documents', () => {
  it.each(['sports', 'account'])(
    'docs/openapi/%s.json is what the server serves',
    async (name) => {
      const served = `${JSON.stringify(await servedDocument(name), null, 2)}\n`;
      // `npm run openapi` rewrites them after a route or a protocol schema changed.
      if (process.env.OPENAPI_WRITE === '1') writeFileSync(committed(name), served);
      expect(readFileSync(committed(name), 'utf8'), 'run `npm run openapi` to rewrite docs/openapi/').toBe(served);
    },
    120_000,
  );
});

describe('the /docs switch', () => {
  it('is on outside production, off in production, and API_DOCS decides when set', () => {
    expect(apiDocsPageOn({}, false)).toBe(true);
    expect(apiDocsPageOn({}, true)).toBe(false);
    expect(apiDocsPageOn({ API_DOCS: '1' }, true)).toBe(true);
    expect(apiDocsPageOn({ API_DOCS: '0' }, false)).toBe(false);
    expect(() => apiDocsPageOn({ API_DOCS: 'yes' }, false)).toThrow(/API_DOCS/);
  });
});
