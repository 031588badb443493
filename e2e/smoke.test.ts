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

  it('serves an entry that evaluates no library and no shell code itself (decision 070)', async () => {
    const html = await (await fetch(sportsbook.web)).text();
    const entry = /<script type="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
    expect(entry, 'the page names its entry script').toBeDefined();
    const code = await (await fetch(new URL(entry!, sportsbook.web))).text();
    // Static imports only; `import(...)` calls are main.tsx's later stages (the libraries, then the shell).
    const imported = [
      ...code.matchAll(/(?:^|;)\s*import\s*(?:[^'"`()]*?\bfrom\s*)?["'`]\.\/([\w-]+?)-[\w-]{8}\.js["'`]/gm),
    ].map((match) => match[1]);
    expect(imported.sort()).toEqual(['modulepreload-polyfill', 'rolldown-runtime', 'start']);
  });
});
