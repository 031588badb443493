import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountFrameStore } from '../../stores/account-frame-store';
import { useSessionStore } from '../../stores/session-store';
import { useSettingsStore } from '../../stores/settings-store';
import { useSiteStore } from '../../stores/site-store';
import { useUiStore } from '../../stores/ui-store';
import { globalContentOf, popularPagesOf } from '../../test/content-fixtures';
import { renderInApp, setUpI18n, stubFetch } from '../../test/render-in-app';
import { isEsportsPath, LeftSidebar } from './left-sidebar';
import { formatClockTime } from '../../lib/format-date';
import { SidebarClock } from './sidebar-clock';
import { eventIdOfSlug } from './use-live-match';

describe('the left sidebar', () => {
  beforeAll(setUpI18n);
  beforeEach(() => {
    useSiteStore.getState().setCountry('GB');
    useSiteStore.setState({ ipCountry: 'GB' });
    useSessionStore.getState().signOut();
    useUiStore.setState({ modal: null, leftSidebarOpen: false });
    useAccountFrameStore.setState({ active: false, page: null });
    stubFetch({
      '/api/content/global': globalContentOf('GB'),
      '/api/content/popular-pages': { data: popularPagesOf('GB') },
      // An operator withholding horse racing from Brazil.
      '/api/content/sports-config': { data: [{ slug: 'horse-racing', blocked_countries: ['BR'] }] },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists the quick menu, the account and help links', async () => {
    const user = userEvent.setup();
    renderInApp(<LeftSidebar />);
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Search', '/search'],
      ['My Bets', '/account-bets'],
      ['Promotions', '/promotions'],
      ['Live Schedule', '/live'],
    ] as const) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: /Results/ })).toHaveAttribute('target', '_blank');
    for (const [name, page] of [
      ['Login / Register', '/login'],
      ['Help Center', '/help'],
      ['Contact Us', '/help/contact-us'],
      ['Terms and Conditions', '/help/terms-and-conditions/terms-conditions'],
      ['Bonus Conditions', '/help/bonuses/sport'],
      ['Sport Betting Rules', '/help/gaming/sport'],
      ['About Us', '/help/about-us'],
      ['FAQs', '/help/gaming/faq'],
    ] as const) {
      await user.click(within(nav).getByRole('button', { name }));
      expect(useAccountFrameStore.getState().page).toBe(page);
    }
  });

  it('offers Deposit instead of Login / Register to a player', () => {
    useSessionStore.getState().signIn({ user: { id: 2, username: 'demo-gb', name: 'demo-gb', email: null }, jwt: 'j' });
    renderInApp(<LeftSidebar />);
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login / Register' })).not.toBeInTheDocument();
  });

  it('shows only the popular pages that are current', async () => {
    renderInApp(<LeftSidebar />);
    const section = await screen.findByRole('region', { name: 'Popular pages' });
    expect(within(section).getByRole('link', { name: 'Champions League' })).toHaveAttribute(
      'href',
      '/football/europe/champions-league',
    );
    expect(within(section).getByRole('link', { name: 'Cheltenham Festival' })).toBeInTheDocument();
    // Its Live Schedule action is the sidebar's own fixed item, listed once.
    expect(within(section).queryByRole('button', { name: 'Live Schedule' })).not.toBeInTheDocument();
    expect(within(section).queryByText('Euro 2020')).not.toBeInTheDocument();
    expect(within(section).queryByText('World Cup 2098')).not.toBeInTheDocument();
  });

  it("hides a popular page whose sport is withheld from the visitor's country", async () => {
    // Cheltenham (/horse-racing) goes for a visitor in Brazil, the rest stays.
    useSiteStore.setState({ ipCountry: 'BR' });
    renderInApp(<LeftSidebar />);
    const section = await screen.findByRole('region', { name: 'Popular pages' });
    await waitFor(() => expect(within(section).queryByText('Cheltenham Festival')).not.toBeInTheDocument());
    expect(within(section).getByRole('link', { name: 'Champions League' })).toBeInTheDocument();
  });

  it('opens the settings modal', async () => {
    const user = userEvent.setup();
    renderInApp(<LeftSidebar />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(useUiStore.getState().modal).toBe('settings');
  });

  it('lists the content header links as quick links on mobile only', async () => {
    const { unmount } = renderInApp(<LeftSidebar mobile />);
    expect(await screen.findByRole('link', { name: /Racing Post/ })).toHaveAttribute('target', '_blank');
    unmount();
    renderInApp(<LeftSidebar />);
    await screen.findByRole('region', { name: 'Popular pages' });
    expect(screen.queryByRole('link', { name: /Racing Post/ })).not.toBeInTheDocument();
  });
});

describe('the sidebar clock', () => {
  afterEach(() => vi.useRealTimers());
  beforeAll(setUpI18n);

  it('shows the time in the chosen zone and ticks every second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-07-01T10:00:00Z'));
    useSettingsStore.setState({ timezone: 'Europe/Athens' });
    render(<SidebarClock />);
    expect(screen.getByText('13:00:00')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('13:00:01')).toBeInTheDocument();
  });

  it('formats the clock in any zone', () => {
    expect(formatClockTime(Date.parse('2025-01-01T23:59:59Z'), 'America/New_York')).toBe('18:59:59');
  });
});

describe('sidebar route rules', () => {
  it('recognises the e-sports routes of every language', () => {
    for (const path of [
      '/esports',
      '/esports/cs2',
      '/e-sports/dota',
      '/e-sports-fr/lol',
      '/e-sporturi/x',
      '/e-urheilu/y',
    ]) {
      expect(isEsportsPath(path)).toBe(true);
    }
    expect(isEsportsPath('/football')).toBe(false);
  });

  it('reads the event id after the last hyphen of a match slug', () => {
    expect(eventIdOfSlug('arsenal-v-chelsea-123')).toBe(123);
    expect(eventIdOfSlug('no-id-here')).toBeNull();
    expect(eventIdOfSlug(undefined)).toBeNull();
  });
});

describe('the left sidebar’s scroll threshold', () => {
  beforeAll(setUpI18n);
  beforeEach(() => {
    useSiteStore.getState().setCountry('GB');
    useUiStore.setState({ leftSidebarOpen: true, leftSidebarScrolled: false });
    stubFetch({ '/api/content/global': globalContentOf('GB'), '/api/content/popular-pages': { data: [] } });
  });
  afterEach(() => vi.unstubAllGlobals());

  function scrollTo(scroller: HTMLElement, top: number) {
    act(() => {
      scroller.scrollTop = top;
      scroller.dispatchEvent(new Event('scroll'));
    });
  }

  it('marks the sidebar scrolled only past 20 px, and clears the mark when it closes', () => {
    renderInApp(
      <aside className="app-left" data-testid="scroller">
        <LeftSidebar />
      </aside>,
    );
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    const scroller = screen.getByTestId('scroller');
    scrollTo(scroller, 20);
    expect(nav).not.toHaveClass('left-sidebar--scrolled');
    scrollTo(scroller, 21);
    expect(nav).toHaveClass('left-sidebar--scrolled');
    expect(useUiStore.getState().leftSidebarScrolled).toBe(true);
    scrollTo(scroller, 5);
    expect(nav).not.toHaveClass('left-sidebar--scrolled');
    scrollTo(scroller, 300);
    act(() => useUiStore.getState().setSidebar('left', false));
    expect(useUiStore.getState().leftSidebarScrolled).toBe(false);
    expect(nav).not.toHaveClass('left-sidebar--scrolled');
  });

  it('follows the mobile drawer’s scrolling body too', () => {
    renderInApp(
      <div className="dialog-body" data-testid="drawer-body">
        <LeftSidebar mobile />
      </div>,
    );
    scrollTo(screen.getByTestId('drawer-body'), 64);
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toHaveClass('left-sidebar--scrolled');
  });
});
