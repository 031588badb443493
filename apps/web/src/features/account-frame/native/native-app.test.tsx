import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_SWITCH_TIMINGS_MS } from '../../../config/ui-timings';
import { initI18n } from '../../../i18n/i18n';
import { resetAccountState } from '../test/fakes';
import { NativeApp } from './native-app';
import { useNativeStore } from './native-store';

const IOS_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 SportifyApp/2.3.0';

/** The commands the page sent the host, by name. */
function sent(): { command: string; details: unknown }[] {
  return vi
    .mocked(window.ReactNativeWebView!.postMessage)
    .mock.calls.map(([raw]) => JSON.parse(String(raw)) as { command: string; details: unknown });
}

function renderApp(switching = false) {
  const router = createMemoryRouter(
    [{ path: '*', element: <NativeApp switchSite={() => undefined} switching={switching} /> }],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('the app mode at start (spec 001 §7)', () => {
  beforeAll(() => initI18n('en'));
  beforeEach(() => {
    vi.useFakeTimers();
    resetAccountState();
    useNativeStore.getState().reset();
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IOS_APP);
    window.ReactNativeWebView = { postMessage: vi.fn() };
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete window.ReactNativeWebView;
  });

  it('re-initialises the native popups on the balance schedule: at start, 5 s later, then every 60 s', async () => {
    const view = renderApp();
    const popups = () => sent().filter((message) => message.command === 'init_popups');
    expect(popups()).toEqual([{ command: 'init_popups', details: { url: window.location.origin } }]);
    expect(sent().map((message) => message.command)).toContain('get_remembered_username');
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(popups()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(popups()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(55_000));
    expect(popups()).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(popups()).toHaveLength(4);
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(popups()).toHaveLength(4);
  });

  it('forces the stored auto login only once the site switch has ended, a second later (spec 001 §4)', async () => {
    useNativeStore.getState().set({ loginMode: 'auto' });
    const view = renderApp(true);
    const logins = () => sent().filter((message) => message.command === 'autologin');
    await act(() => vi.advanceTimersByTimeAsync(SITE_SWITCH_TIMINGS_MS.forceLogin * 3));
    expect(logins()).toHaveLength(0);
    const router = createMemoryRouter(
      [{ path: '*', element: <NativeApp switchSite={() => undefined} switching={false} /> }],
      { initialEntries: ['/'] },
    );
    view.rerender(<RouterProvider router={router} />);
    await act(() => vi.advanceTimersByTimeAsync(SITE_SWITCH_TIMINGS_MS.forceLogin - 1));
    expect(logins()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(logins()).toHaveLength(1);
    expect(useNativeStore.getState().forced).toBe('auto');
  });
});
