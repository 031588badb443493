import { toMoney } from '@sportsbook/betting';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session-store';
import { useSiteStore } from '../../stores/site-store';
import { useUiStore } from '../../stores/ui-store';
import { renderInApp, setUpI18n, stubFetch } from '../../test/render-in-app';
import { ModalHost } from './modal-host';
import { NetworkModal } from './network-modal';
import { Toasts } from './toasts';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('modals', () => {
  beforeAll(setUpI18n);
  beforeEach(() => {
    useSiteStore.getState().setCountry('GB');
    useUiStore.setState({ modal: null, modalProps: {}, toasts: [] });
    useSessionStore
      .getState()
      .signIn({ user: { id: 3, username: 'demo-gb', name: 'demo-gb', email: null }, jwt: 'jwt-1' });
    useSessionStore.getState().setBalance(toMoney(100_000), 'GBP', 0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setOnline(true);
  });

  it('shows the forbidden text with the brand and a CLOSE button', async () => {
    const user = userEvent.setup();
    useUiStore.getState().openModal('forbidden');
    renderInApp(<ModalHost />);
    expect(
      await screen.findByText(
        'Sorry, Sportsbook UK Sport is not available in your country. Please contact our customer service if you need assistance.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(useUiStore.getState().modal).toBeNull();
  });

  it('shows a generic message', async () => {
    useUiStore.getState().openModal('generic', { title: 'Heads up', message: 'Markets reopen soon.' });
    renderInApp(<ModalHost />);
    expect(await screen.findByRole('dialog', { name: 'Heads up' })).toHaveTextContent('Markets reopen soon.');
  });

  it('covers the page and swallows clicks while offline', async () => {
    const clicked = vi.fn();
    renderInApp(
      <>
        <NetworkModal />
        <button type="button" onClick={clicked}>
          Place Bet
        </button>
      </>,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => setOnline(false));
    const modal = screen.getByRole('alertdialog');
    expect(modal).toHaveTextContent('Network error. Your application will resume after the network connection');
    fireEvent.click(screen.getByRole('button', { name: 'Place Bet', hidden: true }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Place Bet', hidden: true }), { key: 'Enter' });
    expect(clicked).not.toHaveBeenCalled();
    act(() => setOnline(true));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('swallows drags while offline: no drag starts, no pointer press reaches a handle, nothing is dropped', () => {
    const dragged = vi.fn();
    const pressed = vi.fn();
    const dropped = vi.fn();
    renderInApp(
      <>
        <NetworkModal />
        <div draggable onDragStart={dragged} onPointerDown={pressed} onMouseDown={pressed} onTouchStart={pressed}>
          Stream panel
        </div>
        <div data-testid="drop-zone" onDragOver={dropped} onDrop={dropped} />
      </>,
    );
    act(() => setOnline(false));
    const panel = screen.getByText('Stream panel');
    fireEvent.pointerDown(panel);
    fireEvent.mouseDown(panel);
    fireEvent.touchStart(panel);
    const start = fireEvent.dragStart(panel);
    fireEvent.dragOver(screen.getByTestId('drop-zone'));
    fireEvent.drop(screen.getByTestId('drop-zone'));
    expect([dragged, pressed, dropped].map((handler) => handler.mock.calls.length)).toEqual([0, 0, 0]);
    // The browser's own drag is cancelled too.
    expect(start).toBe(false);
    act(() => setOnline(true));
    fireEvent.dragStart(panel);
    fireEvent.pointerDown(panel);
    expect([dragged, pressed].map((handler) => handler.mock.calls.length)).toEqual([1, 1]);
  });

  it('removes a toast after 7 s', () => {
    vi.useFakeTimers();
    renderInApp(<Toasts />);
    act(() => {
      useUiStore.getState().showToast('Cashout(s) successfully processed', 'success');
    });
    expect(screen.getByText('Cashout(s) successfully processed')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(6_999));
    expect(screen.getByText('Cashout(s) successfully processed')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Cashout(s) successfully processed')).not.toBeInTheDocument();
  });

  it('deposits 10 by default through the sports API and updates the balance', async () => {
    const user = userEvent.setup();
    const log = stubFetch({
      '/api/transactions/deposit': { status: 1, data: { balance: 1010, currency: 'GBP', transaction: { id: 9 } } },
    });
    useUiStore.getState().openModal('deposit');
    renderInApp(
      <>
        <ModalHost />
        <Toasts />
      </>,
    );
    expect(await screen.findByRole('textbox', { name: 'Amount (GBP)' })).toHaveValue('10');
    expect(screen.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    for (const method of ['Crypto', 'Apple Pay', 'PayPal'])
      expect(screen.getByRole('radio', { name: method })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Successfully deposited!')).toBeInTheDocument();
    const call = log.calls[0]!;
    expect(call.init?.method).toBe('POST');
    expect(JSON.parse(String(call.init?.body))).toEqual({ amount: 1000 });
    expect((call.init?.headers as Record<string, string>).jwt).toBe('jwt-1');
    expect(useSessionStore.getState().balance).toBe(101_000);
    expect(useUiStore.getState().modal).toBeNull();
  });

  it('says something went wrong when the deposit is refused', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/transactions/deposit': {
        status: 0,
        message: 'DEPOSIT_LIMIT_EXCEEDED',
        meta: { error: { message: 'limit' } },
      },
    });
    useUiStore.getState().openModal('deposit');
    renderInApp(
      <>
        <ModalHost />
        <Toasts />
      </>,
    );
    const amount = await screen.findByRole('textbox', { name: 'Amount (GBP)' });
    await user.clear(amount);
    await user.type(amount, '25.50');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(useUiStore.getState().modal).toBe('deposit');
    expect(useSessionStore.getState().balance).toBe(100_000);
  });
});
