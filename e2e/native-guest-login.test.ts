import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, VIEWPORTS } from './support/browser';
import type { ViewportName } from './support/browser';
import { sharedSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Decision 098: whatever needs a login opens the native login overlay in the app (never the
 * account site's login page, which the app does not show) and the frame's login page on the web;
 * what was asked for follows the login. The app runs in the device simulator (decision 038).
 */

const ARTIFACTS = fileURLToPath(new URL('../artifacts/screenshots', import.meta.url));
const APP_FRAME = 'iframe[title="App"]';
const ACCOUNT_FRAME = 'iframe[title="Account"]';
/** One journey boots the client in the simulator and logs in twice: a guard for a shared, busy machine. */
const JOURNEY_TIMEOUT_MS = 240_000;

/** Saves the app's screen (the simulator's frame, at whatever size it has now). */
async function appShot(page: Page, name: string, viewport: ViewportName): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.locator(APP_FRAME).screenshot({ path: join(ARTIFACTS, `native-${name}-${viewport}.png`) });
}

/** An address the player follows inside the running app (a link from a push message, a deep link). */
async function followLink(app: FrameLocator, path: string): Promise<void> {
  await app.locator('html').evaluate((_, to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The overlay is up, with nothing of the account frame under it (no loader, no backdrop); then it is closed. */
async function expectOverlayThenClose(app: FrameLocator): Promise<void> {
  const overlay = app.getByRole('dialog', { name: 'Log in' });
  await overlay.waitFor();
  expect(await app.getByText('Loading your account…').count()).toBe(0);
  expect(await app.getByTestId('account-frame-backdrop').count()).toBe(0);
  await overlay.getByRole('button', { name: 'Close login' }).click();
  await overlay.waitFor({ state: 'detached' });
}

async function logInFromOverlay(app: FrameLocator, username: string): Promise<void> {
  const overlay = app.getByRole('dialog', { name: 'Log in' });
  await overlay.getByLabel('Username', { exact: true }).fill(username);
  await overlay.getByLabel('Password', { exact: true }).fill('demo-pass-1');
  await overlay.getByRole('button', { name: 'Login', exact: true }).click();
  await overlay.waitFor({ state: 'detached' });
  await app.getByTestId('balance').first().waitFor();
}

async function logOut(app: FrameLocator): Promise<void> {
  await app.getByRole('button', { name: 'My account' }).click();
  await app.getByRole('button', { name: 'Logout' }).click();
  await app.getByRole('button', { name: 'Log in', exact: true }).waitFor();
}

describe('a guest asked to log in (decision 098)', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([sharedSportsbook(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  it(
    'in the app, gets the native login overlay from every way in, on a phone and a tablet, and lands where it was going',
    async () => {
      const { context, page } = await newPage(browser, 'desktop');
      await page.setViewportSize({ width: 1700, height: 1000 });
      // A guard, not a timing: the simulator boots the whole client in its frame on a shared machine.
      page.setDefaultTimeout(40_000);
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      // A cashier link opened the app: the overlay comes first, the cashier after the login.
      await page.goto(
        `${sportsbook.web}/dev/simulator/?location=granted&auth=&path=${encodeURIComponent('/?cashier=deposit')}`,
        {
          waitUntil: 'domcontentloaded',
        },
      );
      const app = page.frameLocator(APP_FRAME);
      await app.getByRole('dialog', { name: 'Log in' }).waitFor();
      await appShot(page, 'guest-cashier-link', 'mobile');
      await logInFromOverlay(app, 'demo-us');
      await expect.poll(() => page.frames().some((frame) => frame.url().includes('/sport/cashier/deposit'))).toBe(true);
      await app.getByRole('dialog', { name: 'Account' }).waitFor();
      // The cashier is the player's: its deposit form, not 'Please log in'.
      await app.frameLocator(ACCOUNT_FRAME).getByRole('heading', { name: 'Deposit', exact: true }).waitFor();
      // The player's frame has the backdrop.
      await app.getByTestId('account-frame-backdrop').waitFor();
      await appShot(page, 'cashier-after-login', 'mobile');
      // On a phone the cashier covers the screen: its own close button is the way out.
      await app.frameLocator(ACCOUNT_FRAME).getByRole('button', { name: 'Close' }).click();
      await app.getByTestId('account-frame-backdrop').waitFor({ state: 'detached' });
      await logOut(app);

      // The My Bets tab: the overlay, and My Bets after the login.
      await app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Bets' }).click();
      await app.getByRole('dialog', { name: 'Log in' }).waitFor();
      await appShot(page, 'guest-my-bets', 'mobile');
      await logInFromOverlay(app, 'demo-us');
      await expect.poll(() => app.locator('html').evaluate(() => window.location.pathname)).toBe('/account-bets');
      await logOut(app);

      // The drawer's Login / Register.
      await app.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      await app.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login / Register' }).click();
      await expectOverlayThenClose(app);
      // Addresses that need a player.
      for (const path of ['/casino', '/account-freebets']) {
        await followLink(app, path);
        await expectOverlayThenClose(app);
      }

      // A tablet (1280×800): the desktop header's Login and the sidebar's My Bets.
      await page.locator(APP_FRAME).evaluate((frame, size) => {
        for (const element of [frame, frame.parentElement]) {
          if (!(element instanceof HTMLElement)) continue;
          element.style.width = `${size.width}px`;
          element.style.height = `${size.height}px`;
        }
      }, VIEWPORTS.desktop);
      const header = app.getByRole('banner');
      await header.getByRole('button', { name: 'Login', exact: true }).click();
      await app.getByRole('dialog', { name: 'Log in' }).waitFor();
      await appShot(page, 'guest-login', 'desktop');
      await expectOverlayThenClose(app);
      await app.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'My Bets' }).click();
      await expectOverlayThenClose(app);
      expect(alerts).toEqual([]);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it.each(['desktop', 'mobile'] as const)(
    'on the web, a guest following ?cashier= logs in in the frame (no backdrop) and lands in the cashier (%s)',
    async (viewport) => {
      const { context, page } = await newPage(browser, viewport);
      // Counts, in every frame, the shell's `init_popups` arriving (the account site's handler answers it).
      await context.addInitScript(() => {
        window.addEventListener('message', (event) => {
          if (typeof event.data === 'string' && event.data.includes('"event":"init_popups"'))
            (window as { initPopups?: number }).initPopups = ((window as { initPopups?: number }).initPopups ?? 0) + 1;
        });
      });
      await page.goto(`${sportsbook.web}/?cashier=withdraw`);
      const panel = page.locator(ACCOUNT_FRAME);
      await panel.waitFor({ state: 'visible' });
      expect(await page.getByTestId('account-frame-backdrop').count()).toBe(0);
      const frame = page.frameLocator(ACCOUNT_FRAME);
      await frame.getByLabel('Username').fill('demo-us');
      await frame.getByLabel('Password', { exact: true }).fill('demo-pass-1');
      await frame.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect
        .poll(() => page.frames().some((inner) => inner.url().includes('/sport/cashier/withdraw')))
        .toBe(true);
      await panel.waitFor({ state: 'visible' });
      await page.getByTestId('account-frame-backdrop').waitFor();
      await screenshot(page, 'guest-cashier-link-after-login', viewport);
      // The loaded frame is asked for its popups on the balance schedule (spec 001 §7, 5 s after the login).
      const account = page.frames().find((inner) => inner.url().startsWith(sportsbook.account));
      await expect
        .poll(() => account?.evaluate(() => (window as { initPopups?: number }).initPopups ?? 0), { timeout: 20_000 })
        .toBeGreaterThan(0);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
