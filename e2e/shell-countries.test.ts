import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { sharedSportsbook, startSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { openShell } from './support/shell';

/*
 * Switching the country (brand, language, content and country defaults follow),
 * and the declined state of the country/site splash with its country links.
 */

const FRAME = 'iframe[title="Account"]';

async function switchCountry(page: Page, country: string): Promise<void> {
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: new RegExp(country) }).click();
  // The splash covers the switch until the second trip home (spec 001 §4 timings).
  await page.locator('.splash').waitFor({ state: 'attached' });
  await page.locator('.splash').waitFor({ state: 'detached', timeout: 10_000 });
}

describe('country journeys', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([sharedSportsbook(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  it('switches the site to Greece, then Mexico, from the footer', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await openShell(page, `${sportsbook.web}/promotions`);
    await page.getByRole('link', { name: 'Sportsbook US home' }).waitFor();

    await switchCountry(page, 'Greece');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.getByRole('link', { name: 'Αρχική Sportsbook Ελλάς' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('el');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user_country'))).toBe('GR');
    const footer = page.getByRole('contentinfo');
    await footer.getByText('© Olympia Bet. All rights reserved.').waitFor();
    await footer.getByTestId('licence-notice').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Αθλήματα', exact: true }).waitFor();
    await screenshot(page, 'shell-country-gr', 'desktop');
    await footer.scrollIntoViewIfNeeded();
    await screenshot(page, 'shell-country-gr-footer', 'desktop');

    await switchCountry(page, 'Μεξικό');
    await page.getByRole('link', { name: 'Inicio de Sportsbook México' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByRole('contentinfo').getByText('© Azteca Apuestas. All rights reserved.').waitFor();
    // Mexico's default odds format is american.
    await expect
      .poll(async () =>
        page
          .locator('button[data-outcome-id]')
          .evaluateAll(
            (buttons) =>
              buttons.filter((button) =>
                /^[+-]\d+/.test((button as HTMLElement).innerText.trim().split('\n').pop() ?? ''),
              ).length,
          ),
      )
      .toBeGreaterThan(3);
    await screenshot(page, 'shell-country-mx', 'desktop');
    await context.close();
  });

  it('keeps the chosen country on the next visit', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await openShell(page, sportsbook.web);
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: /United Kingdom/ })
      .click();
    await page.locator('.splash').waitFor({ state: 'detached', timeout: 10_000 });
    await openShell(page, sportsbook.web);
    await page.getByRole('link', { name: 'Sportsbook UK home' }).waitFor();
    await screenshot(page, 'shell-country-gb', 'mobile');
    await context.close();
  });
});

describe('the declined splash', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  beforeAll(async () => {
    // The browser comes from 127.0.0.1, placed in the US by default; the US is blocked here.
    [sportsbook, browser] = await Promise.all([startSportsbook({ GEO_BLOCKED_COUNTRIES: 'US' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`offers the other sites, never the blocked one, and shows a refused login as the forbidden modal (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(sportsbook.web);
      const dialog = page.getByRole('dialog', { name: 'Betting is not available where you are' });
      await dialog.waitFor();
      // The visitor's own country (the US) is no way in (decision 103).
      await expect
        .poll(async () => (await dialog.getByRole('button').allInnerTexts()).map((name) => name.slice(0, 2)))
        .toEqual(['IE', 'GB', 'RO', 'GR', 'MX', 'BR']);
      await dialog.getByText(/not available from your country/).waitFor();
      await screenshot(page, 'shell-splash-declined', viewport);
      await dialog.getByRole('button', { name: /Ireland/ }).click();
      await page.locator('.splash').waitFor({ state: 'detached', timeout: 10_000 });
      await page.getByRole('link', { name: 'Sportsbook Ireland home' }).waitFor();

      // Browsing is allowed; logging in is not: the server's COUNTRY_BLOCKED is the forbidden modal.
      if (viewport === 'desktop') {
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await page.locator(FRAME).waitFor({ state: 'visible' });
        const frame = page.frameLocator(FRAME);
        await frame.getByLabel('Username').fill('demo-ie');
        await frame.getByLabel('Password', { exact: true }).fill('demo-pass-1');
        await frame.getByRole('button', { name: 'Log in', exact: true }).click();
      } else {
        await page.getByRole('button', { name: 'Log in', exact: true }).click();
        const overlay = page.getByRole('dialog', { name: 'Log in' });
        await overlay.getByLabel('Username', { exact: true }).fill('demo-ie');
        await overlay.getByLabel('Password', { exact: true }).fill('demo-pass-1');
        await overlay.getByRole('button', { name: 'Login', exact: true }).click();
        await overlay.waitFor({ state: 'detached' });
      }
      const forbidden = page.getByRole('alertdialog', { name: /not available/i });
      await forbidden
        .getByText('Sorry, Sportsbook Ireland Sport is not available in your country.', { exact: false })
        .waitFor();
      await expect.poll(() => page.locator(FRAME).isVisible()).toBe(false);
      await screenshot(page, 'shell-forbidden-country-blocked', viewport);
      await forbidden.getByRole('button', { name: 'CLOSE', exact: true }).click();
      await forbidden.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: viewport === 'desktop' ? 'Login' : 'Log in', exact: true }).waitFor();
      await context.close();
    });
  }
});
