import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../e2e/support/browser';
import { startSportsbook } from '../e2e/support/server';

/** Issue 6 budget: initial JavaScript of the home route, gzip. */
const JS_BUDGET_KB = 200;
/** Issue 6 target: Lighthouse mobile performance score. */
const LIGHTHOUSE_TARGET = 90;
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
 * Every script the home route loads before the network settles, gzip-compressed as a server would
 * send it. `app`: loaded as the native app's WebView (app user agent, `window.ReactNativeWebView`
 * there before the page's first script) — the host itself is not counted, it is native code.
 */
export async function measureInitialJs(
  url: string,
  options: { readonly app?: boolean } = {},
): Promise<{ files: number; gzipKb: number; rawKb: number }> {
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
    const scripts: Buffer[] = [];
    page.on('response', (response) => {
      // A body still arriving when the browser closes is simply not counted.
      if (response.request().resourceType() === 'script')
        void response.body().then(
          (body) => scripts.push(body),
          () => undefined,
        );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const raw = scripts.reduce((sum, body) => sum + body.length, 0);
    const gzip = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    return { files: scripts.length, gzipKb: gzip / 1024, rawKb: raw / 1024 };
  } finally {
    await browser.close();
  }
}

/** Lighthouse's mobile performance category (its default: emulated phone, simulated slow 4G). */
async function measureLighthouse(url: string): Promise<{ score: number; lcpMs: number; tbtMs: number; cls: number }> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report.');
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
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
  const sportsbook = await startSportsbook();
  try {
    const js = await measureInitialJs(sportsbook.web);
    const verdict = js.gzipKb <= JS_BUDGET_KB ? 'within' : 'OVER';
    console.log(
      `  initial JS of the home route: ${js.gzipKb.toFixed(1)} KB gzip (${js.rawKb.toFixed(1)} KB raw, ${js.files} files) — ${verdict} the ${JS_BUDGET_KB} KB budget`,
    );
    const app = await measureInitialJs(sportsbook.web, { app: true });
    const extra = app.gzipKb - js.gzipKb;
    console.log(
      `  initial JS of the home route in the native app mode: ${app.gzipKb.toFixed(1)} KB gzip (${app.rawKb.toFixed(1)} KB raw, ${app.files} files) — ${extra >= 0 ? '+' : ''}${extra.toFixed(1)} KB against the web (the bridge, the native overlay and the account host load at start in the app, at login on the web)`,
    );
    // Five runs, as Lighthouse's own guidance on variability advises: one run moves by several points.
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) runs.push(await measureLighthouse(sportsbook.web));
    runs.sort((a, b) => a.score - b.score);
    const median = runs[Math.floor(LIGHTHOUSE_RUNS / 2)]!;
    console.log(
      `  Lighthouse mobile performance (median of ${LIGHTHOUSE_RUNS}): ${median.score} (target ≥ ${LIGHTHOUSE_TARGET}); LCP ${median.lcpMs.toFixed(0)} ms, TBT ${median.tbtMs.toFixed(0)} ms, CLS ${median.cls.toFixed(3)}; runs ${runs.map((run) => run.score).join(', ')}`,
    );
  } finally {
    await sportsbook.stop();
  }
}
