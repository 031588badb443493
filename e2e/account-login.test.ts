import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { hostPageHtml, openFrameHost, writeHostPage } from './support/frame-host';
import { startSportsbook } from './support/server';
import type { Sportsbook } from './support/server';

/** A site outside CLIENT_ORIGINS, answered by Playwright (no network). */
const FOREIGN = 'http://foreign.test';

describe('the account site framed by the sportsbook (login and the frame protocol)', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([startSportsbook(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  it('logs demo-gb in inside the frame: user_data and sport_token reach the host, and the token works on /player/details', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    const host = await openFrameHost(page, sportsbook, { path: '/sport/login?app=sportsbook' });
    await host.waitForMessage('app_ready');
    const ready = await host.waitForMessage('page_ready');
    expect(ready.details).toMatchObject({ page: '/login' });
    expect(String(ready.details.url)).toContain('/sport/login?app=sportsbook');

    await host.frame.getByLabel('Username').fill('demo-gb');
    await host.frame.getByLabel('Password', { exact: true }).fill('demo-pass-1');
    await host.frame.getByRole('button', { name: 'Log in' }).click();

    const userData = await host.waitForMessage('user_data');
    expect(userData.source).toBe('account-site');
    expect(userData.details).toMatchObject({ user: { username: 'demo-gb', currency: 'GBP' } });
    expect(typeof userData.details.frontend_token).toBe('string');
    const sportToken = await host.waitForMessage('sport_token');
    await host.waitForMessage('action_done', (message) => message.details.action === 'login');
    const balance = await host.waitForMessage('balance_update');
    expect(balance.details).toMatchObject({
      data: { auth_config: { user: { balance: { total: 1000, currency: 'GBP' }, username: 'demo-gb' } } },
    });
    await host.frame.getByText('You are logged in as demo-gb.').waitFor();

    const details = await fetch(`${sportsbook.api}/player/details`, {
      headers: { jwt: String(sportToken.details.token) },
    });
    expect(details.status).toBe(200);
    expect(await details.json()).toEqual({ status: 1, data: { balance: 1000, currency: 'GBP' } });
    expect(await host.foreignMessageCount()).toBe(0);
    await context.close();
  });

  it('answers the shell: request_sport_token, open_page and logout', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    const host = await openFrameHost(page, sportsbook, { path: '/sport/login' });
    await host.waitForMessage('page_ready');
    await host.frame.getByLabel('Username').fill('demo-ie');
    await host.frame.getByLabel('Password', { exact: true }).fill('demo-pass-1');
    await host.frame.getByRole('button', { name: 'Log in' }).click();
    await host.waitForMessage('balance_update');
    const tokensBefore = (await host.messages()).filter((message) => message.event === 'sport_token').length;

    await host.post('request_sport_token');
    await expect
      .poll(async () => (await host.messages()).filter((message) => message.event === 'sport_token').length)
      .toBe(tokensBefore + 1);
    const fresh = (await host.messages()).filter((message) => message.event === 'sport_token').at(-1)!;
    const details = await fetch(`${sportsbook.api}/player/details`, { headers: { jwt: String(fresh.details.token) } });
    expect((await details.json()).data.currency).toBe('EUR');

    await host.post('open_page', { page: '/cashier/history' });
    await host.waitForMessage('page_ready', (message) => message.details.page === '/cashier/history');
    await host.frame.getByRole('heading', { name: 'History' }).waitFor();

    await host.post('logout');
    await host.waitForMessage('log_out');
    await host.frame.getByText('Please log in').waitFor();
    await context.close();
  });

  it('ignores messages posted into the frame from pages on origins outside the allow-list', async () => {
    // The host stands in for the shell, whose policy (frame-src) already refuses a foreign frame;
    // this journey tests the account site's own origin check, the line of defence behind it.
    const { context, page } = await newPage(browser, 'desktop', { bypassCsp: true });
    await page.route(`${FOREIGN}/evil`, (route) => route.fulfill({ contentType: 'text/html', body: '<p>evil</p>' }));
    // Two pages outside CLIENT_ORIGINS sit beside the account frame: one on a foreign site, one on
    // the account origin itself (a bare API 404 answer); both try to steer the account frame.
    const host = await openFrameHost(page, sportsbook, {
      path: '/sport/login',
      extraFrames: `<iframe class="extra" title="Foreign" src="${FOREIGN}/evil"></iframe>
        <iframe class="extra" title="Same-site" src="${sportsbook.account}/api/__evil"></iframe>`,
    });
    await host.waitForMessage('page_ready');
    const intruders = page.frames().filter((frame) => /\/evil$|__evil$/.test(frame.url()));
    expect(intruders).toHaveLength(2);
    for (const intruder of intruders) {
      await intruder.evaluate(() => {
        const target = window.parent.frames[0]!;
        for (const event of ['open_page', 'logout', 'request_sport_token']) {
          const details = event === 'open_page' ? { page: '/help' } : {};
          target.postMessage(JSON.stringify({ event, details, source: 'sportsbook' }), '*');
        }
      });
    }
    // A real shell message afterwards gets its answer; the intruders' messages before it got none.
    await host.post('open_page', { page: '/forgot-password' });
    await host.waitForMessage('page_ready', (message) => message.details.page === '/forgot-password');
    const events = (await host.messages()).map((message) => `${message.event}:${String(message.details.page ?? '')}`);
    expect(events).toEqual(['app_ready:', 'page_ready:/login', 'page_ready:/forgot-password']);
    expect(await host.foreignMessageCount()).toBe(0);
    await context.close();
  });

  it('cannot be framed by a page on an origin outside the allow-list, so nothing is ever posted there', async () => {
    // The refusal this journey provokes is the one it expects.
    const { context, page } = await newPage(browser, 'desktop', {
      expectCspViolation: (violation) => violation.includes('frame-ancestors'),
    });
    const response = await fetch(`${sportsbook.account}/sport/login`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const ancestors = /(?:^|;\s*)frame-ancestors ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(ancestors).toContain(sportsbook.web);
    expect(ancestors).not.toContain(sportsbook.account);
    const refused = new Promise<string>((resolve) =>
      page.on('console', (message) => {
        if (/frame-ancestors|Refused to frame/i.test(message.text())) resolve(message.text());
      }),
    );
    // The account origin is not a client origin: a page there may not frame the site.
    await writeHostPage(
      page,
      sportsbook.account,
      hostPageHtml(sportsbook.account, `${sportsbook.account}/sport/login`),
    );
    expect(await refused).toMatch(/frame-ancestors/);
    expect(await page.frameLocator("iframe[title='Account']").getByLabel('Username').count()).toBe(0);
    expect(await page.evaluate(() => window.__hostMessages?.length ?? 0)).toBe(0);
    await context.close();
  });
});
