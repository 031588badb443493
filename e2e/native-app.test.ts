import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { startSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { expectAccessible } from './support/shell';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The native app mode's journeys through the device simulator (/dev/simulator/, dev tools only): the client in a
 * 390×844 frame as the native app's WebView, the host played by @sportsbook/native-host.
 */

const ARTIFACTS = fileURLToPath(new URL('../artifacts/screenshots', import.meta.url));

/** Saves the phone's screen (the 390×844 frame) for people to look at. */
async function phoneShot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.locator('iframe[title="App"]').screenshot({ path: join(ARTIFACTS, `native-${name}-mobile.png`) });
}

interface Device {
  readonly page: Page;
  readonly app: FrameLocator;
  readonly alerts: string[];
  close(): Promise<void>;
}

/** Each journey boots the whole client (twice for a restart) inside the simulator: a guard for a shared, busy machine. */
const JOURNEY_TIMEOUT_MS = 240_000;

describe('the native app in the device simulator', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([startSportsbook(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  async function openDevice(query = '?location=granted'): Promise<Device> {
    const { context, page } = await newPage(browser, 'desktop');
    await page.setViewportSize({ width: 1280, height: 900 });
    // A guard, not a timing: the simulator boots the whole client in its frame on a shared machine.
    page.setDefaultTimeout(40_000);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(`${sportsbook.web}/dev/simulator/${query}`, { waitUntil: 'domcontentloaded' });
    const app = page.frameLocator('iframe[title="App"]');
    return { page, app, alerts, close: () => context.close() };
  }

  /**
   * The app starts again with its web session gone (tokens expired while it was closed): only the
   * host's stored login mode and credentials can log the player back in.
   */
  async function restartWithoutWebSession(device: Device): Promise<void> {
    await device.page.evaluate(() => {
      for (const key of ['jwt', 'auth', 'access_token', 'frontend_token']) window.localStorage.removeItem(key);
    });
    await device.page.getByRole('button', { name: 'Reload app' }).click();
  }

  async function logInFromOverlay(device: Device, username: string, password = 'demo-pass-1') {
    await device.app.getByRole('button', { name: 'Log in', exact: true }).click();
    const dialog = device.app.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    return dialog;
  }

  it(
    'logs in with the biometric choice, then logs in by Face ID alone when the app starts again',
    async () => {
      const device = await openDevice('?location=granted&auth=Face%20ID');
      const dialog = await logInFromOverlay(device, 'demo-gb');
      // Offered because the device reports Face ID, and chosen unless the stored mode is auto.
      await expect.poll(() => dialog.getByRole('checkbox', { name: 'Face ID' }).isChecked()).toBe(true);
      await expect.poll(() => dialog.getByRole('checkbox', { name: 'Auto login' }).isChecked()).toBe(false);
      await phoneShot(device.page, 'login-overlay');
      await expectAccessible(device.page);
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();
      await device.app.getByTestId('balance').first().waitFor();
      await expect.poll(() => device.app.getByTestId('balance').first().textContent()).toMatch(/1,000\.00/);
      await expect.poll(() => device.page.locator('#sim-storage').textContent()).toContain('login_mode=biometric');
      expect(device.alerts).toEqual([]);
      await phoneShot(device.page, 'logged-in');

      // The next start: the stored mode is biometric, so the host prompts and logs in by itself.
      await device.app.getByTestId('balance').first().waitFor();
      await restartWithoutWebSession(device);
      await expect
        .poll(() => device.page.getByRole('log', { name: 'Bridge log' }).textContent())
        .toContain('"command":"biometriclogin"');
      await device.app.getByTestId('balance').first().waitFor({ timeout: 20_000 });
      expect(device.alerts).toEqual([]);
      await device.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'logs in automatically on start once Auto login was chosen',
    async () => {
      const device = await openDevice('?location=granted&auth=');
      const dialog = await logInFromOverlay(device, 'demo-ie');
      expect(await dialog.getByRole('checkbox', { name: 'Face ID' }).count()).toBe(0);
      await dialog.getByRole('checkbox', { name: 'Auto login' }).check();
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();
      await device.app.getByTestId('balance').first().waitFor();
      await restartWithoutWebSession(device);
      await expect
        .poll(() => device.page.getByRole('log', { name: 'Bridge log' }).textContent())
        .toContain('"command":"autologin"');
      await device.app.getByTestId('balance').first().waitFor({ timeout: 20_000 });
      await phoneShot(device.page, 'auto-login');
      await device.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    "answers a wrong password with the alert 'LOGIN: INVALID_LOGIN' and the error banner",
    async () => {
      const device = await openDevice('?location=granted&auth=');
      const dialog = await logInFromOverlay(device, 'demo-gb', 'not-the-password');
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();
      await dialog.getByRole('alert').waitFor();
      await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('The username or password is incorrect.');
      await expect.poll(() => device.alerts).toEqual(['LOGIN: INVALID_LOGIN']);
      await phoneShot(device.page, 'wrong-password');
      await device.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'sends a Romanian player who logs in on the GB app to the RO site, logged in there with the temporary token',
    async () => {
      const device = await openDevice('?location=granted&auth=');
      await device.page.getByLabel('Country').selectOption('gb');
      await device.page.getByRole('button', { name: 'Send switch_country' }).click();
      await expect.poll(() => device.app.locator('html').getAttribute('lang')).toBe('en');
      const dialog = await logInFromOverlay(device, 'demo-ro');
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();
      await expect
        .poll(() => device.page.getByRole('log', { name: 'Bridge log' }).textContent())
        .toContain('"domain":"ro"');
      // The site switch puts the RO brand (Romanian) up; the token login follows 2 s later.
      await expect.poll(() => device.app.locator('html').getAttribute('lang')).toBe('ro');
      await device.app.getByTestId('balance').first().waitFor({ timeout: 20_000 });
      await expect.poll(() => device.app.getByTestId('balance').first().textContent()).toMatch(/1[.,]000[.,]00/);
      expect(device.alerts).toEqual([]);
      await phoneShot(device.page, 'ro-player-on-gb-app');
      await device.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'blocks a start with location denied until it is granted: the dialog asks for the settings, Retry hides the splash',
    async () => {
      const device = await openDevice('?location=denied&auth=');
      const denied = device.app.getByRole('alertdialog', { name: 'Please enable location services before retrying' });
      await denied.waitFor();
      await phoneShot(device.page, 'location-denied');
      await expectAccessible(device.page);
      await denied.getByRole('button', { name: 'Open settings' }).click();
      await expect
        .poll(() => device.page.locator('#sim-state').textContent())
        .toContain('"settingsOpened": "app-settings:"');
      await device.page.getByRole('button', { name: 'Grant location' }).click();
      await denied.getByRole('button', { name: 'Retry' }).click();
      await denied.waitFor({ state: 'detached' });
      await device.app.getByRole('button', { name: 'Log in', exact: true }).waitFor();
      await expect
        .poll(() => device.page.getByRole('log', { name: 'Bridge log' }).textContent())
        .toContain('"command":"subscribe_push"');
      await phoneShot(device.page, 'location-granted');
      await device.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'covers the app with the network modal while the device is offline',
    async () => {
      const device = await openDevice('?location=granted&auth=');
      await device.app.getByRole('button', { name: 'Log in', exact: true }).waitFor();
      await device.page.getByRole('button', { name: 'Go offline' }).click();
      const modal = device.app.getByText(
        'Network error. Your application will resume after the network connection is re-established.',
      );
      await modal.waitFor();
      await phoneShot(device.page, 'offline');
      await device.page.getByRole('button', { name: 'Go online' }).click();
      await modal.waitFor({ state: 'detached' });
      await device.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    "logs a player out after 2 h in the background, with 'You've been logged out for inactivity'",
    async () => {
      const { context, page } = await newPage(browser, 'desktop');
      await page.setViewportSize({ width: 1280, height: 900 });
      page.setDefaultTimeout(40_000);
      // The page's clock (every frame's) runs at real speed until the journey jumps it forward.
      await page.clock.install();
      await page.goto(`${sportsbook.web}/dev/simulator/?location=granted&auth=`, { waitUntil: 'domcontentloaded' });
      const device: Device = {
        page,
        app: page.frameLocator('iframe[title="App"]'),
        alerts: [],
        close: () => context.close(),
      };
      const dialog = await logInFromOverlay(device, 'demo-us');
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();
      await device.app.getByTestId('balance').first().waitFor();
      // The jump only means something once the inactivity clock runs: it records the last activity
      // on the device ('last_activity_at') when it starts. Jumping before that measured nothing.
      await expect
        .poll(() => device.app.locator('html').evaluate(() => window.localStorage.getItem('last_activity_at')))
        .toMatch(/^\d+$/);
      await page.getByRole('button', { name: 'Send app to background' }).click();
      await page.clock.fastForward('02:00:01');
      await page.getByRole('button', { name: 'Bring app to foreground' }).click();
      const notice = device.app.getByRole('dialog', { name: 'Logged out' });
      await notice.getByText("You've been logged out for inactivity").waitFor();
      await device.app.getByRole('button', { name: 'Log in', exact: true }).first().waitFor({ state: 'attached' });
      expect(await device.app.getByTestId('balance').count()).toBe(0);
      // The host hears it was an inactivity logout: the player's login mode stays as chosen.
      await expect
        .poll(() => device.page.getByRole('log', { name: 'Bridge log' }).textContent())
        .toContain('"command":"logout","details":{"reason":"inactivity"}');
      await phoneShot(page, 'inactivity-logout');
      await expectAccessible(page);
      await device.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
