import fc from 'fast-check';
import {
  betsStatsResponseSchema,
  configResponseSchema,
  contentHomeResponseSchema,
  contentSportsResponseSchema,
  eventsResponseSchema,
  eventsSimpleResponseSchema,
  marketsResponseSchema,
  refusalSchema,
  selectionsCurrentResponseSchema,
  tipsResponseSchema,
  withRefusal,
} from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { startCatalogTestApp } from './test-app';
import type { CatalogTestApp } from './test-app';

/** Every endpoint, its parameters and the schema its 200 answers parse with. */
const ENDPOINTS = [
  {
    path: '/echo/v1/events',
    params: ['bookmaker', 'lang', 'sport', 'competition', 'region', 'live', 'date', 'key', 'mode'],
    schema: eventsResponseSchema,
  },
  {
    path: '/echo/v1/events-simple',
    params: ['bookmaker', 'lang', 'sport', 'competition', 'live', 'date', 'key'],
    schema: eventsSimpleResponseSchema,
  },
  { path: '/echo/v1/markets', params: ['event_id', 'bookmaker', 'lang'], schema: withRefusal(marketsResponseSchema) },
  {
    path: '/echo/v1/selections/current',
    params: ['ids', 'bookmaker', 'lang'],
    schema: selectionsCurrentResponseSchema,
  },
  { path: '/v1/config', params: ['bookmaker', 'lang', 'country'], schema: configResponseSchema },
  {
    path: '/v1/suggestions/tips',
    params: ['bookmaker', 'lang', 'event_id', 'competition_slug', 'sport_slug', 'time'],
    schema: tipsResponseSchema,
  },
  { path: '/api/content/bets_stats', params: ['lang', 'country'], schema: betsStatsResponseSchema },
  { path: '/api/content/sports', params: ['lang', 'country', 'bookmaker'], schema: contentSportsResponseSchema },
  { path: '/api/content/home', params: ['lang'], schema: contentHomeResponseSchema },
] as const;

/** Values near the valid ones as well as anything at all, so both branches get exercised. */
const valueArbitrary = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '1',
    '0',
    'en',
    'de',
    'ie',
    'IE',
    'football',
    'fussball',
    '2030-05-02',
    '2030-02-30',
    '1,2,3',
    '',
    ' ',
    '%',
    '\u0000',
    '-1',
    '1e3',
    '99999999999999999999',
  ),
  fc.integer().map(String),
  fc.double().map(String),
);

/** Raw query text built from the characters that matter to a query-string parser. */
const rawQueryArbitrary = fc.string({
  unit: fc.constantFrom(
    'a',
    'z',
    '1',
    '0',
    '=',
    '&',
    '%',
    '2',
    'F',
    '+',
    ',',
    ';',
    '[',
    ']',
    '.',
    '-',
    '_',
    'é',
    '\u0000',
    'i',
    'd',
    's',
  ),
  maxLength: 40,
});

describe.each(testDatabaseTargets())('catalogue routes under fuzzing on $name', (target) => {
  let ctx: CatalogTestApp;
  beforeAll(async () => {
    ctx = await startCatalogTestApp(target);
  }, 60_000);
  afterAll(() => ctx?.close());

  async function expectOkOrReadable400(url: string, schema: (typeof ENDPOINTS)[number]['schema'], headers = {}) {
    const response = await ctx.app.inject({ method: 'GET', url, headers });
    const body = response.json() as unknown;
    if (response.statusCode === 400) {
      const refusal = refusalSchema.parse(body);
      expect(refusal.message).toBe('VALIDATION_ERROR');
      expect(refusal.meta?.error.message).toEqual(expect.stringMatching(/\w+/));
      return;
    }
    expect(response.statusCode, `${url} → ${response.body}`).toBe(200);
    expect(schema.safeParse(body).success, `${url} → ${response.body}`).toBe(true);
  }

  it.each(ENDPOINTS)(
    'answers $path with 200 or a readable 400 for any parameters',
    async ({ path, params, schema }) => {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(
            fc.constantFrom(...params, 'unknown'),
            fc.oneof(valueArbitrary, fc.array(valueArbitrary, { maxLength: 2 })),
          ),
          fc.option(
            fc.string({ maxLength: 10 }).filter((text) => /^[\x21-\x7e]*$/.test(text)),
            { nil: undefined },
          ),
          async (query, bookmakerHeader) => {
            const search = new URLSearchParams();
            for (const [key, value] of Object.entries(query)) {
              for (const item of Array.isArray(value) ? value : [value])
                search.append(key, item.replace(/[\uD800-\uDFFF]/g, ''));
            }
            const headers = bookmakerHeader === undefined ? {} : { bookmaker: bookmakerHeader };
            await expectOkOrReadable400(`${path}?${search.toString()}`, schema, headers);
          },
        ),
        { numRuns: 40 },
      );
    },
  );

  it.each(ENDPOINTS)('answers $path with 200 or a readable 400 for any raw query text', async ({ path, schema }) => {
    await fc.assert(
      fc.asyncProperty(rawQueryArbitrary, async (raw) => {
        await expectOkOrReadable400(`${path}?${raw.replaceAll('\u0000', '%00').replace(/é/g, '%C3')}`, schema);
      }),
      { numRuns: 40 },
    );
  });
});
