import { formatMoney, toMoney } from '@sportsbook/betting';
import { myBetsResponseSchema, submitSuccessSchema } from '@sportsbook/protocol';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, listEvents, pickOutcomes, showSlip, SLIP, slipOf, totalOf, useGbBrand } from './betslip-support';
import { ledgerBalanceMinor, logInDemo, storeSessionInBrowser } from './mybets-api';
import type { DemoSession } from './mybets-api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import type { ViewportName } from './support/browser';
import { startSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { expectAccessible } from './support/shell';

/*
 * The slip's money rules (decision 077), as a bettor meets them: the slip takes exactly what it shows (a line
 * cleared under a default single stake is not placed), and a submit whose answer is lost on the
 * way back is placed once, however the bettor's connection behaves.
 */

/** Polls like a bettor waits: up to 15 s for the page to catch up. */
function poll<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: 15_000, interval: 100 });
}

const gbp = (minor: number) => formatMoney(toMoney(minor), 'GBP', 'en');

describe('the slip takes what it shows, once', () => {
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

  /** demo-gb's bets as the server lists them, newest first. */
  async function betsOnServer() {
    const response = await fetch(`${sportsbook.api}/v1/bets?status=all&limit=100`, {
      headers: { jwt: session.access_token, bookmaker: 'gb' },
    });
    return myBetsResponseSchema.parse(await response.json()).bets;
  }

  /** demo-gb logged in on a fresh page at `viewport`, on the GB brand. */
  async function openLoggedIn(viewport: ViewportName): Promise<{ page: Page; close: () => Promise<void> }> {
    const { context, page } = await newPage(browser, viewport);
    await useGbBrand(context);
    await storeSessionInBrowser(context, session, 'GB');
    return { page, close: () => context.close() };
  }

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`places two singles with one line cleared under a 10.00 default for exactly the slip's total (${viewport})`, async () => {
      const { page, close } = await openLoggedIn(viewport);
      const [first, second] = pickOutcomes(await listEvents(sportsbook), 2, { sport: 'football' });
      // Both lines at a default single stake of 10.00, as `changeStake` sets it for every single.
      await page.goto(`${sportsbook.web}/?action=addToSlip&selections=${first}|${second}`);
      await showSlip(page, viewport);
      const slip = slipOf(page);
      await poll(() => slip.getByTestId('betslip-selection').count()).toBe(2);
      await page.goto(`${sportsbook.web}/?action=changeStake&stake=10&type=single`);
      await showSlip(page, viewport);
      await slip.getByRole('tab', { name: 'Single' }).click();
      const stakes = slip.getByLabel('Stake');
      await poll(() => stakes.count()).toBe(2);
      await poll(() => stakes.nth(1).inputValue()).toBe('10');
      const before = await ledgerBalanceMinor(sportsbook, session);
      const betsBefore = (await betsOnServer()).length;

      await stakes.nth(0).fill('5');
      await stakes.nth(1).fill('');
      await poll(() => totalOf(slip, 'Total stake')).toBe('£5.00');
      await poll(() => totalOf(slip, 'Bets')).toBe('1');
      await expectAccessible(page, { within: SLIP });
      await screenshot(page, 'betslip-line-cleared', viewport);

      await slip.getByRole('button', { name: 'Place Bet' }).click();
      await slip.getByRole('heading', { name: 'Bet placed' }).waitFor();
      const tickets = slip.locator('li.slip-ticket');
      await poll(() => tickets.count()).toBe(1);
      await poll(() => tickets.first().getAttribute('data-status')).toBe('PROCESSED');
      expect(await tickets.first().textContent()).toContain(`Stake: ${gbp(500)}`);
      await poll(() => ledgerBalanceMinor(sportsbook, session)).toBe(before - 500);
      await poll(() => balanceOf(page)).toBe(before - 500);
      const placed = await betsOnServer();
      expect(placed.length - betsBefore).toBe(1);
      expect(placed[0]).toMatchObject({ bet_type: 'single', total_stake: 500 });
      await expectAccessible(page, { within: SLIP });
      await screenshot(page, 'betslip-line-cleared-placed', viewport);
      await close();
    });
  }

  for (const [viewport, reload] of [
    ['desktop', false],
    ['mobile', false],
    ['desktop', true],
    ['mobile', true],
  ] as const) {
    const how = reload ? ', the page reloaded while checking' : '';
    it(`places a bet whose answer was lost once, and the balance falls once (${viewport}${how})`, async () => {
      const { page, close } = await openLoggedIn(viewport);
      const [pick] = pickOutcomes(await listEvents(sportsbook), 1, { sport: 'football' });
      await page.goto(`${sportsbook.web}/?action=addToSlip&selections=${pick}`);
      await showSlip(page, viewport);
      const slip = slipOf(page);
      await poll(() => slip.getByTestId('betslip-selection').count()).toBe(1);
      await slip.getByLabel('Stake').fill('5');
      await poll(() => totalOf(slip, 'Total stake')).toBe('£5.00');
      const before = await ledgerBalanceMinor(sportsbook, session);
      const betsBefore = (await betsOnServer()).length;

      // The first submit reaches the server and is placed, but its answer never reaches the page;
      // the tries after it wait until the bettor has seen the slip checking.
      const uuids: string[] = [];
      let calculations = 0;
      page.on('request', (request) => {
        if (request.url().includes('/v1/betslip/calculate')) calculations += 1;
      });
      let lostBetId: number | null = null;
      let release: () => void = () => undefined;
      const seen = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/v1/betslip/submit', async (route) => {
        uuids.push((route.request().postDataJSON() as { ticket: { uuid: string } }).ticket.uuid);
        if (uuids.length === 1) {
          const response = await route.fetch();
          lostBetId = submitSuccessSchema.parse(await response.json()).bet.id;
          await route.abort('connectionreset');
          return;
        }
        await seen;
        // A try the reload cut off has no page left to answer.
        await route.continue().catch(() => undefined);
      });

      await slip.getByRole('button', { name: 'Place Bet' }).click();
      const ticket = slip.locator('li.slip-ticket');
      await ticket.getByText('Checking your bet…').waitFor();
      if (reload) {
        // The bettor gives up waiting and reloads: the slip resumes the ticket, it never calculates anew.
        await page.reload();
        await ticket.getByText('Checking your bet…').waitFor();
      }
      expect(await slip.getByRole('button', { name: 'Retain selections' }).isDisabled()).toBe(true);
      expect(await slip.getByText(/Connection error/).count()).toBe(0);
      await screenshot(page, reload ? 'betslip-checking-after-reload' : 'betslip-checking-bet', viewport);
      release();

      await poll(() => ticket.getAttribute('data-status')).toBe('PROCESSED');
      expect(lostBetId).not.toBeNull();
      await ticket.getByText(`Bet ID: ${String(lostBetId)}`).waitFor();
      expect(new Set(uuids).size).toBe(1);
      expect(calculations).toBe(1);
      expect(uuids.length).toBeGreaterThanOrEqual(2);
      await poll(() => ledgerBalanceMinor(sportsbook, session)).toBe(before - 500);
      await poll(() => balanceOf(page)).toBe(before - 500);
      expect((await betsOnServer()).length - betsBefore).toBe(1);
      await expectAccessible(page, { within: SLIP });
      await screenshot(page, reload ? 'betslip-checked-after-reload' : 'betslip-checked-placed', viewport);
      await close();
    });
  }
});
