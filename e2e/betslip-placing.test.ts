import { calcTotals, formatMoney, toMoney } from '@sportsbook/betting';
import type { SlipState } from '@sportsbook/betting';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  FRAME,
  isSteadyPreMatch,
  listEvents,
  logInInFrame,
  pickOutcomes,
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
 * The bet slip end to end: a guest builds a combi, is sent to log in through
 * the account frame, places the bet as demo-gb and sees it PROCESSED with the balance down by
 * the stake; CANNOT_COMBINE; a System 2/3 each way on races; a free bet on a combi; a stake above
 * the balance; the addToSlip address; axe on the slip in each state; the slip by keyboard alone.
 */

/** Polls like a bettor waits: up to 15 s for the page to catch up. */
function poll<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: 15_000, interval: 100 });
}

/** The combi return the core computes from the slip as the page keeps it, formatted as shown. */
async function expectedCombiReturn(page: Page, stakeMinor: number): Promise<string> {
  const slip = await page.evaluate(() => JSON.parse(window.localStorage.getItem('betslip') ?? 'null') as unknown);
  const { selections } = slip as SlipState;
  const totals = calcTotals({
    betType: 'combi',
    legs: selections.map((selection) => ({
      outcomeId: selection.outcomeId,
      eventId: selection.eventId,
      odds: selection.odds,
    })),
    stake: toMoney(stakeMinor),
  });
  return formatMoney(toMoney(totals.potentialReturn + totals.boost), 'GBP', 'en');
}

/**
 * The first odds button's outcome of each of the first two steady pre-match events listed on the
 * page, as a bettor finds them. Live events, and those about to start, are passed over: a goal can
 * suspend their markets or move their prices while the journey runs.
 */
async function firstOutcomesOfTwoEvents(page: Page, sportsbook: Sportsbook): Promise<string[]> {
  const open = new Map<string, number>();
  for (const event of await listEvents(sportsbook)) {
    if (!isSteadyPreMatch(event)) continue;
    for (const market of event.markets) {
      if (market.is_suspended) continue;
      for (const outcome of market.outcomes) open.set(String(outcome.id), event.id);
    }
  }
  // The upcoming listing renders after the live one (deferred): read the rows until two steady
  // events show, never once at whatever moment the first button appeared.
  let picked = new Map<number, string>();
  await poll(async () => {
    const rows = await page.evaluate(() =>
      [
        ...new Set(Array.from(document.querySelectorAll('button[data-outcome-id]'), (button) => button.parentElement)),
      ].map((row) =>
        Array.from(row?.querySelectorAll('button[data-outcome-id]:not([disabled])') ?? [], (button) =>
          button.getAttribute('data-outcome-id'),
        ),
      ),
    );
    picked = new Map<number, string>();
    for (const [first] of rows) {
      const eventId = first ? open.get(first) : undefined;
      if (first && eventId !== undefined && !picked.has(eventId)) picked.set(eventId, first);
      if (picked.size === 2) break;
    }
    return picked.size;
  }).toBe(2);
  return [...picked.values()];
}

describe('bet slip journeys', () => {
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
    it(`places a guest's combi after logging in as demo-gb (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await useGbBrand(context);
      await page.goto(sportsbook.web);
      // The first odds button of two different events, as a bettor finds them in the listing.
      for (const id of await firstOutcomesOfTwoEvents(page, sportsbook)) {
        await page.locator(`button[data-outcome-id="${id}"]`).first().click();
      }
      await showSlip(page, viewport);
      const slip = slipOf(page);
      await poll(() => slip.getByTestId('betslip-selection').count()).toBe(2);
      await poll(() => slip.getByRole('tab', { name: 'Combi' }).getAttribute('aria-selected')).toBe('true');
      await slip.getByLabel('Stake').fill('5');
      await poll(async () => (await totalOf(slip, 'Potential return')) === (await expectedCombiReturn(page, 500))).toBe(
        true,
      );
      await poll(() => totalOf(slip, 'Total stake')).toBe('£5.00');
      await expectAccessible(page, { within: SLIP });
      await screenshot(page, 'betslip-combi-guest', viewport);

      await slip.getByRole('button', { name: 'Place Bet' }).click();
      await page.locator(FRAME).waitFor({ state: 'visible' });
      await screenshot(page, 'betslip-login-frame', viewport);
      await logInInFrame(page);
      await poll(() => balanceOf(page)).toBeGreaterThan(0);
      const before = await balanceOf(page);

      await showSlip(page, viewport);
      await poll(() => slip.getByTestId('betslip-selection').count()).toBe(2);
      await slip.getByRole('button', { name: 'Place Bet' }).click();
      const ticket = slip.getByRole('listitem').filter({ hasText: /Bet ID: \d+/ });
      await ticket.waitFor();
      await poll(() => ticket.getAttribute('data-status')).toBe('PROCESSED');
      await slip.getByRole('heading', { name: 'Bet placed' }).waitFor();
      await poll(() => balanceOf(page)).toBe(before - 500);
      await expectAccessible(page, { within: SLIP });
      await screenshot(page, 'betslip-placed', viewport);

      await slip.getByRole('button', { name: 'Retain selections' }).click();
      await poll(() => slip.getByTestId('betslip-selection').count()).toBe(2);
      await context.close();
    });
  }

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`places one accumulator of three legs added on three match pages (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await useGbBrand(context);
      await page.goto(`${sportsbook.web}/football`);
      const steady = new Set(
        (await listEvents(sportsbook))
          .filter((event) => event.sport.slug === 'football' && isSteadyPreMatch(event))
          .map((event) => `/${event.translated_sport_slug}/${event.translated_competition_slug}/${event.slug}`),
      );
      // Three steady pre-match matches as the sport page links them, pinned by their paths.
      let paths: string[] = [];
      await poll(async () => {
        const hrefs = await page
          .locator('main article a[href]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        paths = [...new Set(hrefs.filter((href) => steady.has(href)))].slice(0, 3);
        return paths.length;
      }).toBe(3);
      for (const [index, path] of paths.entries()) {
        // In-app navigation, as a bettor follows the links: each page is a route change.
        await page.locator(`main article a[href="${path}"]`).first().click();
        await poll(() => new URL(page.url()).pathname).toBe(path);
        // The match page's own button: the sport page is kept alive in the document (hidden once
        // the match page shows), so the button is looked for inside the match screen only.
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
      await poll(() => slip.getByTestId('betslip-selection').count()).toBe(3);
      await poll(() => slip.getByRole('tab', { name: 'Combi' }).getAttribute('aria-selected')).toBe('true');
      await slip.getByLabel('Stake').fill('1');
      await poll(() => totalOf(slip, 'Bets')).toBe('1');
      await poll(() => totalOf(slip, 'Total stake')).toBe('£1.00');
      await screenshot(page, 'betslip-accumulator-across-pages', viewport);
      // A guest's press opens the login; the slip stays as it was.
      await slip.getByRole('button', { name: 'Place Bet' }).click();
      await logInInFrame(page);
      await poll(() => balanceOf(page)).toBeGreaterThan(0);
      const before = await balanceOf(page);
      await showSlip(page, viewport);
      await poll(() => slip.getByRole('tab', { name: 'Combi' }).getAttribute('aria-selected')).toBe('true');
      await slip.getByRole('button', { name: 'Place Bet' }).click();
      const ticket = slip.getByRole('listitem').filter({ hasText: /Bet ID: \d+/ });
      await ticket.waitFor();
      await poll(() => ticket.getAttribute('data-status')).toBe('PROCESSED');
      // One bet, the accumulator: one ticket, and the balance down by its one stake.
      expect(
        await slip
          .getByRole('listitem')
          .filter({ hasText: /Bet ID/ })
          .count(),
      ).toBe(1);
      await poll(() => balanceOf(page)).toBe(before - 100);
      await screenshot(page, 'betslip-accumulator-placed', viewport);
      await context.close();
    });
  }

  it('flags two selections of one event as CANNOT_COMBINE and disables Place Bet', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await useGbBrand(context);
    await page.goto(sportsbook.web);
    const slip = slipOf(page);
    await slip.waitFor();
    await expectAccessible(page, { within: SLIP });
    await screenshot(page, 'betslip-empty', 'desktop');
    // The home and away buttons of the first listed pre-match event.
    const [id] = await firstOutcomesOfTwoEvents(page, sportsbook);
    const row = page.locator(`button[data-outcome-id="${id}"]`).first().locator('xpath=..');
    const buttons = row.locator('button[data-outcome-id]');
    await buttons.first().click();
    await buttons.last().click();
    await poll(() => slip.getByTestId('betslip-selection').count()).toBe(2);
    await poll(() => slip.getByRole('tab', { name: 'Single' }).getAttribute('aria-selected')).toBe('true');
    await slip.getByRole('tab', { name: 'Combi' }).click();
    await poll(() => slip.getByText('Selections from the same event cannot be combined.').count()).toBe(2);
    await poll(() => slip.getByRole('button', { name: 'Place Bet' }).isDisabled()).toBe(true);
    await slip.getByText('Remove the selections that cannot be combined, or choose Single.').waitFor();
    await expectAccessible(page, { within: SLIP });
    await screenshot(page, 'betslip-cannot-combine', 'desktop');
    await context.close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`prices a System 2/3 each way on three races (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await useGbBrand(context);
      const races = pickOutcomes(await listEvents(sportsbook), 3, { sport: 'horse-racing', eachWay: true });
      await page.goto(`${sportsbook.web}/?action=addToSlip&selections=${races.join('|')}`);
      await showSlip(page, viewport);
      const slip = slipOf(page);
      await poll(() => slip.getByTestId('betslip-selection').count()).toBe(3);
      await slip.getByRole('tab', { name: 'System' }).click();
      const system = slip.getByLabel('System bet');
      await poll(() => system.locator('option:checked').textContent()).toBe('System 2/3 (3 combinations)');
      await slip.getByRole('checkbox', { name: 'Each Way' }).check();
      await slip.getByLabel('Stake').fill('1');
      // Three doubles, each way: 6 lines at 1.00.
      await poll(() => totalOf(slip, 'Bets')).toBe('6');
      await poll(() => totalOf(slip, 'Total stake')).toBe('£6.00');
      await expectAccessible(page, { within: SLIP });
      await screenshot(page, 'betslip-system-each-way', viewport);
      await context.close();
    });
  }

  it('fills the slip from /?action=addToSlip and cleans the address', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await useGbBrand(context);
    const [first, second] = pickOutcomes(await listEvents(sportsbook), 2, { sport: 'football' });
    await page.goto(`${sportsbook.web}/?action=addToSlip&selections=${first}|${second}&stake=5`);
    const slip = slipOf(page);
    await poll(() => slip.getByTestId('betslip-selection').count()).toBe(2);
    await poll(() => new URL(page.url()).search).toBe('');
    await poll(() => slip.getByLabel('Stake').inputValue()).toBe('5');
    await poll(() => totalOf(slip, 'Total stake')).toBe('£5.00');
    await context.close();
  });

  it('uses a free bet on a combi, then shows the insufficient-funds banner for a stake above the balance', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await useGbBrand(context);
    const [first, second, third] = pickOutcomes(await listEvents(sportsbook), 3, { sport: 'football', minOdds: 1.6 });
    await page.goto(sportsbook.web);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await logInInFrame(page);
    await page.getByTestId('balance').first().waitFor();
    await page.goto(`${sportsbook.web}/?action=addToSlip&selections=${first}|${second}`);
    await poll(() => balanceOf(page)).toBeGreaterThan(0);
    const before = await balanceOf(page);
    const slip = slipOf(page);
    await poll(() => slip.getByTestId('betslip-selection').count()).toBe(2);
    const freebet = slip.getByLabel('Free bet');
    await freebet.waitFor();
    await freebet.selectOption({ label: (await freebet.locator('option:not([disabled])').nth(1).textContent()) ?? '' });
    await poll(() => slip.getByLabel('Stake').isDisabled()).toBe(true);
    await slip.getByText('The free bet pays the stake.').waitFor();
    await expectAccessible(page, { within: SLIP });
    await screenshot(page, 'betslip-freebet', 'desktop');
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    const ticket = slip.getByRole('listitem').filter({ hasText: /Bet ID: \d+/ });
    await ticket.waitFor();
    await poll(() => ticket.getAttribute('data-status')).toBe('PROCESSED');
    expect(await balanceOf(page)).toBe(before);

    await slip.getByRole('button', { name: 'Clear all', exact: true }).click();
    await page.goto(`${sportsbook.web}/?action=addToSlip&selections=${third}`);
    await poll(() => slip.getByTestId('betslip-selection').count()).toBe(1);
    await slip.getByLabel('Stake').fill('5000');
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    await slip.getByRole('alert').filter({ hasText: 'You have insufficient funds.' }).waitFor();
    await expectAccessible(page, { within: SLIP });
    await screenshot(page, 'betslip-insufficient-funds', 'desktop');
    await slip.getByRole('button', { name: 'Deposit Now' }).click();
    await page.locator(FRAME).waitFor({ state: 'visible' });
    await context.close();
  });

  it('works by keyboard alone', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await useGbBrand(context);
    const picks = pickOutcomes(await listEvents(sportsbook), 3, { sport: 'football' });
    await page.goto(`${sportsbook.web}/?action=addToSlip&selections=${picks.join('|')}`);
    const slip = slipOf(page);
    await poll(() => slip.getByTestId('betslip-selection').count()).toBe(3);
    // Into the slip with Tab from its title, then only keys.
    await slip.getByRole('button', { name: 'Settings' }).focus();
    const combi = slip.getByRole('tab', { name: 'Combi' });
    for (
      let presses = 0;
      presses < 5 && !(await combi.evaluate((element) => element === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    expect(await combi.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await poll(() => slip.getByRole('tab', { name: 'System' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await poll(() => combi.getAttribute('aria-selected')).toBe('true');
    const stake = slip.getByLabel('Stake');
    for (
      let presses = 0;
      presses < 20 && !(await stake.evaluate((element) => element === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type('2.5');
    await poll(() => totalOf(slip, 'Total stake')).toBe('£2.50');
    const placeBet = slip.getByRole('button', { name: 'Place Bet' });
    // Tab reaches the button only once the typed stake has enabled it.
    await poll(() => placeBet.isEnabled()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await placeBet.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.locator(FRAME).waitFor({ state: 'visible' });
    await context.close();
  });
});
