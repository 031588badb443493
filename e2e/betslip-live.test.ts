import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketsResponseSchema } from '@sportsbook/protocol';
import type { SportEvent } from '@sportsbook/protocol';
import { listEvents, SLIP, slipOf, useGbBrand, waitForHomeListings } from './betslip-support';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { expectAccessible } from './support/shell';

/*
 * The live slip: with the feed running fast (FEED_SPEED 40) a price in the
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

/** The minute an in-play clock shows ("67'" → 67); events without one sort last. */
function minuteOf(event: SportEvent): number {
  const minute = Number.parseInt(event.stats?.time ?? '', 10);
  return Number.isFinite(minute) ? minute : Number.POSITIVE_INFINITY;
}

/**
 * An open outcome of the in-play event with a clock and a score that has the most of its match
 * left (the fast feed plays a match in minutes), with its event id.
 */
function pickInPlayOutcome(events: readonly SportEvent[]): { eventId: number; outcomeId: number } {
  const inPlay = events
    .filter(
      (event) =>
        event.is_live &&
        event.status !== 'ended' &&
        event.stats?.time !== undefined &&
        event.stats.home_scores !== undefined &&
        event.stats.away_scores !== undefined,
    )
    .sort((a, b) => minuteOf(a) - minuteOf(b));
  for (const event of inPlay) {
    const outcome = event.markets
      .find((market) => !market.is_suspended)
      ?.outcomes.find((candidate) => candidate.odds > 1);
    if (outcome) return { eventId: event.id, outcomeId: outcome.id };
  }
  throw new Error(`no open in-play outcome among ${inPlay.length} in-play events with a clock and a score`);
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
      // The upcoming listing renders deferred after the live one: pick from the whole page, once
      // it has rendered (not from whatever part of it was there when the first button showed).
      await waitForHomeListings(page);
      // Three open live prices: at least one of them moves within a few refreshes. A fast feed can
      // suspend a market between looking and clicking; such a price is passed over (every other
      // button first, so the picks spread over events; then the rest).
      const listed = await open.evaluateAll((buttons) => buttons.map((button) => button.dataset.outcomeId ?? ''));
      const ids = [...new Set(listed.filter((id) => id !== ''))];
      const candidates = [...ids.filter((_, index) => index % 2 === 0), ...ids.filter((_, index) => index % 2 === 1)];
      let added = 0;
      for (const id of candidates) {
        if (added === 3) break;
        // Long enough for a click on a busy machine, short enough to pass over a suspended price.
        const clicked = await page
          .locator(`button[data-outcome-id="${id}"]:not([disabled])`)
          .first()
          .click({ timeout: 5_000 })
          .then(() => true)
          .catch(() => false);
        if (clicked) added += 1;
      }
      expect(added, `open prices clicked of ${candidates.length} listed`).toBe(3);
      if (viewport === 'mobile') await page.getByRole('button', { name: /^Bet Slip, selections/ }).click();
      const slip = slipOf(page);
      await expect.poll(() => slip.getByTestId('betslip-selection').count()).toBe(3);
      const accept = slip.getByRole('button', { name: 'Accept changed odds' });
      await accept.waitFor({ timeout: 60_000 });
      await slip.getByText('New odds:').first().waitFor();
      await expectAccessible(page, { within: SLIP });
      await screenshot(page, 'betslip-accept-odds', viewport);
      const before = await takenOdds(page);
      await accept.click();
      // Taken: at least one of the slip's prices is now the moved one.
      await expect.poll(async () => JSON.stringify(await takenOdds(page))).not.toBe(JSON.stringify(before));
      await context.close();
    });
  }

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`shows the live clock and score of an in-play event on its slip line, following the feed (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await useGbBrand(context);
      const { eventId, outcomeId } = pickInPlayOutcome(await listEvents(sportsbook));
      const scoreNow = async () => {
        const response = await fetch(`${sportsbook.api}/echo/v1/markets?event_id=${eventId}&bookmaker=gb&lang=en`);
        const { stats } = marketsResponseSchema.parse(await response.json()).event;
        return `Score ${stats?.home_scores}–${stats?.away_scores}`;
      };
      // The slip's address entry (spec 001 §2 LineID) puts the in-play outcome on the slip.
      await page.goto(`${sportsbook.web}/?LineID=${outcomeId}`);
      if (viewport === 'mobile') await page.getByRole('button', { name: /^Bet Slip, selections/ }).click();
      const slip = slipOf(page);
      const line = slip.locator(`[data-testid="betslip-selection"][data-outcome-id="${outcomeId}"]`);
      const live = line.getByTestId('slip-line-live');
      await live.getByText('Live', { exact: true }).waitFor();
      const clock = live.locator('.slip-line__clock');
      // A break (the fast feed's half time lasts ≈ 23 s) shows its name without a clock: wait it out.
      await expect.poll(async () => (await clock.textContent())?.trim() ?? '', { timeout: 40_000 }).toMatch(/\d/);
      // The score is the feed's: read from the page and from the sports API until both agree (a
      // goal between the two reads is simply read again).
      await expect
        .poll(async () => {
          const shown = await live.getByLabel(/^Score \d+–\d+$/).getAttribute('aria-label', { timeout: 1_000 });
          return shown === (await scoreNow());
        })
        .toBe(true);
      await expectAccessible(page, { within: SLIP });
      await screenshot(page, 'betslip-live-line', viewport);
      // The clock follows the event's channel while the slip is open: it moves on by itself.
      const first = (await clock.textContent())?.trim();
      await expect.poll(async () => (await clock.textContent())?.trim(), { timeout: 30_000 }).not.toBe(first);
      await context.close();
    });
  }
});
