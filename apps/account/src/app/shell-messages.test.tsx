import { COUNTRY_BLOCKED_POPUP_ID } from '@sportsbook/protocol';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession, startSession } from '../lib/session';
import { accountConfig, dynamicConfig, stubApi } from '../test/fake-api';
import { renderSite } from '../test/render-site';

const helpAndConfig = {
  'GET /api/account-config': () => ({ body: accountConfig() }),
  'GET /api/cashier/reality-check': () => ({ body: { status: 1, data: { interval_minutes: 60 } } }),
};

describe('a refusal from a blocked country', () => {
  it('asks the shell for its forbidden modal when the login is refused with COUNTRY_BLOCKED', async () => {
    const user = userEvent.setup();
    stubApi({
      ...helpAndConfig,
      'POST /api/login': () => ({
        status: 403,
        body: { status: 0, message: 'COUNTRY_BLOCKED', meta: { error: { message: 'Not here.', country: 'MX' } } },
      }),
    });
    const site = await renderSite('/sport/login');
    await user.type(await screen.findByLabelText('Username'), 'demo-gb');
    await user.type(screen.getByLabelText('Password'), 'demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(site.events()).toContain('show_popup'));
    expect(site.posts.find((post) => post.event === 'show_popup')?.details).toEqual({
      id: COUNTRY_BLOCKED_POPUP_ID,
      message: 'Not here.',
    });
    expect(site.events()).not.toContain('user_data');
    expect(getSession()).toBeNull();
  });
});

describe('messages from the shell', () => {
  it('opens the page the shell asks for, in the same language and keeping app=', async () => {
    stubApi(helpAndConfig);
    const site = await renderSite('/es/sport/login?app=sportsbook');
    await screen.findByLabelText('Nombre de usuario');
    site.fromShell('open_page', { page: '/help/contact-us' });
    expect(await screen.findByRole('heading', { name: 'Contacto' })).toBeInTheDocument();
    expect(site.router.state.location.pathname).toBe('/es/sport/help/contact-us');
    expect(site.router.state.location.search).toBe('?app=sportsbook');
  });

  it('ignores the same message from an origin outside the allow-list', async () => {
    stubApi(helpAndConfig);
    const site = await renderSite('/sport/login');
    await screen.findByLabelText('Username');
    site.fromShell('open_page', { page: '/help' }, 'https://evil.example');
    site.fromShell('logout', {}, 'http://localhost:9999');
    expect(site.router.state.location.pathname).toBe('/sport/login');
    expect(site.events()).not.toContain('log_out');
  });

  it('answers request_sport_token with sport_token and balance_update for a session', async () => {
    startSession('frontend-1');
    stubApi({ ...helpAndConfig, 'POST /getMainDynamicConfig': () => ({ body: dynamicConfig(25.5, 'EUR', 'fresh') }) });
    const site = await renderSite('/sport/help');
    await screen.findByRole('heading', { name: 'Help Center' });
    site.fromShell('request_sport_token');
    await waitFor(() => expect(site.events()).toContain('balance_update'));
    expect(site.posts.find((post) => post.event === 'sport_token')?.details).toEqual({ token: 'fresh' });
    expect(site.posts.find((post) => post.event === 'balance_update')?.details).toEqual({
      data: dynamicConfig(25.5, 'EUR', 'fresh'),
    });
  });

  it('answers request_sport_token with log_out when there is no session', async () => {
    stubApi(helpAndConfig);
    const site = await renderSite('/sport/help');
    await screen.findByRole('heading', { name: 'Help Center' });
    site.fromShell('request_sport_token');
    expect(site.events()).toContain('log_out');
    expect(site.events()).not.toContain('sport_token');
  });

  it('ends a session the server no longer accepts and asks the shell for the logged-out popup', async () => {
    startSession('stale');
    stubApi({
      ...helpAndConfig,
      'POST /getMainDynamicConfig': () => ({ status: 401, body: { status: 0, message: 'NOT_AUTHENTICATED' } }),
    });
    const site = await renderSite('/sport/help');
    await screen.findByRole('heading', { name: 'Help Center' });
    site.fromShell('request_sport_token');
    await waitFor(() => expect(site.events()).toEqual(expect.arrayContaining(['log_out', 'show_popup'])));
    expect(site.posts.find((post) => post.event === 'show_popup')?.details).toMatchObject({ id: 'popup-logged-out' });
    expect(getSession()).toBeNull();
  });

  it('stores a token handed over by the shell', async () => {
    stubApi({ ...helpAndConfig, 'POST /getMainDynamicConfig': () => ({ body: dynamicConfig() }) });
    const site = await renderSite('/sport/help');
    await screen.findByRole('heading', { name: 'Help Center' });
    site.fromShell('token', { token: 'from-shell' });
    expect(getSession()?.token).toBe('from-shell');
    await waitFor(() => expect(site.events()).toContain('balance_update'));
  });

  it('logs out on logout and says so with log_out', async () => {
    startSession('frontend-1');
    stubApi(helpAndConfig);
    const site = await renderSite('/sport/help');
    await screen.findByRole('heading', { name: 'Help Center' });
    site.fromShell('logout');
    expect(getSession()).toBeNull();
    expect(site.events()).toContain('log_out');
  });

  it('answers hide_iframe with iframe_hidden and clears the forms', async () => {
    stubApi(helpAndConfig);
    const site = await renderSite('/sport/forgot-password');
    await userEvent.setup().type(await screen.findByLabelText('Email address'), 'typed@example.test');
    expect(screen.getByLabelText('Email address')).toHaveValue('typed@example.test');
    site.fromShell('hide_iframe');
    expect(site.events()).toContain('iframe_hidden');
    expect(await screen.findByLabelText('Email address')).toHaveValue('');
  });

  it('re-announces an open popup on init_popups', async () => {
    startSession('stale');
    stubApi({
      ...helpAndConfig,
      'POST /getMainDynamicConfig': () => ({ status: 401, body: { status: 0, message: 'NOT_AUTHENTICATED' } }),
    });
    const site = await renderSite('/sport/help');
    await screen.findByRole('heading', { name: 'Help Center' });
    site.fromShell('request_sport_token');
    await waitFor(() => expect(site.events()).toContain('show_popup'));
    const before = site.events().filter((event) => event === 'show_popup').length;
    site.fromShell('init_popups', { url: 'http://localhost:8080/' });
    expect(site.events().filter((event) => event === 'show_popup').length).toBe(before + 1);
  });
});
