import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { COUNTRY_CODES, LANGUAGES } from '@sportsbook/betting';
import {
  contentGlobalResponseSchema,
  contentPopularPagesResponseSchema,
  contentSportsConfigResponseSchema,
  contentTranslationsResponseSchema,
  reviewWidgetIdSchema,
} from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import type { TestDatabase } from '../storage/testing';
import { contentRoutes } from './routes';
import { CONTENT_SEED_DIR, seedContent } from './seed';
import { createContentService } from './service';
import { refusalErrorHandler } from '../http/index';

describe('translation seed files', () => {
  it('gives every language the same keys as English', async () => {
    const dir = new URL('translations/', CONTENT_SEED_DIR);
    const read = async (lang: string) =>
      Object.keys(JSON.parse(await readFile(new URL(`${lang}.json`, dir), 'utf8')) as object).sort();
    const english = await read('en');
    expect((await readdir(fileURLToPath(dir))).sort()).toEqual(LANGUAGES.map((lang) => `${lang}.json`).sort());
    for (const lang of LANGUAGES) expect(await read(lang), lang).toEqual(english);
  });
});

describe.each(testDatabaseTargets())('content service on $name', (target) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const now = new Date('2030-01-01T00:00:00.000Z');
  beforeAll(async () => {
    database = await target.open();
    await seedContent(database);
    app = Fastify({ logger: false });
    await app.register(refusalErrorHandler);
    await app.register(contentRoutes, {
      handle: database,
      service: createContentService({ db: database.db, now: () => now }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('writes nothing when seeded again and keeps one row per document', async () => {
    const before = await database.execute<{ n: number }>('SELECT count(*)::int AS n FROM content_documents');
    expect(await seedContent(database)).toBe(0);
    const after = await database.execute<{ n: number }>('SELECT count(*)::int AS n FROM content_documents');
    expect(after).toEqual(before);
  });

  it('answers global and translations in the protocol shape for every country and language', async () => {
    for (const country of COUNTRY_CODES) {
      for (const lang of LANGUAGES) {
        const global = await get(
          `/api/content/global?lang=${lang}&country=${country}&bookmaker=${country.toLowerCase()}`,
        );
        expect(global.statusCode, `${country} ${lang}`).toBe(200);
        const attributes = contentGlobalResponseSchema.parse(global.json()).global.data.attributes;
        expect(attributes.licence_notice !== null).toBe(country === 'GR');
        const translations = await get(`/api/content/translations?lang=${lang}&bookmaker=${country.toLowerCase()}`);
        expect(contentTranslationsResponseSchema.parse(translations.json()).lang).toBe(lang);
      }
    }
  });

  it('falls back to English and to the bookmaker country', async () => {
    const greek = contentGlobalResponseSchema.parse((await get('/api/content/global?lang=el&bookmaker=gr')).json());
    expect(greek.global.data.attributes.header_links[0]?.label).toBe('Προσφορές');
    const fromBookmaker = contentGlobalResponseSchema.parse(
      (await get('/api/content/global?lang=xx&bookmaker=us')).json(),
    );
    expect(fromBookmaker.global.data.attributes.copyright).toContain('Liberty');
    expect((await get('/api/content/translations?lang=de')).json()).toMatchObject({
      lang: 'de',
      messages: { 'nav.my_bets': 'Meine Wetten' },
    });
  });

  it('refuses an unknown country with a readable 400', async () => {
    const response = await get('/api/content/global?lang=en&country=FR');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      meta: { error: { message: expect.stringContaining('Unknown country FR') } },
    });
  });

  it('keeps review widget ids 24-hex where present and absent for some countries', async () => {
    const widgets = await Promise.all(
      COUNTRY_CODES.map(
        async (country) =>
          contentGlobalResponseSchema.parse((await get(`/api/content/global?country=${country}`)).json()).global.data
            .attributes.review_widget,
      ),
    );
    expect(widgets.some((widget) => widget === null)).toBe(true);
    for (const widget of widgets.filter((w) => w !== null)) {
      expect(reviewWidgetIdSchema.safeParse(widget.business_unit_id).success).toBe(true);
      expect(reviewWidgetIdSchema.safeParse(widget.template_id).success).toBe(true);
    }
  });

  it('lists only the popular pages current now, with the country own pages', async () => {
    const ids = async (country: string) =>
      contentPopularPagesResponseSchema
        .parse((await get(`/api/content/popular-pages?lang=en&country=${country}`)).json())
        .data.map((p) => p.id);
    expect(await ids('GB')).toEqual([1, 2, 5]);
    expect(await ids('US')).toEqual([1, 2, 6]);
    expect(await ids('RO')).toEqual([1, 2]);
  });

  it('answers the sports configuration with the blocked countries of each slug', async () => {
    const response = await get('/api/content/sports-config?bookmaker=us');
    expect(response.statusCode).toBe(200);
    const { data } = contentSportsConfigResponseSchema.parse(response.json());
    expect(data).toContainEqual({ slug: 'horse-racing', blocked_countries: ['BR'] });
    expect(data.every((entry) => entry.blocked_countries.every((code) => /^[A-Z]{2}$/.test(code)))).toBe(true);
  });

  it('answers seo of a path, or null data for an unknown one', async () => {
    expect((await get('/api/content/seo?path=/horse-racing&country=GB')).json()).toMatchObject({
      data: { path: '/horse-racing' },
    });
    expect((await get('/api/content/seo?path=/nowhere&country=GB')).json()).toEqual({ data: null });
  });

  it('answers malformed queries with 200 or 400, never a 5xx', async () => {
    const paths = [
      '/api/content/global',
      '/api/content/translations',
      '/api/content/seo',
      '/api/content/popular-pages',
    ];
    const value = fc.oneof(fc.string(), fc.constantFrom('en', 'GB', 'gr', 'xx', '/', '', '%', 'ie'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.dictionary(fc.constantFrom('lang', 'country', 'bookmaker', 'path', 'params'), value),
        async (path, query) => {
          const response = await app.inject({ method: 'GET', url: path, query });
          expect([200, 400]).toContain(response.statusCode);
        },
      ),
      { numRuns: 60 },
    );
  });
});
