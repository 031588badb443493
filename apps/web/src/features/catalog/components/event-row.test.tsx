import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveOdds } from '../../../lib/realtime/live-odds';
import { useSettingsStore } from '../../../stores/settings-store';
import { useUiStore } from '../../../stores/ui-store';
import { makeMatch } from '../../../test/catalog-fixtures';
import { installOfflineSocket } from '../../../test/offline-socket';
import { renderWithProviders } from '../../../test/render-with-providers';
import { EventRow } from './event-row';

beforeEach(() => {
  installOfflineSocket();
  liveOdds.clear();
  useSettingsStore.setState({ timezone: 'Europe/London', oddsFormat: 'decimal' });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('EventRow', () => {
  it('shows the sides, the date in the chosen time zone and the 1 X 2 odds buttons', async () => {
    useSettingsStore.setState({ timezone: 'America/New_York' });
    const event = makeMatch({ starts_at: '2030-05-01T18:45:00.000Z' });
    await renderWithProviders(<EventRow event={event} />);
    const row = screen.getByRole('article', { name: /Arsenal.*Chelsea/ });
    expect(within(row).getByText('May 01, 14:45')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Arsenal 2.10' })).toHaveTextContent('1');
    expect(within(row).getByRole('button', { name: 'Draw 3.40' })).toHaveTextContent('X');
    expect(within(row).getByRole('button', { name: 'Chelsea 3.60' })).toHaveTextContent('2');
    expect(within(row).getByRole('link', { name: /Arsenal/ })).toHaveAttribute(
      'href',
      `/football/premier-league/${event.slug}`,
    );
  });

  it("counts down 'Starts in' hours, minutes and seconds for an event starting soon", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2030-05-01T17:40:00.000Z'));
    await renderWithProviders(<EventRow event={makeMatch({ starts_at: '2030-05-01T18:45:05.000Z' })} />);
    expect(screen.getByText('Starts in')).toBeInTheDocument();
    expect(screen.getByText('1h 05m 05s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByText('1h 05m 03s')).toBeInTheDocument();
  });

  it('shows a live event with its period, clock, set scores and the server marker', async () => {
    const event = makeMatch({
      home_team: 'Viktor Garrido',
      away_team: 'Hugo Tanaka',
      is_live: true,
      status: 'live',
      status_description: '1st Set',
      stats: { home_scores: 1, away_scores: 0, home_set: 5, away_set: 4, server: 2 },
    });
    await renderWithProviders(<EventRow event={event} />);
    const row = screen.getByRole('article');
    expect(within(row).getByText('Live')).toBeInTheDocument();
    expect(within(row).getByText('1st Set')).toBeInTheDocument();
    const teams = within(within(row).getByRole('link'));
    const away = teams.getByText('Hugo Tanaka').closest('.event-teams__line') as HTMLElement;
    expect(within(away).getByText('Serving')).toBeInTheDocument();
    expect(within(away).getByText('4')).toBeInTheDocument();
    const home = teams.getByText('Viktor Garrido').closest('.event-teams__line') as HTMLElement;
    expect(within(home).queryByText('Serving')).toBeNull();
    expect(within(home).getByText('5')).toBeInTheDocument();
  });

  it('opens the stats modal of a live event', async () => {
    const user = userEvent.setup();
    const event = makeMatch({ is_live: true, status: 'live', stats: { home_scores: 0, away_scores: 0 } });
    await renderWithProviders(<EventRow event={event} />);
    await user.click(screen.getByRole('button', { name: `Statistics of ${event.name}` }));
    expect(useUiStore.getState()).toMatchObject({ modal: 'stats', modalProps: { eventId: event.id } });
  });

  it('locks every button of a suspended market', async () => {
    const event = makeMatch();
    const market = { ...event.markets[0]!, is_suspended: true };
    await renderWithProviders(<EventRow event={{ ...event, markets: [market] }} />);
    for (const button of screen.getAllByRole('button', { name: /Suspended/ })) expect(button).toBeDisabled();
  });
});
