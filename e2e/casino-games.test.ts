import { casinoRoundsResponseSchema } from '@sportsbook/protocol';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import type { ViewportName } from './support/browser';
import { expectAccessible, waitForPageData } from './support/shell';
import { startSportsbook } from './support/server';
import type { Sportsbook } from './support/server';

/*
 * The casino: demo-gb opens Mini Games Casino, plays rounds of each game in the `Casino`
 * frame, the header balance follows the ledger exactly, the reality check (shortened by the
 * test-build hook) hides the games until Continue, and Log out closes the game session.
 */

const FRAME = 'iframe[title="Casino"]';
const GAMES = ['Dice', 'Wheel', 'Plinko'] as const;

const pounds = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(amount);

/**
 * The player's balance as the ledger has it (`GET /player/details` with the page's own token: on the
 * device, or in the tab for a phone login without 'Auto login').
 */
async function ledgerBalance(page: Page, sportsbook: Sportsbook): Promise<number> {
  const jwt = await page.evaluate(
    () => window.localStorage.getItem('jwt') ?? window.sessionStorage.getItem('jwt') ?? '',
  );
  const response = await fetch(`${sportsbook.api}/player/details`, { headers: { jwt, bookmaker: 'gb' } });
  return ((await response.json()) as { data: { balance: number } }).data.balance;
}

async function logIn(page: Page, sportsbook: Sportsbook, viewport: ViewportName): Promise<void> {
  await page.goto(sportsbook.web);
  if (viewport === 'desktop') {
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // The account site's first load on a cold, busy server: waited for (up to a minute), not slept.
    await page.locator('iframe[title="Account"]').waitFor({ state: 'visible', timeout: 60_000 });
    const frame = page.frameLocator('iframe[title="Account"]');
    await frame.getByLabel('Username').waitFor({ timeout: 60_000 });
    await frame.getByLabel('Username').fill('demo-gb');
    await frame.getByLabel('Password', { exact: true }).fill('demo-pass-1');
    await frame.getByRole('button', { name: 'Log in', exact: true }).click();
  } else {
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const overlay = page.getByRole('dialog', { name: 'Log in' });
    await overlay.getByLabel('Username', { exact: true }).fill('demo-gb');
    await overlay.getByLabel('Password', { exact: true }).fill('demo-pass-1');
    await overlay.getByRole('button', { name: 'Login', exact: true }).click();
    await overlay.waitFor({ state: 'detached' });
  }
  await page.getByTestId('balance').first().waitFor();
}

async function openCasino(page: Page, viewport: ViewportName): Promise<void> {
  if (viewport === 'mobile') await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Mini Games Casino' }).click();
  await page.getByRole('heading', { name: 'Mini Games Casino' }).waitFor();
}

/** Plays one round with the keyboard and waits until the game has shown it (its round counter moved). */
async function playRound(frame: FrameLocator): Promise<void> {
  const nonce = frame.locator('#nonce');
  await expect.poll(() => nonce.textContent()).toMatch(/^\d+$/);
  const before = Number(await nonce.textContent());
  const play = frame.getByRole('button', { name: 'Play', exact: true });
  await expect.poll(() => play.isEnabled()).toBe(true);
  await play.focus();
  await play.press('Enter');
  await expect.poll(async () => Number(await nonce.textContent())).toBe(before + 1);
}

/** The player's casino rounds as the server lists them (`GET /v1/casino/rounds`), newest first. */
async function roundsOnServer(page: Page, sportsbook: Sportsbook) {
  const jwt = await page.evaluate(
    () => window.localStorage.getItem('jwt') ?? window.sessionStorage.getItem('jwt') ?? '',
  );
  const response = await fetch(`${sportsbook.api}/v1/casino/rounds?limit=100`, { headers: { jwt, bookmaker: 'gb' } });
  return casinoRoundsResponseSchema.parse(await response.json()).data;
}

async function expectHeaderFollowsLedger(page: Page, sportsbook: Sportsbook): Promise<void> {
  const header = page.getByTestId('balance').first();
  await expect
    .poll(async () => (await header.textContent())?.includes(pounds(await ledgerBalance(page, sportsbook))))
    .toBe(true);
}

describe('casino mini-games', () => {
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
    it(`plays every game on ${viewport}, the header balance follows the ledger, the reality check pauses, logout closes`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await logIn(page, sportsbook, viewport);
      // Test-build hook: no reality check while the games are played (it is shortened below).
      await page.evaluate(() => {
        window.__CASINO_REALITY_CHECK_SECONDS__ = 3_600;
      });
      await openCasino(page, viewport);
      const frame = page.frameLocator(FRAME);

      for (const game of GAMES) {
        await page.getByRole('button', { name: `Play ${game}` }).click();
        await frame.getByRole('heading', { name: game, level: 1 }).waitFor();
        const rounds = viewport === 'desktop' ? 2 : 1;
        for (let round = 0; round < rounds; round++) {
          await playRound(frame);
          await expectHeaderFollowsLedger(page, sportsbook);
        }
        if (game === 'Dice') {
          await waitForPageData(page);
          await expectAccessible(page);
        }
        await screenshot(page, `casino-${game.toLowerCase()}`, viewport);
      }

      // Reveal the seed: the game's own verification recomputes a past round. The panel showed the
      // next seed's hash before the rotation; the rotation activates exactly that seed.
      await frame.getByText('Next server seed hash:').waitFor();
      const committed = await frame.locator('#next-seed-hash').textContent();
      expect(committed).toMatch(/^[0-9a-f]{64}$/);
      await frame.getByRole('button', { name: 'Reveal seed and start a new one' }).click();
      await frame.getByText(/Revealed server seed: [0-9a-f]{64}/).waitFor();
      expect(await frame.locator('#seed-hash').textContent()).toBe(committed);
      expect(await frame.locator('#next-seed-hash').textContent()).not.toBe(committed);
      await frame
        .getByRole('button', { name: /^Verify #/ })
        .first()
        .click();
      await frame.getByText('Verified: the seeds give this result').first().waitFor();
      // The lobby's rounds list (also under My Bets) follows: the revealed rounds verify there too.
      await page
        .getByRole('button', { name: /^Verify plinko #/i })
        .first()
        .click();
      await page.getByText('Verified: the revealed seed gives this result').first().waitFor();

      // A shortened reality check: the game hides and pauses until Continue.
      await page.getByRole('button', { name: 'Close game' }).click();
      await expect.poll(() => page.locator(FRAME).count()).toBe(0);
      await page.evaluate(() => {
        window.__CASINO_REALITY_CHECK_SECONDS__ = 2;
      });
      await page.getByRole('button', { name: 'Play Dice' }).click();
      await frame.getByRole('heading', { name: 'Dice', level: 1 }).waitFor();
      const check = page.getByRole('alertdialog', { name: 'Reality check' });
      await check.waitFor();
      await check.getByText(/You have been playing Dice for [\d.]+ minutes\./).waitFor();
      await expect.poll(() => page.locator(FRAME).isVisible()).toBe(false);
      await expectAccessible(page);
      await screenshot(page, 'casino-reality-check', viewport);
      // The restarted timer reads the hook again: no second message while the journey goes on.
      await page.evaluate(() => {
        window.__CASINO_REALITY_CHECK_SECONDS__ = 3_600;
      });
      await check.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => page.locator(FRAME).isVisible()).toBe(true);
      await playRound(frame);
      await expectHeaderFollowsLedger(page, sportsbook);

      // Log out: the game leaves the page and its session is closed on the server.
      const src = (await page.locator(FRAME).getAttribute('src')) ?? '';
      const credentials = new URLSearchParams(src.split('#')[1] ?? '');
      if (viewport === 'mobile') {
        await page.getByRole('button', { name: 'My account' }).click();
      } else {
        await page.getByRole('button', { name: /demo-gb/ }).click();
      }
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect.poll(() => page.locator(FRAME).count()).toBe(0);
      await expect
        .poll(async () => {
          const response = await fetch(`${sportsbook.api}/casino/api/state`, {
            headers: {
              'casino-session': credentials.get('session') ?? '',
              'casino-token': credentials.get('token') ?? '',
            },
          });
          return response.status;
        })
        .toBe(401);
      await context.close();
    }, 240_000);
  }

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`plays a round whose answer was lost once: one round, the stake taken once (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await logIn(page, sportsbook, viewport);
      await page.evaluate(() => {
        window.__CASINO_REALITY_CHECK_SECONDS__ = 3_600;
      });
      await openCasino(page, viewport);
      await page.getByRole('button', { name: 'Play Dice' }).click();
      const frame = page.frameLocator(FRAME);
      await frame.getByRole('heading', { name: 'Dice', level: 1 }).waitFor();
      const nonce = frame.locator('#nonce');
      await expect.poll(() => nonce.textContent()).toMatch(/^\d+$/);
      const before = Number(await nonce.textContent());
      const roundsBefore = (await roundsOnServer(page, sportsbook)).length;

      // The first round request reaches the server and is played, but its answer never reaches the
      // game; the tries after it wait until the player has seen the game checking.
      const roundIds: string[] = [];
      let lost: { id: string; balance: number } | null = null;
      let release: () => void = () => undefined;
      const seen = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/casino/api/rounds', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        roundIds.push((route.request().postDataJSON() as { round_id: string }).round_id);
        if (roundIds.length === 1) {
          const answer = (await (await route.fetch()).json()) as { data: { round: { id: string }; balance: number } };
          lost = { id: answer.data.round.id, balance: answer.data.balance };
          return route.abort('connectionreset');
        }
        await seen;
        return route.continue();
      });

      await frame.getByRole('button', { name: 'Play', exact: true }).click();
      await frame.getByText('Checking your bet…').waitFor();
      await screenshot(page, 'casino-checking-round', viewport);
      release();

      await expect.poll(async () => Number(await nonce.textContent())).toBe(before + 1);
      expect(lost).not.toBeNull();
      expect(new Set(roundIds)).toEqual(new Set([lost!.id]));
      expect(roundIds.length).toBeGreaterThanOrEqual(2);
      const rounds = await roundsOnServer(page, sportsbook);
      expect(rounds.length - roundsBefore).toBe(1);
      expect(rounds[0]?.id).toBe(lost!.id);
      expect(await ledgerBalance(page, sportsbook)).toBe(lost!.balance);
      await expectHeaderFollowsLedger(page, sportsbook);
      await screenshot(page, 'casino-checked-round', viewport);
      await context.close();
    }, 240_000);
  }
});
