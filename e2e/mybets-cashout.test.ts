import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerBalanceMinor, listEvents, logInDemo, placeOnFirst, storeSessionInBrowser } from './mybets-api';
import type { DemoSession } from './mybets-api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { openShell, expectAccessible } from './support/shell';

/*
 * My Bets and cash out. demo-gb places a single through the sports API; /account-bets lists it
 * with its leg, stake and potential return; cashing it out (with its confirm step) pays the quote:
 * the toast 'Cashout(s) successfully processed' shows and the header balance rises by it.
 */

/** Pounds in a text such as "£1,000.00" as minor units. */
function readPence(text: string): number {
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

describe('My Bets: listing and cash out', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  let session: DemoSession;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([startSportsbook(), launchBrowser()]);
    session = await logInDemo(sportsbook, 'demo-gb');
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`lists a placed bet and cashes it out into the balance (${viewport})`, async () => {
      // Pre-match football hours away: its prices stay fixed, so the quote holds while we click.
      const later = Date.now() + 3 * 3_600_000;
      const quiet = (await listEvents(sportsbook, { sport: 'football' })).filter(
        (event) => !event.is_live && Date.parse(event.starts_at) > later,
      );
      const bet = await placeOnFirst(sportsbook, session, quiet);

      const { context, page } = await newPage(browser, viewport);
      await storeSessionInBrowser(context, session, 'GB');
      await openShell(page, `${sportsbook.web}/account-bets`);
      await page.getByRole('heading', { level: 1, name: 'My Bets' }).waitFor();
      const card = page.locator(`article[data-bet-id="${bet.betId}"]`);
      await card.waitFor();
      await expect.poll(() => card.getByRole('heading', { name: 'Single' }).count()).toBe(1);
      // Every part the card must show that it does not show (yet): none, once it has rendered.
      const parts = [bet.outcome.name, bet.market.name, bet.event.name, '£10.00', 'Potential return'];
      await expect
        .poll(async () => {
          const text = await card.innerText();
          return parts.filter((part) => !text.includes(part));
        })
        .toEqual([]);
      await expectAccessible(page, { within: '.my-bets' });
      await screenshot(page, 'mybets-open', viewport);

      const balance = page.getByTestId('balance').first();
      // The balance the ledger holds, once the header shows it (not whatever it showed first).
      const before = await ledgerBalanceMinor(sportsbook, session);
      await expect.poll(async () => readPence(await balance.innerText())).toBe(before);

      const cashOut = card.getByRole('button', { name: /^Cash out £/ });
      const quote = readPence((await cashOut.innerText()).replace('Cash out', ''));
      expect(quote).toBeGreaterThan(0);
      await cashOut.click();
      const confirm = card.getByRole('group', { name: 'Confirm cash out' });
      await confirm.waitFor();
      await screenshot(page, 'mybets-cashout-confirm', viewport);
      await confirm.getByRole('button', { name: /^Confirm £/ }).click();

      await page.getByText('Cashout(s) successfully processed').waitFor();
      await expect.poll(async () => readPence(await balance.innerText())).toBe(before + quote);
      await screenshot(page, 'mybets-cashout-done', viewport);

      await page.getByRole('tab', { name: 'Settled' }).click();
      const settled = page.locator(`article[data-bet-id="${bet.betId}"]`);
      await settled.getByText('Cashed out', { exact: true }).waitFor();
      await expect.poll(async () => readPence(await settled.locator('.bet-card__paid').innerText())).toBe(quote);
      await expectAccessible(page, { within: '.my-bets' });
      await screenshot(page, 'mybets-settled-cashout', viewport);
      await context.close();
    });
  }
});
