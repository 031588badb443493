import { toMoney } from '@sportsbook/betting';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInboxStore } from '../stores/inbox-store';
import { useSessionStore } from '../stores/session-store';
import { useSiteStore } from '../stores/site-store';
import { useUiStore } from '../stores/ui-store';
import { RightSidebar } from './right-sidebar';
import { globalContentOf } from './test/fixtures';
import { renderInApp, setUpI18n, stubFetch } from './test/render';

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

  it('has no Inbox inside the native app but the app-only login toggles (spec 001)', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(APP_AGENT);
    window.ReactNativeWebView = { postMessage: vi.fn() };
    renderInApp(<RightSidebar />);
    expect(screen.getByRole('button', { name: /My Account/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Inbox/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('inbox-badge')).not.toBeInTheDocument();
    // The app-only login toggles come with the app mode's chunk.
    expect(await screen.findByRole('switch', { name: 'Auto login' })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'App login' })).toBeInTheDocument();
  });
});
