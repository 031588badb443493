import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../e2e/support/browser';
import { startSportsbookFrom } from '../e2e/support/server';
import { percentile } from './measure';
import { recordFigure } from './figures';

/** The target for the initial JavaScript of the home route on a phone, gzip (the first budget was 200 KB). */
const JS_BUDGET_KB = 120;
/** The target for the Lighthouse 12 mobile performance score and its three metrics (the first target was 90). */
const LIGHTHOUSE_TARGET = 95;
const LCP_TARGET_MS = 2000;
const TBT_TARGET_MS = 100;
const CLS_TARGET = 0.05;
/** Lighthouse runs per bench; the median is reported. */
const LIGHTHOUSE_RUNS = 5;
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The native app's WebView as the client detects it (decision 038): its user agent and the bridge object. */
const APP_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 SportifyApp/1.0.0';

/**
 * Every script the home route loads on a phone before the network settles, gzip-compressed as a
 * server would send it. `app`: loaded as the native app's WebView (app user agent,
 * `window.ReactNativeWebView` there before the page's first script) — the host itself is not
 * counted, it is native code.
 */
export async function measureInitialJs(
  url: string,
  options: { readonly app?: boolean } = {},
): Promise<{ files: number; gzipKb: number; rawKb: number; largest: string; oddsButtons: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      ...(options.app ? { userAgent: APP_USER_AGENT } : {}),
    });
    if (options.app) {
      // A string, not a function: tsx's name helpers do not exist in the page.
      await context.addInitScript({ content: 'window.ReactNativeWebView = { postMessage: function () {} };' });
    }
    const page = await context.newPage();
    const scripts: { name: string; body: Buffer }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const name = new URL(response.url()).pathname.replace(/^.*\//, '');
      // A body still arriving when the browser closes is simply not counted.
      void response.body().then(
        (body) => scripts.push({ name, body }),
        () => undefined,
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Real data on the page: the feed's live events with their odds buttons.
    await page.locator('[data-outcome-id]').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(500);
    const oddsButtons = await page.locator('[data-outcome-id]').count();
    const sized = scripts.map(({ name, body }) => ({
      name,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    }));
    sized.sort((a, b) => b.gzip - a.gzip);
    return {
      files: sized.length,
      gzipKb: sized.reduce((sum, script) => sum + script.gzip, 0) / 1024,
      rawKb: sized.reduce((sum, script) => sum + script.raw, 0) / 1024,
      largest: sized
        .slice(0, 4)
        .map((script) => `${script.name.replace(/-[\w-]{8}\.js$/, '')} ${(script.gzip / 1024).toFixed(1)}`)
        .join(', '),
      oddsButtons,
    };
  } finally {
    await browser.close();
  }
}

/** DevTools' "slow 4G" phone: a 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, the CPU four times slower. */
const SLOW_PHONE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const SLOW_PHONE_CPU = 4;
const SLOW_PHONE_RUNS = 5;

/**
 * The home route on an emulated slow phone (throttled in the browser, unlike Lighthouse's simulation):
 * when the location splash is gone, when the first odds button and when the first Top Picks line
 * are on screen, ms from the navigation; medians of `SLOW_PHONE_RUNS` loads in a fresh context each
 * (no cache). A load without Top Picks (the feed had none for the route) counts no Top Picks time.
 */
export async function measureSlowPhone(
  url: string,
): Promise<{ splashMs: number; oddsMs: number; tipsMs: number | null }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: FLAGS });
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      0.5,
    );
  try {
    const splash: number[] = [];
    const odds: number[] = [];
    const tips: number[] = [];
    for (let run = 0; run < SLOW_PHONE_RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_PHONE });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE_CPU });
        const started = Date.now();
        const shown = (selector: string) =>
          page
            .locator(selector)
            .first()
            .waitFor({ state: 'visible', timeout: 60_000 })
            .then(() => Date.now() - started);
        const oddsShown = shown('[data-outcome-id]');
        const tipsShown = shown('[data-testid="top-picks"] li').catch(() => null);
        await page.goto(url);
        // The HTML's boot splash and the app's location splash are both gone.
        await page.locator('.boot, .splash').first().waitFor({ state: 'detached', timeout: 60_000 });
        splash.push(Date.now() - started);
        odds.push(await oddsShown);
        const tipsMs = await tipsShown;
        if (tipsMs !== null) tips.push(tipsMs);
      } finally {
        await context.close();
      }
    }
    return { splashMs: median(splash), oddsMs: median(odds), tipsMs: tips.length > 0 ? median(tips) : null };
  } finally {
    await browser.close();
  }
}

/** The elements Lighthouse saw move, biggest shift first: what to look at when CLS is over its target. */
function layoutShifts(details: unknown): string[] {
  const items = (details as { items?: { score?: number; node?: { selector?: string; nodeLabel?: string } }[] })?.items;
  return (items ?? [])
    .slice(0, 3)
    .map((item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? '?'} ("${item.node?.nodeLabel ?? ''}")`);
}

/** The element Lighthouse took for the largest contentful paint, as `selector ("text")`. */
function lcpElement(details: unknown): string {
  // Lighthouse 12: a list whose first table names the element.
  type Node = { selector?: string; nodeLabel?: string };
  const lists = (details as { items?: { items?: { node?: Node }[] }[] })?.items ?? [];
  const node = lists.flatMap((list) => list.items ?? []).find((item) => item.node)?.node;
  return node ? `${node.selector ?? '?'} ("${node.nodeLabel ?? ''}")` : 'none';
}

/** Lighthouse's mobile performance category (its default: emulated phone, simulated slow 4G). */
async function measureLighthouse(url: string): Promise<{
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  shifts: string[];
  lcpElement: string;
}> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report.');
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      shifts: layoutShifts(lhr.audits['layout-shifts']?.details),
      lcpElement: lcpElement(lhr.audits['largest-contentful-paint-element']?.details),
    };
  } finally {
    chrome.kill();
  }
}

/** `npm run bench` part: the web client's weight and Lighthouse mobile score, against a freshly built client. */
export async function benchWebClient(): Promise<void> {
  console.log('\nWeb client (fresh production build, served by the real server)');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web', '--silent'], { stdio: 'ignore' });
  if (build.status !== 0) throw new Error('apps/web build failed; run `npm run build -w apps/web` to see why.');
  // Outside vitest there is no prepared DATA_DIR template (decision 048): the server seeds an empty one.
  const sportsbook = await startSportsbookFrom(undefined);
  try {
    const js = await measureInitialJs(sportsbook.web);
    const verdict = js.gzipKb <= JS_BUDGET_KB ? 'within' : 'OVER';
    recordFigure({
      bench: 'web',
      measure: 'initial JS of the home route on a phone',
      value: js.gzipKb,
      unit: 'KB gzip',
    });
    console.log(
      `  initial JS of the home route: ${js.gzipKb.toFixed(1)} KB gzip (${js.rawKb.toFixed(1)} KB raw, ${js.files} files; ` +
        `largest ${js.largest}) — ${verdict} the ${JS_BUDGET_KB} KB budget (${((js.gzipKb / JS_BUDGET_KB) * 100).toFixed(0)} %); ` +
        `${js.oddsButtons} odds buttons on the page`,
    );
    const app = await measureInitialJs(sportsbook.web, { app: true });
    const extra = app.gzipKb - js.gzipKb;
    console.log(
      `  initial JS of the home route in the native app mode: ${app.gzipKb.toFixed(1)} KB gzip (${app.rawKb.toFixed(1)} KB raw, ${app.files} files) — ${extra >= 0 ? '+' : ''}${extra.toFixed(1)} KB against the web (the bridge, the native overlay and the account host load at start in the app, at login on the web)`,
    );
    const phone = await measureSlowPhone(sportsbook.web);
    recordFigure({ bench: 'web', measure: 'slow phone: splash gone, median', value: phone.splashMs, unit: 'ms' });
    recordFigure({ bench: 'web', measure: 'slow phone: first odds, median', value: phone.oddsMs, unit: 'ms' });
    console.log(
      `  home route on an emulated slow phone (150 ms round trip, 1.6 Mbit/s, CPU ÷ ${SLOW_PHONE_CPU}; median of ${SLOW_PHONE_RUNS}): ` +
        `splash gone ${phone.splashMs} ms, first odds ${phone.oddsMs} ms, Top Picks ${phone.tipsMs === null ? 'none shown' : `${phone.tipsMs} ms`}`,
    );
    // Five runs, as Lighthouse's own guidance on variability advises: one run moves by several points.
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) runs.push(await measureLighthouse(sportsbook.web));
    runs.sort((a, b) => a.score - b.score);
    const median = runs[Math.floor(LIGHTHOUSE_RUNS / 2)]!;
    const mark = (met: boolean) => (met ? 'met' : 'NOT met');
    const lighthouse = `median of ${LIGHTHOUSE_RUNS}`;
    recordFigure({
      bench: 'web',
      measure: `Lighthouse mobile performance, ${lighthouse}`,
      value: median.score,
      unit: 'score',
    });
    recordFigure({ bench: 'web', measure: 'Lighthouse LCP, median run', value: median.lcpMs, unit: 'ms' });
    recordFigure({ bench: 'web', measure: 'Lighthouse TBT, median run', value: median.tbtMs, unit: 'ms' });
    recordFigure({ bench: 'web', measure: 'Lighthouse CLS, median run', value: median.cls, unit: '' });
    console.log(
      `  Lighthouse 12 mobile performance (median of ${LIGHTHOUSE_RUNS}): ${median.score} (target ≥ ${LIGHTHOUSE_TARGET}: ${mark(median.score >= LIGHTHOUSE_TARGET)}); ` +
        `LCP ${median.lcpMs.toFixed(0)} ms (≤ ${LCP_TARGET_MS}: ${mark(median.lcpMs <= LCP_TARGET_MS)}), ` +
        `TBT ${median.tbtMs.toFixed(0)} ms (≤ ${TBT_TARGET_MS}: ${mark(median.tbtMs <= TBT_TARGET_MS)}), ` +
        `CLS ${median.cls.toFixed(3)} (≤ ${CLS_TARGET}: ${mark(median.cls <= CLS_TARGET)}); runs ${runs.map((run) => run.score).join(', ')}`,
    );
    console.log(`    FCP ${median.fcpMs.toFixed(0)} ms; the LCP element: ${median.lcpElement}`);
    for (const shift of median.shifts) console.log(`    layout shift ${shift}`);
  } finally {
    await sportsbook.stop();
  }
}
