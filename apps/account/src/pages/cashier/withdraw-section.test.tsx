import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../lib/session';
import { dynamicConfig, stubApi } from '../../test/fake-api';
import { renderSite } from '../../test/render-site';

describe('the withdraw page', () => {
  it('shows the withdrawable balance and never asks for more', async () => {
    startSession('frontend-1');
    const calls = stubApi({
      'GET /api/cashier/reality-check': () => ({ body: { status: 1, data: { interval_minutes: 60 } } }),
      'POST /getMainDynamicConfig': () => ({ body: dynamicConfig(120.5, 'EUR') }),
    });
    await renderSite('/sport/cashier/withdraw');
    expect(await screen.findByTestId('withdrawable')).toHaveTextContent('€120.50');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (EUR)'), '120.51');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('You can withdraw at most €120.50.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/cashier/withdraw')).toBe(false);
  });

  it('withdraws and tells the shell', async () => {
    startSession('frontend-1');
    let total = 120.5;
    const calls = stubApi({
      'GET /api/cashier/reality-check': () => ({ body: { status: 1, data: { interval_minutes: 60 } } }),
      'POST /getMainDynamicConfig': () => ({ body: dynamicConfig(total, 'EUR') }),
      'POST /api/cashier/withdraw': () => {
        total = 20.5;
        return {
          body: {
            status: 1,
            balance: 20.5,
            currency: 'EUR',
            transaction: {
              id: 3,
              kind: 'withdrawal',
              amount: -100,
              balance_after: 20.5,
              reference: 'w',
              created_at: '2026-01-01T00:00:00.000Z',
            },
          },
        };
      },
    });
    const site = await renderSite('/sport/cashier/withdraw');
    await screen.findByTestId('withdrawable');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (EUR)'), '100');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('€100.00 withdrawn. Your balance is now €20.50.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/cashier/withdraw')?.body).toEqual({ amount: 10_000 });
    expect(site.posts.find((post) => post.event === 'action_done')?.details).toEqual({ action: 'withdraw' });
  });
});
