import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { describeReady } from './ready-banner';
import { killRunningServers, startServer, stopServer } from './test-support/server-process';

const START_MS = 240_000;

describe('describeReady', () => {
  it('names the client, the account site, the outbox and the demo logins of the embedded demo', () => {
    expect(describeReady(readConfig({}), { sports: 8080, account: 8081 })).toBe(
      [
        '',
        '  Sportsbook is ready (demo mode):',
        '    Client        http://localhost:8080/',
        '    Account site  http://127.0.0.1:8081/sport/login',
        '    Mail outbox   http://127.0.0.1:8081/dev/outbox',
        '    Health        http://localhost:8080/health',
        '',
        '  Demo logins, one per country, password demo-pass-1:',
        '    demo-ie  demo-gb  demo-ro  demo-us  demo-gr  demo-mx  demo-br',
        '',
      ].join('\n'),
    );
  });

  it('shows ports chosen at listen, ACCOUNT_ORIGIN as set, and no logins nor outbox where there are none', () => {
    const text = describeReady(
      readConfig({ DATABASE_URL: 'postgres://db/book', ACCOUNT_ORIGIN: 'https://account.example' }),
      {
        sports: 40001,
        account: 40002,
      },
    );
    expect(text).toContain('Sportsbook is ready (development mode):');
    expect(text).toContain('Client        http://localhost:40001/');
    expect(text).toContain('Account site  https://account.example/sport/login');
    expect(text).not.toMatch(/Demo logins|outbox/);
    const chosen = describeReady(readConfig({ PORT: '0', ACCOUNT_PORT: '0' }), { sports: 40003, account: 40004 });
    expect(chosen).toContain('Account site  http://127.0.0.1:40004/sport/login');
  });
});

describe('npm start in the embedded demo', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ready-banner-'));
  afterEach(() => killRunningServers());
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'prints the addresses and demo logins, then one short line per request and none for /health',
    async () => {
      const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, { startTimeoutMs: START_MS });
      const sportsPort = new URL(server.sports).port;
      await expect.poll(() => server.output(), { timeout: 30_000 }).toContain('Demo logins');
      expect(server.output()).toContain(`Client        http://localhost:${sportsPort}/`);
      expect(server.output()).toContain(`Account site  ${server.account}/sport/login`);
      expect(server.output()).toContain('demo-gb');
      expect((await fetch(`${server.sports}/v1/config?bookmaker=gb`)).status).toBe(200);
      await expect.poll(() => server.output(), { timeout: 10_000 }).toMatch(/^GET \/v1\/config 200 \d+ ms$/m);
      // startServer polled /health and /health/feed until the feed caught up: none of it is logged.
      expect(server.output()).not.toMatch(/^[A-Z]+ \/health|incoming request|"level"/m);
      await stopServer(server);
    },
    START_MS + 60_000,
  );
});
