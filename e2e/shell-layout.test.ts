import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { sharedSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { openShell } from './support/shell';

/*
 * The application shell: the home page's header, sidebars and footer on desktop and
 * mobile, the mobile drawer, and the 404 page of an unknown address.
 */

describe('the application shell', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([sharedSportsbook(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  it('renders the header, both sidebars and the footer on desktop', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await openShell(page, sportsbook.web);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Sports', exact: true }).waitFor();
    await header.getByRole('link', { name: 'In Play' }).waitFor();
    await header.getByRole('link', { name: 'Virtual Sports' }).waitFor();
    await header.getByRole('button', { name: 'Join' }).waitFor();
    await header.getByRole('button', { name: 'Login', exact: true }).waitFor();
    // Content header links of the US brand (localhost is placed in the US).
    await header.getByRole('link', { name: 'Promotions' }).waitFor();

    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'Home' }).waitFor();
    await sidebar.getByRole('button', { name: 'Settings' }).waitFor();
    await sidebar
      .getByRole('region', { name: 'Popular pages' })
      .getByRole('link', { name: /NFL News/ })
      .waitFor();
    expect(await sidebar.getByText('Euro 2020').count()).toBe(0);

    const footer = page.getByRole('contentinfo');
    await footer.getByText('© Liberty Sportsbook. All rights reserved.').waitFor();
    await footer.getByRole('img', { name: 'Visa' }).waitFor();
    await expect.poll(() => page.getByRole('complementary', { name: 'Bet slip' }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await screenshot(page, 'shell-home', 'desktop');

    await footer.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Back to top' }).waitFor();
    await screenshot(page, 'shell-footer', 'desktop');
    await context.close();
  });

  it('renders the mobile header, bottom navigation, drawer and footer on mobile', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await openShell(page, sportsbook.web);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Join' }).waitFor();
    await header.getByRole('button', { name: 'Log in' }).waitFor();
    await header.getByRole('link', { name: 'Search' }).waitFor();
    const bottom = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Sports', 'In-Play', 'My Bets', 'Promotions']) {
      await bottom.getByRole('link', { name, exact: true }).waitFor();
    }
    await expect.poll(() => bottom.getByRole('button', { name: 'Bet Slip, selections: 0' }).isDisabled()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Sidebar' }).count()).toBe(0);
    await screenshot(page, 'shell-home', 'mobile');

    await header.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Home' }).waitFor();
    await screenshot(page, 'shell-drawer', 'mobile');
    await drawer.getByRole('link', { name: 'Promotions' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
    await screenshot(page, 'shell-promotions', 'mobile');

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await screenshot(page, 'shell-footer', 'mobile');
    await context.close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`shows the 404 page for an unknown address (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await openShell(page, `${sportsbook.web}/this/address/does-not/exist`);
      await page.getByRole('heading', { level: 1, name: 'Oops! The page you requested was not found!' }).waitFor();
      await expect.poll(() => page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await expect.poll(() => page.locator('meta[name="prerender-status-code"]').getAttribute('content')).toBe('404');
      await screenshot(page, 'shell-404', viewport);
      await page.getByRole('button', { name: 'Need assistance? Visit our Help Center' }).click();
      await page.locator('iframe[title="Account"]').waitFor({ state: 'visible' });
      await expect.poll(() => page.locator('iframe[title="Account"]').getAttribute('src')).toContain('/sport/help');
      await context.close();
    });
  }

  it('shows the 404 page for a one-segment address that is no sport', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await openShell(page, `${sportsbook.web}/no-such-sport`);
    await page.getByRole('heading', { level: 1, name: 'Oops! The page you requested was not found!' }).waitFor();
    await context.close();
  });

  it('is installable: a manifest with bundled icons, and the Subscribe card registers the service worker', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await openShell(page, sportsbook.web);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
    expect(manifest.url).toBe(`${sportsbook.web}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as { name?: string; display?: string; icons?: { src: string }[] };
    expect(parsed).toMatchObject({ name: 'Sportsbook', display: 'standalone' });
    for (const icon of parsed.icons ?? []) {
      const response = await page.request.get(new URL(icon.src, sportsbook.web).href);
      expect(response.headers()['content-type']).toBe('image/png');
    }

    const card = page.getByRole('region', { name: 'Never miss a result' });
    await card.waitFor();
    await screenshot(page, 'shell-push-card', 'desktop');
    // The bettor allows notifications when the browser asks.
    await context.grantPermissions(['notifications'], { origin: sportsbook.web });
    await card.getByRole('button', { name: 'Subscribe' }).click();
    await card.waitFor({ state: 'detached' });
    // The worker registered from the site's root and took over (its subscription needs a push
    // service, which a machine without internet has not: the server side is push.test.ts's).
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/sw.js');
          return registration?.active ? registration.scope : null;
        }),
      )
      .toBe(`${sportsbook.web}/`);
    await context.close();
  });
});
