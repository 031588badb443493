import { TOP_LINKS_REFRESH_MS } from '@sportsbook/betting';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalContentOf, popularPagesOf } from '../../../test/content-fixtures';
import { stubFetch } from '../../../test/render-in-app';
import { settleAnswers, fakeTheClocks, watchQuery } from '../../../test/hourly-refresh';
import type { ContentScope } from './content-scope';
import { globalContentQuery } from './global-content';
import { popularPagesQuery } from './popular-pages';

const scope: ContentScope = { country: 'GB', bookmaker: 'gb', lang: 'en' };

describe('the top links', () => {
  beforeEach(fakeTheClocks);
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([
    ['header and footer links', '/api/content/global', () => globalContentQuery(scope)],
    ['popular pages', '/api/content/popular-pages', () => popularPagesQuery(scope)],
  ] as const)('asks for the %s again every hour while they are shown', async (_name, path, options) => {
    const log = stubFetch({
      '/api/content/global': globalContentOf('GB'),
      '/api/content/popular-pages': { data: popularPagesOf('GB') },
    });
    const asked = () => log.calls.filter(({ url }) => url.pathname === path);
    const stop = watchQuery(options() as Parameters<typeof watchQuery>[0]);
    await settleAnswers();
    expect(asked()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(TOP_LINKS_REFRESH_MS - 1);
    await settleAnswers();
    expect(asked()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settleAnswers();
    expect(asked()).toHaveLength(2);
    stop();
  });
});
