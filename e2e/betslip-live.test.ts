import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, slipOf, useGbBrand } from './betslip-support';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startSportsbook } from './support/server';
import type { Sportsbook } from './support/server';

/*
 * Issue 7 acceptance, the live slip: with the feed running fast (FEED_SPEED 40) a price in the
 * open slip moves; with accept-odds 'none' the slip keeps the taken price, shows the new one and
 * offers 'Accept changed odds', which takes it.
 */

/** The prices the slip holds (taken), as the page keeps them. */
function takenOdds(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const slip = JSON.parse(window.localStorage.getItem('betslip') ?? '{}') as { selections?: { odds: number }[] };
    return (slip.selections ?? []).map((selection) => selection.odds);
  });
}

describe('the live bet slip', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([startSportsbook({ FEED_SPEED: '40' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`offers the changed odds of a live selection and takes them (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await useGbBrand(context);
      await context.addInitScript(() => {
        window.localStorage.setItem('settings', JSON.stringify({ acceptOdds: 'none' }));
      });
      await page.goto(sportsbook.web);
      const open = page.locator('button[data-outcome-id]:not([disabled])');
      await open.first().waitFor();
      // The upcoming listing renders deferred after the live one: pick from the whole page.
      await expect.poll(() => page.locator('.event-listing[aria-busy="true"]').count()).toBe(0);
      // Three open live prices: at least one of them moves within a few refreshes. A fast feed can
      // suspend a market between looking and clicking; such a price is passed over.
      const candidates = await open.evaluateAll((buttons) => buttons.map((button) => button.dataset.outcomeId ?? ''));
      let added = 0;
      for (const id of candidates.filter((_, index) => index % 2 === 0)) {
        if (added === 3) break;
        const clicked = await page
          .locator(`button[data-outcome-id="${id}"]`)
          .first()
          .click({ timeout: 2_000 })
          .then(() => true)
          .catch(() => false);
        if (clicked) added += 1;
      }
      if (viewport === 'mobile') await page.getByRole('button', { name: /^Bet Slip, selections/ }).click();
      const slip = slipOf(page);
      await expect.poll(() => slip.getByTestId('betslip-selection').count(), { timeout: 15_000 }).toBe(3);
      const accept = slip.getByRole('button', { name: 'Accept changed odds' });
      await accept.waitFor({ timeout: 60_000 });
      await slip.getByText('New odds:').first().waitFor();
      await expectAccessible(page);
      await screenshot(page, 'betslip-accept-odds', viewport);
      const before = await takenOdds(page);
      await accept.click();
      // Taken: at least one of the slip's prices is now the moved one.
      await expect
        .poll(async () => JSON.stringify(await takenOdds(page)), { timeout: 5_000 })
        .not.toBe(JSON.stringify(before));
      await context.close();
    });
  }
});
