import { describe, expect, it } from 'vitest';
import {
  accountUserSchema,
  DEFAULT_USER_CURRENCY,
  appLoginResultSchema,
  loginRequestSchema,
  loginResponseSchema,
  mainDynamicConfigResponseSchema,
} from './account';
import { refusalSchema } from './common';
import { frameUserSchema } from './frame-details';
import { formatZodError } from './parse';
import { cashoutsResponseSchema, playerDetailsResponseSchema } from './player';

describe('account login', () => {
  const request = { username: 'demo-ie', password: 'demo-pass-1', platform: 'web', device_name: 'Firefox' };

  it('parses a web login request, with or without extras', () => {
    expect(loginRequestSchema.parse(request)).toEqual(request);
    expect(loginRequestSchema.safeParse({ ...request, extras: { lang: 'en' } }).success).toBe(true);
  });

  it('rejects a password that is not a string', () => {
    const result = loginRequestSchema.safeParse({ ...request, password: 1234 });
    expect(formatZodError(result.error!)).toContain('password: Invalid input: expected string, received number');
  });

  it('judges a login on its credentials alone: platform, device_name and extras may be missing or odd', () => {
    for (const body of [
      { username: 'demo-ie', password: 'demo-pass-1' },
      { ...request, platform: 'ios' },
      { ...request, device_name: 7, extras: 'none' },
    ]) {
      expect(loginRequestSchema.safeParse(body).success).toBe(true);
    }
  });

  it('refuses a body that is not an object or lacks the username or password string', () => {
    for (const body of [
      null,
      'demo-ie',
      [],
      { username: 'demo-ie' },
      { password: 'x' },
      { username: 1, password: 'x' },
    ]) {
      expect(loginRequestSchema.safeParse(body).success).toBe(false);
    }
  });

  it('parses a login answer with both tokens', () => {
    const answer = {
      user: {
        id: 7,
        Account: 'demo-ie',
        Email: 'demo-ie@example.com',
        currency: 'EUR',
        Money: 1000,
        lastAction: '2030-05-01T18:45:00Z',
        token: 'user-token',
      },
      frontend_token: 'frontend',
      access_token: 'sports-jwt',
    };
    expect(loginResponseSchema.parse(answer)).toEqual(answer);
  });

  it('gives a user without a currency EUR and keeps its created_at / updated_at (spec 001 §3)', () => {
    const user = {
      id: 3,
      Account: 'old-player',
      Email: 'old@example.com',
      Money: 5,
      lastAction: '2030-05-01T18:45:00Z',
      token: 't',
      created_at: '2029-01-02T03:04:05.000Z',
      updated_at: '2030-04-01T00:00:00.000Z',
    };
    expect(accountUserSchema.parse(user)).toEqual({ ...user, currency: DEFAULT_USER_CURRENCY });
    expect(DEFAULT_USER_CURRENCY).toBe('EUR');
    expect(accountUserSchema.parse({ ...user, currency: 'GBP' }).currency).toBe('GBP');
    expect(accountUserSchema.safeParse({ ...user, created_at: 'yesterday' }).success).toBe(false);
    expect(frameUserSchema.parse({ id: 3, username: 'old-player', email: '' })).toEqual({
      id: 3,
      username: 'old-player',
      email: '',
      currency: 'EUR',
    });
  });

  it('reads a failed login as an INVALID_LOGIN refusal', () => {
    expect(refusalSchema.parse({ status: 0, message: 'INVALID_LOGIN' }).message).toBe('INVALID_LOGIN');
  });

  it('parses the dynamic config with balance and sports token', () => {
    const config = {
      auth_related_config: { sportify: { access_token: 'sports-jwt' } },
      auth_config: { user: { balance: { total: 1000, currency: 'EUR' }, username: 'demo-ie' } },
    };
    expect(mainDynamicConfigResponseSchema.parse(config)).toEqual(config);
  });

  it('parses an app login result that asks to retry in another country', () => {
    const result = { status: false, message: 'wrong country', data: { temporary_token: 't', domain: 'example.ro' } };
    expect(appLoginResultSchema.safeParse(result).success).toBe(true);
  });
});

describe('player', () => {
  it('parses player details with the balance in major units', () => {
    const answer = { status: 1, data: { balance: 1000.5, currency: 'GBP' } };
    expect(playerDetailsResponseSchema.parse(answer)).toEqual(answer);
  });

  it('reads a guest refusal as NOT_AUTHENTICATED', () => {
    expect(playerDetailsResponseSchema.safeParse({ status: 0, message: 'NOT_AUTHENTICATED' }).success).toBe(true);
  });

  it('parses cashouts and rejects a bet id that is not a positive integer', () => {
    expect(cashoutsResponseSchema.safeParse({ cashouts: [{ bet_id: 9001 }] }).success).toBe(true);
    const result = cashoutsResponseSchema.safeParse({ cashouts: [{ bet_id: -1 }] });
    expect(formatZodError(result.error!)).toMatch(/^cashouts\[0\]\.bet_id: /);
  });
});
