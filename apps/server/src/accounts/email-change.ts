import { isValidEmail } from '@sportsbook/protocol';
import { composeAddressInUseMail, composeEmailChangeMail, emailChangeLink } from './mails';
import { generateOneTimeToken, hashOneTimeToken, ONE_TIME_TOKEN_TTL_MS } from './one-time-tokens';
import type { Player, PlayerService } from './players';
import type { LoginRateLimiter } from './rate-limit';
import type { RegistrationStore } from './registration-store';

/*
 * Changing the e-mail address (decision 029). The address is where reset links
 * go, so whoever holds an open session must not be able to redirect them: the change asks for the
 * current password (throttled like a login), and the new address counts only once the link mailed
 * to it is opened (`RegistrationService.confirmEmailChange`). Until then the old address stays in
 * force; applying the new one ends every open session and tells the old address. An address that
 * belongs to another account is answered as any other (decision 087): its owner is told, and no
 * link is mailed (it could never be applied).
 */

/** What asking for a new address came to. */
export type EmailChangeRequestOutcome =
  | { readonly kind: 'sent'; readonly pendingEmail: string }
  | { readonly kind: 'unchanged' }
  | {
      readonly kind: 'refused';
      readonly code: 'INVALID_LOGIN' | 'INVALID_EMAIL';
      readonly field: string;
    }
  | { readonly kind: 'rate-limited'; readonly retryAfterSeconds: number };

/** E-mail changes of logged-in players. */
export interface EmailChangeService {
  /** Checks the current password and mails a link to `newEmail`; the address in force does not change. */
  request(player: Player, currentPassword: string, newEmail: string, ip: string): Promise<EmailChangeRequestOutcome>;
}

export interface EmailChangeServiceOptions {
  readonly store: RegistrationStore;
  readonly players: Pick<PlayerService, 'authenticate'>;
  /** The login throttle: a stolen session must not become a way to guess the password. */
  readonly rateLimiter: LoginRateLimiter;
  readonly accountOrigin: string;
  readonly now?: () => Date;
}

/** The e-mail change service. */
export function createEmailChangeService(options: EmailChangeServiceOptions): EmailChangeService {
  const { store, players, rateLimiter, accountOrigin } = options;
  const now = options.now ?? (() => new Date());

  return {
    async request(player, currentPassword, rawEmail, ip) {
      const newEmail = rawEmail.trim();
      if (!isValidEmail(newEmail)) return { kind: 'refused', code: 'INVALID_EMAIL', field: 'email' };
      if (newEmail.toLowerCase() === player.email.toLowerCase()) return { kind: 'unchanged' };
      const attempt = await rateLimiter.attempt(player.username, ip);
      if (!attempt.allowed) return { kind: 'rate-limited', retryAfterSeconds: attempt.retryAfterSeconds };
      const checked = await players.authenticate(player.username, currentPassword, now());
      if (!checked.ok && checked.reason === 'invalid') {
        return { kind: 'refused', code: 'INVALID_LOGIN', field: 'current_password' };
      }
      await attempt.succeeded();
      const at = now();
      // Checked again when the link is opened; asking early spares a link that could never work.
      if (await store.findByEmail(newEmail)) {
        await store.notifyOwner(newEmail, (owner) => composeAddressInUseMail(owner, accountOrigin), at);
        return { kind: 'sent', pendingEmail: newEmail };
      }
      const token = generateOneTimeToken();
      const link = emailChangeLink(accountOrigin, token);
      await store.issueEmailChange(
        player.id,
        newEmail,
        {
          tokenHash: hashOneTimeToken(token),
          expiresAt: new Date(at.getTime() + ONE_TIME_TOKEN_TTL_MS.email_change),
          mail: (to) => composeEmailChangeMail(to, link),
        },
        at,
      );
      return { kind: 'sent', pendingEmail: newEmail };
    },
  };
}
