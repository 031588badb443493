import { BETS_STATS_REFRESH_MS } from '@sportsbook/betting';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSiteStore } from '../../../stores/site-store';
import { settleAnswers, fakeTheClocks, watchQuery } from '../../../test/hourly-refresh';
import { stubFetch } from '../../../test/render-in-app';
import { betsStatsQueryOptions } from './get-bets-stats';

describe('the bets stats', () => {
  beforeEach(() => {
    useSiteStore.getState().setCountry('GB');
    useSiteStore.getState().setLanguage('en');
    fakeTheClocks();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('are asked for with the language and country, and asked again every hour while shown', async () => {
    const log = stubFetch({ '/api/content/bets_stats': { sports_stats: [], competitions_stats: [] } });
    const asked = () => log.calls.filter(({ url }) => url.pathname === '/api/content/bets_stats');
    const stop = watchQuery(betsStatsQueryOptions({ bookmaker: 'gb', language: 'en' }));
    await settleAnswers();
    expect(asked()).toHaveLength(1);
    expect(asked()[0]!.url.searchParams.get('lang')).toBe('en');
    expect(asked()[0]!.url.searchParams.get('country')).toBe('GB');
    await vi.advanceTimersByTimeAsync(BETS_STATS_REFRESH_MS - 1);
    await settleAnswers();
    expect(asked()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settleAnswers();
    expect(asked()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(BETS_STATS_REFRESH_MS);
    await settleAnswers();
    expect(asked()).toHaveLength(3);
    stop();
  });
});
