import { LANGUAGES } from '@sportsbook/betting';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { SESSION_KEYS, useSessionStore } from '../../../stores/session-store';
import { useTokenLoginStore } from '../stores/token-login-store';
import { fakeSocket, loginAnswer, playerDetails, resetAccountState, signInDemo, stubNetwork } from '../test/fakes';
import type { Call } from '../test/fakes';
import { renderAccountHost } from '../test/render';
import { TokenLoginQuestion } from './token-login-question';

/*
 * Login CSRF: a `login_with_token` link someone else sent must not replace the
 * session of a logged-in player without asking. The network edge is faked; stores are real.
 */

const ATTACK = '/live?login_with_token=attackers-token&domain=gb&btag=x';

/** The account API's token-login answer for another player than the one logged in. */
function tokenLoginAnswer() {
  const { user } = loginAnswer({ money: 5 });
  return {
    body: {
      status: true,
      message: 'OK',
      data: {
        domain: 'gb',
        sportify: { access_token: 'attacker-sports' },
        frontend_token: 'attacker-frontend',
        user: { ...user, id: 99, Account: 'attacker', Email: 'attacker@example.com' },
      },
    },
  };
}

function tokenLogins(calls: readonly Call[]): Call[] {
  return calls.filter((call) => call.url.pathname === '/auth/loginWithToken');
}

/** Everything a silent session swap would change: the store's session and the auth keys it keeps in storage. */
function sessionSnapshot() {
  const { user, jwt, frontendToken } = useSessionStore.getState();
  const stored = Object.values(SESSION_KEYS).map((key) => [key, window.localStorage.getItem(key)]);
  return { user, jwt, frontendToken, stored };
}

describe('a token link while a player is logged in', () => {
  let calls: Call[];
  beforeEach(() => {
    resetAccountState();
    fakeSocket();
    useTokenLoginStore.getState().clear();
    calls = stubNetwork({
      'GET /auth/loginWithToken': tokenLoginAnswer(),
      'GET /player/details': playerDetails(1000),
      'GET /v1/player/sync': playerDetails(1000),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks "Continue as demo-gb?" in a labelled dialog and exchanges nothing before the answer', async () => {
    signInDemo();
    const before = sessionSnapshot();
    await renderAccountHost(ATTACK);
    const dialog = await screen.findByRole('dialog', { name: 'Continue as demo-gb?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/You are logged in as demo-gb\./);
    expect(within(dialog).getByRole('button', { name: 'Continue as demo-gb' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Log in with the link' })).toBeEnabled();
    expect(tokenLogins(calls)).toEqual([]);
    expect(sessionSnapshot()).toEqual(before);
    expect(screen.getByTestId('address')).toHaveTextContent('/live?btag=x');
  });

  it('keeps the session when the player continues as themselves, and the token is never sent', async () => {
    signInDemo();
    const before = sessionSnapshot();
    await renderAccountHost(ATTACK);
    const dialog = await screen.findByRole('dialog', { name: 'Continue as demo-gb?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue as demo-gb' }));
    expect(screen.queryByRole('dialog', { name: 'Continue as demo-gb?' })).toBeNull();
    expect(useTokenLoginStore.getState().pending).toBeNull();
    expect(tokenLogins(calls)).toEqual([]);
    expect(sessionSnapshot()).toEqual(before);
    expect(screen.getByTestId('address')).toHaveTextContent('/live?btag=x');
    expect(screen.getByTestId('address')).not.toHaveTextContent('attackers-token');
  });

  it('keeps the session on Escape too', async () => {
    signInDemo();
    const before = sessionSnapshot();
    await renderAccountHost(ATTACK);
    await screen.findByRole('dialog', { name: 'Continue as demo-gb?' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Continue as demo-gb?' })).toBeNull();
    expect(tokenLogins(calls)).toEqual([]);
    expect(sessionSnapshot()).toEqual(before);
  });

  it('logs in with the link only after the player chooses it, ending the open session first', async () => {
    signInDemo();
    await renderAccountHost(ATTACK);
    const dialog = await screen.findByRole('dialog', { name: 'Continue as demo-gb?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in with the link' }));
    await waitFor(() => expect(useSessionStore.getState().user?.username).toBe('attacker'));
    expect(useSessionStore.getState()).toMatchObject({ jwt: 'attacker-sports', frontendToken: 'attacker-frontend' });
    expect(tokenLogins(calls)).toHaveLength(1);
    expect(tokenLogins(calls)[0]!.url.searchParams.get('token')).toBe('attackers-token');
    expect(screen.queryByRole('dialog', { name: 'Continue as demo-gb?' })).toBeNull();
  });

  it('logs a guest in with the link at once, as before', async () => {
    await renderAccountHost(ATTACK);
    await waitFor(() => expect(useSessionStore.getState().user?.username).toBe('attacker'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tokenLogins(calls)).toHaveLength(1);
    expect(screen.getByTestId('address')).toHaveTextContent('/live?btag=x');
  });
});

const accountBundles = import.meta.glob<{ tokenLogin: Record<'title' | 'message' | 'stay' | 'switch', string> }>(
  '../../../locales/*/account.json',
  { eager: true, import: 'default' },
);

function bundleOf(language: string) {
  const entry = Object.entries(accountBundles).find(([path]) => path.includes(`/locales/${language}/`));
  if (!entry) throw new Error(`no account.json for ${language}`);
  return entry[1].tokenLogin;
}

describe('the token-login question in every language', () => {
  beforeEach(() => {
    useTokenLoginStore.getState().clear();
  });

  it.each(LANGUAGES)('asks in %s with the name filled in', async (language) => {
    await initI18n(language);
    const strings = bundleOf(language);
    const fill = (text: string) => text.replace('{{name}}', 'demo-gb');
    useTokenLoginStore.getState().ask({
      token: 't',
      domain: null,
      name: 'demo-gb',
      context: { language, app: 'sportsbook', device: 'desktop' },
    });
    render(<TokenLoginQuestion />);
    const dialog = screen.getByRole('dialog', { name: fill(strings.title) });
    expect(fill(strings.title)).toContain('demo-gb');
    expect(dialog).toHaveAccessibleDescription(fill(strings.message));
    expect(within(dialog).getByRole('button', { name: fill(strings.stay) })).toHaveFocus();
    within(dialog).getByRole('button', { name: strings.switch });
    await initI18n('en');
  });
});
