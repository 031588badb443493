import { COUNTRY_CODES, COUNTRY_DEFAULTS } from '@sportsbook/betting';
import type { ErrorCode } from '@sportsbook/betting';
import { ageOn, isStrongPassword, isValidEmail, isValidUsername, MIN_AGE, PASSWORD_RULE } from '@sportsbook/protocol';
import type { AccountConfigResponse, RegisterRequest } from '@sportsbook/protocol';
import { affiliateToStore } from './affiliate';
import {
  composeAlreadyRegisteredMail,
  composeEmailChangedMail,
  composeRecoveryMail,
  composeVerificationMail,
  recoveryLink,
  verificationLink,
} from './mails';
import { generateOneTimeToken, hashOneTimeToken, ONE_TIME_TOKEN_TTL_MS } from './one-time-tokens';
import { DEFAULT_SCRYPT_PARAMS, hashPassword } from './passwords';
import type { ScryptParams } from './passwords';
import { PlayerError } from './players';
import { createLoginRateLimiter, quotaPolicy } from './rate-limit';
import type { LoginRateLimiter, RateLimit } from './rate-limit';
import type { RateLimitStore } from './rate-limit-store';
import type { RegistrationStore, TokenMail } from './registration-store';
import type { AccountTokenKind } from './tables';

/** Codes a registration or recovery can be refused with (HTTP 200, status 0). */
export type RegistrationRefusalCode = Extract<
  ErrorCode,
  | 'USERNAME_TAKEN'
  | 'EMAIL_TAKEN'
  | 'INVALID_EMAIL'
  | 'INVALID_USERNAME'
  | 'WEAK_PASSWORD'
  | 'UNDERAGE'
  | 'TERMS_NOT_ACCEPTED'
  | 'REGISTRATION_DISABLED'
  | 'TOKEN_INVALID'
>;

/** A refusal, naming the form field at fault when there is one. */
export interface RegistrationRefusal {
  readonly kind: 'refused';
  readonly code: RegistrationRefusalCode;
  readonly field?: string;
}

/** Too many registrations or recovery mails from one address or for one email. */
export interface RegistrationRateLimited {
  readonly kind: 'rate-limited';
  readonly retryAfterSeconds: number;
}

/** What a registration or recovery call came to. */
export type RegistrationOutcome<Ok> = Ok | RegistrationRefusal | RegistrationRateLimited;

/** Registration, email verification and password recovery (decision 018). */
export interface RegistrationService {
  /** `GET /api/account-config`. */
  accountConfig(): AccountConfigResponse;
  /**
   * Creates an unverified player with an empty wallet and mails the verification link. An address
   * already registered answers exactly the same (decision 087): no player is written and its owner
   * is mailed that someone tried to register with it.
   */
  register(request: RegisterRequest, ip: string): Promise<RegistrationOutcome<{ kind: 'ok' }>>;
  /** Mails a reset link when `email` belongs to a player; answers the same either way. */
  requestRecovery(email: string, ip: string): Promise<RegistrationOutcome<{ kind: 'ok' }>>;
  /** Uses a verification token. */
  verifyEmail(token: string): Promise<RegistrationOutcome<{ kind: 'ok'; username: string }>>;
  /** Uses a recovery token to set a new password. */
  resetPassword(token: string, password: string): Promise<RegistrationOutcome<{ kind: 'ok' }>>;
  /** Uses the token mailed to a new address: it replaces the old one and every open session ends. */
  confirmEmailChange(token: string): Promise<RegistrationOutcome<{ kind: 'ok'; email: string }>>;
}

/** Per-IP and per-email throttles of the two calls that write mails. */
export interface RegistrationLimits {
  readonly register: { readonly email: RateLimit; readonly ip: RateLimit };
  readonly recover: { readonly email: RateLimit; readonly ip: RateLimit };
}

/**
 * 10 registrations per IP (5 per email), then one an hour; 3 reset mails per email and 10 per IP,
 * then one per 15 minutes. Each count is forgotten after a quiet window of the same length.
 */
export const DEFAULT_REGISTRATION_LIMITS: RegistrationLimits = {
  register: { email: { max: 5, windowMs: 60 * 60_000 }, ip: { max: 10, windowMs: 60 * 60_000 } },
  recover: { email: { max: 3, windowMs: 15 * 60_000 }, ip: { max: 10, windowMs: 15 * 60_000 } },
};

export interface RegistrationServiceOptions {
  readonly store: RegistrationStore;
  /** The account site's public origin: mailed links point there. */
  readonly accountOrigin: string;
  /** REGISTRATION_DISABLED=1 turns registration off. */
  readonly registrationEnabled?: boolean;
  readonly loginEnabled?: boolean;
  readonly passwordParams?: ScryptParams;
  readonly limits?: RegistrationLimits;
  /** Where the throttles count (Redis when REDIS_URL is set; memory by default). */
  readonly rateLimitStore?: RateLimitStore;
  readonly now?: () => Date;
}

const refuse = (code: RegistrationRefusalCode, field?: string): RegistrationRefusal =>
  field ? { kind: 'refused', code, field } : { kind: 'refused', code };

/** The first broken rule of a registration form, in the order the form shows its fields. */
function checkRegistration(request: RegisterRequest, today: Date): RegistrationRefusal | null {
  if (!isValidUsername(request.username)) return refuse('INVALID_USERNAME', 'username');
  if (!isValidEmail(request.email)) return refuse('INVALID_EMAIL', 'email');
  if (!isStrongPassword(request.password, request.username)) return refuse('WEAK_PASSWORD', 'password');
  if (!(ageOn(request.date_of_birth, today) >= MIN_AGE)) return refuse('UNDERAGE', 'date_of_birth');
  if (!request.accept_terms) return refuse('TERMS_NOT_ACCEPTED', 'accept_terms');
  return null;
}

/** The registration service. */
export function createRegistrationService(options: RegistrationServiceOptions): RegistrationService {
  const { store, accountOrigin } = options;
  const registrationEnabled = options.registrationEnabled ?? true;
  const loginEnabled = options.loginEnabled ?? true;
  const params = options.passwordParams ?? DEFAULT_SCRYPT_PARAMS;
  const limits = options.limits ?? DEFAULT_REGISTRATION_LIMITS;
  const now = options.now ?? (() => new Date());
  const clock = () => now().getTime();
  // The login limiter keyed by email instead of username, with quotas; never refunded.
  const countIn = options.rateLimitStore ? { store: options.rateLimitStore } : {};
  const registerLimiter: LoginRateLimiter = createLoginRateLimiter({
    name: 'register',
    username: quotaPolicy(limits.register.email),
    ip: quotaPolicy(limits.register.ip),
    now: clock,
    ...countIn,
  });
  const recoverLimiter: LoginRateLimiter = createLoginRateLimiter({
    name: 'recover',
    username: quotaPolicy(limits.recover.email),
    ip: quotaPolicy(limits.recover.ip),
    now: clock,
    ...countIn,
  });

  /** A fresh token of `kind`, its expiry and the mail carrying its link. */
  function tokenMail(kind: AccountTokenKind, at: Date): TokenMail {
    const token = generateOneTimeToken();
    const link = kind === 'verification' ? verificationLink(accountOrigin, token) : recoveryLink(accountOrigin, token);
    return {
      tokenHash: hashOneTimeToken(token),
      expiresAt: new Date(at.getTime() + ONE_TIME_TOKEN_TTL_MS[kind]),
      mail: (player) =>
        kind === 'verification' ? composeVerificationMail(player, link) : composeRecoveryMail(player, link),
    };
  }

  return {
    accountConfig: () => ({
      status: 1,
      registration_enabled: registrationEnabled,
      login_enabled: loginEnabled,
      countries: COUNTRY_CODES.map((code) => ({ code, currency: COUNTRY_DEFAULTS[code].currency })),
      password_rule: PASSWORD_RULE,
      min_age: MIN_AGE,
    }),

    async register(raw, ip) {
      if (!registrationEnabled) return refuse('REGISTRATION_DISABLED');
      const request = { ...raw, username: raw.username.trim(), email: raw.email.trim() };
      const at = now();
      const broken = checkRegistration(request, at);
      if (broken) return broken;
      // Counted once the form is sound: what the limit stops is creating accounts and probing names.
      const attempt = await registerLimiter.attempt(request.email, ip);
      if (!attempt.allowed) return { kind: 'rate-limited', retryAfterSeconds: attempt.retryAfterSeconds };
      const passwordHash = await hashPassword(request.password, params);
      const attribution = affiliateToStore(request.affiliate, at);
      try {
        await store.register(
          {
            username: request.username,
            email: request.email,
            passwordHash,
            country: request.country,
            isDemo: false,
            emailVerifiedAt: null,
            lang: request.lang ?? null,
            ...('stored' in attribution ? attribution.stored : {}),
          },
          tokenMail('verification', at),
          at,
        );
        return { kind: 'ok' };
      } catch (error) {
        if (error instanceof PlayerError && error.code === 'USERNAME_TAKEN') return refuse(error.code, 'username');
        if (error instanceof PlayerError && error.code === 'EMAIL_TAKEN') {
          // A taken username is refused whatever the address (usernames are shown to others); a
          // taken address is told to its owner only, and the form answers as for a new one.
          if (await store.usernameTaken(request.username)) return refuse('USERNAME_TAKEN', 'username');
          await store.notifyOwner(request.email, (owner) => composeAlreadyRegisteredMail(owner, accountOrigin), at);
          return { kind: 'ok' };
        }
        throw error;
      }
    },

    async requestRecovery(raw, ip) {
      const email = raw.trim();
      if (!isValidEmail(email)) return refuse('INVALID_EMAIL', 'email');
      const attempt = await recoverLimiter.attempt(email, ip);
      if (!attempt.allowed) return { kind: 'rate-limited', retryAfterSeconds: attempt.retryAfterSeconds };
      const player = await store.findByEmail(email);
      if (player) {
        const at = now();
        await store.issueToken(player.id, 'recovery', tokenMail('recovery', at), at);
      }
      return { kind: 'ok' };
    },

    async verifyEmail(token) {
      const owner = await store.verifyEmail(hashOneTimeToken(token), now());
      return owner ? { kind: 'ok', username: owner.username } : refuse('TOKEN_INVALID', 'token');
    },

    async resetPassword(token, password) {
      const tokenHash = hashOneTimeToken(token);
      const owner = await store.peekToken(tokenHash, 'recovery', now());
      if (!owner) return refuse('TOKEN_INVALID', 'token');
      // Checked before the token is used, so a weak choice can be corrected with the same link.
      if (!isStrongPassword(password, owner.username)) return refuse('WEAK_PASSWORD', 'password');
      const reset = await store.resetPassword(tokenHash, await hashPassword(password, params), now());
      return reset ? { kind: 'ok' } : refuse('TOKEN_INVALID', 'token');
    },

    async confirmEmailChange(token) {
      try {
        const changed = await store.confirmEmailChange(hashOneTimeToken(token), now(), (old, newEmail) =>
          composeEmailChangedMail(old, newEmail, accountOrigin),
        );
        return changed ? { kind: 'ok', email: changed.email } : refuse('TOKEN_INVALID', 'token');
      } catch (error) {
        // Another account took the address after the link was mailed: nothing was written.
        if (error instanceof PlayerError && error.code === 'EMAIL_TAKEN') return refuse(error.code, 'email');
        throw error;
      }
    },
  };
}
