import {
  accountConfigResponseSchema,
  accountUserSchema,
  emailChangedSchema,
  emailVerifiedSchema,
  loginResponseSchema,
  mainDynamicConfigResponseSchema,
  passwordResetSchema,
  recoverySentSchema,
  registerSuccessSchema,
} from '@sportsbook/protocol';
import type {
  AccountConfigResponse,
  AccountUser,
  LoginResponse,
  MainDynamicConfigResponse,
  RegisterRequest,
} from '@sportsbook/protocol';
import { z } from 'zod/mini';
import { requestJson } from '../lib/http';

const logoutAnswerSchema = z.object({ status: z.literal(1) });

/*
 * The account API on this site's own origin (docs/api.md "Player and accounts", spec 001 §7,
 * decision 018). One function per call; each answer is parsed with its protocol schema.
 */

/** `POST /api/login` — the web login of spec 001 §3. */
export function logIn(username: string, password: string, lang: string): Promise<LoginResponse> {
  return requestJson('/api/login', {
    schema: loginResponseSchema,
    body: { username, password, platform: 'web', device_name: 'account-site', extras: { lang } },
  });
}

/** `POST /getMainDynamicConfig` (form-encoded, Bearer frontend token): balance and sports token. */
export function fetchMainDynamicConfig(token: string): Promise<MainDynamicConfigResponse> {
  return requestJson('/getMainDynamicConfig', {
    schema: mainDynamicConfigResponseSchema,
    method: 'POST',
    body: {},
    form: true,
    token,
  });
}

/** `GET /api/account-config`: whether registration and login are open, countries and rules. */
export function fetchAccountConfig(): Promise<AccountConfigResponse> {
  return requestJson('/api/account-config', { schema: accountConfigResponseSchema });
}

/** `POST /api/register`: the player is created unverified and a verification mail is sent. */
export async function register(request: RegisterRequest): Promise<void> {
  await requestJson('/api/register', { schema: registerSuccessSchema, body: request });
}

/** `POST /api/recover {email}`: a reset mail when the address belongs to a player (same answer either way). */
export async function requestPasswordReset(email: string): Promise<void> {
  await requestJson('/api/recover', { schema: recoverySentSchema, body: { email } });
}

/** `POST /api/recover {type: signup}`: verifies the email of a new player; answers the username. */
export async function verifyEmail(token: string): Promise<string> {
  const answer = await requestJson('/api/recover', { schema: emailVerifiedSchema, body: { type: 'signup', token } });
  return answer.username;
}

/** `POST /api/recover {type: email_change}`: applies a new address with the token mailed to it; answers it. */
export async function confirmEmailChange(token: string): Promise<string> {
  const answer = await requestJson('/api/recover', {
    schema: emailChangedSchema,
    body: { type: 'email_change', token },
  });
  return answer.email;
}

/** `POST /api/recover {type: recovery}`: sets a new password with the token of a reset mail. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await requestJson('/api/recover', { schema: passwordResetSchema, body: { type: 'recovery', token, password } });
}

/** `POST /api/logout` (Bearer frontend token): ends every session of the player on the server. */
export async function logOutEverywhere(token: string): Promise<void> {
  await requestJson('/api/logout', { schema: logoutAnswerSchema, method: 'POST', body: {}, token });
}

/** `GET /api/user` (Bearer frontend token): the logged-in user. */
export function fetchUser(token: string): Promise<AccountUser> {
  return requestJson('/api/user', { schema: accountUserSchema, token });
}
