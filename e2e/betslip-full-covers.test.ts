import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  isSteadyPreMatch,
  listEvents,
  logInInFrame,
  showSlip,
  SLIP,
  slipOf,
  totalOf,
  useGbBrand,
} from './betslip-support';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { expectAccessible } from './support/shell';

/*
 * Named full covers end to end: a bettor adds four selections on four match pages, chooses a
 * Yankee among the slip's system bets, logs in and places it; the balance falls by the stake
 * per line times its 11 bets.
 */

/** Polls like a bettor waits: up to 15 s for the page to catch up. */
function poll<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: 15_000, interval: 100 });
}

describe('named full cover journeys', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([startSportsbook(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`places a Yankee of four legs added on four match pages (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await useGbBrand(context);
      await page.goto(`${sportsbook.web}/football`);
      const steady = new Set(
        (await listEvents(sportsbook))
          .filter((event) => event.sport.slug === 'football' && isSteadyPreMatch(event))
          .map((event) => `/${event.translated_sport_slug}/${event.translated_competition_slug}/${event.slug}`),
      );
      // Four steady pre-match matches as the sport page links them, pinned by their paths.
      let paths: string[] = [];
      await poll(async () => {
        const hrefs = await page
          .locator('main article a[href]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        paths = [...new Set(hrefs.filter((href) => steady.has(href)))].slice(0, 4);
        return paths.length;
      }).toBe(4);
      for (const [index, path] of paths.entries()) {
        // In-app navigation, as a bettor follows the links: each page is a route change.
        await page.locator(`main article a[href="${path}"]`).first().click();
        await poll(() => new URL(page.url()).pathname).toBe(path);
        // The match page's own button, looked for inside the match screen only (the sport page
        // stays in the document, hidden).
        const screen = page.locator('main .event-screen');
        const odds = screen.locator('button[data-outcome-id]:not([disabled])').first();
        const id = await odds.getAttribute('data-outcome-id');
        const button = screen.locator(`button[data-outcome-id="${id}"]`).first();
        await button.click();
        await poll(() => button.getAttribute('aria-pressed')).toBe('true');
        if (index < paths.length - 1) await page.goBack();
      }
      await showSlip(page, viewport);
      const slip = slipOf(page);
      await poll(() => slip.getByTestId('betslip-selection').count()).toBe(4);
      await slip.getByRole('tab', { name: 'System' }).click();
      const choice = slip.getByLabel('System bet');
      await choice.selectOption({ label: 'Yankee (11 bets)' });
      await slip.getByLabel('Stake').fill('1');
      await poll(() => totalOf(slip, 'Bets')).toBe('11');
      await poll(() => totalOf(slip, 'Total stake')).toBe('£11.00');
      await expectAccessible(page, { within: SLIP });
      await screenshot(page, 'betslip-yankee', viewport);
      // A guest's press opens the login; the slip keeps its Yankee.
      await slip.getByRole('button', { name: 'Place Bet' }).click();
      await logInInFrame(page);
      await poll(() => balanceOf(page)).toBeGreaterThan(0);
      const before = await balanceOf(page);
      await showSlip(page, viewport);
      await poll(() => choice.inputValue()).toBe('yankee');
      await slip.getByRole('button', { name: 'Place Bet' }).click();
      const ticket = slip.getByRole('listitem').filter({ hasText: /Bet ID: \d+/ });
      await ticket.waitFor();
      await poll(() => ticket.getAttribute('data-status')).toBe('PROCESSED');
      expect(await ticket.textContent()).toContain('Yankee');
      // One bet of 11 lines at 1.00 each: the balance down by 11.00.
      await poll(() => balanceOf(page)).toBe(before - 1_100);
      await screenshot(page, 'betslip-yankee-placed', viewport);
      await context.close();
    });
  }
});
