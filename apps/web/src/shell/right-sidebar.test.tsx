import { formatMoney, toMoney } from '@sportsbook/betting';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NativeApp } from '../features/account-frame/native';
import { useAccountFrameStore } from '../stores/account-frame-store';
import { useInboxStore } from '../stores/inbox-store';
import { useSessionStore } from '../stores/session-store';
import { useSiteStore } from '../stores/site-store';
import { useUiStore } from '../stores/ui-store';
import { RightSidebar } from './right-sidebar';
import { ACCOUNT_PAGES } from './links';
import { globalContentOf } from '../test/content-fixtures';
import { renderInApp, setUpI18n, stubFetch } from '../test/render-in-app';

const APP_AGENT = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 SportifyApp/2.3.0 Android';

describe('the account menu', () => {
  beforeAll(setUpI18n);
  beforeEach(() => {
    useSiteStore.getState().setCountry('GB');
    useSiteStore.getState().setLanguage('en');
    useSessionStore.getState().signIn({
      user: { id: 7, username: 'demo-gb', name: 'demo-gb', email: null },
      jwt: 'sports-token',
    });
    useSessionStore.getState().setBalance(toMoney(100_000), 'GBP', Date.now());
    useInboxStore.setState({ unread: 2 });
    useUiStore.setState({ rightSidebarOpen: true });
    stubFetch({ '/api/content/global': globalContentOf('GB'), '/v1/freebets': { status: 1, data: [] } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete window.ReactNativeWebView;
    useSessionStore.getState().signOut();
  });

  it('offers the Inbox with its unread count on the web', () => {
    renderInApp(<RightSidebar />);
    expect(screen.getByRole('button', { name: /Inbox/ })).toBeInTheDocument();
    expect(screen.getByTestId('inbox-badge')).toHaveTextContent('2');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'App login' })).not.toBeInTheDocument();
  });

  it('shows the avatar, the name and the cash balance, and opens each account page from its item', async () => {
    const user = userEvent.setup();
    const { router } = renderInApp(<RightSidebar />);
    const menu = screen.getByRole('dialog', { name: 'My account' });
    expect(within(menu).getByText('D')).toHaveClass('account-menu__avatar');
    expect(within(menu).getByText('demo-gb')).toBeInTheDocument();
    expect(within(menu).getByText('Cash balance').parentElement).toHaveTextContent(
      formatMoney(toMoney(100_000), 'GBP', 'en'),
    );
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent?.trim())
        // The dialog's close icon has no text; the Inbox badge adds its unread count for screen readers.
        .filter(Boolean)
        .map((label) => (label?.startsWith('Inbox') ? 'Inbox' : label)),
    ).toEqual([
      'Deposit',
      'My Bets',
      'My Account',
      'Inbox',
      'Cashier',
      'Transaction History',
      'Free Bets0',
      'Withdraw',
      'Player Protection',
      'Logout',
    ]);
    const reopen = () => act(() => useUiStore.setState({ rightSidebarOpen: true }));
    // With no saved card, Deposit opens the cashier's deposit page.
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(useAccountFrameStore.getState().page).toBe(ACCOUNT_PAGES.deposit));
    expect(useUiStore.getState().rightSidebarOpen).toBe(false);
    for (const [label, page] of [
      ['My Account', ACCOUNT_PAGES.myAccount],
      ['Cashier', ACCOUNT_PAGES.cashier],
      ['Transaction History', ACCOUNT_PAGES.history],
      ['Withdraw', ACCOUNT_PAGES.withdraw],
      ['Player Protection', ACCOUNT_PAGES.playerProtection],
    ] as const) {
      reopen();
      await user.click(screen.getByRole('button', { name: label }));
      expect(useAccountFrameStore.getState()).toMatchObject({ active: true, page });
      expect(screen.queryByRole('dialog', { name: 'My account' })).not.toBeInTheDocument();
    }
    reopen();
    await user.click(screen.getByRole('button', { name: 'My Bets' }));
    expect(router.state.location.pathname).toBe('/account-bets');
    reopen();
    await user.click(screen.getByRole('button', { name: /Free Bets/ }));
    expect(router.state.location.pathname).toBe('/account-freebets');
  });

  it('logs the player out from Logout and goes home', async () => {
    const user = userEvent.setup();
    const { router } = renderInApp(<RightSidebar />, { path: '/account-bets' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(useSessionStore.getState().user).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog', { name: 'My account' })).not.toBeInTheDocument();
  });

  it('has no Inbox inside the native app but the app-only login toggles (spec 001)', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(APP_AGENT);
    window.ReactNativeWebView = { postMessage: vi.fn() };
    renderInApp(<RightSidebar />);
    expect(screen.getByRole('button', { name: /My Account/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Inbox/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('inbox-badge')).not.toBeInTheDocument();
    // The app-only login toggles come with the app mode's chunk (its first import is slow on a busy machine).
    expect(await screen.findByRole('switch', { name: 'Auto login' }, { timeout: 10_000 })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'App login' })).toBeInTheDocument();
  });

  it('logs out natively too when the player taps Logout inside the app', async () => {
    const user = userEvent.setup();
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(APP_AGENT);
    window.ReactNativeWebView = { postMessage: vi.fn() };
    renderInApp(
      <>
        <RightSidebar />
        <NativeApp switchSite={() => undefined} switching={false} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(useSessionStore.getState().user).toBeNull();
    const commands = () =>
      vi
        .mocked(window.ReactNativeWebView!.postMessage)
        .mock.calls.map(([raw]) => JSON.parse(String(raw)) as { command: string; details: unknown });
    await waitFor(() => expect(commands()).toContainEqual({ command: 'logout', details: { reason: 'user' } }));
  });
});
