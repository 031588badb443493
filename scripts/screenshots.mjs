// `node scripts/screenshots.mjs`: the README's pictures, taken again from the product as it is.
// Starts the real server (built client and account site, a fresh embedded database, demo data)
// on free ports, opens the home page in Debian's Chromium at 1280×800 and 390×844, puts one
// selection on the slip, and writes docs/images/{home,betslip}-{desktop,phone}.png.
// Build the two apps first (`npm start` does, or `npm run build -w apps/web -w apps/account`).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/* global window, document -- the functions handed to the page run in the browser. */

const OUT = 'docs/images';
/** The two screens the journeys check (e2e/support/browser.ts): a laptop and a phone. */
const SCREENS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};
const START_TIMEOUT_MS = 300_000;

for (const built of ['apps/web/dist/index.html', 'apps/account/dist/index.html']) {
  if (!existsSync(built)) throw new Error(`${built} is missing: build the apps first (npm start builds them).`);
}

/** A port the kernel hands out as free now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The server as `npm start` runs it, on free ports and a throw-away DATA_DIR; resolves once the feed caught up. */
async function startServer() {
  const [port, accountPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'screenshots-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      ACCOUNT_PORT: String(accountPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The same catalogue on every run, so the pictures change only when the product does.
      FEED_SEED: 'screenshots',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const api = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    return new Promise((resolve) => child.once('exit', resolve)).then(() =>
      rmSync(dataDir, { recursive: true, force: true }),
    );
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped before it was ready:\n${output}`);
    const feed = await fetch(`${api}/health/feed`).then(
      (response) => (response.ok ? response.json() : null),
      () => null,
    );
    if (feed && feed.caught_up !== false) return { web: `http://localhost:${port}`, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server was not ready within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}

/** Opens the home page on the GB brand in English and waits for its listings and the first odds. */
async function openHome(page, web) {
  await page.addInitScript(() => {
    window.localStorage.setItem('user_country', 'GB');
    window.localStorage.setItem('app_lang', 'en');
  });
  await page.goto(web);
  await page.locator('.splash').waitFor({ state: 'detached', timeout: 60_000 });
  await page
    .locator('section[aria-labelledby="home-upcoming-title"] button[data-outcome-id]:not([disabled])')
    .first()
    .waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .page-loading'), null, {
    timeout: 60_000,
  });
}

/** Clicks the first upcoming event's first price and shows the slip (the phone opens it from its tab). */
async function addSelection(page, phone) {
  await page
    .locator('section[aria-labelledby="home-upcoming-title"] button[data-outcome-id]:not([disabled])')
    .first()
    .click();
  if (phone) {
    await page.getByRole('button', { name: /^Bet Slip, selections/ }).click();
    await page.getByRole('dialog', { name: /Bet Slip/ }).waitFor();
  }
  const slip = page.getByTestId('betslip');
  await slip.getByTestId('betslip-selection').first().waitFor();
  await slip.getByLabel('Stake').first().fill('5');
  // Animations end and the slip's totals arrive before the picture.
  await page.waitForTimeout(1_000);
}

mkdirSync(OUT, { recursive: true });
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const [name, screen] of Object.entries(SCREENS)) {
    const context = await browser.newContext({ ...screen, locale: 'en-GB', timezoneId: 'Europe/London' });
    const page = await context.newPage();
    await openHome(page, server.web);
    await page.screenshot({ path: join(OUT, `home-${name}.png`) });
    await addSelection(page, name === 'phone');
    await page.screenshot({ path: join(OUT, `betslip-${name}.png`) });
    await context.close();
    console.log(`${OUT}/home-${name}.png, ${OUT}/betslip-${name}.png`);
  }
} finally {
  await browser.close();
  await server.stop();
}
