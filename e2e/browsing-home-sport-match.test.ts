import { eventsResponseSchema } from '@sportsbook/protocol';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSteadyPreMatch } from './betslip-support';
import { launchBrowser, newPage, screenshot, VIEWPORTS } from './support/browser';
import type { ViewportName } from './support/browser';
import { sharedSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { openShell, expectAccessible, waitForAnimations, waitForPageData } from './support/shell';

/*
 * Browsing: home → sport → match on the real server, odds buttons that
 * work by keyboard and add to the slip, and axe on every browsing page.
 */

const ODDS = 'main button[data-outcome-id]';

describe('browsing home → sport → match', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  beforeAll(async () => {
    // Reads only (demo players' pages, no bet, deposit or setting on the server): the run's shared server.
    [sportsbook, browser] = await Promise.all([sharedSportsbook(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`browses from the home page to a sport and a match, by links (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await openShell(page, sportsbook.web);
      await page.getByRole('heading', { level: 1, name: 'Sports' }).waitFor();
      await page.getByRole('heading', { name: 'Live now' }).waitFor();
      await page.locator(ODDS).first().waitFor();
      // The picture shows the page as a bettor sees it settled: on desktop, the slip in its column.
      if (viewport === 'desktop') await page.getByTestId('betslip').waitFor();
      await screenshot(page, 'browsing-home', viewport);

      await page.getByRole('link', { name: 'All Football' }).click();
      await page.getByRole('heading', { level: 1, name: 'Football' }).waitFor();
      await page.getByRole('tab', { name: 'Match Result', exact: true }).waitFor();
      await page.locator(ODDS).first().waitFor();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/football');
      await screenshot(page, 'browsing-sport', viewport);

      await page.getByRole('tab', { name: 'Total Goals', exact: true }).click();
      await page
        .getByRole('button', { name: /^Over \d/ })
        .first()
        .waitFor();

      // The first steady pre-match event of the rendered listing: an in-play match can have every
      // market suspended for longer than any wait (a goal), so it is passed over. Pinned by its
      // link, so a refresh that reorders the listing cannot swap it before the click.
      const response = await page.request.get(`${sportsbook.api}/echo/v1/events?bookmaker=us&lang=en&sport=football`);
      const steady = new Set(
        eventsResponseSchema
          .parse(await response.json())
          .events.filter((event) => isSteadyPreMatch(event))
          .map((event) => `/${event.translated_sport_slug}/${event.translated_competition_slug}/${event.slug}`),
      );
      let path = '';
      await expect
        .poll(async () => {
          const hrefs = await page
            .locator('main article a[href]')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
          path = hrefs.find((href) => steady.has(href)) ?? '';
          return path;
        })
        .not.toBe('');
      const article = page
        .locator('main article')
        .filter({ has: page.locator(`a[href="${path}"]`) })
        .first();
      const eventName = (await article.getAttribute('aria-labelledby'))!;
      const title = (await page.locator(`[id="${eventName}"]`).innerText()).split('\n')[0]!;
      await article.locator(`a[href="${path}"]`).first().click();
      await page.getByRole('heading', { level: 1 }).filter({ hasText: title }).waitFor();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/football\/[^/]+\/[^/]+-\d+$/);
      // The section's name carries 'Suspended' while the feed suspends the market (an in-play match).
      await page.getByRole('button', { name: /^Match Result\s*(Suspended)?$/ }).waitFor();
      await page.locator(ODDS).first().waitFor();
      await screenshot(page, 'browsing-match', viewport);

      // Pinned by its outcome, so a market suspended meanwhile cannot swap the button under us.
      const id = await page.locator(`${ODDS}:not([disabled])`).first().getAttribute('data-outcome-id');
      const odds = page.locator(`${ODDS}[data-outcome-id="${id}"]`).first();
      await expect.poll(() => odds.getAttribute('aria-pressed')).toBe('false');
      await odds.click();
      await expect.poll(() => odds.getAttribute('aria-pressed')).toBe('true');
      await odds.click();
      await expect.poll(() => odds.getAttribute('aria-pressed')).toBe('false');
      await context.close();
    });
  }

  const pages: [string, (page: Page) => Promise<string>][] = [
    ['home', async () => '/'],
    ['live', async () => '/live'],
    ['sport', async () => '/football'],
    [
      'match',
      async (page) => {
        const response = await page.request.get(`${sportsbook.api}/echo/v1/events?bookmaker=us&lang=en&live=1`);
        const { events } = (await response.json()) as {
          events: {
            slug: string;
            translated_sport_slug: string;
            translated_competition_slug: string;
            sport: { category: string };
          }[];
        };
        const event = events.find((entry) => entry.sport.category === 'sport')!;
        return `/${event.translated_sport_slug}/${event.translated_competition_slug}/${event.slug}`;
      },
    ],
  ];
  for (const [name, pathOf] of pages) {
    it(`passes axe on the ${name} page`, async () => {
      const { context, page } = await newPage(browser, 'desktop');
      await openShell(page, `${sportsbook.web}${await pathOf(page)}`);
      await page.locator(ODDS).first().waitFor();
      // The whole page, not the part of a deferred listing rendered so far.
      await waitForPageData(page);
      await expectAccessible(page, { what: name });
      await context.close();
    });
  }

  it('reaches and presses an odds button with the keyboard alone', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await openShell(page, `${sportsbook.web}/football`);
    await page.locator(ODDS).first().waitFor();
    // Tabs through the rendered listing, not one that is still replacing its rows.
    await waitForPageData(page);
    let focused: string | null = null;
    for (let step = 0; step < 150 && focused === null; step += 1) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => {
        const active = document.activeElement;
        return active?.closest('main') && active.hasAttribute('data-outcome-id')
          ? active.getAttribute('data-outcome-id')
          : null;
      });
    }
    expect(focused, 'an odds button takes the focus').not.toBeNull();
    const button = page.locator(`main button[data-outcome-id="${focused}"]`);
    const visibleFocus = await button.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(visibleFocus).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Space');
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`opens the stats of a live event in a dialog framing our stats page (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await openShell(page, `${sportsbook.web}/live`);
      const stats = page.getByRole('button', { name: /^Statistics of / }).first();
      await stats.click();
      const dialog = page.getByRole('dialog', { name: /^Statistics: / });
      await dialog.waitFor();
      // The dialog frames our stats page (decision 042), read from the feed's statistics.
      const statsPage = page.frameLocator('iframe.stats-modal__frame');
      const pageHeading = statsPage.getByRole('heading', { level: 1, name: /^Statistics: / });
      await pageHeading.waitFor();
      await statsPage.getByRole('table', { name: 'Score' }).waitFor();
      // The dialog's title says it already: the page keeps its h1 for screen readers, hidden from sight.
      await expect.poll(async () => (await pageHeading.boundingBox())?.height ?? -1).toBeLessThanOrEqual(1);
      await expect.poll(() => dialog.getByRole('heading', { name: /^Statistics: / }).isVisible()).toBe(true);
      // Measured once it has finished opening.
      await waitForAnimations(page);
      // Spec 000 §2: at most 570 px wide (a phone: its width less a margin), 95vh high up to 600 px.
      const screen = VIEWPORTS[viewport];
      const box = (await dialog.boundingBox())!;
      if (viewport === 'desktop') expect(box.width).toBeCloseTo(570, 0);
      else expect([box.width <= 570, box.width >= screen.width - 32]).toEqual([true, true]);
      expect(box.height).toBeCloseTo(Math.min(screen.height * 0.95, 600), 0);
      await expectAccessible(page, { what: 'stats modal' });
      await screenshot(page, 'browsing-stats', viewport);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await context.close();
    });
  }
});
