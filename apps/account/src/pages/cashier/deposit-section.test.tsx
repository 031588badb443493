import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../lib/session';
import { dynamicConfig, stubApi } from '../../test/fake-api';
import { renderSite } from '../../test/render-site';

const cashierBase = {
  'GET /api/cashier/reality-check': () => ({ body: { status: 1, data: { interval_minutes: 60 } } }),
};

function depositAnswer(balance: number) {
  return {
    status: 1,
    balance,
    currency: 'GBP',
    transaction: {
      id: 9,
      kind: 'deposit',
      amount: 20.5,
      balance_after: balance,
      reference: 'cashier:p1',
      created_at: '2026-01-01T10:00:00.000Z',
      payment_id: 'p1',
      card_last4: '4242',
    },
    replayed: false,
  };
}

async function fillCard(number = '4242 4242 4242 4242', expiry = '12/39', cvc = '123') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), expiry);
  await user.type(screen.getByLabelText('Security code (CVC)'), cvc);
  await user.type(screen.getByLabelText('Name on card'), 'Pat Player');
  return user;
}

describe('the deposit page', () => {
  it('asks a guest to log in', async () => {
    stubApi(cashierBase);
    await renderSite('/sport/cashier/deposit');
    expect(await screen.findByText('Please log in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/sport/login');
  });

  it('deposits whole minor units and tells the shell the new balance', async () => {
    startSession('frontend-1');
    let balance = 1000;
    const calls = stubApi({
      ...cashierBase,
      'POST /getMainDynamicConfig': () => ({ body: dynamicConfig(balance) }),
      'POST /api/cashier/deposit': () => {
        balance = 1020.5;
        return { body: depositAnswer(1020.5) };
      },
    });
    const site = await renderSite('/sport/cashier/deposit');
    expect(await screen.findByTestId('account-balance')).toHaveTextContent('£1,000.00');
    const user = await fillCard();
    await user.type(screen.getByLabelText('Amount (GBP)'), '20,50');
    await user.click(screen.getByRole('button', { name: 'Deposit £20.50' }));
    expect(await screen.findByText('£20.50 deposited. Your balance is now £1,020.50.')).toBeInTheDocument();
    const request = calls.find((call) => call.path === '/api/cashier/deposit');
    expect(request?.body).toEqual({
      amount: 2050,
      card: { number: '4242424242424242', expiry: '12/39', cvc: '123', holder: 'Pat Player' },
    });
    expect(request?.headers.get('idempotency-key')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('account-balance')).toHaveTextContent('£1,020.50'));
    expect(site.events()).toEqual(expect.arrayContaining(['action_done', 'balance_update']));
    expect(site.posts.find((post) => post.event === 'action_done')?.details).toEqual({ action: 'deposit' });
  });

  it('saves the card for quick deposits only when the player ticks the box (off by default)', async () => {
    startSession('frontend-1');
    const calls = stubApi({
      ...cashierBase,
      'POST /getMainDynamicConfig': () => ({ body: dynamicConfig() }),
      'POST /api/cashier/deposit': () => ({ body: depositAnswer(1020.5) }),
    });
    await renderSite('/sport/cashier/deposit');
    await screen.findByTestId('account-balance');
    const user = await fillCard();
    const consent = screen.getByRole('checkbox', { name: 'Save this card for quick deposits' });
    expect(consent).not.toBeChecked();
    expect(consent).toHaveAccessibleDescription(/last four digits/);
    await user.click(consent);
    await user.type(screen.getByLabelText('Amount (GBP)'), '20,50');
    await user.click(screen.getByRole('button', { name: 'Deposit £20.50' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/cashier/deposit')).toBe(true));
    expect(calls.find((call) => call.path === '/api/cashier/deposit')?.body).toEqual({
      amount: 2050,
      card: { number: '4242424242424242', expiry: '12/39', cvc: '123', holder: 'Pat Player' },
      save_card: true,
    });
  });

  it('shows the card saved for quick deposits and removes it on request', async () => {
    startSession('frontend-1');
    let saved = true;
    const calls = stubApi({
      ...cashierBase,
      'POST /getMainDynamicConfig': () => ({ body: dynamicConfig() }),
      'GET /api/cashier/saved-card': () => ({
        body: {
          status: 1,
          data: saved ? { last4: '4242', expiry: '12/30', created_at: '2026-11-24T12:00:00.000Z' } : null,
        },
      }),
      'DELETE /api/cashier/saved-card': () => {
        saved = false;
        return { body: { status: 1, data: null } };
      },
    });
    await renderSite('/sport/cashier/deposit');
    expect(await screen.findByText('Saved for quick deposits: card ending 4242, expires 12/30.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove saved card' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your saved card was removed.');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/cashier/saved-card',
    ]);
    expect(calls.find((call) => call.method === 'DELETE')?.headers.get('authorization')).toBe('Bearer frontend-1');
  });

  it('catches a card that fails the Luhn check, an expired card and a short code before sending anything', async () => {
    startSession('frontend-1');
    const calls = stubApi({ ...cashierBase, 'POST /getMainDynamicConfig': () => ({ body: dynamicConfig() }) });
    await renderSite('/sport/cashier/deposit');
    await screen.findByTestId('account-balance');
    const user = await fillCard('4242 4242 4242 4241', '01/20', '12');
    await user.type(screen.getByLabelText('Amount (GBP)'), '10');
    await user.click(screen.getByRole('button', { name: 'Deposit £10.00' }));
    expect(screen.getByText('This card number is not valid. Please check it.')).toBeInTheDocument();
    expect(screen.getByText('This card has expired.')).toBeInTheDocument();
    expect(screen.getByText('The security code has 3 or 4 digits.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.path === '/api/cashier/deposit')).toBe(false);
  });

  it('refuses an amount that is not money', async () => {
    startSession('frontend-1');
    stubApi({ ...cashierBase, 'POST /getMainDynamicConfig': () => ({ body: dynamicConfig() }) });
    await renderSite('/sport/cashier/deposit');
    await screen.findByTestId('account-balance');
    const user = await fillCard();
    await user.type(screen.getByLabelText('Amount (GBP)'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByText('Enter an amount such as 20 or 20.50.')).toBeInTheDocument();
  });

  it.each([
    [
      { status: 0, message: 'CARD_DECLINED', meta: { error: { reason: 'generic' } } },
      'Your card was declined. No money was taken; try another card.',
    ],
    [
      { status: 0, message: 'DEPOSIT_LIMIT_EXCEEDED', meta: { error: { remaining: 500, period: 'daily' } } },
      'This deposit would go over your deposit limit for 24 hours. You can deposit up to £5.00 now.',
    ],
    [
      { status: 0, message: 'ACCOUNT_BLOCKED', meta: { error: {} } },
      'Your account is blocked by a time-out or self-exclusion, so you cannot log in, bet or deposit.',
    ],
  ])('shows the refusal %o as a translated sentence', async (refusal, text) => {
    startSession('frontend-1');
    stubApi({
      ...cashierBase,
      'POST /getMainDynamicConfig': () => ({ body: dynamicConfig() }),
      'POST /api/cashier/deposit': () => ({ body: refusal }),
    });
    const site = await renderSite('/sport/cashier/deposit');
    await screen.findByTestId('account-balance');
    const user = await fillCard();
    await user.type(screen.getByLabelText('Amount (GBP)'), '10');
    await user.click(screen.getByRole('button', { name: 'Deposit £10.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(site.events()).not.toContain('action_done');
  });

  it('posts close_cashier from its close button', async () => {
    startSession('frontend-1');
    stubApi({ ...cashierBase, 'POST /getMainDynamicConfig': () => ({ body: dynamicConfig() }) });
    const site = await renderSite('/sport/cashier/deposit');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Close' }));
    expect(site.events()).toContain('close_cashier');
  });
});
