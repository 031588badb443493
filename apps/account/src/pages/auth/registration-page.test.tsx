import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resetAffiliateForTests } from '../../frame/affiliate-store';
import { accountConfig, stubApi } from '../../test/fake-api';
import { renderSite } from '../../test/render-site';

async function fillForm(overrides: { dateOfBirth?: string; password?: string } = {}) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), 'new.player');
  await user.type(screen.getByLabelText('Email address'), 'new.player@example.test');
  await user.type(screen.getByLabelText('Password'), overrides.password ?? 'horse-battery-9');
  await user.type(screen.getByLabelText('Date of birth'), overrides.dateOfBirth ?? '1990-05-17');
  await user.selectOptions(screen.getByLabelText('Country'), 'RO');
  return user;
}

describe('the registration page', () => {
  it('registers, shows "check your email" with the test outbox, and tells the shell', async () => {
    const calls = stubApi({
      'GET /api/account-config': () => ({ body: accountConfig() }),
      'POST /api/register': () => ({ body: { status: 1, message: 'VERIFY_EMAIL' } }),
    });
    const site = await renderSite('/sport/registration');
    const user = await fillForm();
    expect(screen.getByText('Your account will use RON.')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/I am 18 or older/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(screen.getByText(/We have sent a mail to new.player@example.test/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /test mailbox/ })).toHaveAttribute('href', '/dev/outbox');
    expect(calls.find((call) => call.path === '/api/register')?.body).toEqual({
      username: 'new.player',
      email: 'new.player@example.test',
      password: 'horse-battery-9',
      date_of_birth: '1990-05-17',
      country: 'RO',
      accept_terms: true,
      lang: 'en',
    });
    await waitFor(() => expect(site.events()).toEqual(expect.arrayContaining(['gtm_push_action', 'action_done'])));
    expect(site.posts.find((post) => post.event === 'gtm_push_action')?.details).toEqual({
      event: 'registration',
      country: 'RO',
    });
  });

  it('registers with the affiliate attribution the shell handed over, and drops a malformed one', async () => {
    resetAffiliateForTests();
    const calls = stubApi({
      'GET /api/account-config': () => ({ body: accountConfig() }),
      'POST /api/register': () => ({ body: { status: 1, message: 'VERIFY_EMAIL' } }),
    });
    const site = await renderSite('/sport/registration');
    const attribution = { params: { btag: 'a_77b_1', click_id: 'k-9' }, clicked_at: '2026-11-20T10:00:00.000Z' };
    site.fromShell('affiliate', attribution);
    // A malformed one does not replace it: the bridge drops it.
    site.fromShell('affiliate', { params: { '<bad>': 'x' }, clicked_at: 'soon' });
    const user = await fillForm();
    await user.click(screen.getByLabelText(/I am 18 or older/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/register')?.body).toMatchObject({
      username: 'new.player',
      affiliate: attribution,
    });
  });

  it('checks the rules before asking the server: age, password and terms', async () => {
    const calls = stubApi({ 'GET /api/account-config': () => ({ body: accountConfig() }) });
    await renderSite('/sport/registration');
    const thisYear = new Date().getUTCFullYear();
    const user = await fillForm({ dateOfBirth: `${thisYear - 17}-01-01`, password: 'new.player1' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('You must be 18 or older to open an account.', { selector: '.field-error' })).toBeVisible();
    expect(screen.getByText(/must not contain your username/)).toBeVisible();
    expect(screen.getByText('Please accept the terms and conditions to continue.')).toBeVisible();
    expect(calls.some((call) => call.path === '/api/register')).toBe(false);
  });

  it('puts a server refusal next to the field it names', async () => {
    stubApi({
      'GET /api/account-config': () => ({ body: accountConfig() }),
      'POST /api/register': () => ({
        body: { status: 0, message: 'USERNAME_TAKEN', meta: { error: { field: 'username' } } },
      }),
    });
    await renderSite('/sport/registration');
    const user = await fillForm();
    await user.click(screen.getByLabelText(/I am 18 or older/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken.');
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows that registration is closed when the configuration says so', async () => {
    stubApi({ 'GET /api/account-config': () => ({ body: accountConfig({ registration_enabled: false }) }) });
    await renderSite('/sport/registration');
    expect(await screen.findByText('Registration is closed')).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });
});
