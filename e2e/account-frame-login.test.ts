import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { expectAccessible, waitForAnimations } from './support/shell';
import { startSportsbook } from './support/server';
import type { Sportsbook } from './support/server';

/*
 * Login in the account frame: open Login in the account frame, log in as demo-gb, the header shows the
 * name and the balance; the session survives a reload; logout. Desktop logs in inside the frame,
 * mobile through the login overlay (the mobile header's LOG IN) and through the full-screen frame
 * that My Bets opens for a guest (decision 022).
 */

const BALANCE = '£1,000.00';
const FRAME = 'iframe[title="Account"]';

async function logInInFrame(page: Page, username = 'demo-gb'): Promise<void> {
  await page.locator(FRAME).waitFor({ state: 'visible' });
  const frame = page.frameLocator(FRAME);
  await frame.getByLabel('Username').fill(username);
  await frame.getByLabel('Password', { exact: true }).fill('demo-pass-1');
  await frame.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function waitForBalance(page: Page): Promise<void> {
  await page.getByTestId('balance').filter({ hasText: BALANCE }).first().waitFor();
}

describe('account frame and login journeys', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([startSportsbook(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  it('logs demo-gb in through the account frame from the desktop header, keeps it on reload, logs out', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto(sportsbook.web);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await page.locator(FRAME).waitFor({ state: 'visible' });
    await expect
      .poll(() => page.locator(FRAME).getAttribute('src'))
      .toBe(`${sportsbook.account}/en/sport/login?app=sportsbook`);
    await page.frameLocator(FRAME).getByLabel('Username').waitFor();
    await expectAccessible(page, { within: '.af-panel' });
    await screenshot(page, 'account-frame-login', 'desktop');

    await logInInFrame(page);
    await waitForBalance(page);
    await page.locator(FRAME).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /demo-gb/ }).waitFor();
    await screenshot(page, 'account-frame-logged-in', 'desktop');

    await page.reload();
    await waitForBalance(page);
    await page.getByRole('button', { name: /demo-gb/ }).waitFor();

    // The cashier opens in the same frame, already logged in (the shell hands over its token).
    await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.locator(FRAME).waitFor({ state: 'visible' });
    const cashier = page.frameLocator(FRAME);
    await cashier
      .getByRole('heading', { name: /deposit/i })
      .first()
      .waitFor();
    await screenshot(page, 'account-frame-cashier', 'desktop');
    // Focus starts on the shell's close button, so Escape closes.
    await page.keyboard.press('Escape');
    await page.locator(FRAME).waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: /demo-gb/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('balance').count()).toBe(0);

    // Login shows the site's form again.
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.frameLocator(FRAME).getByLabel('Username').waitFor();
    await context.close();
  });

  it('logs demo-gb in through the mobile login overlay', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await page.goto(sportsbook.web);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const overlay = page.getByRole('dialog', { name: 'Log in' });
    await overlay.waitFor();
    await overlay.getByLabel('Username', { exact: true }).fill('demo-gb');
    await overlay.getByLabel('Password', { exact: true }).fill('wrong-password');
    await overlay.getByRole('button', { name: 'Login', exact: true }).click();
    await overlay.getByRole('alert').filter({ hasText: 'The username or password is incorrect.' }).waitFor();
    await expectAccessible(page, { within: '.af-login' });
    await screenshot(page, 'login-overlay-error', 'mobile');

    await overlay.getByRole('button', { name: 'Show password' }).click();
    await expect.poll(() => overlay.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await overlay.getByLabel('Password', { exact: true }).fill('demo-pass-1');
    await overlay.getByRole('button', { name: 'Login', exact: true }).click();
    await overlay.waitFor({ state: 'detached' });
    await waitForBalance(page);
    await screenshot(page, 'login-overlay-logged-in', 'mobile');

    await page.reload();
    await waitForBalance(page);

    // The site never saw this login: the shell hands it the session when the cashier opens.
    await page.getByRole('button', { name: `Deposit, balance ${BALANCE}` }).click();
    await page.locator(FRAME).waitFor({ state: 'visible' });
    const frame = page.frameLocator(FRAME);
    await frame.getByLabel('Amount (GBP)').waitFor();
    await frame.getByText(BALANCE).first().waitFor();
    await screenshot(page, 'account-frame-cashier', 'mobile');
    await context.close();
  });

  it('asks a mobile guest on My Bets to log in in the full-screen frame and returns there', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await page.goto(`${sportsbook.web}/account-bets`);
    await page.locator(FRAME).waitFor({ state: 'visible' });
    // Measured once the panel has finished sliding in.
    await waitForAnimations(page);
    const box = await page.locator(FRAME).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    await page.frameLocator(FRAME).getByLabel('Username').waitFor();
    await screenshot(page, 'account-frame-login', 'mobile');
    await logInInFrame(page);
    await waitForBalance(page);
    await page.waitForURL(/\/account-bets$/);
    await page.locator(FRAME).waitFor({ state: 'hidden' });
    await context.close();
  });

  it('shows a deposit made in the frame in the header, and closes on a backdrop click', async () => {
    // demo-ie, so the demo-gb journeys keep their £1,000.00.
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto(sportsbook.web);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await logInInFrame(page, 'demo-ie');
    await page.getByTestId('balance').filter({ hasText: '€1,000.00' }).first().waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
    const cashier = page.frameLocator(FRAME);
    await cashier.getByLabel('Amount (EUR)').fill('10');
    await cashier.getByLabel('Card number').fill('4242 4242 4242 4242');
    await cashier.getByLabel('Expiry date (MM/YY)').fill('12/39');
    await cashier.getByLabel('Security code (CVC)').fill('123');
    await cashier.getByLabel('Name on card').fill('Demo IE');
    await cashier.getByRole('button', { name: 'Deposit €10.00' }).click();
    await page.getByTestId('balance').filter({ hasText: '€1,010.00' }).first().waitFor();
    await page.mouse.click(20, 400);
    await page.locator(FRAME).waitFor({ state: 'hidden' });
    await context.close();
  });

  it('opens the reset-password page of a link and removes the token from the address', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto(`${sportsbook.web}/?reset_password=abc_DEF-123`);
    await page.locator(FRAME).waitFor({ state: 'visible' });
    await expect
      .poll(() => page.locator(FRAME).getAttribute('src'))
      .toBe(`${sportsbook.account}/en/sport/reset-password/abc_DEF-123?app=sportsbook`);
    await page.waitForURL((url) => !url.search.includes('reset_password'));
    await context.close();
  });
});
