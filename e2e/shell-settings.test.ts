import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { sharedSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { loginResponseSchema, outboxResponseSchema } from '@sportsbook/protocol';
import { openShell } from './support/shell';

/*
 * Settings: change the odds format in the settings and see fractional and american
 * prices; switch the language and see the UI strings change; the settings modal by keyboard.
 */

const PRICE_PATTERNS = {
  decimal: /^\d+\.\d{2}$/,
  fractional: /^\d+\/\d+$/,
  american: /^[+-]\d+(\.\d+)?$/,
} as const;

/** The prices the odds buttons show now (the last line of each priced button). */
async function shownPrices(page: Page): Promise<string[]> {
  return page
    .locator('button[data-outcome-id]')
    .evaluateAll((buttons) =>
      buttons
        .map((button) => (button as HTMLElement).innerText.trim().split('\n').pop()?.trim() ?? '')
        .filter((text) => /\d/.test(text)),
    );
}

async function pricesIn(page: Page, format: keyof typeof PRICE_PATTERNS): Promise<string[]> {
  const pattern = PRICE_PATTERNS[format];
  await expect
    .poll(async () => (await shownPrices(page)).filter((price) => pattern.test(price)).length)
    .toBeGreaterThan(3);
  return shownPrices(page);
}

async function chooseOddsFormat(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('radio', { name }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** POSTs JSON to the account origin. */
async function postAccount(sportsbook: Sportsbook, path: string, body: unknown): Promise<Response> {
  return fetch(`${sportsbook.account}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The mails of `kind` the dev outbox holds for `email`, waiting up to 10 s for at least `count`. */
async function mailsOf(sportsbook: Sportsbook, email: string, kind: string, count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${sportsbook.account}/api/dev/outbox?email=${encodeURIComponent(email)}`);
    const mails = outboxResponseSchema.parse(await response.json()).messages.filter((mail) => mail.kind === kind);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`only ${mails.length} ${kind} mails for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Registers, verifies and logs in a fresh GB player who registered in English; returns the session. */
async function freshPlayer(sportsbook: Sportsbook) {
  const username = `lang_${Date.now().toString(36)}`;
  const email = `${username}@example.test`;
  const password = 'horse-battery-9';
  const registered = await postAccount(sportsbook, '/api/register', {
    username,
    email,
    password,
    date_of_birth: '1990-04-01',
    country: 'GB',
    accept_terms: true,
    lang: 'en',
  });
  expect(registered.status).toBe(200);
  const [verification] = await mailsOf(sportsbook, email, 'verification', 1);
  const token = /([A-Za-z0-9_-]{43})$/.exec(verification!.link)![1];
  await postAccount(sportsbook, '/api/recover', { type: 'signup', token });
  const login = await postAccount(sportsbook, '/api/login', {
    username,
    password,
    platform: 'web',
    device_name: 'e2e',
  });
  const session = loginResponseSchema.parse(await login.json());
  return { username, email, session };
}

describe('settings journeys', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([sharedSportsbook(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  it('shows the prices as fractional, then american, after changing the odds format', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await openShell(page, sportsbook.web);
    const decimal = await pricesIn(page, 'decimal');
    expect(decimal.some((price) => PRICE_PATTERNS.fractional.test(price))).toBe(false);

    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByRole('radio', { name: 'Fractional' }).check();
    await screenshot(page, 'shell-settings', 'desktop');
    await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Save' }).click();
    await pricesIn(page, 'fractional');
    // Buttons re-render one by one: none may still show a decimal price once they are done.
    await expect
      .poll(async () => (await shownPrices(page)).filter((price) => PRICE_PATTERNS.decimal.test(price)))
      .toEqual([]);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}').oddsFormat))
      .toBe('fractional');
    await screenshot(page, 'shell-odds-fractional', 'desktop');

    await chooseOddsFormat(page, 'American');
    await pricesIn(page, 'american');
    await expect
      .poll(async () => (await shownPrices(page)).filter((price) => PRICE_PATTERNS.fractional.test(price)))
      .toEqual([]);
    await screenshot(page, 'shell-odds-american', 'desktop');

    // The choice survives a reload.
    await openShell(page, sportsbook.web);
    await pricesIn(page, 'american');
    await context.close();
  });

  it.each(['desktop', 'mobile'] as const)(
    'paints the location splash in the stored language before any script has run (%s, decision 068)',
    async (viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await context.addInitScript(() => localStorage.setItem('app_lang', 'el'));
      // The page as a slow phone has it while its scripts are still on the way: none of them arrives.
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto(sportsbook.web);
      await page.getByRole('status').filter({ hasText: 'Έλεγχος της τοποθεσίας σας…' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('el');
      await screenshot(page, 'shell-boot-splash-el', viewport);
      await context.close();
    },
  );

  it('switches the language: UI strings change, app_lang is stored and the app goes home', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await openShell(page, `${sportsbook.web}/promotions`);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await screenshot(page, 'shell-settings', 'mobile');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(`${sportsbook.web}/`);
    const bottom = page.getByRole('navigation', { name: 'Hauptmenü' });
    await bottom.getByRole('link', { name: 'Meine Wetten' }).waitFor();
    await bottom.getByRole('link', { name: 'Aktionen' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Registrieren' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('app_lang'))).toBe('de');
    await screenshot(page, 'shell-language-de', 'mobile');

    await openShell(page, sportsbook.web);
    await page.getByRole('banner').getByRole('button', { name: 'Registrieren' }).waitFor();
    await context.close();
  });

  it("a logged-in player's language switch also sets the language of their mails", async () => {
    const { username, email, session } = await freshPlayer(sportsbook);
    const { context, page } = await newPage(browser, 'desktop');
    await context.addInitScript(
      ({ user, jwt, frontend }) => {
        if (window.localStorage.getItem('frontend_token')) return;
        window.localStorage.setItem('user_country', 'GB');
        window.localStorage.setItem('app_lang', 'en');
        window.localStorage.setItem('jwt', jwt);
        window.localStorage.setItem('access_token', jwt);
        window.localStorage.setItem('auth', JSON.stringify({ user }));
        window.localStorage.setItem('frontend_token', frontend);
      },
      {
        user: { id: session.user.id, username, name: username, email },
        jwt: session.access_token,
        frontend: session.frontend_token,
      },
    );
    await openShell(page, sportsbook.web);
    await page.getByTestId('balance').first().waitFor();
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByRole('combobox', { name: 'Language' }).selectOption('fi');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/user/language') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fi');

    // The next mail the account site writes to this player is in Finnish.
    await postAccount(sportsbook, '/api/recover', { email });
    const [recovery] = await mailsOf(sportsbook, email, 'recovery', 1);
    expect(recovery!.subject).toBe('Vaihda salasanasi');
    await context.close();
  });

  it('works the header and the settings modal by keyboard alone', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await openShell(page, sportsbook.web);
    // The header's content links (Promotions…) arrive with the content: tab through the finished header.
    await page.getByRole('banner').getByRole('link', { name: 'Promotions' }).waitFor();
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element ? (element.getAttribute('aria-label') ?? element.innerText ?? '').trim() : '';
      });
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to content');
    const reached: string[] = [];
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      reached.push(await focused());
    }
    expect(reached.slice(0, 4)).toEqual(['Sportsbook US home', 'Sports', 'In Play', 'Virtual Sports']);
    expect(reached).toContain('Join');
    expect(reached).toContain('Login');

    // The focused Join opens the registration page with Enter.
    while ((await focused()) !== 'Join') await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.locator('iframe[title="Account"]').waitFor({ state: 'visible' });
    // The shown frame moves focus to its close button, where Escape closes it.
    await expect.poll(() => focused()).toBe('Close account window');
    await page.keyboard.press('Escape');
    await page.locator('iframe[title="Account"]').waitFor({ state: 'hidden' });

    const settings = page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: 'Settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.waitFor();
    for (let step = 0; step < 15; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => settings.evaluate((node) => node === document.activeElement)).toBe(true);
    await context.close();
  });
});
