import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeModes, isLoopbackHost, readConfig } from './config';
import { DEAD_HEAT_CHANCE } from './trading/index';

const POSTGRES = 'postgres://db.internal/sportsbook';
/** A production feed seed: 32 random bytes in hex, as `openssl rand -hex 32` writes them. */
const SECRET_SEED = randomBytes(32).toString('hex');

describe('modes (decision 028)', () => {
  it('keeps `npm start` the embedded demo: dev tools, demo players and test cards on', () => {
    expect(readConfig({})).toMatchObject({
      mode: 'demo',
      production: false,
      devTools: true,
      demoPlayers: true,
      payments: 'test-cards',
    });
  });

  it.each([
    [{}, true],
    [{ HOST: 'localhost' }, true],
    [{ HOST: '::1' }, true],
    [{ HOST: '127.0.0.2' }, true],
    [{ TRUST_PROXY_HOPS: '0' }, true],
    [{ HOST: '0.0.0.0' }, false],
    [{ HOST: '10.0.0.5' }, false],
    [{ HOST: '0.0.0.0', DEV_TOOLS: '1' }, true],
    [{ HOST: '127.0.0.1', DEV_TOOLS: '0' }, false],
    [{ HOST: '0.0.0.0', DATABASE_URL: POSTGRES, DEV_TOOLS: '1' }, true],
    [{ HOST: '127.0.0.1', DATABASE_URL: POSTGRES, DEV_TOOLS: '1' }, true],
  ])('turns dev tools on when asked, or unasked in the demo on loopback with no proxy: %j → %s', (env, devTools) => {
    expect(readConfig(env).devTools).toBe(devTools);
  });

  it.each([
    // A PostgreSQL development server on loopback: loopback is also where a local reverse proxy connects from.
    [{ HOST: '127.0.0.1', DATABASE_URL: POSTGRES }],
    [{ HOST: 'localhost', DATABASE_URL: POSTGRES }],
    // The demo behind a reverse proxy on the same machine.
    [{ HOST: '127.0.0.1', TRUST_PROXY_HOPS: '1' }],
    [{ HOST: '127.0.0.1', DATABASE_URL: POSTGRES, TRUST_PROXY_HOPS: '2' }],
  ])('keeps dev tools off unasked outside the proxy-less demo: %j', (env) => {
    expect(readConfig(env).devTools).toBe(false);
    expect(describeModes(readConfig(env))).toContain(' devTools=off ');
  });

  it.each([
    [{ DEV_TOOLS: '1', TRUST_PROXY_HOPS: '1' }],
    [{ DEV_TOOLS: '1', TRUST_PROXY_HOPS: '2', DATABASE_URL: POSTGRES, HOST: '0.0.0.0' }],
  ])('refuses to start with dev tools behind a proxy: %j', (env) => {
    expect(() => readConfig(env)).toThrow(/DEV_TOOLS=1 and TRUST_PROXY_HOPS=\d cannot be used together.*outbox/);
  });

  it.each([
    [{}, true],
    [{ DATABASE_URL: POSTGRES }, false],
    [{ DATABASE_URL: POSTGRES, SEED_DEMO: '1' }, true],
    [{ SEED_DEMO: '0' }, false],
  ])('seeds demo players on the embedded default or when asked: %j → %s', (env, demoPlayers) => {
    expect(readConfig(env).demoPlayers).toBe(demoPlayers);
  });

  it.each([
    [{}, true],
    [{ DEMO_HISTORY: '0' }, false],
    [{ SEED_DEMO: '0' }, false],
    [{ DATABASE_URL: POSTGRES }, false],
    [{ DATABASE_URL: POSTGRES, SEED_DEMO: '1' }, true],
    [{ DATABASE_URL: POSTGRES, DEMO_HISTORY: '1' }, true],
  ])('writes a first start history wherever demo players are, unless told not to: %j → %s', (env, demoHistory) => {
    expect(readConfig(env).demoHistory).toBe(demoHistory);
  });

  it('refuses a history in production and a history switch that is not 0 or 1', () => {
    expect(readConfig({ PRODUCTION: '1', FEED_SEED: SECRET_SEED }).demoHistory).toBe(false);
    expect(() => readConfig({ PRODUCTION: '1', FEED_SEED: SECRET_SEED, DEMO_HISTORY: '1' })).toThrow(
      /PRODUCTION=1 and DEMO_HISTORY=1 cannot be used together/,
    );
    expect(() => readConfig({ DEMO_HISTORY: 'yes' })).toThrow(/DEMO_HISTORY must be 1 \(on\) or 0 \(off\)/);
  });

  it('turns every dev-only thing off with PRODUCTION=1, even on loopback and on the embedded database', () => {
    for (const env of [
      { PRODUCTION: '1', FEED_SEED: SECRET_SEED },
      { PRODUCTION: '1', FEED_SEED: SECRET_SEED, HOST: '127.0.0.1', DATABASE_URL: POSTGRES },
    ]) {
      expect(readConfig(env)).toMatchObject({
        mode: 'production',
        production: true,
        devTools: false,
        demoPlayers: false,
        payments: 'none',
      });
    }
    expect(readConfig({ PRODUCTION: '1', FEED_SEED: SECRET_SEED, SEED_DEMO: '0', DEV_TOOLS: '0' }).mode).toBe(
      'production',
    );
  });

  it('refuses to start with PRODUCTION=1 and SEED_DEMO=1, saying why and what to do', () => {
    expect(() => readConfig({ PRODUCTION: '1', SEED_DEMO: '1', DATABASE_URL: POSTGRES })).toThrow(
      /PRODUCTION=1 and SEED_DEMO=1 cannot be used together: production never seeds demo players.*Unset SEED_DEMO/,
    );
  });

  it('refuses to start with PRODUCTION=1 and DEV_TOOLS=1', () => {
    expect(() => readConfig({ PRODUCTION: '1', DEV_TOOLS: '1' })).toThrow(
      /PRODUCTION=1 and DEV_TOOLS=1 cannot be used together/,
    );
  });

  it.each(['PRODUCTION', 'DEV_TOOLS', 'SEED_DEMO', 'PGLITE_WORKER'])('refuses a %s that is neither 1 nor 0', (name) => {
    // `PRODUCTION=true` once meant "not production": a switch that is not 1 or 0 is a mistake.
    expect(() => readConfig({ [name]: 'true' })).toThrow(`${name} must be 1 (on) or 0 (off), got "true".`);
  });

  it('names the mode and what is on in one start-up line', () => {
    expect(describeModes(readConfig({}))).toBe(
      'mode=demo storage=pglite host=127.0.0.1 devTools=on demoPlayers=on payments=test-cards bus=memory',
    );
    expect(
      describeModes(
        readConfig({
          PRODUCTION: '1',
          FEED_SEED: SECRET_SEED,
          HOST: '0.0.0.0',
          DATABASE_URL: POSTGRES,
          REDIS_URL: 'redis://r',
        }),
      ),
    ).toBe('mode=production storage=postgres host=0.0.0.0 devTools=off demoPlayers=off payments=none bus=redis');
    expect(describeModes(readConfig({ PGLITE_WORKER: '1' }))).toBe(
      'mode=demo storage=pglite-worker host=127.0.0.1 devTools=on demoPlayers=on payments=test-cards bus=memory',
    );
    expect(describeModes(readConfig({ DATABASE_URL: POSTGRES, HOST: '0.0.0.0' }))).toBe(
      'mode=development storage=postgres host=0.0.0.0 devTools=off demoPlayers=off payments=test-cards bus=memory',
    );
  });

  it('knows the loopback hosts', () => {
    expect(['localhost', 'LOCALHOST', '127.0.0.1', '::1', '[::1]'].every(isLoopbackHost)).toBe(true);
    expect(['0.0.0.0', '::', '192.168.1.2', 'example.com', '127.0.0.1.example.com'].some(isLoopbackHost)).toBe(false);
  });
});

describe('FEED_SEED (decision 080)', () => {
  it('keeps the public demo seed outside production, so demos and tests replay', () => {
    expect(readConfig({}).feedSeed).toBe('sportsbook');
    expect(readConfig({ DATABASE_URL: POSTGRES }).feedSeed).toBe('sportsbook');
    expect(readConfig({ FEED_SEED: 'e2e' }).feedSeed).toBe('e2e');
  });

  it.each([
    ['unset', {}],
    ['empty', { FEED_SEED: '' }],
    ['the public default', { FEED_SEED: 'sportsbook' }],
    ['a word', { FEED_SEED: 'correct-horse-battery-staple' }],
    ['31 bytes of hex', { FEED_SEED: randomBytes(31).toString('hex') }],
    ['31 bytes of base64', { FEED_SEED: randomBytes(31).toString('base64') }],
    ['an odd number of hex digits', { FEED_SEED: `${randomBytes(40).toString('hex')}f` }],
    ['a repeated pattern', { FEED_SEED: '0123456789abcdef'.repeat(4) }],
    ['one byte over and over', { FEED_SEED: 'a'.repeat(64) }],
    ['base64 of a repeated pattern', { FEED_SEED: Buffer.from('sportsbook'.repeat(4)).toString('base64') }],
  ])('refuses a production start with a FEED_SEED that is %s, naming FEED_SEED', (_what, env) => {
    expect(() => readConfig({ PRODUCTION: '1', ...env })).toThrow(
      /^FEED_SEED (is required|must hold at least 32 random bytes)/,
    );
  });

  it.each([
    ['hex', randomBytes(32).toString('hex')],
    ['base64', randomBytes(32).toString('base64')],
    ['base64url', randomBytes(48).toString('base64url')],
  ])('starts production with 32 random bytes or more in %s', (_encoding, seed) => {
    expect(readConfig({ PRODUCTION: '1', FEED_SEED: seed }).feedSeed).toBe(seed);
  });
});

describe('OPERATOR_CONFIG (decision 042)', () => {
  it('is empty by default and read as a JSON object', () => {
    expect(readConfig({}).operator).toEqual({});
    const operator = { domain: 'sportsbook.ro', disable_virtual_sports: true, language_map: { in: 'en' } };
    expect(readConfig({ OPERATOR_CONFIG: JSON.stringify(operator) }).operator).toEqual(operator);
  });

  it.each(['not json', '[1,2]', '"text"', 'null'])('stops start-up with a fix for %j', (value) => {
    expect(() => readConfig({ OPERATOR_CONFIG: value })).toThrow(/OPERATOR_CONFIG must be a JSON object/);
  });

  it('takes a frame base on the account origin and refuses one elsewhere', () => {
    const on = { global_iframe: 'http://127.0.0.1:8081/base' };
    expect(readConfig({ OPERATOR_CONFIG: JSON.stringify(on) }).operator).toEqual(on);
    expect(() => readConfig({ OPERATOR_CONFIG: JSON.stringify({ global_iframe: 'https://evil.example/' }) })).toThrow(
      /global_iframe must be an address on ACCOUNT_ORIGIN/,
    );
  });
});

describe('OPERATOR_CONFIG.disable_cashout (decision 115)', () => {
  it('keeps cash out on unless the operator switches it off', () => {
    expect(readConfig({}).cashoutEnabled).toBe(true);
    expect(readConfig({ OPERATOR_CONFIG: JSON.stringify({ disable_cashout: false }) }).cashoutEnabled).toBe(true);
    expect(readConfig({ OPERATOR_CONFIG: JSON.stringify({ disable_cashout: true }) }).cashoutEnabled).toBe(false);
  });

  it.each(['"true"', '1', 'null'])('stops start-up on a disable_cashout of %s rather than guess', (value) => {
    expect(() => readConfig({ OPERATOR_CONFIG: `{"disable_cashout":${value}}` })).toThrow(
      /disable_cashout must be true or false/,
    );
  });
});

describe('FEED_DEAD_HEAT_RATE', () => {
  it('ties one race in a hundred unless told another share', () => {
    // Unset, the feed keeps its own default.
    expect(readConfig({}).feedDeadHeatRate).toBeUndefined();
    expect(DEAD_HEAT_CHANCE).toBe(0.01);
    expect(readConfig({ FEED_DEAD_HEAT_RATE: '0.3' }).feedDeadHeatRate).toBe(0.3);
  });

  it.each(['-0.1', '1.5', 'often'])('refuses %s with a message naming the setting', (value) => {
    expect(() => readConfig({ FEED_DEAD_HEAT_RATE: value })).toThrow(/FEED_DEAD_HEAT_RATE must be a share from 0 to 1/);
  });
});
