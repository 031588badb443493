import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import type { ViewportName } from './support/browser';
import { startSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { openShell, seriousViolations, waitForAnimations } from './support/shell';

/*
 * Issue 6 acceptance, browsing: home → sport → match on the real server, odds buttons that
 * work by keyboard and add to the slip, and axe on every browsing page.
 */

const ODDS = 'main button[data-outcome-id]';

async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await seriousViolations(page), what).toEqual([]);
}

describe('browsing home → sport → match', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([startSportsbook(), launchBrowser()]);
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
      expect(new URL(page.url()).pathname).toBe('/football');
      await screenshot(page, 'browsing-sport', viewport);

      await page.getByRole('tab', { name: 'Total Goals', exact: true }).click();
      await page
        .getByRole('button', { name: /^Over \d/ })
        .first()
        .waitFor();

      // Pinned by its title's id: the listing may still be rendering, and "the first article"
      // could be another event by the time of the click.
      const eventName = (await page.locator('main article').first().getAttribute('aria-labelledby'))!;
      const firstEvent = page.locator(`main article[aria-labelledby="${eventName}"]`).getByRole('link').first();
      const title = (await page.locator(`[id="${eventName}"]`).innerText()).split('\n')[0]!;
      await firstEvent.click();
      await page.getByRole('heading', { level: 1 }).filter({ hasText: title }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/football\/[^/]+\/[^/]+-\d+$/);
      // The section's name carries 'Suspended' while the feed suspends the market (an in-play match).
      await page.getByRole('button', { name: /^Match Result\s*(Suspended)?$/ }).waitFor();
      await page.locator(ODDS).first().waitFor();
      await screenshot(page, 'browsing-match', viewport);

      // Pinned by its outcome, so a market suspended meanwhile cannot swap the button under us.
      const id = await page.locator(`${ODDS}:not([disabled])`).first().getAttribute('data-outcome-id');
      const odds = page.locator(`${ODDS}[data-outcome-id="${id}"]`).first();
      expect(await odds.getAttribute('aria-pressed')).toBe('false');
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
      await expectAccessible(page, name);
      await context.close();
    });
  }

  it('reaches and presses an odds button with the keyboard alone', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await openShell(page, `${sportsbook.web}/football`);
    await page.locator(ODDS).first().waitFor();
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
      await statsPage.getByRole('heading', { level: 1, name: /^Statistics: / }).waitFor();
      await statsPage.getByRole('table', { name: 'Score' }).waitFor();
      // Measured once it has finished opening.
      await waitForAnimations(page);
      const box = (await dialog.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(570);
      expect(box.height).toBeLessThanOrEqual(600);
      await expectAccessible(page, 'stats modal');
      await screenshot(page, 'browsing-stats', viewport);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await context.close();
    });
  }
});
