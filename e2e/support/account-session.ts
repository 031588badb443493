import type { Page } from 'playwright-core';
import type { FrameHost } from './frame-host';
import type { Sportsbook } from './server';

/** Logs a player in through the framed login form and waits until the shell has the balance. */
export async function logInInFrame(host: FrameHost, username: string, password = 'demo-pass-1'): Promise<void> {
  await host.frame.getByLabel('Username').fill(username);
  await host.frame.getByLabel('Password', { exact: true }).fill(password);
  await host.frame.getByRole('button', { name: 'Log in' }).click();
  await host.waitForMessage('balance_update');
}

/** Logs a player in through the account API and returns the frontend token. */
export async function logInByApi(sportsbook: Sportsbook, username: string, password = 'demo-pass-1'): Promise<string> {
  const response = await fetch(`${sportsbook.account}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, platform: 'web', device_name: 'e2e' }),
  });
  if (!response.ok) throw new Error(`login of ${username} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { frontend_token: string }).frontend_token;
}

/** Puts a session into the account origin's storage of this page's context (for pages that need one). */
export async function storeSession(page: Page, sportsbook: Sportsbook, token: string): Promise<void> {
  await page.goto(`${sportsbook.account}/api/__session`);
  await page.evaluate((value) => {
    window.localStorage.setItem('frontend_token', value);
    window.localStorage.setItem('session_started_at', String(Date.now()));
  }, token);
}

/** The cashier history of a player, straight from the API (newest first). */
export async function historyOf(sportsbook: Sportsbook, token: string): Promise<{ kind: string; amount: number }[]> {
  const response = await fetch(`${sportsbook.account}/api/cashier/history`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { kind: string; amount: number }[] }).data;
}
