import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_MAX_WIDTH, MOBILE_RESIZE_MAX_WIDTH, readLoadWidth } from '../../../lib/breakpoint';
import { operatorConfig, setOperatorConfig } from '../../../lib/operator';
import { useAccountFrameStore } from '../../../stores/account-frame-store';
import { useSessionStore } from '../../../stores/session-store';
import { useSiteStore } from '../../../stores/site-store';
import { useNoticeStore } from '../stores/notice-store';
import {
  ACCOUNT_ORIGIN,
  fakeSocket,
  frameData,
  playerDetails,
  resetAccountState,
  signInDemo,
  stubNetwork,
} from '../test/fakes';
import { renderAccountHost } from '../test/render';

function frameElement(): HTMLIFrameElement {
  const frame = screen.getByTitle('Account');
  if (!(frame instanceof HTMLIFrameElement)) throw new Error('The element titled Account is not an iframe.');
  return frame;
}

function postFromFrame(data: string, origin = ACCOUNT_ORIGIN) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: frameElement().contentWindow }));
  });
}

type PostSpy = { mock: { calls: unknown[][] } };

function posted(spy: PostSpy): Array<{ event: string; details: unknown; source: string; origin: unknown }> {
  return spy.mock.calls.map(([data, origin]) => ({
    ...(JSON.parse(data as string) as { event: string; details: unknown; source: string }),
    origin,
  }));
}

async function openLoaded(page: string) {
  act(() => useAccountFrameStore.getState().openPage(page));
  const spy = vi.spyOn(frameElement().contentWindow!, 'postMessage');
  postFromFrame(frameData('app_ready', {}));
  postFromFrame(frameData('page_ready', { page, url: `${ACCOUNT_ORIGIN}/en/sport${page}` }));
  return spy;
}

describe('the account frame host', () => {
  beforeEach(() => {
    resetAccountState();
    fakeSocket();
    stubNetwork({ 'GET /player/details': playerDetails(1000), 'GET /v1/player/sync': playerDetails(1000) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('creates no frame until a page is opened', async () => {
    await renderAccountHost();
    expect(screen.queryByTitle('Account')).toBeNull();
  });

  it('loads the page at the account origin in the UI language and shows it only once the page is ready', async () => {
    await renderAccountHost();
    act(() => useAccountFrameStore.getState().openPage('/login'));
    expect(frameElement().src).toBe(`${ACCOUNT_ORIGIN}/en/sport/login?app=sportsbook`);
    expect(screen.queryByRole('dialog', { name: 'Account' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
    postFromFrame(frameData('app_ready', {}));
    postFromFrame(frameData('page_ready', { page: '/login', url: `${ACCOUNT_ORIGIN}/en/sport/login` }));
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    expect(dialog).toHaveClass('af-panel--guest');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("addresses the operator's global frame base with the language as the language map names it", async () => {
    const before = operatorConfig();
    setOperatorConfig({ ...before, globalIframe: `${ACCOUNT_ORIGIN}/operator`, languageMap: { en: 'gb' } });
    try {
      await renderAccountHost();
      act(() => useAccountFrameStore.getState().openPage('/help'));
      expect(frameElement().src).toBe(`${ACCOUNT_ORIGIN}/operator/gb/sport/help?app=sportsbook`);
      // The bridge still talks to the base's origin.
      postFromFrame(frameData('page_ready', { page: '/help', url: `${ACCOUNT_ORIGIN}/operator/gb/sport/help` }));
      expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument();
    } finally {
      setOperatorConfig(before);
    }
  });

  it('sends later pages to the loaded site as open_page with its origin', async () => {
    await renderAccountHost();
    const spy = await openLoaded('/login');
    act(() => useAccountFrameStore.getState().openPage('/registration'));
    expect(posted(spy)).toContainEqual({
      event: 'open_page',
      details: { page: '/registration' },
      source: 'sportsbook',
      origin: ACCOUNT_ORIGIN,
    });
    expect(posted(spy).every((message) => message.origin === ACCOUNT_ORIGIN)).toBe(true);
  });

  it('answers open_login with the login overlay in the mobile layout and the login page otherwise', async () => {
    const width = window.innerWidth;
    const setWidth = (value: number, resized: boolean) => {
      act(() => {
        Object.defineProperty(window, 'innerWidth', { configurable: true, value });
        if (resized) window.dispatchEvent(new Event('resize'));
        else readLoadWidth();
      });
    };
    const openLogin = () => {
      act(() => useAccountFrameStore.setState({ loginOverlayOpen: false }));
      postFromFrame(frameData('open_login', {}));
    };
    try {
      await renderAccountHost();
      await openLoaded('/registration');
      // A page loaded at desktop width: the frame's own login page.
      setWidth(1280, false);
      openLogin();
      expect(useAccountFrameStore.getState()).toMatchObject({ loginOverlayOpen: false, page: '/login' });
      // A page loaded on a phone: the overlay.
      setWidth(390, false);
      openLogin();
      expect(useAccountFrameStore.getState().loginOverlayOpen).toBe(true);
      // The same width is desktop when the page loads at it, mobile once the window is resized to it.
      const between = (MOBILE_MAX_WIDTH + MOBILE_RESIZE_MAX_WIDTH) / 2;
      setWidth(between, false);
      openLogin();
      expect(useAccountFrameStore.getState().loginOverlayOpen).toBe(false);
      setWidth(between, true);
      openLogin();
      expect(useAccountFrameStore.getState().loginOverlayOpen).toBe(true);
      expect(document.documentElement.dataset.layout).toBe('mobile');
    } finally {
      setWidth(width, false);
    }
  });

  it('ignores messages from other origins', async () => {
    signInDemo();
    await renderAccountHost();
    act(() => useAccountFrameStore.getState().openPage('/cashier/deposit'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    postFromFrame(frameData('log_out', {}), 'http://evil.example');
    postFromFrame('{not json');
    expect(useSessionStore.getState().user).not.toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('closes with the close button and tells the site', async () => {
    const user = userEvent.setup();
    await renderAccountHost();
    const spy = await openLoaded('/help');
    await user.click(screen.getByRole('button', { name: 'Close account window' }));
    expect(screen.queryByRole('dialog', { name: 'Account' })).toBeNull();
    expect(posted(spy).map((message) => message.event)).toContain('hide_iframe');
  });

  it('moves focus into the dialog when it shows and gives it back when it hides', async () => {
    const user = userEvent.setup();
    await renderAccountHost();
    const opener = document.createElement('button');
    opener.textContent = 'Login';
    document.body.append(opener);
    opener.focus();
    await openLoaded('/login');
    expect(screen.getByRole('button', { name: 'Close account window' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('reloads the frame in the new language after a language change', async () => {
    await renderAccountHost();
    await openLoaded('/help');
    act(() => useSiteStore.getState().setLanguage('de'));
    act(() => useAccountFrameStore.getState().openPage('/help'));
    expect(frameElement().src).toBe(`${ACCOUNT_ORIGIN}/de/sport/help?app=sportsbook`);
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    await renderAccountHost();
    await openLoaded('/help');
    await user.keyboard('{Escape}');
    expect(useAccountFrameStore.getState().active).toBe(false);
  });

  it('shows the dark backdrop for a logged-in player only, and hides the frame on a click of it', async () => {
    const user = userEvent.setup();
    await renderAccountHost();
    await openLoaded('/login');
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeVisible();
    expect(screen.queryByTestId('account-frame-backdrop')).toBeNull();
    act(() => signInDemo());
    act(() => useAccountFrameStore.getState().openPage('/cashier/deposit'));
    postFromFrame(
      frameData('page_ready', { page: '/cashier/deposit', url: `${ACCOUNT_ORIGIN}/en/sport/cashier/deposit` }),
    );
    expect(screen.getByRole('dialog', { name: 'Account' })).not.toHaveClass('af-panel--guest');
    await user.click(screen.getByTestId('account-frame-backdrop'));
    expect(useAccountFrameStore.getState().active).toBe(false);
  });

  it('logs in from the frame messages and sends the player back where the login started', async () => {
    const { router } = await renderAccountHost('/');
    act(() => useAccountFrameStore.getState().openPage('/login', { returnPath: '/account-bets' }));
    postFromFrame(frameData('app_ready', {}));
    postFromFrame(
      frameData('user_data', {
        user: { id: 7, username: 'demo-gb', email: 'demo-gb@example.com', currency: 'GBP' },
        frontend_token: 'frontend-1',
      }),
    );
    postFromFrame(frameData('sport_token', { token: 'sports-1' }));
    postFromFrame(frameData('action_done', { action: 'login' }));
    await vi.waitFor(() => expect(useSessionStore.getState().balance).toBe(100_000));
    expect(router.state.location.pathname).toBe('/account-bets');
    expect(useAccountFrameStore.getState().active).toBe(false);
  });

  it('shows the reality check and lets the player carry on', async () => {
    const user = userEvent.setup();
    signInDemo();
    await renderAccountHost();
    act(() => useAccountFrameStore.getState().openPage('/cashier/deposit'));
    postFromFrame(frameData('sport-reality-check', { interval_minutes: 30, elapsed_minutes: 60 }));
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(within(dialog).getByText('You have been logged in for 60 min.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
    expect(useSessionStore.getState().user).not.toBeNull();
  });

  it('shows the inactivity notice after a logout for inactivity', async () => {
    signInDemo();
    await renderAccountHost();
    act(() =>
      useNoticeStore.getState().show({
        id: 'inactivity',
        kind: 'message',
        titleKey: 'notices.loggedOutTitle',
        messageKey: 'notices.inactivity',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Logged out' });
    expect(dialog).toHaveTextContent("You've been logged out for inactivity");
  });

  it('handles the account query parameters and removes them from the address', async () => {
    await renderAccountHost('/live?reset_password=abc_DEF-123&oddsstyle=uk');
    expect(useAccountFrameStore.getState()).toMatchObject({ active: true, page: '/reset-password/abc_DEF-123' });
    expect(frameElement().src).toBe(`${ACCOUNT_ORIGIN}/en/sport/reset-password/abc_DEF-123?app=sportsbook`);
    expect(screen.getByTestId('address')).toHaveTextContent('/live?oddsstyle=uk');
  });
});
