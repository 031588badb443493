import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { RegisterRequest } from '@sportsbook/protocol';
import type { TestDatabaseTarget } from '../storage/testing';
import type { RegistrationLimits } from './registration-service';
import { loginBody, startAccountsTestApp, TEST_ACCOUNT_ORIGIN } from './test-app';
import type { AccountsTestApp, AccountsTestAppOptions } from './test-app';

/** The accounts test app with a clock the test sets, and helpers for the registration routes. */
export interface RegistrationTestApp extends AccountsTestApp {
  /** The clock of tokens, links and age checks. */
  readonly clock: { now: Date };
  post(url: string, payload: unknown, remoteAddress?: string): Promise<LightMyRequestResponse>;
  login(username: string, password: string): Promise<LightMyRequestResponse>;
  /** The token in the newest mail of `kind` to `email` (fails the test when there is none). */
  tokenFromMail(email: string, kind: 'verification' | 'recovery' | 'email_change'): Promise<string>;
}

/** Limits wide enough that only the throttling tests meet them. */
export const WIDE_LIMITS: RegistrationLimits = {
  register: { email: { max: 1_000, windowMs: 60_000 }, ip: { max: 1_000, windowMs: 60_000 } },
  recover: { email: { max: 1_000, windowMs: 60_000 }, ip: { max: 1_000, windowMs: 60_000 } },
};

const LINK = {
  verification: new RegExp(`^${TEST_ACCOUNT_ORIGIN}/sport/registration-with-token/([A-Za-z0-9_-]{43})$`),
  recovery: new RegExp(`^${TEST_ACCOUNT_ORIGIN}/sport/reset-password/([A-Za-z0-9_-]{43})$`),
  email_change: new RegExp(`^${TEST_ACCOUNT_ORIGIN}/sport/confirm-email/([A-Za-z0-9_-]{43})$`),
};

let nextIp = 0;
/** A fresh client address, so per-IP limits of one test do not leak into the next. */
export const freshIp = () => `10.7.${Math.floor((nextIp += 1) / 250)}.${nextIp % 250}`;

/** A registration body that passes every rule. */
export function registrationBody(overrides: Partial<Record<keyof RegisterRequest, unknown>> = {}) {
  return {
    username: 'carla_1',
    email: 'carla@example.test',
    password: 'horse-battery-9',
    date_of_birth: '1990-04-01',
    country: 'MX',
    accept_terms: true,
    lang: 'es',
    ...overrides,
  };
}

/** Starts the app with its clock at `start`. */
export async function startRegistrationTestApp(
  target: TestDatabaseTarget,
  start: Date,
  options: AccountsTestAppOptions = {},
): Promise<RegistrationTestApp> {
  const clock = { now: start };
  const t = await startAccountsTestApp(target, { registrationLimits: WIDE_LIMITS, ...options, now: () => clock.now });
  return {
    ...t,
    clock,
    post: (url, payload, remoteAddress = freshIp()) =>
      t.accountApp.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress }),
    login: (username, password) =>
      t.accountApp.inject({
        method: 'POST',
        url: '/api/login',
        payload: loginBody(username, password),
        remoteAddress: freshIp(),
      }),
    async tokenFromMail(email, kind) {
      const mail = (await t.accounts.outbox.list(email)).find((message) => message.kind === kind);
      expect(mail, `a ${kind} mail to ${email}`).toBeDefined();
      const match = LINK[kind].exec(mail!.link);
      expect(match, mail!.link).not.toBeNull();
      expect(mail!.bodyText).toContain(mail!.link);
      return match![1]!;
    },
  };
}
