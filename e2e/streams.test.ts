import { VIDEO_ASPECT } from '@sportsbook/betting';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import type { ViewportName } from './support/browser';
import { startSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { openShell, expectAccessible, waitForAnimations } from './support/shell';

/*
 * Live streams: a guest is asked to log in; demo-gb logs in, picks a stream
 * in the box labelled Stream and the video plays (its clock moves ≥ 3 s, no media error); the
 * desktop sidebar widens and narrows; a stream whose event ends shows the server's message.
 * The feed runs fast (FEED_SPEED 60) so an event ends within the journey.
 */

const FEED_SPEED = '60';
const FRAME = 'iframe[title="Account"]';
/** A football match lasts ≈ 105 simulated minutes: under two real minutes at FEED_SPEED 60. */
const END_TIMEOUT_MS = 180_000;

interface LiveStream {
  readonly event_id: number;
  readonly name: string;
  readonly event_url: string;
}

interface LiveEvent {
  readonly id: number;
  readonly starts_at: string;
  readonly sport: { readonly slug: string };
}

describe('live streams', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([startSportsbook({ FEED_SPEED }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  /** A page of the GB brand (demo-gb's country), where football is streamed. */
  async function gbPage(viewport: ViewportName) {
    const opened = await newPage(browser, viewport);
    await opened.context.addInitScript(() => window.localStorage.setItem('user_country', 'GB'));
    return opened;
  }

  async function streams(): Promise<LiveStream[]> {
    const response = await fetch(`${sportsbook.api}/api/content/streams?language=en&bookmaker=gb`);
    return ((await response.json()) as { data: LiveStream[] }).data;
  }

  async function liveEvents(): Promise<LiveEvent[]> {
    const response = await fetch(`${sportsbook.api}/echo/v1/events-simple?bookmaker=gb&lang=en&live=1`);
    return ((await response.json()) as { events: LiveEvent[] }).events;
  }

  /** The stream that kicked off last: it stays live longest. */
  async function freshestStream(): Promise<LiveStream> {
    const list = await streams();
    const stream = list.at(-1);
    if (!stream) throw new Error('no live stream to watch');
    return stream;
  }

  /** Phones log in in the login overlay (spec 001 §2 "Login overlay (native and mobile)"). */
  async function logInOnPhone(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const overlay = page.getByRole('dialog', { name: 'Log in' });
    await overlay.getByLabel('Username', { exact: true }).fill('demo-gb');
    await overlay.getByLabel('Password', { exact: true }).fill('demo-pass-1');
    await overlay.getByRole('button', { name: 'Login', exact: true }).click();
    await overlay.waitFor({ state: 'detached', timeout: 30_000 });
  }

  async function logIn(page: Page): Promise<void> {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^log ?in$/i })
      .click();
    // The account site loads in its frame first: a busy machine takes its time.
    await page.locator(FRAME).waitFor({ state: 'visible', timeout: 60_000 });
    const frame = page.frameLocator(FRAME);
    await frame.getByLabel('Username').fill('demo-gb');
    await frame.getByLabel('Password', { exact: true }).fill('demo-pass-1');
    await frame.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByTestId('balance').first().waitFor({ timeout: 30_000 });
    await page.locator(FRAME).waitFor({ state: 'hidden' });
  }

  /** The video plays: its clock advances by ≥ 3 s with no media error. */
  async function expectPlaying(page: Page): Promise<void> {
    const video = page.locator('.stream-panel video');
    await video.waitFor();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(0);
    const start = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(start + 3);
    expect(await video.evaluate((element: HTMLVideoElement) => element.error?.code ?? null)).toBeNull();
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    // Measured once the panel has its size, not while it is still opening.
    await expect
      .poll(async () => {
        const box = await video.boundingBox();
        return Math.abs((box?.width ?? 0) / (box?.height ?? 1) - VIDEO_ASPECT.width / VIDEO_ASPECT.height);
      })
      .toBeLessThan(0.02);
    await expect.poll(() => page.getByText('Please wait, loading').count()).toBe(0);
  }

  it('asks a guest to log in, on desktop and from a streamed match page on a phone', async () => {
    for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
      const { context, page } = await gbPage(viewport);
      if (viewport === 'desktop') {
        await openShell(page, sportsbook.web);
        await page.getByRole('button', { name: 'Live stream' }).click();
      } else {
        await openShell(page, `${sportsbook.web}${(await freshestStream()).event_url}`);
        await page.getByRole('button', { name: /^Watch .* live$/ }).click();
      }
      await page.getByText('Please login to watch the stream').waitFor();
      expect(await page.getByLabel('Stream', { exact: true }).count()).toBe(0);
      await expectAccessible(page, { within: '.stream-panel' });
      await screenshot(page, 'streams-guest', viewport);
      await context.close();
    }
  });

  it('lets demo-gb pick a stream and watch it; the sidebar widens and narrows', async () => {
    const { context, page } = await gbPage('desktop');
    await openShell(page, sportsbook.web);
    await logIn(page);
    await page.getByRole('button', { name: 'Live stream' }).click();
    await page.getByText('Please select a stream to watch from the box above').waitFor();
    const select = page.getByLabel('Stream', { exact: true });
    // The panel lists the streams live when it opened; a match kicking off since is not in it yet,
    // so the journey watches the freshest stream the panel and the server both list.
    const listed = async () => {
      const offered = await select
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      return (await streams()).filter((stream) => offered.includes(String(stream.event_id))).at(-1) ?? null;
    };
    await expect.poll(listed).not.toBeNull();
    const stream = (await listed())!;
    await select.selectOption(String(stream.event_id));
    await expectPlaying(page);
    await expectAccessible(page, { within: '.stream-panel' });
    await screenshot(page, 'streams-playing', 'desktop');

    const column = page.getByRole('complementary', { name: 'Bet slip' });
    // The column's width at rest: measured once nothing on the page is still moving.
    await waitForAnimations(page);
    const narrow = (await column.boundingBox())?.width ?? 0;
    await page.getByRole('button', { name: 'Widen' }).click();
    await expect.poll(async () => (await column.boundingBox())?.width ?? 0).toBeGreaterThan(narrow + 100);
    await screenshot(page, 'streams-wide', 'desktop');
    await page.getByRole('button', { name: 'Narrow' }).click();
    await expect.poll(async () => (await column.boundingBox())?.width ?? 0).toBe(narrow);
    await page.getByRole('button', { name: 'Live stream' }).click();
    await page.locator('.stream-panel').waitFor({ state: 'detached' });
    await context.close();
  });

  it('plays a streamed match from its Watch entry on a phone', async () => {
    const { context, page } = await gbPage('mobile');
    const stream = await freshestStream();
    await openShell(page, `${sportsbook.web}${stream.event_url}`);
    await logInOnPhone(page);
    await page.getByRole('button', { name: `Watch ${stream.name} live` }).click();
    await expect.poll(() => page.getByLabel('Stream', { exact: true }).inputValue()).toBe(String(stream.event_id));
    await expectPlaying(page);
    await expectAccessible(page, { within: '.stream-panel' });
    await screenshot(page, 'streams-playing', 'mobile');
    await context.close();
  });

  it(
    "shows the server's message when the event of the stream ends",
    async () => {
      const { context, page } = await gbPage('desktop');
      await openShell(page, `${sportsbook.web}/?test_video=true`);
      await logIn(page);
      // The football match that kicked off first ends first.
      const listed = new Set((await streams()).map((stream) => stream.event_id));
      const [first] = (await liveEvents())
        .filter((event) => event.sport.slug === 'football' && listed.has(event.id))
        .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
      if (!first) throw new Error('no live football stream');
      const select = page.getByLabel('Stream', { exact: true });
      await expect.poll(() => select.locator(`option[value="${first.id}"]`).count()).toBe(1);
      await select.selectOption(String(first.id));
      await page.locator('.stream-panel video').waitFor();
      await page.getByRole('alert').filter({ hasText: 'This stream has ended.' }).waitFor({ timeout: END_TIMEOUT_MS });
      await expect.poll(() => page.locator('.stream-panel video').isHidden()).toBe(true);
      await expectAccessible(page, { within: '.stream-panel' });
      await screenshot(page, 'streams-ended', 'desktop');
      await context.close();
    },
    END_TIMEOUT_MS + 60_000,
  );
});
