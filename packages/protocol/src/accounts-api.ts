import { z } from 'zod/mini';
import { accountUserSchema } from './account';
import { isoDateTimeSchema } from './common';

/*
 * Account API calls docs/api.md leaves open (spec 001 §3, §7): the token login of the country
 * switch, the call that issues its temporary token, and bodies the specs do not show.
 */

/**
 * A body the specs do not show (`getMainDynamicConfig`, `auth/temporary-token`): absent, or
 * form fields / a JSON object, ignored by the server.
 */
export const unspecifiedBodySchema = z.optional(z.record(z.string(), z.unknown()));

/** `GET {account API}/auth/loginWithToken` query (spec 001 §3): only `token` is required. */
export const tokenLoginQuerySchema = z.object({
  token: z.string().check(z.minLength(1, { error: 'must be the temporary_token of the login answer' })),
  domain: z.optional(z.string()),
  lang: z.optional(z.string()),
  website: z.optional(z.string()),
  device: z.optional(z.string()),
  app: z.optional(z.string()),
});
/** A token-login request. */
export type TokenLoginQuery = z.infer<typeof tokenLoginQuerySchema>;

/**
 * `POST {account API}/auth/temporary-token` (Bearer frontend token) answer: a single-use token
 * for `auth/loginWithToken` on the site of `domain` (the player's country, lower case: `gb`).
 * Same shape as an app login result that sends the player to another country (spec 001 §4).
 */
export const temporaryTokenResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({
    temporary_token: z.string().check(z.minLength(1)),
    domain: z.string().check(z.minLength(1)),
    expires_at: isoDateTimeSchema,
  }),
});
/** A temporary token answer. */
export type TemporaryTokenResponse = z.infer<typeof temporaryTokenResponseSchema>;

/** `auth/loginWithToken` success: the sports token (spec 001 §3) plus the account session. */
export const tokenLoginSuccessSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({
    domain: z.string(),
    sportify: z.object({ access_token: z.string().check(z.minLength(1)) }),
    frontend_token: z.string().check(z.minLength(1)),
    user: accountUserSchema,
  }),
});
/** A token-login success. */
export type TokenLoginSuccess = z.infer<typeof tokenLoginSuccessSchema>;

/** `auth/loginWithToken` failure (HTTP 401): the client alerts `message` (spec 001 §7). */
export const tokenLoginFailureSchema = z.object({
  status: z.literal(false),
  message: z.string(),
});
/** A token-login failure. */
export type TokenLoginFailure = z.infer<typeof tokenLoginFailureSchema>;
