import { toMoney } from '@sportsbook/betting';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountFrameStore } from '../../stores/account-frame-store';
import { useSessionStore } from '../../stores/session-store';
import { useSiteStore } from '../../stores/site-store';
import { useUiStore } from '../../stores/ui-store';
import { useQuickDepositStore } from '../quick-deposit';
import { renderInApp, setUpI18n, stubFetch } from '../../test/render-in-app';
import { ModalHost } from './modal-host';
import { Toasts } from './toasts';

/* The legacy deposit modal as the quick deposit (decision 058): it charges the saved card. */

function renderModal() {
  useUiStore.getState().openModal('deposit');
  renderInApp(
    <>
      <ModalHost />
      <Toasts />
    </>,
  );
}

describe('the quick deposit modal', () => {
  beforeAll(setUpI18n);
  beforeEach(() => {
    useSiteStore.getState().setCountry('GB');
    useSiteStore.getState().setLanguage('en');
    useUiStore.setState({ modal: null, modalProps: {}, toasts: [] });
    useAccountFrameStore.setState({ active: false, page: null, returnPath: null, loginOverlayOpen: false });
    useSessionStore
      .getState()
      .signIn({ user: { id: 3, username: 'demo-gb', name: 'demo-gb', email: null }, jwt: 'jwt-1' });
    useSessionStore.getState().setBalance(toMoney(100_000), 'GBP', 0);
    useQuickDepositStore.setState({
      savedCard: { last4: '4242', expiry: '12/30', created_at: '2026-11-24T12:00:00.000Z' },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is a named dialog with a labelled amount of 10 and the saved card as the credit card', async () => {
    stubFetch({});
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(within(dialog).getByRole('textbox', { name: 'Amount (GBP)' })).toHaveValue('10');
    expect(within(dialog).getByRole('radio', { name: 'Credit card ending 4242' })).toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'Payment method' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Deposit' })).toBeEnabled();
  });

  it('shows crypto and PayPal as not available and Apple Pay as unsupported, posting nothing', async () => {
    const log = stubFetch({});
    const user = userEvent.setup();
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    const submit = within(dialog).getByRole('button', { name: 'Deposit' });
    await user.click(within(dialog).getByRole('radio', { name: 'Crypto' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Crypto is not available.');
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'PayPal' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('PayPal is not available.');
    await user.click(within(dialog).getByRole('radio', { name: 'Apple Pay' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Apple Pay is not supported on this device.');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Apple Pay is not supported on this device.');
    await user.click(within(dialog).getByRole('radio', { name: 'Credit card ending 4242' }));
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(log.calls).toEqual([]);
  });

  it('posts only the amount in minor units with an Idempotency-Key and refreshes the balance', async () => {
    const log = stubFetch({
      '/api/transactions/deposit': { status: 1, data: { balance: 1012.5, currency: 'GBP', transaction: { id: 4 } } },
    });
    const user = userEvent.setup();
    renderModal();
    const amount = await screen.findByRole('textbox', { name: 'Amount (GBP)' });
    await user.clear(amount);
    await user.type(amount, '12.50');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Successfully deposited!')).toBeInTheDocument();
    expect(log.calls).toHaveLength(1);
    const call = log.calls[0]!;
    expect(call.url.pathname).toBe('/api/transactions/deposit');
    expect(JSON.parse(String(call.init?.body))).toEqual({ amount: 1250 });
    expect((call.init?.headers as Record<string, string>)['idempotency-key']).toMatch(/\S/);
    expect(useSessionStore.getState().balance).toBe(101_250);
    expect(useUiStore.getState().modal).toBeNull();
  });

  it('says something went wrong when the saved card is declined, and keeps the modal', async () => {
    stubFetch({
      '/api/transactions/deposit': { status: 0, message: 'CARD_DECLINED', meta: { error: { message: 'declined' } } },
    });
    const user = userEvent.setup();
    renderModal();
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(useUiStore.getState().modal).toBe('deposit');
    expect(useSessionStore.getState().balance).toBe(100_000);
  });

  it('opens the cashier from its Open cashier link and closes', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderModal();
    await user.click(await screen.findByRole('button', { name: 'Open cashier' }));
    expect(useUiStore.getState().modal).toBeNull();
    expect(useAccountFrameStore.getState()).toMatchObject({ active: true, page: '/cashier/deposit' });
  });
});
