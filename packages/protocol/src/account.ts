import { z } from 'zod/mini';
import { currencySchema, errorDetailsSchema, idSchema, isoDateTimeSchema } from './common';

/** The user's currency when the account names none (spec 001 §3, §9: EUR). */
export const DEFAULT_USER_CURRENCY = 'EUR';

/**
 * `POST {account API}/api/login` body. Only the credentials decide (docs/api.md 'Tolerance on
 * input'): `platform`, `device_name` and `extras` are what the client says about itself, read
 * if present and never a reason for a 400; a bad pair is simply INVALID_LOGIN.
 */
export const loginRequestSchema = z.object({
  username: z.string(),
  password: z.string(),
  platform: z.optional(z.unknown()),
  device_name: z.optional(z.unknown()),
  extras: z.optional(z.unknown()),
});
/** A web login request. */
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * The account site's user, capitalised fields as the account API sends them; `Money` is in major
 * units. A user without a currency is in EUR; `created_at` / `updated_at` are the account's own
 * times (spec 001 §3), optional for older servers.
 */
export const accountUserSchema = z.object({
  id: idSchema,
  Account: z.string(),
  Email: z.string(),
  currency: z._default(currencySchema, DEFAULT_USER_CURRENCY),
  Money: z.number(),
  lastAction: z.string(),
  token: z.string(),
  created_at: z.optional(isoDateTimeSchema),
  updated_at: z.optional(isoDateTimeSchema),
});
/** A user of the account site. */
export type AccountUser = z.infer<typeof accountUserSchema>;

/** Web login success: the user plus the account (frontend) token and the sports access token. */
export const loginResponseSchema = z.object({
  user: accountUserSchema,
  frontend_token: z.string().check(z.minLength(1)),
  access_token: z.string().check(z.minLength(1)),
});
/** A web login success (a failure is a Refusal with INVALID_LOGIN and HTTP 401). */
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * `POST {account API}/getMainDynamicConfig` answer, also the details of a balance_update
 * frame message; a missing or null access token means the session ended.
 */
export const mainDynamicConfigResponseSchema = z.object({
  auth_related_config: z.object({
    sportify: z.object({ access_token: z.optional(z.nullable(z.string())) }),
  }),
  auth_config: z.object({
    user: z.object({
      balance: z.object({ total: z.number(), currency: currencySchema }),
      username: z.string(),
    }),
  }),
});
/** The dynamic config carrying balance and sports token. */
export type MainDynamicConfigResponse = z.infer<typeof mainDynamicConfigResponseSchema>;

/**
 * The app login / token-login answer (the details of a native `login_result`): a temporary
 * token and domain send the player to another country to retry.
 */
export const appLoginResultSchema = z.object({
  status: z.boolean(),
  message: z.optional(z.string()),
  data: z.optional(
    z.nullable(
      z.object({
        temporary_token: z.optional(z.string()),
        domain: z.optional(z.string()),
        sportify: z.optional(z.object({ access_token: z.optional(z.string()) })),
        /** The account site's token of the same session, so the app can end it on logout. */
        frontend_token: z.optional(z.string()),
      }),
    ),
  ),
  /** A refusal's details where there is more to say (the validation message, a block's reason and end). */
  meta: z.optional(z.object({ error: errorDetailsSchema })),
});
/** An app login result. */
export type AppLoginResult = z.infer<typeof appLoginResultSchema>;
