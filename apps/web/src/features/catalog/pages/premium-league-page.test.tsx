import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { liveOdds } from '../../../lib/realtime/live-odds';
import { useSiteStore } from '../../../stores/site-store';
import { makeListing, makeMatch, makeSport } from '../../../test/catalog-fixtures';
import { installOfflineSocket } from '../../../test/offline-socket';
import { createTestQueryClient, renderWithProviders } from '../../../test/render-with-providers';
import { eventsQueryOptions } from '../api/get-events';
import { sportsQueryOptions } from '../api/get-sports';
import { PremiumLeaguePage } from './premium-league-page';

const scope = () => ({
  bookmaker: useSiteStore.getState().config.bookmaker,
  language: useSiteStore.getState().language,
});

const league = { id: 70, name: 'Virtual Premier League', region: { name: 'Virtual' } };
const virtual = (home: string, away: string, startsAt: string) =>
  makeMatch({
    home_team: home,
    away_team: away,
    name: `${home} v ${away}`,
    starts_at: startsAt,
    sport: { id: 40, slug: 'virtual-football', category: 'virtual' },
    translated_sport_slug: 'virtual-football',
    competition: league,
    competition_slug: 'virtual-premier-league',
    translated_competition_slug: 'virtual-premier-league',
  });

beforeEach(() => {
  installOfflineSocket();
  liveOdds.clear();
});

describe('the Premium League page', () => {
  it("lists the virtual league's next rounds, each round's matches under its kick-off", async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(sportsQueryOptions(scope()).queryKey, {
      data: [
        makeSport('football', 'Football'),
        makeSport('virtual-football', 'Virtual Football', { category: 'virtual' }),
      ],
    });
    const later = virtual('Harbour Town', 'Oakvale Rangers', '2030-05-01T18:50:00.000Z');
    const first = virtual('Redwood Rovers', 'Ashford Athletic', '2030-05-01T18:45:00.000Z');
    const firstToo = virtual('Kingsbridge City', 'Millbrook United', '2030-05-01T18:45:00.000Z');
    queryClient.setQueryData(
      eventsQueryOptions({ sport: 'virtual-football', competition: 'virtual-premier-league' }, scope()).queryKey,
      makeListing([later, first, firstToo]),
    );
    await renderWithProviders(<PremiumLeaguePage />, { queryClient, path: '/premium-league' });

    expect(screen.getByRole('heading', { level: 1, name: 'Premium League' })).toBeInTheDocument();
    const rounds = screen.getAllByRole('region', { name: /^Kick-off / });
    expect(rounds.map((round) => round.getAttribute('aria-label'))).toEqual([
      'Kick-off May 01, 19:45',
      'Kick-off May 01, 19:50',
    ]);
    expect(rounds[0]).toHaveTextContent(/Redwood Rovers.*Ashford Athletic/);
    expect(rounds[0]).toHaveTextContent(/Kingsbridge City.*Millbrook United/);
    expect(rounds[0]).not.toHaveTextContent('Harbour Town');
    expect(rounds[1]).toHaveTextContent(/Harbour Town.*Oakvale Rangers/);
    // Not the virtual sports page: no chooser of virtual sports.
    expect(screen.queryByRole('navigation', { name: 'Virtual sports' })).toBeNull();
  });
});
