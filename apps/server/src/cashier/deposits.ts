import { createHash } from 'node:crypto';
import type { Money } from '@sportsbook/betting';
import { loginBlockOf } from '../accounts/index';
import type { Player } from '../accounts/index';
import type { CashierStore, DepositOutcome } from './cashier';
import { cardProblem } from './provider';
import type { CardInput, PaymentProvider } from './provider';

/** One deposit as a route asks for it, from either origin. */
export interface DepositAttempt {
  readonly player: Player;
  readonly amount: Money;
  readonly card: CardInput;
  readonly source: 'card' | 'legacy';
  readonly idempotencyKey: string | null;
  /** The player's consent to keep the card for quick deposits (cashier only). */
  readonly saveCard?: boolean;
}

/** A quick deposit (decision 058): an amount charged to the player's saved card. */
export interface SavedCardDepositAttempt {
  readonly player: Player;
  readonly amount: Money;
  readonly idempotencyKey: string | null;
}

/** A deposit's outcome: the store's, or a refusal before anything was looked at or charged. */
export type DepositResult =
  | DepositOutcome
  | { readonly kind: 'blocked' }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'invalid'; readonly message: string };

/** The one deposit path of both origins (`/api/cashier/deposit` and the legacy modal's). */
export interface DepositService {
  deposit(attempt: DepositAttempt, now: Date): Promise<DepositResult>;
  /** The quick deposit: the same store path (key, limits, lock, ledger), the saved card charged by token. */
  depositWithSavedCard(attempt: SavedCardDepositAttempt, now: Date): Promise<DepositResult>;
}

function digitsOf(card: CardInput): string {
  return card.number.replace(/[\s-]/g, '');
}

/**
 * What an Idempotency-Key binds: where the deposit came from, its amount and the card as far as
 * we may keep it. The full number and the security code stay out: a plain hash of a card number
 * is as good as the number (few enough candidates to try them all).
 */
export function depositFingerprint(attempt: Omit<DepositAttempt, 'player' | 'idempotencyKey' | 'saveCard'>): string {
  const card = attempt.card;
  const parts = [attempt.source, attempt.amount, digitsOf(card).slice(-4), card.expiry, card.holder.trim()];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * Deposits through a payment provider: a blocked player, a missing provider or a malformed card
 * are refused first; then the store reserves the deposit (key, block and limits under the
 * player's lock), the card is charged outside any transaction, and the store credits it
 * (decision 086). `provider` null is production without a real provider.
 */
export function createDepositService(store: CashierStore, provider: PaymentProvider | null): DepositService {
  return {
    async deposit(attempt, now) {
      if (loginBlockOf(attempt.player, now)) return { kind: 'blocked' };
      if (!provider) return { kind: 'unavailable' };
      const problem = cardProblem(attempt.card, now);
      if (problem) return { kind: 'invalid', message: problem };
      return store.deposit(
        {
          playerId: attempt.player.id,
          amount: attempt.amount,
          cardLast4: digitsOf(attempt.card).slice(-4),
          source: attempt.source,
          idempotencyKey: attempt.idempotencyKey,
          fingerprint: depositFingerprint(attempt),
        },
        {
          charge: ({ paymentId, currency }) =>
            provider.charge(
              {
                card: attempt.card,
                amount: attempt.amount,
                currency,
                reference: paymentId,
                ...(attempt.saveCard ? { saveFor: attempt.player.id } : {}),
              },
              now,
            ),
          outcomeOf: (paymentId) => provider.outcomeOf(paymentId),
        },
        now,
      );
    },
    async depositWithSavedCard(attempt, now) {
      if (loginBlockOf(attempt.player, now)) return { kind: 'blocked' };
      if (!provider) return { kind: 'unavailable' };
      // The body is the amount alone: the key binds the origin, the amount and "saved card".
      const fingerprint = createHash('sha256')
        .update(JSON.stringify(['legacy', attempt.amount, 'saved-card']))
        .digest('hex');
      return store.deposit(
        {
          playerId: attempt.player.id,
          amount: attempt.amount,
          cardLast4: '',
          withSavedCard: true,
          source: 'legacy',
          idempotencyKey: attempt.idempotencyKey,
          fingerprint,
        },
        {
          async charge({ paymentId, currency, savedCard }) {
            if (!savedCard) throw new Error('the store charged a quick deposit without its saved card');
            return provider.chargeSaved(
              {
                token: savedCard.token,
                customer: attempt.player.id,
                amount: attempt.amount,
                currency,
                reference: paymentId,
              },
              now,
            );
          },
          outcomeOf: (paymentId) => provider.outcomeOf(paymentId),
        },
        now,
      );
    },
  };
}
