import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import type { TestDatabase } from '../storage/testing';
import { accountOriginPolicy, addSecurityHeaders, sportsOriginPolicy } from '../web/index';
import { createCatalogService } from './service';
import { statsPageRoutes } from './stats-page';
import { statsPageLanguage } from './stats-page-strings';
import { insertCatalogFixture } from './test-fixtures';
import type { CatalogFixture } from './test-fixtures';

describe.each(testDatabaseTargets())('the stats page (spec 001 §2 stats modal) on $name', (target) => {
  let database: TestDatabase;
  let fixture: CatalogFixture;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await target.open();
    fixture = await insertCatalogFixture(database.db);
    app = Fastify({ logger: false });
    addSecurityHeaders(app, sportsOriginPolicy({ accountOrigin: 'http://127.0.0.1:8081', clientOrigins: [] }));
    await app.register(statsPageRoutes, { service: createCatalogService({ db: database.db }) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("shows a live event's score, clock and status from the feed, as HTML in the asked language", async () => {
    const response = await app.inject({ url: `/stats/?event_id=${fixture.events.liveFootball}&lang=en` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Statistics: Arsenal - Chelsea</h1>');
    expect(html).toContain('<dt>Time</dt><dd>34:12</dd>');
    expect(html).toContain('<dt>Status</dt><dd>Live · 1st half</dd>');
    expect(html).toMatch(/<th scope="row">Arsenal<\/th>\s*<td class="num">1<\/td>/);
    expect(html).toMatch(/<th scope="row">Chelsea<\/th>\s*<td class="num">0<\/td>/);
  });

  it('keeps its h1 for screen readers but hides it from sight inside the stats modal, whose title says the same', async () => {
    const url = `/stats/?event_id=${fixture.events.liveFootball}&lang=en`;
    const alone = (await app.inject({ url })).body;
    expect(alone).toContain('<h1>Statistics: Arsenal - Chelsea</h1>');
    const framed = (await app.inject({ url: `${url}&framed=1` })).body;
    expect(framed).toContain('<h1 class="visually-hidden">Statistics: Arsenal - Chelsea</h1>');
    expect(framed.match(/<h1\b/g)).toHaveLength(1);
    expect(framed).toContain('<title>Statistics: Arsenal - Chelsea</title>');
    // A browser framing it says so itself (Sec-Fetch-Dest), whoever frames it.
    const byBrowser = (await app.inject({ url, headers: { 'sec-fetch-dest': 'iframe' } })).body;
    expect(byBrowser).toContain('<h1 class="visually-hidden">');
    const navigated = (await app.inject({ url, headers: { 'sec-fetch-dest': 'document' } })).body;
    expect(navigated).toContain('<h1>Statistics');
    // The missing-event page too, and the class is defined in the page's own stylesheet.
    const missing = await app.inject({ url: '/stats/?event_id=999999999&lang=en&framed=1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1 class="visually-hidden">Statistics</h1>');
    const css = (await app.inject({ url: '/stats/stats.css' })).body;
    expect(css).toMatch(/\.visually-hidden\{position:absolute;width:1px;height:1px;[^}]*clip:rect\(0 0 0 0\)/);
  });

  it('is framed by the sports origin only and runs no script: the default policy covers it', async () => {
    const response = await app.inject({ url: `/stats/?event_id=${fixture.events.liveFootball}` });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(response.body).not.toContain('<script');
    expect(response.body).not.toContain('style=');
    expect(response.body).toContain('<link rel="stylesheet" href="/stats/stats.css">');
    const css = await app.inject({ url: '/stats/stats.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    // The account origin's policy is not the one used here: it would refuse our own frame.
    expect(accountOriginPolicy({ clientOrigins: [] })).toContain("frame-ancestors 'none'");
  });

  it('speaks the language asked for, and English for a code it does not know', async () => {
    const german = await app.inject({ url: `/stats/?event_id=${fixture.events.liveFootball}&lang=de` });
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('<dt>Zeit</dt><dd>34:12</dd>');
    const mapped = await app.inject({ url: `/stats/?event_id=${fixture.events.liveFootball}&lang=in` });
    expect(mapped.body).toContain('<html lang="en">');
    expect(statsPageLanguage('pt-BR')).toBe('pt');
    expect(statsPageLanguage(undefined)).toBe('en');
  });

  it('says there are no statistics yet for an event that has not started', async () => {
    const response = await app.inject({ url: `/stats/?event_id=${fixture.events.clasico}&lang=en` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<dt>Status</dt><dd>Not started</dd>');
    expect(response.body).toContain('No statistics yet');
    expect(response.body).not.toContain('<table>');
  });

  it('answers 404 with a page for an unknown event and 400 with a readable message for a bad address', async () => {
    const missing = await app.inject({ url: '/stats/?event_id=987654321&lang=fr' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Il n&#39;y a pas de statistiques pour cet événement.');
    for (const url of ['/stats/', '/stats/?event_id=abc', '/stats/?event_id=0', '/stats/?event_id=1&lang=<b>']) {
      const bad = await app.inject({ url });
      expect(bad.statusCode, url).toBe(400);
      expect(bad.body, url).toMatch(/^Bad stats page address: .+\/stats\/\?event_id=<event id>&lang=<language>\.$/s);
    }
  });
});
