import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { sharedSportsbook, webRoot } from './support/server';
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

  it("sends the first screen's scripts and stylesheets as the build's Brotli copies (decision 076)", async () => {
    const html = await (await fetch(sportsbook.web)).text();
    const files = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (match) => match[1]!,
    );
    expect(files.length, 'the page names its scripts and stylesheets').toBeGreaterThan(5);
    let copies = 0;
    for (const file of files) {
      const url = new URL(file, sportsbook.web);
      const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      // The build copies files of 1 KB or more; smaller ones (a few lazy-import stubs) go as they are.
      if ((await plain.arrayBuffer()).byteLength < 1024) continue;
      const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
      await response.arrayBuffer();
      expect(response.headers.get('content-encoding'), file).toBe('br');
      // The copy itself, not the file compressed again per request (that answer has no length).
      expect(response.headers.get('content-length'), file).toBe(String(statSync(join(webRoot(), `${file}.br`)).size));
      expect(response.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
      copies += 1;
    }
    // vendor, boot, first-screen and the entry at least.
    expect(copies).toBeGreaterThanOrEqual(4);
  });
});
