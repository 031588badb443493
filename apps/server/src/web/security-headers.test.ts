import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { createSportsbook } from '../server';
import type { Sportsbook } from '../server';
import { testDatabaseTargets } from '../storage/testing';
import { directivesOf } from '../test-support/csp';
import { createManualClock } from '../trading/testing';
import {
  hashSource,
  inlineSourcesOf,
  sportsOriginPolicy,
  reviewWidgetOrigins,
  sportsWidgetOrigins,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers';

const BOOT_STYLE = 'body{margin:0}';

/** Built-looking client and account site: each index page has its env placeholder; the client's has a boot style. */
function writeBuilds(): { web: string; account: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'security-headers-'));
  const web = join(root, 'web');
  const account = join(root, 'account');
  for (const dir of [web, account]) mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(web, 'index.html'),
    `<!doctype html><head><!--sportsbook-env--><style>${BOOT_STYLE}</style></head><div id="root"></div>`,
  );
  writeFileSync(join(web, 'assets', 'app.js'), 'console.log("web")');
  writeFileSync(join(account, 'index.html'), '<!doctype html><head><!--account-env--></head><div id="root"></div>');
  return { web, account, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The text of the page's one inline script (the runtime env the server wrote). */
function inlineScriptOf(html: string): string {
  const match = /<script>([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('the page has no inline script');
  return match[1];
}

function expectBaseHeaders(response: LightMyRequestResponse, what: string) {
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  const policy = directivesOf(response.headers['content-security-policy']);
  expect(policy['default-src'], what).toBe("'self'");
  expect(policy['object-src'], what).toBe("'none'");
  expect(policy['base-uri'], what).toBe("'none'");
  return policy;
}

describe.each(testDatabaseTargets())('security headers on both origins on $name', (target) => {
  describe.each([
    { mode: 'the embedded default', env: {}, hsts: undefined },
    {
      mode: 'PRODUCTION=1',
      env: { PRODUCTION: '1', FEED_SEED: randomBytes(32).toString('hex') },
      hsts: STRICT_TRANSPORT_SECURITY,
    },
  ])('in $mode', ({ env, hsts }) => {
    const builds = writeBuilds();
    let sportsbook: Sportsbook;
    let app: FastifyInstance;
    let accountApp: FastifyInstance;

    beforeAll(async () => {
      const handle = await target.open();
      const config = {
        ...readConfig(env),
        logLevel: 'silent',
        webRoot: builds.web,
        accountRoot: builds.account,
      };
      sportsbook = await createSportsbook(config, {
        handle,
        feedClock: createManualClock(Date.parse('2026-11-20T15:00:00Z')),
        feedTickMs: 0,
        env: { ...env, JWT_SECRET: 'security-headers-test-secret-0123456789' },
      });
      ({ app, accountApp } = sportsbook);
    }, 240_000);
    afterAll(async () => {
      await sportsbook?.close();
      await sportsbook?.handle.close();
      builds.remove();
    });

    it('serves client pages with a policy allowing exactly their inline env script and boot style', async () => {
      for (const url of ['/', '/football/', '/live?login_with_token=x']) {
        const page = await app.inject({ url });
        expect(page.statusCode, url).toBe(200);
        const policy = expectBaseHeaders(page, url);
        expect(page.body).toContain('window.__SPORTSBOOK_ENV__=');
        expect(policy['script-src'], url).toBe(`'self' ${hashSource(inlineScriptOf(page.body))}`);
        expect(policy['style-src'], url).toBe(`'self' ${hashSource(BOOT_STYLE)}`);
        expect(policy['frame-ancestors'], url).toBe("'self'");
        expect(policy['frame-src'], url).toBe("'self' http://127.0.0.1:8081");
        expect(policy['connect-src'], url).toContain('ws://localhost:8080');
        expect(policy['connect-src'], url).toContain('http://127.0.0.1:8081');
      }
    });

    it('puts the headers on the sports API, static files and misses too', async () => {
      for (const url of ['/echo/v1/events?bookmaker=gb', '/health', '/assets/app.js', '/v1/nope', '/player/details']) {
        const response = await app.inject({ url });
        const policy = expectBaseHeaders(response, url);
        expect(policy['script-src'], url).toBe("'self'");
        expect(policy['frame-ancestors'], url).toBe("'self'");
      }
    });

    it('serves the account site framable only by the client origins, with its env script hashed', async () => {
      for (const url of ['/sport/login', '/de/sport/cashier/deposit']) {
        const page = await accountApp.inject({ url });
        expect(page.statusCode, url).toBe(200);
        const policy = expectBaseHeaders(page, url);
        expect(page.body).toContain('window.__ACCOUNT_ENV__=');
        expect(policy['script-src'], url).toBe(`'self' ${hashSource(inlineScriptOf(page.body))}`);
        expect(policy['frame-ancestors'], url).toBe('http://localhost:8080 http://127.0.0.1:8080');
      }
    });

    it(`sends Strict-Transport-Security on every answer of both origins ${hsts ? 'in production' : 'only in production'}`, async () => {
      const answers = [
        ...(await Promise.all(['/', '/health', '/assets/app.js', '/v1/nope'].map((url) => app.inject({ url })))),
        ...(await Promise.all(['/sport/login', '/api/user', '/nope'].map((url) => accountApp.inject({ url })))),
      ];
      for (const response of answers) expect(response.headers['strict-transport-security']).toBe(hsts);
    });

    it('answers with its own request id on both origins, whatever id a client sends', async () => {
      const forged = 'forged-request-id';
      const answers = [
        await app.inject({ url: '/health', headers: { 'x-request-id': forged } }),
        await accountApp.inject({ url: '/api/user', headers: { 'x-request-id': forged } }),
      ];
      const ids = answers.map((response) => response.headers['x-request-id']);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(new Set(ids).size).toBe(2);
    });

    it('puts the headers on the account API, its refusals and misses', async () => {
      const login = await accountApp.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'nobody', password: 'wrong-password-1' },
      });
      for (const [what, response] of [
        ['refused login', login],
        ['unauthenticated user', await accountApp.inject({ url: '/api/user' })],
        ['miss', await accountApp.inject({ url: '/nope' })],
      ] as const) {
        const policy = expectBaseHeaders(response, what);
        expect(policy['frame-ancestors'], what).toBe('http://localhost:8080 http://127.0.0.1:8080');
      }
    });
  });
});

describe('inlineSourcesOf', () => {
  it('hashes inline scripts and styles but not scripts loaded by src', () => {
    const html =
      '<script type="module" crossorigin src="/a.js"></script><script>window.x=1</script><style media="all">p{}</style>';
    expect(inlineSourcesOf(html)).toEqual({ scripts: [hashSource('window.x=1')], styles: [hashSource('p{}')] });
  });

  it('hashes as browsers do: sha256 of the UTF-8 text, base64', () => {
    // The digest of the empty string, as Chromium reports it for an empty inline script.
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe("the operator's sports-widget loader in the policy (decision 042)", () => {
  const origins = { accountOrigin: 'http://127.0.0.1:8081', clientOrigins: [] };

  it('allows only the configured https loader origin as a script source', () => {
    const policy = directivesOf(
      sportsOriginPolicy({ ...origins, operator: { sports_widget_url: 'https://widgets.example/l.js?b=1' } }),
    );
    expect(policy['script-src']).toBe("'self' https://widgets.example");
    expect(directivesOf(sportsOriginPolicy(origins))['script-src']).toBe("'self'");
  });

  it.each([{ sports_widget_url: 'http://widgets.example/l.js' }, { sports_widget_url: 'nonsense' }, {}])(
    'adds nothing for %j',
    (operator) => {
      expect(sportsWidgetOrigins(operator)).toEqual([]);
    },
  );
});

describe("the operator's review provider in the policy (decision 107)", () => {
  const origins = { accountOrigin: 'http://127.0.0.1:8081', clientOrigins: [] };

  it('allows the configured https review script origin to run and to frame its widget, and nothing without one', () => {
    const policy = directivesOf(
      sportsOriginPolicy({ ...origins, operator: { review_widget_url: 'https://reviews.example/widget.js' } }),
    );
    expect(policy['script-src']).toBe("'self' https://reviews.example");
    expect(policy['frame-src']).toBe("'self' http://127.0.0.1:8081 https://reviews.example");
    const without = directivesOf(sportsOriginPolicy(origins));
    expect([without['script-src'], without['frame-src']]).toEqual(["'self'", "'self' http://127.0.0.1:8081"]);
    expect(reviewWidgetOrigins({ review_widget_url: 'http://reviews.example/widget.js' })).toEqual([]);
  });
});
