import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInDemo, storeSessionInBrowser } from './mybets-api';
import type { DemoSession } from './mybets-api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { openShell, waitForPageData } from './support/shell';

/*
 * A first start (decision 108) with the history on (what `npm start` does on an
 * empty database) shows the past days' results and the demo players' bets as soon as it has
 * started, without waiting for an event to end. The harness turns the history off for every other
 * journey; this one asks for it.
 */

describe('a first start that looks like a living book', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  let session: DemoSession;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([startSportsbook({ DEMO_HISTORY: '1' }), launchBrowser()]);
    session = await logInDemo(sportsbook, 'demo-gb');
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  it('lists results on the Results page right after the start', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { context, page } = await newPage(browser, viewport);
      await openShell(page, `${sportsbook.web}/results`);
      await page.getByRole('heading', { name: 'Results', level: 1 }).waitFor();
      const rows = page.getByTestId('result-row');
      await rows.first().waitFor();
      await waitForPageData(page);
      expect(await rows.count()).toBeGreaterThan(1);
      await screenshot(page, 'results-first-start', viewport);
      await context.close();
    }
  });

  it("shows a demo player's open and settled bets in My Bets right after the start", async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await storeSessionInBrowser(context, session, 'GB');
    await openShell(page, `${sportsbook.web}/account-bets`);
    await page.locator('article[data-bet-id]').first().waitFor();
    await screenshot(page, 'mybets-first-start-open', 'desktop');
    await page.getByRole('tab', { name: 'Settled' }).click();
    const status = page.locator('article[data-bet-id] .bet-status').first();
    await expect.poll(async () => (await status.innerText()).trim()).toMatch(/^(Won|Lost|Void|Partly won)$/);
    await screenshot(page, 'mybets-first-start-settled', 'desktop');
    await context.close();
  });
});
