import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { accountConfig, dynamicConfig, LOGIN_ANSWER, stubApi } from '../../test/fake-api';
import { renderSite } from '../../test/render-site';

async function logIn(username = 'demo-gb', password = 'demo-pass-1') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login page', () => {
  it('logs in and hands the shell the user, the sports token, the action and the balance, in that order', async () => {
    const calls = stubApi({
      'GET /api/account-config': () => ({ body: accountConfig() }),
      'POST /api/login': () => ({ body: LOGIN_ANSWER }),
      'POST /getMainDynamicConfig': () => ({ body: dynamicConfig(1000) }),
      'GET /api/user': () => ({ body: LOGIN_ANSWER.user }),
      'GET /api/cashier/reality-check': () => ({ body: { status: 1, data: { interval_minutes: 60 } } }),
    });
    const site = await renderSite('/sport/login?app=sportsbook');
    await logIn();
    expect(await screen.findByText('You are logged in as demo-gb.')).toBeInTheDocument();
    await waitFor(() => expect(site.events()).toContain('balance_update'));

    const afterLogin = site.posts.slice(site.events().indexOf('user_data'));
    expect(afterLogin.map((post) => post.event).slice(0, 4)).toEqual([
      'user_data',
      'sport_token',
      'action_done',
      'balance_update',
    ]);
    expect(afterLogin[0]!.details).toEqual({
      user: { id: 7, username: 'demo-gb', email: 'demo-gb@example.test', currency: 'GBP' },
      frontend_token: 'frontend-1',
    });
    expect(afterLogin[1]!.details).toEqual({ token: 'sports-jwt' });
    expect(afterLogin[2]!.details).toEqual({ action: 'login' });
    expect(getSession()?.token).toBe('frontend-1');
    const login = calls.find((call) => call.path === '/api/login');
    expect(login?.body).toMatchObject({ username: 'demo-gb', password: 'demo-pass-1', platform: 'web' });
    const config = calls.find((call) => call.path === '/getMainDynamicConfig');
    expect(config?.headers.get('authorization')).toBe('Bearer frontend-1');
  });

  it('announces app_ready and page_ready for the login page', async () => {
    stubApi({ 'GET /api/account-config': () => ({ body: accountConfig() }) });
    const site = await renderSite('/sport/login?app=sportsbook');
    await screen.findByLabelText('Username');
    await waitFor(() => expect(site.events()).toContain('page_ready'));
    expect(site.events()[0]).toBe('app_ready');
    expect(site.posts.find((post) => post.event === 'page_ready')?.details).toMatchObject({ page: '/login' });
  });

  it.each([
    [401, { status: 0, message: 'INVALID_LOGIN' }, 'The username or password is incorrect.'],
    [
      401,
      { status: 0, message: 'EMAIL_NOT_VERIFIED' },
      'Please confirm your email address first: open the link we sent you.',
    ],
    [
      403,
      { status: 0, message: 'ACCOUNT_BLOCKED', meta: { error: {} } },
      'Your account is blocked by a time-out or self-exclusion, so you cannot log in, bet or deposit.',
    ],
  ])('shows a refused login (%s %o) as a clear message and posts nothing', async (status, body, text) => {
    stubApi({
      'GET /api/account-config': () => ({ body: accountConfig() }),
      'POST /api/login': () => ({ status, body }),
    });
    const site = await renderSite('/sport/login');
    await logIn('demo-gb', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(site.events()).not.toContain('user_data');
    expect(getSession()).toBeNull();
  });

  it('names the end of a block in the refusal', async () => {
    stubApi({
      'GET /api/account-config': () => ({ body: accountConfig() }),
      'POST /api/login': () => ({
        status: 403,
        body: { status: 0, message: 'ACCOUNT_BLOCKED', meta: { error: { until: '2031-05-01T10:00:00.000Z' } } },
      }),
    });
    await renderSite('/sport/login');
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(/blocked .* until .*2031/);
  });

  it('shows the refusal in the language of the address', async () => {
    stubApi({
      'GET /api/account-config': () => ({ body: accountConfig() }),
      'POST /api/login': () => ({ status: 401, body: { status: 0, message: 'INVALID_LOGIN' } }),
    });
    await renderSite('/de/sport/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Benutzername'), 'demo-gb');
    await user.type(screen.getByLabelText('Passwort'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Benutzername oder Passwort ist falsch.');
  });

  it('says so when login is switched off by configuration', async () => {
    stubApi({ 'GET /api/account-config': () => ({ body: accountConfig({ login_enabled: false }) }) });
    await renderSite('/sport/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Logging in is not available at the moment.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
  });

  it('links to registration and to the forgotten-password page, keeping app=', async () => {
    stubApi({ 'GET /api/account-config': () => ({ body: accountConfig() }) });
    await renderSite('/fr/sport/login?app=sportsbook');
    expect(await screen.findByRole('link', { name: 'Inscrivez-vous' })).toHaveAttribute(
      'href',
      '/fr/sport/registration?app=sportsbook',
    );
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/fr/sport/forgot-password?app=sportsbook',
    );
  });

  it('posts close from its close button', async () => {
    stubApi({ 'GET /api/account-config': () => ({ body: accountConfig() }) });
    const site = await renderSite('/sport/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Close' }));
    expect(site.events()).toContain('close');
  });
});
