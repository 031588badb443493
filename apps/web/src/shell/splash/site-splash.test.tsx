import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { operatorConfig, setOperatorConfig } from '../../lib/operator';
import { useSiteStore } from '../../stores/site-store';
import { renderInApp, setUpI18n, stubFetch } from '../../test/render-in-app';
import { LOCATION_SUCCESS_KEY } from './location-check';
import { resetLocationCheckForTests, SiteSplash } from './site-splash';
import { useSplashStore } from './splash-store';

function answer(status: 'allowed' | 'declined', country: string) {
  return {
    '/ip/details': { country, ip_address: '203.0.113.7', is_tester: false },
    '/geo/restriction-check': { data: { status, country } },
  };
}

describe('the country/site splash', () => {
  beforeAll(setUpI18n);
  beforeEach(() => {
    resetLocationCheckForTests();
    useSplashStore.setState({ status: 'locating', declinedCountry: null, switchingTo: null });
    useSiteStore.setState({ ipCountry: null });
    useSiteStore.getState().setCountry('US');
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('covers the page while the location check runs, then hides and keeps the visitor country', async () => {
    const log = stubFetch(answer('allowed', 'IE'));
    renderInApp(<SiteSplash />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your location…');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(useSiteStore.getState().ipCountry).toBe('IE');
    // A first visit shows the brand of the visitor's country.
    expect(useSiteStore.getState().country).toBe('IE');
    expect(window.localStorage.getItem(LOCATION_SUCCESS_KEY)).toMatch(/^\d+$/);
    const check = log.calls.find((call) => call.url.pathname === '/geo/restriction-check');
    expect(check?.url.searchParams.get('lang')).toBe('en');
    expect(check?.url.searchParams.get('time')).toMatch(/^\d+$/);
  });

  it('keeps a country the visitor chose before', async () => {
    window.localStorage.setItem('user_country', 'GB');
    useSiteStore.getState().setCountry('GB');
    stubFetch(answer('allowed', 'IE'));
    renderInApp(<SiteSplash />);
    await waitFor(() => expect(useSplashStore.getState().status).toBe('hidden'));
    expect(useSiteStore.getState().country).toBe('GB');
  });

  it('offers the seven country sites when the location is declined', async () => {
    stubFetch(answer('declined', 'FR'));
    renderInApp(<SiteSplash />);
    const dialog = await screen.findByRole('dialog', { name: 'Betting is not available where you are' });
    const links = within(dialog).getAllByRole('button');
    expect(links.map((link) => link.textContent?.slice(0, 2))).toEqual(['IE', 'GB', 'RO', 'US', 'GR', 'MX', 'BR']);
    expect(document.activeElement).toBe(links[0]);
  });

  it('never offers the declined country’s own site as a way in', async () => {
    stubFetch(answer('declined', 'MX'));
    renderInApp(<SiteSplash />);
    const dialog = await screen.findByRole('dialog', { name: 'Betting is not available where you are' });
    const codes = within(dialog)
      .getAllByRole('button')
      .map((link) => link.textContent?.slice(0, 2));
    expect(codes).not.toContain('MX');
    expect(codes).toHaveLength(6);
    expect(within(dialog).queryByRole('button', { name: /Mexico/ })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent(/not available from your country/);
  });

  it('offers no way in at all when the operator does not allow browsing', async () => {
    const before = operatorConfig();
    setOperatorConfig({ ...before, declinedBrowsing: false });
    try {
      stubFetch(answer('declined', 'MX'));
      renderInApp(<SiteSplash />);
      const dialog = await screen.findByRole('dialog', { name: 'Betting is not available where you are' });
      expect(within(dialog).queryAllByRole('button')).toEqual([]);
      expect(dialog).toHaveTextContent('Please contact our customer service if you need assistance.');
      expect(useSplashStore.getState().status).toBe('declined');
    } finally {
      setOperatorConfig(before);
    }
  });

  it('switches the site from a country link of the declined state', async () => {
    stubFetch(answer('declined', 'FR'));
    const { router } = renderInApp(<SiteSplash />, { path: '/live' });
    const dialog = await screen.findByRole('dialog');
    vi.useFakeTimers();
    await act(async () => {
      within(dialog)
        .getByRole('button', { name: /Greece/ })
        .click();
    });
    expect(useSiteStore.getState().country).toBe('GR');
    expect(useSiteStore.getState().language).toBe('el');
    expect(window.localStorage.getItem('user_country')).toBe('GR');
    expect(screen.getByRole('status')).toHaveTextContent(/Sportsbook Ελλάς/);
    await act(async () => {
      vi.advanceTimersByTime(1_500);
    });
    expect(router.state.location.pathname).toBe('/');
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(useSplashStore.getState().status).toBe('hidden');
  });

  it('does not let the visitor in silently when the check cannot be reached: Retry checks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({});
    renderInApp(<SiteSplash />);
    const panel = await screen.findByRole('alertdialog', { name: 'We could not check your location.' });
    expect(useSplashStore.getState().status).toBe('error');
    stubFetch(answer('declined', 'MX'));
    await act(async () => within(panel).getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByRole('dialog', { name: 'Betting is not available where you are' })).toBeInTheDocument();
  });

  it('lets the visitor browse after a failed check only by Continue, and only where the operator allows it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({});
    const { unmount } = renderInApp(<SiteSplash />);
    const panel = await screen.findByRole('alertdialog', { name: 'We could not check your location.' });
    await act(async () => within(panel).getByRole('button', { name: 'Continue browsing' }).click());
    expect(useSplashStore.getState().status).toBe('hidden');
    unmount();

    const before = operatorConfig();
    setOperatorConfig({ ...before, declinedBrowsing: false });
    try {
      resetLocationCheckForTests();
      useSplashStore.setState({ status: 'locating' });
      renderInApp(<SiteSplash />);
      const closed = await screen.findByRole('alertdialog', { name: 'We could not check your location.' });
      expect(
        within(closed)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Retry']);
    } finally {
      setOperatorConfig(before);
    }
  });
});
