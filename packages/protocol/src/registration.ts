import { z } from 'zod/mini';
import { COUNTRY_CODES, LANGUAGES } from '@sportsbook/betting';
import { currencySchema, idSchema, isoDateTimeSchema, refusalSchema } from './common';

/*
 * Registration, email verification, password recovery and session refresh on the ACCOUNT origin
 * (spec 001 §7 `POST recover`, `POST refresh`, `POST post`; decision 018). The
 * rules are here, beside the schemas, so the account site checks a form exactly as the server
 * will; the server answers a broken rule with a business refusal naming the field.
 */

/** 3–20 characters: letters, digits, dots, dashes and underscores. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,20}$/;
/** The shortest password the rule allows. */
export const MIN_PASSWORD_LENGTH = 8;
/** The longest password taken at all (longer bodies are malformed: 400). */
export const MAX_PASSWORD_LENGTH = 128;
/** The youngest age at which a player may register. */
export const MIN_AGE = 18;
/** The password rule in words (decision 018); `GET /api/account-config` sends it too. */
export const PASSWORD_RULE =
  'At least 8 characters, with at least one letter and one digit, and not containing the username.';

/** Longest address accepted (RFC 5321's path limit). */
const MAX_EMAIL_LENGTH = 254;
/** Something@something.tld with no spaces; the real check is the verification mail. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** True for a username the rule allows. */
export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}

/** True for an address that looks deliverable (`name@domain.tld`). */
export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

/**
 * True when `password` satisfies PASSWORD_RULE: at least 8 characters (code points), a letter and
 * a digit (any script), and not containing the username, whatever the case.
 * @example isStrongPassword('horse-battery-9', 'carla') // true
 */
export function isStrongPassword(password: string, username: string): boolean {
  if ([...password].length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) return false;
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return false;
  const name = username.trim().toLowerCase();
  return name === '' || !password.toLowerCase().includes(name);
}

/** `YYYY-MM-DD` as year, month, day; null when it is not a real calendar date. */
export function parseCalendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * Whole years between a `YYYY-MM-DD` birth date and `today` (UTC calendar date): the birthday
 * itself counts, and a 29 February birthday falls on 1 March in other years.
 * @example ageOn('2000-06-15', new Date('2018-06-15T00:00:00Z')) // 18
 */
export function ageOn(dateOfBirth: string, today: Date): number {
  const born = parseCalendarDate(dateOfBirth);
  if (!born) return Number.NaN;
  const [year, month, day] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const hadBirthday = month > born.month || (month === born.month && day >= born.day);
  return year - born.year - (hadBirthday ? 0 : 1);
}

const countrySchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value) => value.toUpperCase()),
  ),
  z.enum(COUNTRY_CODES, { error: `must be one of ${COUNTRY_CODES.join(', ')}` }),
);

/** `YYYY-MM-DD`, a real date from 1900 on (too young is a refusal, not malformed input). */
export const dateOfBirthSchema = z
  .string()
  .check(z.refine((value) => parseCalendarDate(value) !== null, { error: 'must be a date written YYYY-MM-DD' }))
  .check(z.refine((value) => value >= '1900-01-01', { error: 'must be 1900-01-01 or later' }));

/** An affiliate parameter's name as it is kept (lower case): `btag`, `click_id`, `aff_source`, `utm_medium`… */
export const AFFILIATE_NAME_PATTERN = /^[a-z0-9_]{1,64}$/;
/** The longest affiliate value kept (a cookie's worth). */
export const MAX_AFFILIATE_VALUE_LENGTH = 200;
/** The most affiliate parameters one registration carries. */
export const MAX_AFFILIATE_PARAMS = 20;

/**
 * The affiliate attribution a visitor arrived with (spec 001 §2 `affiliates`, `idaffiliation`,
 * `click_id` and custom values, kept 30 days, §9): the parameters by name, and when the link that
 * carried them was followed. The shell hands it to the account frame (`affiliate`), whose
 * registration sends it (decision 104).
 */
export const affiliateAttributionSchema = z.object({
  params: z
    .record(
      z.string().check(z.regex(AFFILIATE_NAME_PATTERN, { error: 'must be a lower-case affiliate parameter name' })),
      z.string().check(z.minLength(1), z.maxLength(MAX_AFFILIATE_VALUE_LENGTH)),
    )
    .check(
      z.refine(
        (params) => {
          const count = Object.keys(params).length;
          return count > 0 && count <= MAX_AFFILIATE_PARAMS;
        },
        { error: `must name 1 to ${MAX_AFFILIATE_PARAMS} parameters` },
      ),
    ),
  clicked_at: isoDateTimeSchema,
});
/** An affiliate attribution. */
export type AffiliateAttribution = z.infer<typeof affiliateAttributionSchema>;

/**
 * `POST /api/register` (and its spec name `POST /api/post`). Only the shape is checked here; the
 * rules (username, email, password, age, terms) answer as refusals naming the field.
 */
export const registerRequestSchema = z.object({
  username: z.string().check(z.maxLength(100, { error: 'must be at most 100 characters' })),
  email: z.string().check(z.maxLength(320, { error: 'must be at most 320 characters' })),
  password: z
    .string()
    .check(z.maxLength(MAX_PASSWORD_LENGTH, { error: `must be at most ${MAX_PASSWORD_LENGTH} characters` })),
  date_of_birth: dateOfBirthSchema,
  country: countrySchema,
  accept_terms: z.boolean({ error: 'must be true or false' }),
  lang: z.optional(z.enum(LANGUAGES)),
  /**
   * The visitor's affiliate attribution (`affiliateAttributionSchema`). Read as anything here: it
   * comes from cookies the visitor can edit, so a malformed or stale one is ignored and the
   * registration goes on without it (decision 104), never refused.
   */
  affiliate: z.optional(z.unknown()),
});
/** A registration request. */
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Registration accepted: the player exists, unverified, and a verification mail is in the outbox. */
export const registerSuccessSchema = z.object({ status: z.literal(1), message: z.literal('VERIFY_EMAIL') });
/** `POST /api/register` answer: success or a refusal whose `meta.error.field` names the field. */
export const registerResponseSchema = z.union([registerSuccessSchema, refusalSchema]);
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** A verification or recovery token as it travels in a link (base64url of 32 random bytes). */
const tokenSchema = z
  .string()
  .check(z.minLength(1, { error: 'must be the token of the link' }))
  .check(z.maxLength(200, { error: 'is too long to be a token' }));

/**
 * `POST /api/recover`: `{ email }` asks for a reset mail; `{ type: "signup", token }` verifies an
 * email; `{ type: "recovery", token, password }` sets a new password; `{ type: "email_change", token }`
 * applies a new e-mail address from the link mailed to it (decision 029).
 */
export const recoverRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.optional(z.literal('email')), email: z.string().check(z.maxLength(320)) }),
  z.object({ type: z.literal('signup'), token: tokenSchema }),
  z.object({
    type: z.literal('recovery'),
    token: tokenSchema,
    password: z
      .string()
      .check(z.maxLength(MAX_PASSWORD_LENGTH, { error: `must be at most ${MAX_PASSWORD_LENGTH} characters` })),
  }),
  z.object({ type: z.literal('email_change'), token: tokenSchema }),
]);
/** A recover request. */
export type RecoverRequest = z.infer<typeof recoverRequestSchema>;

/** The same answer whether or not the email belongs to a player (no account enumeration). */
export const recoverySentSchema = z.object({ status: z.literal(1), message: z.literal('RECOVERY_SENT') });
/** The email of `username` is verified; the player may log in. */
export const emailVerifiedSchema = z.object({
  status: z.literal(1),
  message: z.literal('EMAIL_VERIFIED'),
  username: z.string(),
});
/** The password was replaced. */
export const passwordResetSchema = z.object({ status: z.literal(1), message: z.literal('PASSWORD_RESET') });
/** The new e-mail address is verified and now the account's; every open session has ended. */
export const emailChangedSchema = z.object({
  status: z.literal(1),
  message: z.literal('EMAIL_CHANGED'),
  email: z.string(),
});
/** Any `POST /api/recover` answer. */
export const recoverResponseSchema = z.union([
  recoverySentSchema,
  emailVerifiedSchema,
  passwordResetSchema,
  emailChangedSchema,
  refusalSchema,
]);
export type RecoverResponse = z.infer<typeof recoverResponseSchema>;

/** `POST /api/refresh` (Bearer frontend token): a new pair of tokens for the same player. */
export const refreshResponseSchema = z.object({
  status: z.literal(1),
  frontend_token: z.string().check(z.minLength(1)),
  access_token: z.string().check(z.minLength(1)),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** `GET /api/account-config`: what the registration and login pages need before they render. */
export const accountConfigResponseSchema = z.object({
  status: z.literal(1),
  registration_enabled: z.boolean(),
  login_enabled: z.boolean(),
  countries: z.array(z.object({ code: z.enum(COUNTRY_CODES), currency: currencySchema })),
  password_rule: z.string(),
  min_age: z.number().check(z.int()).check(z.positive()),
});
export type AccountConfigResponse = z.infer<typeof accountConfigResponseSchema>;

/** Kinds of mail the outbox holds: those carrying a one-time link, and notices (decision 087). */
export const OUTBOX_KINDS = ['verification', 'recovery', 'email_change', 'notice'] as const;

/** A mail the server would have sent (non-production `GET /api/dev/outbox`). */
export const outboxMessageSchema = z.object({
  id: idSchema,
  to_email: z.string(),
  subject: z.string(),
  body_text: z.string(),
  link: z.string(),
  kind: z.enum(OUTBOX_KINDS),
  created_at: isoDateTimeSchema,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** `GET /api/dev/outbox?email=`: newest first. */
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

/** Where the account site's built index page takes its runtime environment. */
export const ACCOUNT_ENV_PLACEHOLDER = '<!--account-env-->';

/** `window.__ACCOUNT_ENV__`, written by the server into the account site's index page. */
export const accountEnvSchema = z.object({
  /** Origins allowed to frame the site and exchange messages with it. */
  clientOrigins: z.array(z.string()),
  /** True outside production: test hooks and the dev outbox exist. */
  testBuild: z.boolean(),
});
export type AccountEnv = z.infer<typeof accountEnvSchema>;

/** `GET /api/dev/outbox` and `GET /dev/outbox` query: optionally only the mails to one address. */
export const outboxQuerySchema = z.object({
  email: z.optional(z.string().check(z.maxLength(320, { error: 'must be at most 320 characters' }))),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/**
 * `POST /api/user/language` (Bearer frontend token): the language the player's mails are written
 * in (`players.lang`), set when the player changes the site's language while logged in (spec 001 §4
 * 'Settings save', decision 056). Only the ten languages the site is written in.
 */
export const playerLanguageUpdateSchema = z.object({
  lang: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }),
});
export type PlayerLanguageUpdate = z.infer<typeof playerLanguageUpdateSchema>;

/** The answer of `POST /api/user/language`: the language now stored. */
export const playerLanguageAnswerSchema = z.object({
  status: z.literal(1),
  lang: z.enum(LANGUAGES),
});
export type PlayerLanguageAnswer = z.infer<typeof playerLanguageAnswerSchema>;
