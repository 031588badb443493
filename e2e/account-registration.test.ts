import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxResponseSchema } from '@sportsbook/protocol';
import { logInInFrame } from './support/account-session';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { openFrameHost } from './support/frame-host';
import { startSportsbook } from './support/server';
import type { Sportsbook } from './support/server';

/** The newest mail of `kind` the server put in the dev outbox for `email`. */
async function latestMail(sportsbook: Sportsbook, email: string, kind: 'verification' | 'recovery') {
  const read = async () => {
    const response = await fetch(`${sportsbook.account}/api/dev/outbox?email=${encodeURIComponent(email)}`);
    const { messages } = outboxResponseSchema.parse(await response.json());
    return messages.find((message) => message.kind === kind);
  };
  // Polled until the mail is there (the project's poll deadline), never a fixed wait.
  await expect.poll(async () => (await read()) !== undefined, { message: `a ${kind} mail for ${email}` }).toBe(true);
  const mail = await read();
  if (!mail) throw new Error(`no ${kind} mail for ${email} in the outbox`);
  return mail;
}

/** The text of the elements that describe a field (its hint and error, via aria-describedby). */
async function descriptionOf(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  return field.evaluate(
    (element, list) => list.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' '),
    ids,
  );
}

describe('registration and recovery inside the frame', () => {
  let sportsbook: Sportsbook;
  let browser: Browser;
  beforeAll(async () => {
    [sportsbook, browser] = await Promise.all([startSportsbook(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await sportsbook?.stop();
  });

  it('registers a new player, who verifies the email from the outbox and then logs in', async () => {
    const suffix = Date.now().toString(36).slice(-6);
    const username = `e2e.${suffix}`;
    const email = `e2e-${suffix}@example.test`;
    const password = 'horse-battery-9';
    const { context, page } = await newPage(browser, 'desktop');
    const host = await openFrameHost(page, sportsbook, { path: '/sport/registration?app=sportsbook' });
    await host.waitForMessage('page_ready', (message) => message.details.page === '/registration');

    await host.frame.getByLabel('Username').fill(username);
    await host.frame.getByLabel('Email address').fill(email);
    await host.frame.getByLabel('Password').fill(password);
    await host.frame.getByLabel('Date of birth').fill('1990-05-17');
    await host.frame.getByLabel('Country').selectOption('GB');
    await host.frame.getByText('Your account will use GBP.').waitFor();
    await host.frame.getByLabel(/I am 18 or older/).check();
    await host.frame.getByRole('button', { name: 'Create account' }).click();

    await host.frame.getByText(`We have sent a mail to ${email}.`, { exact: false }).waitFor();
    await host.waitForMessage('gtm_push_action', (message) => message.details.event === 'registration');
    await host.waitForMessage('action_done', (message) => message.details.action === 'registration');
    await expect
      .poll(() => host.frame.getByRole('link', { name: /test mailbox/ }).getAttribute('href'))
      .toBe('/dev/outbox');

    // Not verified yet: the login says so.
    await host.post('open_page', { page: '/login' });
    await host.frame.getByLabel('Username').fill(username);
    await host.frame.getByLabel('Password', { exact: true }).fill(password);
    await host.frame.getByRole('button', { name: 'Log in' }).click();
    await host.frame
      .getByRole('alert')
      .filter({ hasText: 'Please confirm your email address first: open the link we sent you.' })
      .waitFor();

    const mail = await latestMail(sportsbook, email, 'verification');
    expect(mail.link).toMatch(new RegExp(`^${sportsbook.account}/sport/registration-with-token/`));
    await host.post('open_page', { page: new URL(mail.link).pathname.replace(/^\/sport/, '') });
    await host.frame.getByText(`Thank you, ${username}: your email address is verified.`, { exact: false }).waitFor();
    await host.waitForMessage('action_done', (message) => message.details.action === 'email_verified');

    await host.frame.getByRole('link', { name: 'Log in' }).click();
    await logInInFrame(host, username, password);
    const userData = await host.waitForMessage('user_data');
    expect(userData.details).toMatchObject({ user: { username, currency: 'GBP', email } });
    await context.close();
  });

  it('refuses an underage player and a weak password before the server is asked, in the page language', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    const host = await openFrameHost(page, sportsbook, { path: '/pt/sport/registration' });
    await host.frame.getByLabel('Nome de usuário').fill('menor');
    await host.frame.getByLabel('Endereço de e-mail').fill('menor@example.test');
    await host.frame.getByLabel('Senha').fill('curta');
    const lastYear = new Date().getUTCFullYear() - 1;
    await host.frame.getByLabel('Data de nascimento').fill(`${lastYear}-01-01`);
    await host.frame.getByRole('button', { name: 'Criar conta' }).click();
    await host.frame.getByText('Aceite os termos e condições para continuar.').waitFor();
    await expect
      .poll(() => descriptionOf(host.frame.getByLabel('Data de nascimento')))
      .toContain('Você precisa ter 18 anos ou mais para abrir uma conta.');
    await expect
      .poll(() => descriptionOf(host.frame.getByLabel('Senha')))
      .toMatch(/A sua senha precisa de pelo menos 8 caracteres/);
    await expect.poll(() => host.frame.getByLabel('Senha').getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });

  it('sends a reset link for a forgotten password; the link sets a new password that logs in', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    const host = await openFrameHost(page, sportsbook, { path: '/sport/forgot-password' });
    const profile = await fetch(`${sportsbook.account}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo-us', password: 'demo-pass-1', platform: 'web', device_name: 'e2e' }),
    });
    const email = ((await profile.json()) as { user: { Email: string } }).user.Email;
    await host.frame.getByLabel('Email address').fill(email);
    await host.frame.getByRole('button', { name: 'Send reset link' }).click();
    await host.frame.getByText(`If an account uses ${email}, a reset link is on its way.`, { exact: false }).waitFor();

    const mail = await latestMail(sportsbook, email, 'recovery');
    await host.post('open_page', { page: new URL(mail.link).pathname.replace(/^\/sport/, '') });
    await host.frame.getByLabel('New password', { exact: true }).fill('new-pass-2026');
    await host.frame.getByLabel('Repeat new password').fill('new-pass-2026');
    await host.frame.getByRole('button', { name: 'Save new password' }).click();
    await host.frame.getByText('Your password has been changed.', { exact: false }).waitFor();
    await host.waitForMessage('action_done', (message) => message.details.action === 'password_reset');
    await host.frame.getByRole('link', { name: 'Log in' }).click();
    await logInInFrame(host, 'demo-us', 'new-pass-2026');
    await context.close();
  });
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`registers with the affiliate link the visitor arrived by, handed from the shell to the frame (${viewport})`, async () => {
      const suffix = `${viewport[0]}${Date.now().toString(36).slice(-6)}`;
      const { context, page } = await newPage(browser, viewport);
      const registrations: unknown[] = [];
      context.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/register') {
          registrations.push(request.postDataJSON());
        }
      });

      await page.goto(`${sportsbook.web}/?btag=e2e_${suffix}&click_id=c-${suffix}&LineID=0`);
      await page.getByRole('button', { name: 'Join', exact: true }).first().click();
      const frame = page.frameLocator('iframe[title="Account"]');
      await frame.getByLabel('Username').fill(`aff.${suffix}`);
      await frame.getByLabel('Email address').fill(`aff-${suffix}@example.test`);
      await frame.getByLabel('Password').fill('horse-battery-9');
      await frame.getByLabel('Date of birth').fill('1990-05-17');
      await frame.getByLabel('Country').selectOption('IE');
      await frame.getByLabel(/I am 18 or older/).check();
      await screenshot(page, 'registration-affiliate', viewport);
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/register');
      await frame.getByRole('button', { name: 'Create account' }).click();
      // The shell closes the frame once the registration is done; the answer says it was taken.
      expect(await (await answered).json()).toEqual({ status: 1, message: 'VERIFY_EMAIL' });
      expect(registrations).toHaveLength(1);
      expect(registrations[0]).toMatchObject({
        username: `aff.${suffix}`,
        affiliate: { params: { btag: `e2e_${suffix}`, click_id: `c-${suffix}` }, clicked_at: expect.any(String) },
      });
      await context.close();
    });
  }
});
