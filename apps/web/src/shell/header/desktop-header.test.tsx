import { toMoney } from '@sportsbook/betting';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { operatorConfig, readOperatorConfig, setOperatorConfig } from '../../lib/operator';
import { useAccountFrameStore } from '../../stores/account-frame-store';
import { useSessionStore } from '../../stores/session-store';
import { useSlipStore } from '../../stores/slip-store';
import { useSiteStore } from '../../stores/site-store';
import { useUiStore } from '../../stores/ui-store';
import { globalContentOf } from '../../test/content-fixtures';
import { renderInApp, setUpI18n, stubFetch } from '../../test/render-in-app';
import { DesktopHeader } from './desktop-header';
import { MobileHeader } from './mobile-header';

function logIn() {
  useSessionStore.getState().signIn({
    user: { id: 7, username: 'demo-gb', name: 'demo-gb', email: null },
    jwt: 'sports-token',
  });
  useSessionStore.getState().setBalance(toMoney(100_000), 'GBP', Date.now());
}

describe('the header', () => {
  beforeAll(setUpI18n);
  beforeEach(() => {
    useSiteStore.getState().setCountry('GB');
    useSiteStore.getState().setLanguage('en');
    useSessionStore.getState().signOut();
    useAccountFrameStore.setState({ active: false, page: null, returnPath: null, loginOverlayOpen: false });
    useUiStore.setState({ leftSidebarOpen: false, rightSidebarOpen: false, modal: null, modalProps: {} });
    stubFetch({ '/api/content/global': globalContentOf('GB') });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows Join and Login to a guest, and no balance', async () => {
    renderInApp(<DesktopHeader />);
    expect(screen.getByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByTestId('balance')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('opens registration and login in the account frame', async () => {
    const user = userEvent.setup();
    renderInApp(<DesktopHeader />);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(useAccountFrameStore.getState()).toMatchObject({ active: true, page: '/registration' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(useAccountFrameStore.getState().page).toBe('/login');
  });

  it('opens the quick deposit modal from Deposit when the player has a saved card (decision 058)', async () => {
    logIn();
    stubFetch({
      '/api/content/global': globalContentOf('GB'),
      '/api/transactions/saved-card': {
        status: 1,
        data: { last4: '4242', expiry: '12/30', created_at: '2026-11-24T12:00:00.000Z' },
      },
    });
    const user = userEvent.setup();
    renderInApp(<DesktopHeader />);
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(useUiStore.getState().modal).toBe('deposit'));
    expect(useAccountFrameStore.getState().active).toBe(false);
  });

  it('shows the player name, balance in their currency and Deposit when logged in', async () => {
    logIn();
    const user = userEvent.setup();
    renderInApp(<DesktopHeader />);
    expect(screen.getByTestId('balance')).toHaveTextContent('£1,000.00');
    expect(screen.getByText('demo-gb')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    // No saved card (the stubbed sports API has none): the cashier, as before decision 058.
    await waitFor(() => expect(useAccountFrameStore.getState().page).toBe('/cashier/deposit'));
    expect(useUiStore.getState().modal).toBeNull();
    await user.click(screen.getByRole('button', { name: /demo-gb/ }));
    expect(useUiStore.getState().rightSidebarOpen).toBe(true);
  });

  it('closes the open slip when the player opens the account menu (spec 001 §4)', async () => {
    logIn();
    const user = userEvent.setup();
    useSlipStore.getState().dispatch({ type: 'opened', now: Date.now() });
    expect(useSlipStore.getState().slip.visible).toBe(true);
    renderInApp(<DesktopHeader />);
    await user.click(screen.getByRole('button', { name: /demo-gb/ }));
    expect(useUiStore.getState().rightSidebarOpen).toBe(true);
    expect(useSlipStore.getState().slip.visible).toBe(false);
  });

  it('has the three tabs and the content header links, external ones in a new tab', async () => {
    renderInApp(<DesktopHeader />);
    const tabs = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(tabs).getByRole('link', { name: 'Sports' })).toHaveAttribute('href', '/');
    expect(within(tabs).getByRole('link', { name: 'In Play' })).toHaveAttribute('href', '/live');
    expect(within(tabs).getByRole('link', { name: 'Virtual Sports' })).toHaveAttribute('href', '/virtual');
    const external = await within(tabs).findByRole('link', { name: /Racing Post/i });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('href', 'https://www.racingpost.com');
    expect(within(tabs).getByRole('link', { name: 'Promotions' })).not.toHaveAttribute('target');
  });

  it('hides the Virtual Sports tab when the operator sets disable_virtual_sports', () => {
    const before = operatorConfig();
    setOperatorConfig({ ...before, disableVirtualSports: true });
    try {
      renderInApp(<DesktopHeader />);
      const tabs = screen.getByRole('navigation', { name: 'Sections' });
      expect(within(tabs).getByRole('link', { name: 'In Play' })).toBeInTheDocument();
      expect(within(tabs).queryByRole('link', { name: 'Virtual Sports' })).not.toBeInTheDocument();
    } finally {
      setOperatorConfig(before);
    }
  });

  it('offers PNP instead of Join on the Finnish site of a pay-and-play bookmaker, and Join elsewhere', async () => {
    const before = operatorConfig();
    setOperatorConfig(readOperatorConfig({ pnp_bookmakers: ['gb'] }, { domain: '', accountOrigin: 'http://a.test' }));
    try {
      const user = userEvent.setup();
      useSiteStore.getState().setLanguage('fi');
      const view = renderInApp(<DesktopHeader />);
      const pnp = await screen.findByRole('button', { name: /PNP/ });
      expect(pnp).toHaveTextContent('PNP');
      await user.click(pnp);
      expect(useAccountFrameStore.getState()).toMatchObject({ active: true, page: '/registration' });
      view.unmount();
      useSiteStore.getState().setCountry('IE');
      renderInApp(<DesktopHeader />);
      expect(screen.queryByRole('button', { name: /PNP/ })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Join' })).toBeInTheDocument();
    } finally {
      setOperatorConfig(before);
      useSiteStore.getState().setLanguage('en');
    }
  });

  it('marks the tab of the current route', () => {
    renderInApp(<DesktopHeader />, { path: '/live' });
    expect(screen.getByRole('link', { name: 'In Play' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Sports' })).not.toHaveAttribute('aria-current');
  });
});

describe('the mobile header', () => {
  beforeAll(setUpI18n);
  beforeEach(() => {
    useSiteStore.getState().setCountry('GB');
    useSessionStore.getState().signOut();
    useAccountFrameStore.setState({ active: false, page: null, loginOverlayOpen: false });
    stubFetch({ '/api/content/global': globalContentOf('GB') });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has the hamburger, search, Join and LOG IN for a guest', async () => {
    const user = userEvent.setup();
    renderInApp(<MobileHeader />);
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useAccountFrameStore.getState().loginOverlayOpen).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(useUiStore.getState().leftSidebarOpen).toBe(true);
  });

  it('closes the open slip when the menu opens (spec 001 §4)', async () => {
    const user = userEvent.setup();
    useSlipStore.getState().dispatch({ type: 'opened', now: Date.now() });
    expect(useSlipStore.getState().slip.visible).toBe(true);
    renderInApp(<MobileHeader />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(useUiStore.getState().leftSidebarOpen).toBe(true);
    expect(useSlipStore.getState().slip.visible).toBe(false);
  });

  it('shows deposit plus balance when logged in', () => {
    logIn();
    renderInApp(<MobileHeader />);
    expect(screen.getByRole('button', { name: 'Deposit, balance £1,000.00' })).toBeInTheDocument();
    expect(screen.getByTestId('balance')).toHaveTextContent('£1,000.00');
  });
});
