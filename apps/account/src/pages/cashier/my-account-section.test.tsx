import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../lib/session';
import { dynamicConfig, stubApi } from '../../test/fake-api';
import { renderSite } from '../../test/render-site';

const PROFILE = { username: 'demo-gb', email: 'demo-gb@example.test', country: 'GB', currency: 'GBP' };

function stubProfile(onPut: (body: unknown) => unknown) {
  return stubApi({
    'GET /api/cashier/reality-check': () => ({ body: { status: 1, data: { interval_minutes: 60 } } }),
    'POST /getMainDynamicConfig': () => ({ body: dynamicConfig() }),
    'GET /api/cashier/profile': () => ({ body: { status: 1, data: PROFILE } }),
    'PUT /api/cashier/profile': (call) => ({ body: onPut(call.body) }),
  });
}

describe('the my-account page', () => {
  it('shows the country as fixed and offers no way to change it', async () => {
    startSession('frontend-1');
    stubProfile(() => ({ status: 1, data: PROFILE }));
    await renderSite('/sport/cashier/my-account');
    expect(await screen.findByText('Your username, country and currency cannot be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Country' })).toBeNull();
  });

  it('asks for the current password before a new email address, and says the link must be opened', async () => {
    startSession('frontend-1');
    const calls = stubProfile(() => ({
      status: 1,
      message: 'VERIFY_EMAIL',
      data: { ...PROFILE, pending_email: 'new@example.test' },
    }));
    await renderSite('/sport/cashier/my-account');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email address');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.clear(email);
    await user.type(email, 'new@example.test');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Enter your current password to change your email address.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.type(screen.getByLabelText('Current password'), 'demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'We sent a mail to new@example.test. Your email address changes once you open its link. If the address belongs to another account, nothing changes and the mail says so.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      email: 'new@example.test',
      current_password: 'demo-pass-1',
    });
  });
});
