import { chromium } from 'playwright-core';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(`${base}/dev/simulator/?auth=&location=granted`);
await page.waitForTimeout(6000);
const app = page.frameLocator('iframe[title="App"]');
console.log('ua', await app.locator('body').evaluate(() => navigator.userAgent + ' rn=' + typeof window.ReactNativeWebView));
console.log('splash', await app.locator('.splash').count());
try { await app.getByRole('button', { name: 'Log in', exact: true }).click({ timeout: 5000 }); } catch (e) { console.log('CLICK', e.message.slice(0, 1500)); }
await page.waitForTimeout(1000);
await page.screenshot({ path: '/tmp/native-debug.png' });
await browser.close();
