import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import type { ViewportName } from './support/browser';
import { sharedSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { openShell, expectAccessible } from './support/shell';

/*
 * The other browsing pages on the real server: race cards (each-way terms, SP), e-sports,
 * virtual sports, the Premium League, golf outrights and search, on desktop and mobile, with axe.
 */

const ODDS = 'main button[data-outcome-id]';

describe('browsing pages', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([sharedSportsbook(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`shows a race card with each-way terms and SP, then the full card (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await openShell(page, `${sportsbook.web}/horse-racing`);
      await page.getByRole('heading', { level: 1, name: 'Horse Racing' }).waitFor();
      const runners = page.getByRole('list', { name: 'Runners' }).first();
      await runners.waitFor();
      await page
        .getByText(/^EW 1\/\d+ \d+ places$/)
        .first()
        .waitFor();
      await runners
        .getByRole('button', { name: /Starting price$/ })
        .first()
        .waitFor();
      await screenshot(page, 'browsing-racing', viewport);
      if (viewport === 'desktop') await expectAccessible(page, { what: 'racing' });

      await page.getByRole('region', { name: 'Meetings' }).getByRole('link').first().click();
      await page.getByRole('heading', { level: 2, name: 'Race card' }).waitFor();
      await page.getByRole('button', { name: 'Forecast' }).waitFor();
      // On mobile a route change keeps the scroll position (spec 001 §2); show the card's top.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'browsing-race-card', viewport);
      await context.close();
    });

    it(`lists e-sports, virtual sports and golf outrights (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await openShell(page, `${sportsbook.web}/esports`);
      await page.getByRole('heading', { level: 1, name: 'E-Sports' }).waitFor();
      await page.locator(ODDS).first().waitFor();
      await screenshot(page, 'browsing-esports', viewport);
      await page.locator('main article').first().getByRole('link').first().click();
      await page.waitForURL(/\/esports\/match\/\d+$/);
      await page.locator(ODDS).first().waitFor();

      await openShell(page, `${sportsbook.web}/virtual`);
      await page.getByRole('heading', { level: 1, name: 'Virtual Sports' }).waitFor();
      await page.locator(ODDS).first().waitFor();
      await screenshot(page, 'browsing-virtual', viewport);
      await page.locator('main article').first().getByRole('link').first().click();
      await page.waitForURL(/\/virtual\/[^/]+\/\d+\?event_id=\d+$/);
      await page.locator(ODDS).first().waitFor();

      // The Premium League is a page of its own: the virtual football league's rounds by kick-off.
      await openShell(page, `${sportsbook.web}/premium-league`);
      await page.getByRole('heading', { level: 1, name: 'Premium League' }).waitFor();
      const round = page.getByRole('region', { name: /^Kick-off / }).first();
      await round.locator('button[data-outcome-id]').first().waitFor();
      await screenshot(page, 'browsing-premium-league', viewport);

      await openShell(page, `${sportsbook.web}/golf?mode=outrights`);
      await page.getByRole('heading', { level: 1, name: 'Golf' }).waitFor();
      await page.getByRole('article').first().locator('button[data-outcome-id]').first().waitFor();
      await screenshot(page, 'browsing-golf', viewport);
      await context.close();
    });
  }

  it('searches events by name as the bettor types', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    const response = await page.request.get(`${sportsbook.api}/echo/v1/events-simple?bookmaker=us&lang=en`);
    const { events } = (await response.json()) as { events: { home_team: string | null }[] };
    const team = events.find((event) => event.home_team)!.home_team!;
    await openShell(page, `${sportsbook.web}/search`);
    await page.getByRole('searchbox', { name: 'Search events' }).fill(team.slice(0, 6));
    await page.getByText(/^Events found: \d+$/).waitFor();
    await page
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: new RegExp(team) }) })
      .waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(team.slice(0, 6));
    await expectAccessible(page, { what: 'search' });
    await screenshot(page, 'browsing-search', 'desktop');
    await context.close();
  });
});
