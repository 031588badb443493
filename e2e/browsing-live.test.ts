import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import type { ViewportName } from './support/browser';
import { startSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { openShell } from './support/shell';

/*
 * The live page updates a price without a reload. The feed runs 50 times
 * faster than real time, so prices move within seconds; the page must show the move in place
 * (new text on the same button, or its up/down flash) while the document stays the same.
 */

const ODDS = 'main button[data-outcome-id]';

/** Every odds button's id and text on the page. */
async function readPrices(page: Page): Promise<Map<string, string>> {
  const entries = await page.$$eval(ODDS, (buttons) =>
    buttons.map((button) => [button.getAttribute('data-outcome-id') ?? '', button.textContent ?? ''] as const),
  );
  return new Map(entries);
}

describe('the live page', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([startSportsbook({ FEED_SPEED: '50' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`updates a price in place, without a reload (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await openShell(page, `${sportsbook.web}/live`);
      await page.getByRole('heading', { level: 1, name: 'In-Play' }).waitFor();
      await page.locator(ODDS).first().waitFor();
      // Marks this document: a reload would lose it.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      // Every listed price, not those of the part of the listing rendered so far.
      await expect.poll(() => page.locator('.event-listing[aria-busy="true"]').count()).toBe(0);
      const before = await readPrices(page);
      expect(before.size).toBeGreaterThan(0);

      await page.waitForFunction(
        ({ selector, prices }) =>
          Array.from(document.querySelectorAll(selector)).some((button) => {
            const id = button.getAttribute('data-outcome-id') ?? '';
            const moved =
              button.classList.contains('odds-button--up') || button.classList.contains('odds-button--down');
            return moved || (id in prices && prices[id] !== button.textContent);
          }),
        { selector: ODDS, prices: Object.fromEntries(before) },
        { timeout: 45_000 },
      );
      const moved = page.locator(`${ODDS}.odds-button--up, ${ODDS}.odds-button--down`).first();
      if ((await moved.count()) > 0) await moved.scrollIntoViewIfNeeded();
      await screenshot(page, 'browsing-live', viewport);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      await context.close();
    });
  }

  it('keeps the live widget of a match route in step with the feed', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    interface LiveEvent {
      readonly id: number;
      readonly slug: string;
      readonly translated_sport_slug: string;
      readonly translated_competition_slug: string;
      readonly starts_at: string;
      readonly is_live: boolean;
      readonly sport: { category: string };
    }
    const liveEvents = async (): Promise<LiveEvent[]> => {
      const response = await page.request.get(`${sportsbook.api}/echo/v1/events?bookmaker=us&lang=en&live=1`);
      return ((await response.json()) as { events: LiveEvent[] }).events.filter((entry) => entry.is_live);
    };
    const tried = new Set<number>();
    // At 50 times real speed a match can end (and leave the widget) while a busy machine loads
    // the page: a match that left play is replaced by another one; a match still in play must be
    // highlighted.
    for (;;) {
      // The match that kicked off last: the one with the most play left.
      const event = (await liveEvents())
        .filter((entry) => entry.sport.category === 'sport' && !tried.has(entry.id))
        .sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at))[0];
      if (!event) throw new Error(`no live match left to open (tried ${[...tried].join(', ')})`);
      tried.add(event.id);
      await openShell(
        page,
        `${sportsbook.web}/${event.translated_sport_slug}/${event.translated_competition_slug}/${event.slug}`,
      );
      const widget = page.getByRole('region', { name: 'Live' });
      const highlighted = widget.locator('[aria-current="page"]');
      const seen = await highlighted.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      );
      if (seen) {
        expect(await highlighted.getAttribute('href')).toMatch(new RegExp(`/${event.slug}$`));
        break;
      }
      const stillLive = (await liveEvents()).some((entry) => entry.id === event.id);
      if (stillLive || tried.size >= 3) {
        const text = (await widget.count()) > 0 ? await widget.innerText() : '(no live widget)';
        throw new Error(`match ${event.id} (${event.slug}) in play: ${stillLive}, not highlighted in:\n${text}`);
      }
    }
    await screenshot(page, 'browsing-live-widget', 'desktop');
    await context.close();
  });
});
