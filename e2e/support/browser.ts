import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';

const ARTIFACTS = fileURLToPath(new URL('../../artifacts/screenshots', import.meta.url));

/** The two screens every journey is checked on (developers' guide: desktop and mobile). */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Debian's Chromium (`apt-get install chromium`), or `$CHROME_PATH`; never a downloaded browser. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/** Headless Chromium with the flags docs/architecture.md lists. */
export const LAUNCH_OPTIONS = {
  executablePath: chromiumPath(),
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared Chromium (support/global-setup.ts): its Playwright server's endpoint. */
    e2eBrowserEndpoint: string;
  }
}

/**
 * The browser of a journey file: the run's one Chromium when the global set-up launched it
 * (decision 048; `close()` then only disconnects this file), else a Chromium of its own. Tests get
 * fresh contexts from it (`newPage`), so nothing but the process is shared.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = inject('e2eBrowserEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch(LAUNCH_OPTIONS);
}

/** The page-side name the init script reports Content-Security-Policy violations through. */
const CSP_BINDING = '__reportCspViolation';

/**
 * Runs in every page and frame of a context (both origins) before its own scripts: forwards each
 * `securitypolicyviolation` event, so a policy that blocks something the app needs fails the journey.
 */
const CSP_LISTENER = `window.addEventListener('securitypolicyviolation', (event) => {
  window.${CSP_BINDING}([event.effectiveDirective, event.blockedURI || '(inline)', event.sourceFile + ':' + event.lineNumber, event.sample].join(' '));
}, true);`;

/**
 * Records the context's CSP violations and fails the test on any: when the context closes, and
 * when the test ends (a journey that fails early still reports what the policy blocked).
 */
async function failOnCspViolations(context: BrowserContext, expected: (violation: string) => boolean): Promise<void> {
  const violations: string[] = [];
  await context.exposeBinding(CSP_BINDING, ({ frame }, report: unknown) => {
    const violation = `${frame.url()}: ${String(report)}`;
    if (!expected(violation)) violations.push(violation);
  });
  await context.addInitScript(CSP_LISTENER);
  let reported = false;
  const check = () => {
    if (reported || violations.length === 0) return;
    reported = true;
    throw new Error(`Content-Security-Policy violations (${violations.length}):\n${violations.join('\n')}`);
  };
  const close = context.close.bind(context);
  context.close = async (options) => {
    await close(options);
    check();
  };
  onTestFinished(check);
}

/** Options of `newPage`. */
export interface NewPageOptions {
  /**
   * Violations a journey provokes on purpose (an attack the policy must stop): matched against
   * `<page url>: <directive> <blocked url> …`. Everything else fails the journey.
   */
  readonly expectCspViolation?: (violation: string) => boolean;
  /**
   * Pages ignore their Content-Security-Policy: for a journey testing the next line of defence,
   * whose attack set-up our own policy would already stop.
   */
  readonly bypassCsp?: boolean;
}

/**
 * A fresh context (own storage) at a viewport; mobile also gets touch and a phone user agent.
 * Every journey fails on any Content-Security-Policy violation of its pages and frames.
 */
export async function newPage(
  browser: Browser,
  viewport: ViewportName,
  options: NewPageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    ...(viewport === 'mobile' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    ...(options.bypassCsp ? { bypassCSP: true } : {}),
  });
  await failOnCspViolations(context, options.expectCspViolation ?? (() => false));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Saves `artifacts/screenshots/<name>-<viewport>.png` for people to look at. */
export async function screenshot(page: Page, name: string, viewport: ViewportName): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}-${viewport}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}
