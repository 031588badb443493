import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { sharedSportsbook } from './support/server';
import type { Sportsbook } from './support/server';

describe('the built client in Chromium', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([sharedSportsbook(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`loads the home page with the account origin written in (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const response = await page.goto(sportsbook.web);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const accountOrigin = await page.evaluate(() => window.__SPORTSBOOK_ENV__?.accountOrigin);
      expect(accountOrigin).toBe(sportsbook.account);
      await screenshot(page, 'smoke-home', viewport);
      await context.close();
    });
  }
});
