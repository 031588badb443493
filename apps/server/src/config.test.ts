import { describe, expect, it } from 'vitest';
import { describeModes, isLoopbackHost, readConfig } from './config';

const POSTGRES = 'postgres://db.internal/sportsbook';

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
    [{ HOST: '0.0.0.0' }, false],
    [{ HOST: '10.0.0.5' }, false],
    [{ HOST: '0.0.0.0', DEV_TOOLS: '1' }, true],
    [{ HOST: '127.0.0.1', DEV_TOOLS: '0' }, false],
    [{ HOST: '0.0.0.0', DATABASE_URL: POSTGRES, DEV_TOOLS: '1' }, true],
  ])('turns dev tools on only on loopback or when asked: %j → %s', (env, devTools) => {
    expect(readConfig(env).devTools).toBe(devTools);
  });

  it.each([
    [{}, true],
    [{ DATABASE_URL: POSTGRES }, false],
    [{ DATABASE_URL: POSTGRES, SEED_DEMO: '1' }, true],
    [{ SEED_DEMO: '0' }, false],
  ])('seeds demo players on the embedded default or when asked: %j → %s', (env, demoPlayers) => {
    expect(readConfig(env).demoPlayers).toBe(demoPlayers);
  });

  it('turns every dev-only thing off with PRODUCTION=1, even on loopback and on the embedded database', () => {
    for (const env of [{ PRODUCTION: '1' }, { PRODUCTION: '1', HOST: '127.0.0.1', DATABASE_URL: POSTGRES }]) {
      expect(readConfig(env)).toMatchObject({
        mode: 'production',
        production: true,
        devTools: false,
        demoPlayers: false,
        payments: 'none',
      });
    }
    expect(readConfig({ PRODUCTION: '1', SEED_DEMO: '0', DEV_TOOLS: '0' }).mode).toBe('production');
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
      describeModes(readConfig({ PRODUCTION: '1', HOST: '0.0.0.0', DATABASE_URL: POSTGRES, REDIS_URL: 'redis://r' })),
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
