import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInByApi, logInInFrame, storeSession } from './support/account-session';
import { launchBrowser, newPage, screenshot } from './support/browser';
import type { ViewportName } from './support/browser';
import { openFrameHost } from './support/frame-host';
import { sharedSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { expectAccessible } from './support/shell';

const LANGUAGES = ['en', 'pt', 'es', 'fr', 'ro', 'fi', 'de', 'ja', 'el', 'nl'] as const;

/** Every page of spec 001 §2 "Pages opened in the account frame" a guest can open. */
const GUEST_PAGES = [
  '/login',
  '/registration',
  '/forgot-password',
  '/reset-password/a-token-from-a-mail',
  '/registration-with-token/not-a-real-token',
  '/help',
  '/help/contact-us',
  '/help/terms-and-conditions/terms-conditions',
  '/help/bonuses/sport',
  '/help/gaming/sport',
  '/help/about-us',
  '/help/gaming/faq',
  '/cashier/deposit',
  '/no-such-page',
];
/** The cashier pages, opened with a session. */
const PLAYER_PAGES = [
  '/cashier/deposit',
  '/cashier/withdraw',
  '/cashier/history',
  '/cashier/my-account',
  '/cashier/fair-gaming',
  '/cashier/unknown-section',
];

/** What a page shows that looks like an untranslated key or a placeholder left unfilled. */
async function untranslatedText(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const withoutEmails = text.replace(/\S+@\S+/g, '');
  const keys = withoutEmails.match(/\b[a-z][a-zA-Z]*(?:\.[a-zA-Z_][a-zA-Z_0-9]*)+\b/g) ?? [];
  const placeholders = withoutEmails.match(/\{\{[^}]*\}\}/g) ?? [];
  return [...keys, ...placeholders];
}

async function openAndCheck(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('.loading').first().waitFor({ state: 'detached' });
  const missing = await page.evaluate(() => window.__ACCOUNT_MISSING_KEYS__ ?? []);
  expect(missing, `${url} missing keys`).toEqual([]);
  expect(await untranslatedText(page), `${url} raw keys`).toEqual([]);
}

declare global {
  interface Window {
    __ACCOUNT_MISSING_KEYS__?: string[];
  }
}

describe('every account page in every language, accessible and good-looking', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    // Reads only (demo players' pages, no bet, deposit or setting on the server): the run's shared server.
    [sportsbook, browser] = await Promise.all([sharedSportsbook(), launchBrowser()]);
    token = await logInByApi(sportsbook, 'demo-mx');
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  for (const language of LANGUAGES) {
    it(`renders every page in ${language} with no missing or raw keys`, async () => {
      const { context, page } = await newPage(browser, 'desktop');
      const prefix = language === 'en' ? '' : `/${language}`;
      for (const path of GUEST_PAGES) await openAndCheck(page, `${sportsbook.account}${prefix}/sport${path}`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await storeSession(page, sportsbook, token);
      for (const path of PLAYER_PAGES) await openAndCheck(page, `${sportsbook.account}${prefix}/sport${path}`);
      await context.close();
    });
  }

  it('takes the language from ?lang= when the address has no language segment', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto(`${sportsbook.account}/sport/login?lang=fi&app=sportsbook`);
    await page.getByRole('button', { name: 'Kirjaudu sisään' }).waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: 'Rekisteröidy nyt' }).getAttribute('href'))
      .toBe('/sport/registration?app=sportsbook&lang=fi');
    await context.close();
  });

  for (const viewport of ['desktop', 'mobile'] as const satisfies readonly ViewportName[]) {
    it(`passes axe on the main pages (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      for (const path of ['/login', '/registration', '/forgot-password', '/help', '/help/gaming/faq']) {
        await openAndCheck(page, `${sportsbook.account}/sport${path}`);
        await expectAccessible(page, { what: `${path} (${viewport})` });
      }
      await storeSession(page, sportsbook, token);
      for (const path of PLAYER_PAGES.slice(0, 5)) {
        await openAndCheck(page, `${sportsbook.account}/sport${path}`);
        await expectAccessible(page, { what: `${path} (${viewport})` });
      }
      await context.close();
    });

    it(`looks at home in the frame: login, registration, deposit, responsible gambling (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const host = await openFrameHost(page, sportsbook, { path: '/sport/login?app=sportsbook' });
      await host.frame.getByLabel('Username').waitFor();
      await screenshot(page, 'account-login', viewport);

      await host.post('open_page', { page: '/registration' });
      await host.frame.getByLabel('Date of birth').waitFor();
      await screenshot(page, 'account-registration', viewport);

      await host.post('open_page', { page: '/login' });
      // The registration form (which has Username and Password fields too) must be gone first.
      await host.frame.getByLabel('Date of birth').waitFor({ state: 'detached' });
      await logInInFrame(host, 'demo-br');
      await host.post('open_page', { page: '/cashier/deposit' });
      await expect.poll(() => host.frame.getByTestId('account-balance').textContent()).toContain('1,000.00');
      await screenshot(page, 'account-deposit', viewport);

      await host.post('open_page', { page: '/cashier/fair-gaming' });
      await host.frame.getByRole('heading', { name: 'Deposit limits' }).waitFor();
      await host.frame.getByLabel(/Daily limit/).waitFor();
      await screenshot(page, 'account-fair-gaming', viewport);
      await context.close();
    });
  }
});
