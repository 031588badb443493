import { toMoney } from '@sportsbook/betting';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session-store';
import { useSiteStore } from '../../stores/site-store';
import { useUiStore } from '../../stores/ui-store';
import { renderInApp, setUpI18n } from '../../test/render-in-app';
import { useCountryBlockedModal } from './country-blocked';
import { ModalHost } from './modal-host';
import { Toasts } from './toasts';

/*
 * Decision 103: the server's 403 COUNTRY_BLOCKED on a stake, a deposit or a login is shown as the
 * forbidden modal (spec 001 §2), whichever part of the client made the call.
 */
const FORBIDDEN =
  'Sorry, Sportsbook UK Sport is not available in your country. Please contact our customer service if you need assistance.';

/** The server's answer from a blocked country (docs/api.md, decision 082). */
const BLOCKED = {
  status: 0,
  message: 'COUNTRY_BLOCKED',
  meta: { error: { message: 'Sportsbook is not available in your country.', country: 'MX' } },
};

/** `fetch` answering 403 COUNTRY_BLOCKED for `path`, and 404 otherwise. */
function refuseFromBlockedCountry(path: string) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
      calls.push(url.pathname);
      if (url.pathname !== path)
        return new Response(JSON.stringify({ status: 0, message: 'NOT_FOUND' }), { status: 404 });
      return new Response(JSON.stringify(BLOCKED), { status: 403, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function Shell() {
  useCountryBlockedModal();
  return (
    <>
      <ModalHost />
      <Toasts />
    </>
  );
}

describe('the forbidden modal for refusals from a blocked country', () => {
  beforeAll(setUpI18n);
  beforeEach(() => {
    useSiteStore.getState().setCountry('GB');
    useUiStore.setState({ modal: null, modalProps: {}, toasts: [] });
    useSessionStore
      .getState()
      .signIn({ user: { id: 3, username: 'demo-gb', name: 'demo-gb', email: null }, jwt: 'jwt-1' });
    useSessionStore.getState().setBalance(toMoney(100_000), 'GBP', 0);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('replaces the deposit modal with the forbidden modal when the deposit is refused, crediting nothing', async () => {
    const user = userEvent.setup();
    const calls = refuseFromBlockedCountry('/api/transactions/deposit');
    useUiStore.getState().openModal('deposit');
    renderInApp(<Shell />);
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(FORBIDDEN)).toBeInTheDocument();
    expect(calls).toContain('/api/transactions/deposit');
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
    expect(useSessionStore.getState().balance).toBe(100_000);
    await user.click(within(dialog).getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('leaves other refusals to the screen that asked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 0, message: 'RATE_LIMITED', meta: { error: { message: 'wait' } } }), {
            status: 429,
          }),
      ),
    );
    const user = userEvent.setup();
    useUiStore.getState().openModal('deposit');
    renderInApp(<Shell />);
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(useUiStore.getState().modal).toBe('deposit');
  });

  it('stops showing it once the shell unmounts', async () => {
    refuseFromBlockedCountry('/api/transactions/deposit');
    const { unmount } = renderInApp(<Shell />);
    unmount();
    const { sportsRequest } = await import('../../lib/sports-api');
    const { legacyDepositResponseSchema } = await import('@sportsbook/protocol');
    await act(async () => {
      await expect(
        sportsRequest('/api/transactions/deposit', { schema: legacyDepositResponseSchema, body: { amount: 1 } }),
      ).rejects.toMatchObject({ code: 'COUNTRY_BLOCKED', status: 403 });
    });
    expect(useUiStore.getState().modal).toBeNull();
  });
});
