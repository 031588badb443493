import { BALANCE_REFRESH_AFTER_APP_READY_MS, BALANCE_REFRESH_AFTER_TOKEN_LOGIN_MS } from '@sportsbook/betting';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountFrameStore } from '../../stores/account-frame-store';
import { useSessionStore } from '../../stores/session-store';
import { accountPageOfQuery, cashierPageOf, handleAccountQuery } from './query-entry';
import { useNoticeStore } from './stores/notice-store';
import { loginAnswer, playerDetails, resetAccountState, signInDemo, stubNetwork } from './test/fakes';

const context = { language: 'en', app: 'sportsbook', device: 'desktop' as const };

describe('account query parameters', () => {
  beforeEach(() => {
    resetAccountState();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it.each([
    ['cashier=1', '/cashier/deposit'],
    ['cashier=', '/cashier/deposit'],
    ['cashier=withdraw', '/cashier/withdraw'],
    ['cashier=/cashier/history', '/cashier/history'],
    ['cashier=../../evil', '/cashier/deposit'],
    ['register=1', '/registration'],
    ['register=1&registration_token=tok_EN-1', '/registration-with-token/tok_EN-1'],
    ['registration_token=bad/../x', '/registration'],
    ['reset_password=tok-2', '/reset-password/tok-2'],
    ['reset_password=', '/forgot-password'],
    ['lang=de', null],
  ])('maps %s to %s', (query, page) => {
    expect(accountPageOfQuery(new URLSearchParams(query))).toBe(page);
  });

  it('reads cashier values', () => {
    expect(cashierPageOf('true')).toBe('/cashier/deposit');
    expect(cashierPageOf('my-account')).toBe('/cashier/my-account');
  });

  it('asks a guest to log in before the cashier', () => {
    handleAccountQuery('?cashier=1', context);
    expect(useAccountFrameStore.getState().page).toBe('/login');
    signInDemo();
    handleAccountQuery('?cashier=1', context);
    expect(useAccountFrameStore.getState().page).toBe('/cashier/deposit');
  });

  it('returns the query without its own parameters, or null when it had none', () => {
    expect(handleAccountQuery('?register=1&btag=x&registration_token=t', context)).toBe('btag=x');
    expect(handleAccountQuery('?btag=x', context)).toBeNull();
  });

  it('logs in with login_with_token and tells the frame', async () => {
    const answer = loginAnswer({ money: 50 });
    const calls = stubNetwork({
      'GET /auth/loginWithToken': {
        body: {
          status: true,
          message: 'OK',
          data: {
            domain: 'gb',
            sportify: { access_token: 'sports-t' },
            frontend_token: 'frontend-t',
            user: answer.user,
          },
        },
      },
      'GET /player/details': playerDetails(50),
      'GET /v1/player/sync': playerDetails(50),
    });
    expect(handleAccountQuery('?login_with_token=temp-1&domain=gb', context)).toBe('');
    await vi.waitFor(() => expect(useSessionStore.getState().jwt).toBe('sports-t'));
    expect(useSessionStore.getState()).toMatchObject({ frontendToken: 'frontend-t', balance: 5_000 });
    const login = calls[0]!;
    expect(login.url.pathname).toBe('/auth/loginWithToken');
    expect(Object.fromEntries(login.url.searchParams)).toEqual({
      token: 'temp-1',
      domain: 'gb',
      lang: 'en',
      website: 'sport',
      device: 'desktop',
      app: 'sportsbook',
    });
  });

  it('refreshes the balance once more shortly after a token login, not on the 1 s and 3 s schedule of a login', async () => {
    // Fake clocks only: the stubbed answers still arrive, and the schedule is read without waiting for it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const answer = loginAnswer({ money: 50 });
    const calls = stubNetwork({
      'GET /auth/loginWithToken': {
        body: {
          status: true,
          message: 'OK',
          data: {
            domain: 'gb',
            sportify: { access_token: 'sports-t' },
            frontend_token: 'frontend-t',
            user: answer.user,
          },
        },
      },
      'GET /player/details': playerDetails(50),
      'GET /v1/player/sync': playerDetails(50),
    });
    handleAccountQuery('?login_with_token=temp-1', context);
    while (useSessionStore.getState().jwt !== 'sports-t') await new Promise((resolve) => setImmediate(resolve));
    const details = () => calls.filter((call) => call.url.pathname === '/player/details').length;
    const syncs = () => calls.filter((call) => call.url.pathname === '/v1/player/sync').length;
    expect([details(), syncs()]).toEqual([1, 1]);
    await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_AFTER_TOKEN_LOGIN_MS - 1);
    expect(details()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(details()).toBe(2);
    await vi.advanceTimersByTimeAsync(Math.max(...BALANCE_REFRESH_AFTER_APP_READY_MS));
    expect([details(), syncs()]).toEqual([2, 1]);
  });

  it('shows the message of a refused token', async () => {
    stubNetwork({ 'GET /auth/loginWithToken': { status: 401, body: { status: false, message: 'INVALID_LOGIN' } } });
    handleAccountQuery('?login_with_token=used', context);
    await vi.waitFor(() =>
      expect(useNoticeStore.getState().notices).toEqual([
        expect.objectContaining({ id: 'token-login', messageKey: 'login.errors.INVALID_LOGIN' }),
      ]),
    );
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('returns silently when the token login cannot reach the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    handleAccountQuery('?login_with_token=t', context);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(useNoticeStore.getState().notices).toEqual([]);
  });

  it('logs in with a pay-and-play pnptoken the way it does with login_with_token', async () => {
    const answer = loginAnswer({ money: 20 });
    const calls = stubNetwork({
      'GET /auth/loginWithToken': {
        body: {
          status: true,
          message: 'OK',
          data: {
            domain: 'fi',
            sportify: { access_token: 'pnp-sports' },
            frontend_token: 'pnp-front',
            user: answer.user,
          },
        },
      },
      'GET /player/details': playerDetails(20),
      'GET /v1/player/sync': playerDetails(20),
    });
    expect(handleAccountQuery('?pnptoken=pnp-9&btag=a', context)).toBe('btag=a');
    await vi.waitFor(() => expect(useSessionStore.getState().jwt).toBe('pnp-sports'));
    expect(calls[0]!.url.searchParams.get('token')).toBe('pnp-9');
    expect(useAccountFrameStore.getState().active).toBe(false);
  });
});
