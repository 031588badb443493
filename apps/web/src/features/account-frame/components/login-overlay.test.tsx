import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountFrameStore } from '../../../stores/account-frame-store';
import { useSessionStore } from '../../../stores/session-store';
import { useUiStore } from '../../../stores/ui-store';
import { fakeSocket, loginAnswer, playerDetails, resetAccountState, stubNetwork } from '../test/fakes';
import type { Call, Routes } from '../test/fakes';
import { renderAccountHost } from '../test/render';

async function openOverlay(routes: Routes, options: { returnPath?: string } = {}) {
  const calls: Call[] = stubNetwork({
    'GET /player/details': playerDetails(1000),
    'GET /v1/player/sync': playerDetails(1000),
    ...routes,
  });
  const view = await renderAccountHost();
  act(() => useAccountFrameStore.getState().openLoginOverlay(options));
  const dialog = screen.getByRole('dialog', { name: 'Log in' });
  return { ...view, calls, dialog, user: userEvent.setup() };
}

describe('the login overlay', () => {
  beforeEach(() => {
    resetAccountState();
    fakeSocket();
    useUiStore.getState().closeModal();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is closed until opened', async () => {
    await renderAccountHost();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  });

  it('offers labelled fields, the choices and the account links, without biometrics on the web', async () => {
    const { dialog } = await openOverlay({});
    expect(within(dialog).getByLabelText('Username')).toHaveFocus();
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('checkbox', { name: 'Remember username' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Auto login' })).not.toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: /biometric|face|touch/i })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Forgotten password?' })).toBeInTheDocument();
    expect(within(dialog).getByText("Don't have an account yet?")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'JOIN NOW' })).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { dialog, user } = await openOverlay({});
    const password = within(dialog).getByLabelText('Password');
    await user.type(password, 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the translated INVALID_LOGIN message in an error banner', async () => {
    const { dialog, user } = await openOverlay({
      'POST /api/login': { status: 401, body: { status: 0, message: 'INVALID_LOGIN' } },
    });
    await user.type(within(dialog).getByLabelText('Username'), 'demo-gb');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The username or password is incorrect.');
    expect(useSessionStore.getState().user).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("says 'Logging in...' while authenticating, then logs in and closes", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { dialog, user, calls } = await openOverlay({ 'POST /api/login': { body: loginAnswer() } });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await gate;
      return realFetch(...args);
    });
    await user.type(within(dialog).getByLabelText('Username'), ' demo-gb ');
    await user.type(within(dialog).getByLabelText('Password'), 'demo-pass-1');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remember username' }));
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(within(dialog).getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    expect(useSessionStore.getState()).toMatchObject({
      user: { username: 'demo-gb', name: 'demo-gb' },
      jwt: 'sports-1',
      frontendToken: 'frontend-1',
      balance: 100_000,
      currency: 'GBP',
    });
    const login = calls.find((call) => call.url.pathname === '/api/login')!;
    expect(login.url.origin).toBe('http://127.0.0.1:8081');
    expect(JSON.parse(login.body!)).toMatchObject({ username: 'demo-gb', password: 'demo-pass-1', platform: 'web' });
    expect(window.localStorage.getItem('username')).toBe('demo-gb');
  });

  it('returns to the page that asked for the login', async () => {
    const { dialog, user, router } = await openOverlay(
      { 'POST /api/login': { body: loginAnswer() } },
      { returnPath: '/account-bets' },
    );
    await user.type(within(dialog).getByLabelText('Username'), 'demo-gb');
    await user.type(within(dialog).getByLabelText('Password'), 'demo-pass-1{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account-bets'));
  });

  it('prefills a remembered username and focuses the password', async () => {
    window.localStorage.setItem('username', 'demo-ie');
    const { dialog } = await openOverlay({});
    expect(within(dialog).getByLabelText('Username')).toHaveValue('demo-ie');
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    expect(within(dialog).getByRole('checkbox', { name: 'Remember username' })).toBeChecked();
  });

  it('opens password recovery and registration in the account frame', async () => {
    const { dialog, user } = await openOverlay({});
    await user.click(within(dialog).getByRole('button', { name: 'Forgotten password?' }));
    expect(useAccountFrameStore.getState()).toMatchObject({
      page: '/forgot-password',
      active: true,
      loginOverlayOpen: false,
    });
    act(() => useAccountFrameStore.getState().openLoginOverlay());
    await user.click(screen.getByRole('button', { name: 'JOIN NOW' }));
    expect(useAccountFrameStore.getState()).toMatchObject({
      page: '/registration',
      active: true,
      loginOverlayOpen: false,
    });
  });

  it('closes with its close button and with Escape', async () => {
    const { dialog, user } = await openOverlay({});
    await user.click(within(dialog).getByRole('button', { name: 'Close login' }));
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
    act(() => useAccountFrameStore.getState().openLoginOverlay());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  });

  /** The session a page of this site starts with after a reload, or in a new tab of the browser. */
  async function sessionOfNewPage(): Promise<string | null> {
    vi.resetModules();
    const fresh = await import('../../../stores/session-store');
    return fresh.useSessionStore.getState().user?.username ?? null;
  }

  async function logInThroughOverlay(autoLogin: boolean) {
    const { dialog, user } = await openOverlay({ 'POST /api/login': { body: loginAnswer() } });
    const box = within(dialog).getByRole('checkbox', { name: 'Auto login' });
    if (autoLogin) await user.click(box);
    expect(box).toHaveProperty('checked', autoLogin);
    await user.type(within(dialog).getByLabelText('Username'), 'demo-gb');
    await user.type(within(dialog).getByLabelText('Password'), 'demo-pass-1{Enter}');
    await vi.waitFor(() => expect(useSessionStore.getState().jwt).toBe('sports-1'));
  }

  it('without Auto login keeps the session for this tab only: a reload keeps it, a new tab starts as a guest', async () => {
    await logInThroughOverlay(false);
    expect(window.sessionStorage.getItem('jwt')).toBe('sports-1');
    expect(window.localStorage.getItem('jwt')).toBeNull();
    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(window.localStorage.getItem('login_mode')).toBe('username');
    expect(await sessionOfNewPage()).toBe('demo-gb');
    window.sessionStorage.clear();
    expect(await sessionOfNewPage()).toBeNull();
  });

  it('with Auto login keeps the session on the device, for new tabs too, and logout forgets it everywhere', async () => {
    await logInThroughOverlay(true);
    expect(window.localStorage.getItem('jwt')).toBe('sports-1');
    expect(window.sessionStorage.getItem('jwt')).toBeNull();
    expect(window.localStorage.getItem('login_mode')).toBe('auto');
    window.sessionStorage.clear();
    expect(await sessionOfNewPage()).toBe('demo-gb');
    act(() => useSessionStore.getState().signOut());
    expect(await sessionOfNewPage()).toBeNull();
  });

  it('keeps a renewed sports token where the session lives', async () => {
    await logInThroughOverlay(false);
    act(() => useSessionStore.getState().setJwt('sports-2'));
    expect(window.sessionStorage.getItem('jwt')).toBe('sports-2');
    expect(window.localStorage.getItem('jwt')).toBeNull();
  });

  it('shows the forbidden modal when login is disabled', async () => {
    const { dialog, user } = await openOverlay({
      'POST /api/login': { body: { status: 0, message: 'LOGIN_DISABLED' }, status: 403 },
    });
    await user.type(within(dialog).getByLabelText('Username'), 'demo-gb');
    await user.type(within(dialog).getByLabelText('Password'), 'x{Enter}');
    await vi.waitFor(() => expect(useUiStore.getState().modal).toBe('forbidden'));
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  });

  it('shows the forbidden modal, not a form error, when the login comes from a blocked country', async () => {
    const { dialog, user } = await openOverlay({
      'POST /api/login': {
        body: { status: 0, message: 'COUNTRY_BLOCKED', meta: { error: { message: 'Not here.', country: 'MX' } } },
        status: 403,
      },
    });
    await user.type(within(dialog).getByLabelText('Username'), 'demo-gb');
    await user.type(within(dialog).getByLabelText('Password'), 'x{Enter}');
    await vi.waitFor(() => expect(useUiStore.getState().modal).toBe('forbidden'));
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
  });
});
