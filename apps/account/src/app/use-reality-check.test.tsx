import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../lib/session';
import { accountConfig, stubApi } from '../test/fake-api';
import { renderSite } from '../test/render-site';

describe('the reality check', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells the shell every interval after login, the elapsed time growing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    startSession('frontend-1', Date.now());
    stubApi({
      'GET /api/account-config': () => ({ body: accountConfig() }),
      'GET /api/cashier/reality-check': () => ({ body: { status: 1, data: { interval_minutes: 15 } } }),
      'GET /api/user': () => ({ body: { status: 0, message: 'NOT_AUTHENTICATED' }, status: 401 }),
    });
    const site = await renderSite('/sport/help');
    await screen.findByRole('heading', { name: 'Help Center' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15 * 60_000);
    });
    expect(site.posts.filter((post) => post.event === 'sport-reality-check')).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15 * 60_000);
    });
    const checks = site.posts.filter((post) => post.event === 'sport-reality-check').map((post) => post.details);
    expect(checks).toEqual([
      { interval_minutes: 15, elapsed_minutes: 15 },
      { interval_minutes: 15, elapsed_minutes: 30 },
    ]);
    expect(site.events()).not.toContain('show_popup');
  });
});
