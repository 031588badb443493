import { eventsResponseSchema } from '@sportsbook/protocol';
import type { SportEvent } from '@sportsbook/protocol';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ViewportName } from './support/browser';
import type { Sportsbook } from './support/server';
import { waitForAnimations } from './support/shell';

/*
 * Bet-slip journeys' helpers: find outcomes through the sports API (the feed is random but
 * seeded), log in through the account frame, check the slip with axe.
 */

export const FRAME = 'iframe[title="Account"]';
/** The bet slip, as the accessibility checks look inside it. */
export const SLIP = '[data-testid="betslip"]';

/** The slip on the page (the desktop column or the mobile floating slip). */
export function slipOf(page: Page): Locator {
  return page.getByTestId('betslip');
}

/** Every event the book lists now. */
export async function listEvents(sportsbook: Sportsbook): Promise<SportEvent[]> {
  const response = await fetch(`${sportsbook.api}/echo/v1/events?bookmaker=gb&lang=en`);
  return eventsResponseSchema.parse(await response.json()).events;
}

/** Events starting sooner than this may go live (and suspend or move) while a journey runs. */
const STEADY_MARGIN_MS = 10 * 60_000;

/** A pre-match event far enough from its start that its prices hold still during a journey. */
export function isSteadyPreMatch(event: SportEvent, now = Date.now()): boolean {
  return !event.is_live && Date.parse(event.starts_at) - now > STEADY_MARGIN_MS;
}

/** The first open, priced outcome of `count` different steady pre-match events of a sport. */
export function pickOutcomes(
  events: readonly SportEvent[],
  count: number,
  options: { readonly sport?: string; readonly eachWay?: boolean; readonly minOdds?: number } = {},
): number[] {
  const picked: number[] = [];
  for (const event of events) {
    if (!isSteadyPreMatch(event) || (options.sport && event.sport.slug !== options.sport)) continue;
    const market = event.markets.find(
      (candidate) =>
        !candidate.is_suspended && (!options.eachWay || ((candidate.ew_place ?? 0) > 1 && candidate.ew_price)),
    );
    const outcome = market?.outcomes.find(
      (candidate) => candidate.odds >= (options.minOdds ?? 1.05) && candidate.odds < 8,
    );
    if (outcome) picked.push(outcome.id);
    if (picked.length === count) return picked;
  }
  throw new Error(`only ${picked.length} of ${count} outcomes found`);
}

/**
 * Waits until the home page's listings have rendered in full: the upcoming rows (which render
 * deferred, after the live ones) are in, and no listing is still rendering (`aria-busy`). Until
 * the upcoming data arrives there is no upcoming listing at all, so the busy check alone passes
 * too early.
 */
export async function waitForHomeListings(page: Page): Promise<void> {
  await page.locator('section[aria-labelledby="home-upcoming-title"] button[data-outcome-id]').first().waitFor();
  await expect.poll(() => page.locator('.event-listing[aria-busy="true"]').count()).toBe(0);
}

/** Starts every page of the context on the GB brand (demo-gb's), in English. */
export async function useGbBrand(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (!window.localStorage.getItem('user_country')) window.localStorage.setItem('user_country', 'GB');
    if (!window.localStorage.getItem('app_lang')) window.localStorage.setItem('app_lang', 'en');
  });
}

/** Logs demo-gb in through the account frame, which is already open on its login page. */
export async function logInInFrame(page: Page): Promise<void> {
  await page.locator(FRAME).waitFor({ state: 'visible' });
  const frame = page.frameLocator(FRAME);
  await frame.getByLabel('Username').fill('demo-gb');
  await frame.getByLabel('Password', { exact: true }).fill('demo-pass-1');
  await frame.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.locator(FRAME).waitFor({ state: 'hidden' });
}

/** The header balance as minor units, once it shows. */
export async function balanceOf(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance').first().textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

/** A row of the totals: its value text. */
export async function totalOf(slip: Locator, label: string): Promise<string> {
  return (await slip.locator('.slip-totals__row', { hasText: label }).locator('dd').textContent()) ?? '';
}

/**
 * Opens the slip: on mobile through the bottom navigation's Bet Slip tab, unless it is open. Read
 * once the page has settled (no sheet or frame still sliding), so a slip on its way in or out is
 * not taken for the other state.
 */
export async function showSlip(page: Page, viewport: ViewportName): Promise<void> {
  if (viewport === 'mobile') {
    const tab = page.getByRole('button', { name: /^Bet Slip, selections/ });
    await tab.waitFor();
    await waitForAnimations(page);
    if (!(await slipOf(page).isVisible())) {
      await tab.click();
      await page.getByRole('dialog', { name: /Bet Slip/ }).waitFor();
    }
  }
  await slipOf(page).waitFor();
}
