import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { sharedSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { openShell, expectAccessible } from './support/shell';

/*
 * Top Picks (kept beside the My Bets journeys, which share its owner): the panel
 * opens half way with the route's tips, expands, and adding a tip puts its outcome in the slip
 * and hides the panel.
 */

describe('Top Picks', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([sharedSportsbook(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`shows the tips and puts a tip in the slip (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await openShell(page, `${sportsbook.web}/football`);
      const panel = page.getByRole('region', { name: /Top Picks/ });
      await panel.waitFor();
      const tips = panel.getByRole('listitem');
      // Half way: two tips in the right column; a phone's sheet peeks with one.
      await expect.poll(() => tips.count()).toBe(viewport === 'desktop' ? 2 : 1);
      const odds = tips.first().locator('button[data-outcome-id]');
      await odds.waitFor();
      await expectAccessible(page, { within: '[data-testid="top-picks"]' });
      await screenshot(page, 'top-picks-half', viewport);

      await panel.getByRole('button', { name: 'Show all' }).click();
      await expect.poll(() => tips.count()).toBeGreaterThan(2);
      await screenshot(page, 'top-picks-full', viewport);

      const outcomeId = await odds.getAttribute('data-outcome-id');
      await odds.click();
      await panel.waitFor({ state: 'detached' });
      const line = page.locator(`[data-testid="betslip-selection"][data-outcome-id="${outcomeId}"]`);
      if (viewport === 'desktop') await line.waitFor();
      else await expect.poll(() => page.getByRole('button', { name: 'Bet Slip, selections: 1' }).count()).toBe(1);
      await screenshot(page, 'top-picks-added', viewport);
      await context.close();
    });
  }
});
