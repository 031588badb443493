import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import type { ViewportName } from './support/browser';
import { sharedSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { openShell, expectAccessible, waitForAnimations, waitForPageData } from './support/shell';

/*
 * Accessibility: axe (@axe-core/playwright) on every route of the shell and on its
 * modals, drawers and menus: no serious or critical violation, on desktop and mobile.
 */

const ROUTES = [
  '/',
  '/live',
  '/virtual',
  '/search',
  '/esports',
  '/horse-racing',
  '/greyhounds',
  '/promotions',
  '/results',
  '/football',
  '/no/such/page/here',
];

/** Logs a demo player in through the account API and hands the session to the page, as the frame would. */
async function logInAs(context: BrowserContext, sportsbook: Sportsbook, username: string): Promise<void> {
  const response = await fetch(`${sportsbook.account}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo-pass-1', platform: 'web', device_name: 'e2e' }),
  });
  const login = (await response.json()) as {
    user: { id: number; Account: string; Email: string };
    frontend_token: string;
    access_token: string;
  };
  await context.addInitScript(
    (session) => {
      if (localStorage.getItem('auth')) return;
      localStorage.setItem('jwt', session.jwt);
      localStorage.setItem('access_token', session.jwt);
      localStorage.setItem('frontend_token', session.frontendToken);
      localStorage.setItem('auth', JSON.stringify({ user: session.user }));
    },
    {
      jwt: login.access_token,
      frontendToken: login.frontend_token,
      user: { id: login.user.id, username: login.user.Account, name: login.user.Account, email: login.user.Email },
    },
  );
}

describe('accessibility of the shell', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  beforeAll(async () => {
    // Reads only (demo players' pages, no bet, deposit or setting on the server): the run's shared server.
    [sportsbook, browser] = await Promise.all([sharedSportsbook(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  for (const viewport of ['desktop', 'mobile'] as const satisfies readonly ViewportName[]) {
    for (const route of ROUTES) {
      it(`has no serious or critical violation on ${route} (${viewport})`, async () => {
        const { context, page } = await newPage(browser, viewport);
        await openShell(page, `${sportsbook.web}${route}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // The page's first data has arrived: lists have replaced their loaders.
        await waitForPageData(page);
        await expectAccessible(page, { what: route });
        await context.close();
      });
    }
  }

  it('has no violation in the settings modal, the drawer and the account menu', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await openShell(page, sportsbook.web);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    // Checked open, not mid-slide (a fading layer would read as low contrast).
    await waitForAnimations(page);
    await expectAccessible(page, { what: 'drawer', within: '.dialog-layer' });
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    await waitForAnimations(page);
    await expectAccessible(page, { what: 'settings', within: '.dialog-layer' });
    await context.close();

    const desktop = await newPage(browser, 'desktop');
    await logInAs(desktop.context, sportsbook, 'demo-us');
    await openShell(desktop.page, sportsbook.web);
    await desktop.page.getByTestId('balance').filter({ hasText: '$1,000.00' }).waitFor();
    await screenshot(desktop.page, 'shell-logged-in', 'desktop');
    await desktop.page.getByRole('button', { name: /demo-us/ }).click();
    const menu = desktop.page.getByRole('dialog', { name: 'My account' });
    await menu.getByRole('button', { name: /Free Bets/ }).waitFor();
    await expect.poll(() => menu.getByRole('button', { name: /Free Bets/ }).innerText()).toMatch(/2$/);
    await waitForAnimations(desktop.page);
    await expectAccessible(desktop.page, { what: 'account menu', within: '.dialog-layer' });
    await screenshot(desktop.page, 'shell-account-menu', 'desktop');
    await menu.getByRole('button', { name: /Free Bets/ }).click();
    await desktop.page.getByRole('heading', { level: 1, name: 'Free Bets' }).waitFor();
    await desktop.page.getByText('Minimum odds 1.50').waitFor();
    await expectAccessible(desktop.page, { what: 'free bets page' });
    await screenshot(desktop.page, 'shell-free-bets', 'desktop');
    await desktop.context.close();
  });
});
