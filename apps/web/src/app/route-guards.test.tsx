import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountFrameStore } from '../stores/account-frame-store';
import { useSessionStore } from '../stores/session-store';
import { GuestOnly, OpenRegistration, RequireUser, WebOnly } from './route-guards';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      {
        path: '/account-bets',
        element: (
          <RequireUser returnPath="/account-bets">
            <h1>My Bets</h1>
          </RequireUser>
        ),
      },
      {
        path: '/inbox',
        element: (
          <WebOnly>
            <h1>Inbox</h1>
          </WebOnly>
        ),
      },
      {
        path: '/auth/register',
        element: (
          <GuestOnly>
            <OpenRegistration>
              <h1>Home with registration</h1>
            </OpenRegistration>
          </GuestOnly>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('route guards', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete window.ReactNativeWebView;
  });

  beforeEach(() => {
    useSessionStore.getState().signOut();
    useAccountFrameStore.setState({ active: false, page: null, returnPath: null, loginOverlayOpen: false });
  });

  it('sends a guest from My Bets home and asks them to log in, coming back to My Bets', async () => {
    const router = renderAt('/account-bets');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useAccountFrameStore.getState()).toMatchObject({
      active: true,
      page: '/login',
      returnPath: '/account-bets',
    });
  });

  it('asks a guest of the app to log in through the native overlay, not the frame (decision 098)', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) SportifyApp/1.4.0');
    window.ReactNativeWebView = { postMessage: vi.fn() };
    const router = renderAt('/account-bets');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useAccountFrameStore.getState()).toMatchObject({
      active: false,
      loginOverlayOpen: true,
      returnPath: '/account-bets',
    });
  });

  it('lets a logged-in player into My Bets', () => {
    useSessionStore.getState().signIn({ user: { id: 1, username: 'demo-ie', name: 'demo-ie', email: null }, jwt: 't' });
    renderAt('/account-bets');
    expect(screen.getByRole('heading', { name: 'My Bets' })).toBeInTheDocument();
    expect(useAccountFrameStore.getState().active).toBe(false);
  });

  it('sends a player who logs out on My Bets home without asking for a login again', async () => {
    useSessionStore.getState().signIn({ user: { id: 1, username: 'demo-ie', name: 'demo-ie', email: null }, jwt: 't' });
    const router = renderAt('/account-bets');
    expect(screen.getByRole('heading', { name: 'My Bets' })).toBeInTheDocument();
    act(() => useSessionStore.getState().signOut());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useAccountFrameStore.getState()).toMatchObject({ active: false, loginOverlayOpen: false });
  });

  it('sends a logged-in player from the register page to /', async () => {
    useSessionStore.getState().signIn({ user: { id: 1, username: 'demo-ie', name: 'demo-ie', email: null }, jwt: 't' });
    const router = renderAt('/auth/register');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens registration in the account frame for a guest on the register page', () => {
    renderAt('/auth/register');
    expect(screen.getByRole('heading', { name: 'Home with registration' })).toBeInTheDocument();
    expect(useAccountFrameStore.getState().page).toBe('/registration');
  });

  it('shows the Inbox on the web', () => {
    renderAt('/inbox');
    expect(screen.getByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
  });

  it('sends the native app home from the Inbox (spec 001: hidden in app mode)', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) SportifyApp/1.4.0');
    window.ReactNativeWebView = { postMessage: vi.fn() };
    const router = renderAt('/inbox');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
