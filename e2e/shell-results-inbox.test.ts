import { inboxResponseSchema, resultsResponseSchema } from '@sportsbook/protocol';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEvents, logInDemo, placeOnFirst, storeSessionInBrowser } from './mybets-api';
import type { DemoSession } from './mybets-api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import type { ViewportName } from './support/browser';
import { startSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { openShell, expectAccessible, waitForPageData } from './support/shell';

/*
 * The Results page and the Inbox. The feed runs at FEED_SPEED 120 (two simulated minutes a
 * second) so events end while the journey runs: the Results page lists them with their final
 * scores and filters them by sport; a bet of demo-gb settles and its Inbox message arrives on
 * the open Inbox page over the player channel, with the unread count in the header.
 */

const FEED_SPEED = '120';
const SETTLE_TIMEOUT_MS = 150_000;

async function resultsTotal(sportsbook: Sportsbook, query = ''): Promise<number> {
  const response = await fetch(`${sportsbook.api}/v1/results?lang=en${query}`);
  return resultsResponseSchema.parse(await response.json()).total;
}

async function unreadOf(sportsbook: Sportsbook, session: DemoSession): Promise<number> {
  const response = await fetch(`${sportsbook.api}/v1/inbox?limit=1`, {
    headers: { jwt: session.access_token, bookmaker: 'gb' },
  });
  return inboxResponseSchema.parse(await response.json()).unread;
}

describe('Results and the Inbox', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  let session: DemoSession;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([startSportsbook({ FEED_SPEED }), launchBrowser()]);
    session = await logInDemo(sportsbook, 'demo-gb');
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  it(
    'lists settled events with their final scores and filters them by sport',
    async () => {
      await expect
        .poll(() => resultsTotal(sportsbook), { timeout: SETTLE_TIMEOUT_MS, interval: 1_000 })
        .toBeGreaterThan(1);
      for (const viewport of ['desktop', 'mobile'] as const satisfies readonly ViewportName[]) {
        const { context, page } = await newPage(browser, viewport);
        await openShell(page, `${sportsbook.web}/results`);
        await page.getByRole('heading', { name: 'Results', level: 1 }).waitFor();
        const rows = page.getByTestId('result-row');
        await rows.first().waitFor();
        await waitForPageData(page);
        // Every row shows a final score: "h - a" for a match, a finishing order for a race. Read
        // until the list holds rows and none lacks one (a refresh may be adding rows meanwhile).
        await expect
          .poll(async () => {
            const texts = await rows.allInnerTexts();
            return texts.length > 0 ? texts.filter((text) => !/\d+ - \d+|1\. \S/.test(text)) : ['(no rows)'];
          })
          .toEqual([]);
        await screenshot(page, 'results', viewport);
        await expectAccessible(page, { within: 'main' });

        const sport = page.getByRole('combobox', { name: 'Sport', exact: true });
        const options = await sport
          .locator('option')
          .evaluateAll((nodes) =>
            nodes.map((node) => ({ value: (node as HTMLOptionElement).value, label: node.textContent ?? '' })),
          );
        const chosen = options.find((option) => option.value !== '');
        expect(chosen).toBeDefined();
        await sport.selectOption(chosen!.value);
        await expect.poll(() => page.url()).toContain(`sport=${chosen!.value}`);
        await waitForPageData(page);
        await expect
          .poll(async () => {
            const sports = await rows.locator('.result-row__sport').allInnerTexts();
            return sports.length > 0 && sports.every((name) => name === chosen!.label);
          })
          .toBe(true);
        await screenshot(page, 'results-filtered', viewport);
        await context.close();
      }
    },
    SETTLE_TIMEOUT_MS + 60_000,
  );

  it(
    'shows a bet’s settlement in the open Inbox as it happens, with the unread count in the header',
    async () => {
      const { context, page } = await newPage(browser, 'desktop');
      await storeSessionInBrowser(context, session, 'GB');
      await openShell(page, `${sportsbook.web}/inbox`);
      await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
      await page.getByTestId('inbox-message').first().waitFor();
      // Start from nothing unread: the demo player's seeded deposit and free bets are read.
      await page.getByRole('button', { name: 'Mark all read' }).click();
      await expect.poll(() => page.getByTestId('inbox-unread').innerText()).toBe('Unread: 0');
      await page.getByTestId('inbox-badge').waitFor({ state: 'detached' });

      const live = (await listEvents(sportsbook, { live: '1' }))
        .filter((event) => event.sport.category === 'sport')
        .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
      const bet = await placeOnFirst(sportsbook, session, live);
      const settledMessage = page
        .getByTestId('inbox-message')
        .filter({ hasText: `#${bet.betId}` })
        .filter({ hasText: /Bet (won|lost|void|partly won)/ });
      await settledMessage.waitFor({ timeout: SETTLE_TIMEOUT_MS });
      await expect.poll(() => page.getByTestId('inbox-unread').innerText()).toBe('Unread: 1');
      await expect.poll(() => page.getByTestId('inbox-badge').innerText()).toContain('1');
      expect(await unreadOf(sportsbook, session)).toBe(1);
      await screenshot(page, 'inbox-settled', 'desktop');
      await expectAccessible(page, { within: 'main' });

      await settledMessage.getByRole('button', { name: /^Mark .* read$/ }).click();
      await expect.poll(() => page.getByTestId('inbox-unread').innerText()).toBe('Unread: 0');
      await page.getByTestId('inbox-badge').waitFor({ state: 'detached' });
      await context.close();
    },
    SETTLE_TIMEOUT_MS + 60_000,
  );

  it('shows the Inbox on a phone, where a message can be deleted', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await storeSessionInBrowser(context, session, 'GB');
    await openShell(page, `${sportsbook.web}/inbox`);
    const messages = page.getByTestId('inbox-message');
    await messages.first().waitFor();
    await waitForPageData(page);
    const before = await messages.count();
    await screenshot(page, 'inbox', 'mobile');
    await expectAccessible(page, { within: 'main' });
    await messages
      .first()
      .getByRole('button', { name: /^Delete / })
      .click();
    await expect.poll(() => messages.count()).toBe(before - 1);
    await context.close();
  });

  it('links a slip line to its event, and empties a slip left open for 24 hours', async () => {
    const later = Date.now() + 3 * 3_600_000;
    const match = (await listEvents(sportsbook, { sport: 'football' })).find(
      (event) =>
        !event.is_live &&
        Date.parse(event.starts_at) > later &&
        event.markets.some((market) => !market.is_suspended && market.outcomes.some((outcome) => outcome.odds > 1.2)),
    );
    expect(match).toBeDefined();
    const path = `/${match!.translated_sport_slug}/${match!.translated_competition_slug}/${match!.slug}`;
    const outcome = match!.markets.find((market) => !market.is_suspended)!.outcomes.find((o) => o.odds > 1.2)!;
    const { context, page } = await newPage(browser, 'desktop');
    // The page's clock is ours: the 24 h pass by fast-forwarding it, never by waiting.
    await page.clock.install();
    await openShell(page, `${sportsbook.web}${path}`);
    await waitForPageData(page);
    const button = page.locator(`button[data-outcome-id="${outcome.id}"]`).first();
    await button.click();
    await screenshot(page, 'slip-line-added', 'desktop');
    const line = page.getByTestId('betslip').getByTestId('betslip-selection');
    await line.waitFor();
    await page.getByRole('link', { name: 'In Play' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/live');
    await line.getByRole('link', { name: match!.name }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(path);
    await screenshot(page, 'slip-line-link', 'desktop');

    await page.clock.fastForward('24:59:00');
    await expect.poll(() => line.count()).toBe(0);
    await context.close();
  });
});
