import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEvents, logInDemo, placeOnFirst, storeSessionInBrowser } from './mybets-api';
import type { DemoSession, PlacedBet } from './mybets-api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { openShell } from './support/shell';

/*
 * A bet appears in My Bets and settles when its event ends, with the feed run fast. The feed runs at FEED_SPEED 360 (six simulated minutes a second); demo-gb
 * backs the in-play football match that started last, and My Bets shows it open, then settled
 * with its leg's result and what it paid. The match that started first could end in the few
 * seconds a busy machine takes to load the page, so the open card was never seen; the last one
 * has most of its match left (the page loads in well under its first half) and still ends
 * within half a minute.
 */

const FEED_SPEED = '360';
const SETTLE_TIMEOUT_MS = 150_000;

describe('My Bets: a bet settles when its event ends', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  let session: DemoSession;
  let bet: PlacedBet;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([startSportsbook({ FEED_SPEED }), launchBrowser()]);
    session = await logInDemo(sportsbook, 'demo-gb');
    // The in-play event that started last has the most of its match left; football has a clear
    // end and a 1X2 to back.
    const live = (await listEvents(sportsbook, { live: '1' }))
      .filter((event) => event.sport.category === 'sport')
      .sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at));
    bet = await placeOnFirst(sportsbook, session, live);
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  it(
    'shows the bet open, then settled with its result and return',
    async () => {
      const { context, page } = await newPage(browser, 'desktop');
      await storeSessionInBrowser(context, session, 'GB');
      await openShell(page, `${sportsbook.web}/account-bets`);
      const card = page.locator(`article[data-bet-id="${bet.betId}"]`);
      await card.waitFor();
      await expect.poll(() => card.innerText()).toContain(bet.outcome.name);
      await screenshot(page, 'mybets-live', 'desktop');

      // The open list refreshes itself; once settled the bet leaves it.
      await card.waitFor({ state: 'detached', timeout: SETTLE_TIMEOUT_MS });
      await page.getByRole('tab', { name: 'Settled' }).click();
      const settled = page.locator(`article[data-bet-id="${bet.betId}"]`);
      await settled.waitFor();
      // Each part read once the card shows it, never mid-render.
      const status = settled.locator('.bet-status');
      await expect.poll(async () => (await status.innerText()).trim()).toMatch(/^(Won|Lost|Void|Partly won)$/);
      const leg = settled.locator('.bet-result').first();
      await expect.poll(async () => (await leg.innerText()).trim()).toMatch(/^(Won|Lost|Void|Placed)$/);
      await expect.poll(() => settled.innerText()).toMatch(/Return\s*£\d+\.\d\d/);
      if ((await status.innerText()).trim() === 'Lost') {
        await expect.poll(() => settled.locator('.bet-card__paid').innerText()).toBe('£0.00');
      }
      await screenshot(page, 'mybets-settled', 'desktop');
      await context.close();
    },
    SETTLE_TIMEOUT_MS + 30_000,
  );

  it('shows the settled bet on a phone too', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await storeSessionInBrowser(context, session, 'GB');
    await openShell(page, `${sportsbook.web}/account-bets?tab=settled`);
    await page.locator(`article[data-bet-id="${bet.betId}"]`).waitFor();
    await expect.poll(() => page.getByRole('tab', { name: 'Settled' }).getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'mybets-settled', 'mobile');
    await context.close();
  });
});
