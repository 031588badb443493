import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyOf, logInByApi, logInInFrame } from './support/account-session';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { openFrameHost } from './support/frame-host';
import type { FrameHost } from './support/frame-host';
import { startSportsbook } from './support/server';
import type { Sportsbook } from './support/server';
import { expectAccessible } from './support/shell';

async function payByCard(host: FrameHost, amount: string, number: string) {
  await host.frame.getByLabel('Amount (GBP)').fill(amount);
  await host.frame.getByLabel('Card number').fill(number);
  await host.frame.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await host.frame.getByLabel('Security code (CVC)').fill('123');
  await host.frame.getByLabel('Name on card').fill('Pat Player');
  await host.frame.getByRole('button', { name: /^Deposit/ }).click();
}

describe('the cashier inside the frame', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([startSportsbook(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  it('deposits with the approving test card (balance and history change); the declining card changes nothing', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    const host = await openFrameHost(page, sportsbook, { path: '/sport/login' });
    await logInInFrame(host, 'demo-gb');
    await host.post('open_page', { page: '/cashier/deposit' });
    const balance = host.frame.getByTestId('account-balance');
    await expect.poll(() => balance.textContent()).toBe('£1,000.00');

    await payByCard(host, '25', '4242 4242 4242 4242');
    await host.frame.getByText('£25.00 deposited. Your balance is now £1,025.00.').waitFor();
    await expect.poll(() => balance.textContent()).toBe('£1,025.00');
    await host.waitForMessage('action_done', (message) => message.details.action === 'deposit');
    await host.waitForMessage('balance_update', (message) => JSON.stringify(message.details).includes('"total":1025'));

    const token = await logInByApi(sportsbook, 'demo-gb');
    const before = await historyOf(sportsbook, token);
    expect(before[0]).toMatchObject({ kind: 'deposit', amount: 25 });

    await payByCard(host, '40', '4000 0000 0000 0002');
    await host.frame
      .getByRole('alert')
      .filter({ hasText: 'Your card was declined. No money was taken; try another card.' })
      .waitFor();
    expect(await balance.textContent()).toBe('£1,025.00');
    expect(await historyOf(sportsbook, token)).toEqual(before);

    await host.frame.getByRole('link', { name: 'History' }).click();
    const rows = host.frame.getByTestId('history-row');
    await rows.first().waitFor();
    // The history may still be adding rows: read it once it holds them all.
    await expect.poll(() => rows.count()).toBe(before.length);
    await expect.poll(() => rows.first().getAttribute('data-kind')).toBe('deposit');
    await expect.poll(() => rows.first().textContent()).toContain('£25.00');
    await context.close();
  });

  it('refuses a deposit over the daily limit set on the responsible-gambling page, with the translated message', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    const host = await openFrameHost(page, sportsbook, { path: '/de/sport/login' });
    await host.frame.getByLabel('Benutzername').fill('demo-ie');
    await host.frame.getByLabel('Passwort', { exact: true }).fill('demo-pass-1');
    await host.frame.getByRole('button', { name: 'Anmelden' }).click();
    await host.waitForMessage('balance_update');

    await host.post('open_page', { page: '/cashier/fair-gaming' });
    await host.frame.getByLabel('Tageslimit (EUR)').fill('50');
    await host.frame.getByRole('button', { name: 'Limits speichern' }).click();
    await host.frame.getByText('Ihre Einzahlungslimits wurden gespeichert.').waitFor();
    await host.waitForMessage('action_done', (message) => message.details.action === 'limits');

    await host.frame.getByRole('link', { name: 'Einzahlen' }).click();
    await host.frame.getByLabel('Betrag (EUR)').fill('60');
    await host.frame.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
    await host.frame.getByLabel('Ablaufdatum (MM/JJ)').fill('12/39');
    await host.frame.getByLabel('Sicherheitscode (CVC)').fill('123');
    await host.frame.getByLabel('Name auf der Karte').fill('Pat Player');
    await host.frame.getByRole('button', { name: /einzahlen$/ }).click();
    const alert = host.frame.getByRole('alert');
    await alert.waitFor();
    await expect
      .poll(() => alert.textContent())
      .toMatch(
        /Diese Einzahlung würde Ihr Einzahlungslimit für 24 Stunden überschreiten\. Sie können jetzt bis zu 50,00\s€ einzahlen\./,
      );
    const token = await logInByApi(sportsbook, 'demo-ie');
    expect((await historyOf(sportsbook, token)).some((entry) => entry.kind === 'deposit' && entry.amount === 60)).toBe(
      false,
    );
    await context.close();
  });

  it('self-excludes a player, who is logged out at once and can no longer log in', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    const host = await openFrameHost(page, sportsbook, { path: '/sport/login' });
    await logInInFrame(host, 'demo-ro');
    await host.post('open_page', { page: '/cashier/fair-gaming' });
    const exclusion = host.frame.getByRole('form', { name: 'Self-exclusion' });
    await exclusion.getByLabel('1 year').check();
    await exclusion.getByRole('button', { name: 'Exclude me' }).click();
    const dialog = host.frame.getByRole('dialog', { name: 'Exclude yourself?' });
    await dialog.getByText('Length: 1 year.').waitFor();
    await dialog.getByRole('button', { name: 'Yes, exclude me' }).click();
    await host.frame.getByText(/You are now self-excluded until .* and have been logged out\./).waitFor();
    await host.waitForMessage('action_done', (message) => message.details.action === 'self_exclusion');
    await host.waitForMessage('log_out');

    await host.post('open_page', { page: '/login' });
    await host.frame.getByLabel('Username').fill('demo-ro');
    await host.frame.getByLabel('Password', { exact: true }).fill('demo-pass-1');
    await host.frame.getByRole('button', { name: 'Log in' }).click();
    const alert = host.frame.getByRole('alert');
    await alert.waitFor();
    await expect
      .poll(() => alert.textContent())
      .toMatch(
        /Your account is blocked by a time-out or self-exclusion until .*\. You cannot log in, bet or deposit before then\./,
      );
    const userData = (await host.messages()).filter((message) => message.event === 'user_data');
    expect(userData).toHaveLength(1);
    await context.close();
  });

  it('saves a card with consent in the cashier; then the header Deposit opens the quick deposit modal, which charges it (decision 058)', async () => {
    const FRAME = 'iframe[title="Account"]';
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto(sportsbook.web);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.locator(FRAME).waitFor({ state: 'visible' });
    const frame = page.frameLocator(FRAME);
    await frame.getByLabel('Username').fill('demo-gr');
    await frame.getByLabel('Password', { exact: true }).fill('demo-pass-1');
    await frame.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.locator(FRAME).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /demo-gr/ }).waitFor();

    // No saved card yet: Deposit opens the cashier exactly as before.
    const deposit = page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true });
    await deposit.click();
    await page.locator(FRAME).waitFor({ state: 'visible' });
    await frame.getByLabel('Amount (EUR)').fill('20');
    await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
    await frame.getByLabel('Expiry date (MM/YY)').fill('12/39');
    await frame.getByLabel('Security code (CVC)').fill('123');
    await frame.getByLabel('Name on card').fill('Pat Player');
    const consent = frame.getByRole('checkbox', { name: 'Save this card for quick deposits' });
    expect(await consent.isChecked()).toBe(false);
    await consent.check();
    await frame.getByRole('button', { name: /^Deposit/ }).click();
    await frame.getByText(/deposited\. Your balance is now/).waitFor();
    await frame.getByText('Saved for quick deposits: card ending 4242, expires 12/39.').waitFor();
    // By keyboard, as a player leaving the frame: the frame panel overlaps the close button's box.
    await page.getByRole('button', { name: 'Close account window' }).focus();
    await page.keyboard.press('Enter');
    await page.locator(FRAME).waitFor({ state: 'hidden' });

    const token = await logInByApi(sportsbook, 'demo-gr');
    const before = await historyOf(sportsbook, token);
    expect(before[0]).toMatchObject({ kind: 'deposit', amount: 20 });

    // Now a saved card exists: the same button opens the quick deposit modal.
    await deposit.click();
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    await dialog.getByRole('radio', { name: 'Credit card ending 4242' }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Amount (EUR)' }).inputValue()).toBe('10');
    await dialog.getByRole('button', { name: 'Open cashier' }).waitFor();
    await screenshot(page, 'quick-deposit-modal', 'desktop');
    await expectAccessible(page, { within: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByText('Successfully deposited!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await historyOf(sportsbook, token)).length).toBe(before.length + 1);
    expect((await historyOf(sportsbook, token))[0]).toMatchObject({ kind: 'deposit', amount: 10 });
    await page.getByTestId('balance').filter({ hasText: '1,030.00' }).first().waitFor();
    await context.close();
  });
});
