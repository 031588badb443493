import { randomBytes } from 'node:crypto';
import type { Money } from '@sportsbook/betting';
import { cardExpiryState, luhnValid } from '@sportsbook/protocol';
import type { PaymentsMode } from '../config';
/*
 * The payment-provider interface (decision 028) and its one implementation so far, the test
 * card provider (issue 5 item 4): pure, no network. It checks a card as a real
 * acquirer would (Luhn, expiry, CVC, holder) and answers by documented test numbers:
 *   4242 4242 4242 4242  approves
 *   4000 0000 0000 0002  declines (CARD_DECLINED)
 *   4000 0000 0000 9995  declines for insufficient funds (CARD_DECLINED, reason insufficient_funds)
 *   4000 0000 0000 0341  approves, but every later charge of it as a saved card declines
 *   any other Luhn-valid number approves.
 * Only the last four digits leave this module. With the player's consent it "saves" a card and
 * answers a token (decision 058); its tokens hold the card's test behaviour, last four digits,
 * expiry and customer, never the number or the security code, so they outlive a restart.
 */

/** Card details as posted (the number may hold spaces or dashes). */
export interface CardInput {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly holder: string;
}

/** The documented test card numbers. */
export const TEST_CARDS = {
  approves: '4242424242424242',
  declines: '4000000000000002',
  insufficientFunds: '4000000000009995',
  declinesWhenSaved: '4000000000000341',
} as const;

/** A card the provider keeps for later charges: its token and what we may show of it. */
export interface SavedCard {
  readonly token: string;
  readonly last4: string;
  /** `MM/YY`. */
  readonly expiry: string;
}

/** What the provider answered. */
export type CardOutcome =
  | { readonly kind: 'approved'; readonly last4: string; readonly saved?: SavedCard }
  | { readonly kind: 'declined'; readonly last4: string; readonly reason: 'generic' | 'insufficient_funds' }
  | { readonly kind: 'invalid'; readonly message: string };

export { luhnValid };

/** True when `MM/YY` is this month or later (a card is valid through its expiry month). */
export function expiryValid(expiry: string, now: Date): boolean {
  return cardExpiryState(expiry, now) === 'ok';
}

/** The reason a card cannot be charged at all, or null when its details are well formed. */
export function cardProblem(card: CardInput, now: Date): string | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return 'The card number must be 12 to 19 digits.';
  if (!luhnValid(digits)) return 'The card number is not valid (checksum failed).';
  if (!expiryValid(card.expiry, now)) return 'The card has expired or its expiry date is not MM/YY.';
  if (!/^\d{3,4}$/.test(card.cvc)) return 'The security code must be 3 or 4 digits.';
  if (card.holder.trim().length < 2) return 'The card holder name is missing.';
  return null;
}

/** Charges a card for a deposit; never throws. */
export function chargeCard(card: CardInput, now: Date): CardOutcome {
  const problem = cardProblem(card, now);
  if (problem) return { kind: 'invalid', message: problem };
  const digits = card.number.replace(/[\s-]/g, '');
  const last4 = digits.slice(-4);
  if (digits === TEST_CARDS.declines) return { kind: 'declined', last4, reason: 'generic' };
  if (digits === TEST_CARDS.insufficientFunds) return { kind: 'declined', last4, reason: 'insufficient_funds' };
  return { kind: 'approved', last4 };
}

/** One charge the cashier asks for, after its limit and idempotency checks passed. */
export interface ChargeRequest {
  readonly card: CardInput;
  readonly amount: Money;
  /** The player's wallet currency (ISO 4217). */
  readonly currency: string;
  /** The payment id: a real acquirer keeps it, so a retried charge is never taken twice. */
  readonly reference: string;
  /** Keep the card for later charges (the player's consent) for this customer (player id). */
  readonly saveFor?: number;
}

/** One charge of a saved card by its token (the quick deposit). */
export interface SavedChargeRequest {
  readonly token: string;
  /** The player the card was saved for; a token of another customer is declined. */
  readonly customer: number;
  readonly amount: Money;
  readonly currency: string;
  readonly reference: string;
}

/**
 * Whoever takes the money for a deposit. The cashier calls `charge` only once a deposit fits the
 * player's limits and its Idempotency-Key is new, inside the player's wallet lock; an answer
 * other than `approved` leaves nothing written.
 */
export interface PaymentProvider {
  /** Named in the start-up line and in logs. */
  readonly name: string;
  charge(request: ChargeRequest, now: Date): Promise<CardOutcome>;
  /** Charges a card saved earlier (`charge` with `saveFor`) by its token. */
  chargeSaved(request: SavedChargeRequest, now: Date): Promise<CardOutcome>;
}

const TEST_TOKEN = /^tok_test_(ok|decline|nsf|later)_(\d{4})_(\d{2})(\d{2})_(\d{1,15})_[0-9a-f]{16}$/;

/** The test provider's token of an approved card (its behaviour, last four, expiry, customer). */
function testTokenOf(digits: string, expiry: string, customer: number): string {
  const behaviour =
    digits === TEST_CARDS.declinesWhenSaved
      ? 'later'
      : digits === TEST_CARDS.declines
        ? 'decline'
        : digits === TEST_CARDS.insufficientFunds
          ? 'nsf'
          : 'ok';
  const [month, year] = expiry.split('/');
  return `tok_test_${behaviour}_${digits.slice(-4)}_${month}${year}_${customer}_${randomBytes(8).toString('hex')}`;
}

/** Charges a test token: unknown, foreign or expired tokens are declined, never invalid input. */
export function chargeTestToken(request: SavedChargeRequest, now: Date): CardOutcome {
  const match = TEST_TOKEN.exec(request.token);
  if (!match || Number(match[5]) !== request.customer) return { kind: 'declined', last4: '0000', reason: 'generic' };
  const [, behaviour, last4 = '0000', month, year] = match;
  if (!expiryValid(`${month}/${year}`, now)) return { kind: 'declined', last4, reason: 'generic' };
  if (behaviour === 'nsf') return { kind: 'declined', last4, reason: 'insufficient_funds' };
  if (behaviour !== 'ok') return { kind: 'declined', last4, reason: 'generic' };
  return { kind: 'approved', last4 };
}

/** The test card provider: answers by the documented test numbers, never moves real money. */
export const testCardProvider: PaymentProvider = {
  name: 'test-cards',
  charge: async (request, now) => {
    const outcome = chargeCard(request.card, now);
    if (outcome.kind !== 'approved' || request.saveFor === undefined) return outcome;
    const digits = request.card.number.replace(/[\s-]/g, '');
    const saved = { token: testTokenOf(digits, request.card.expiry, request.saveFor), last4: outcome.last4 };
    return { ...outcome, saved: { ...saved, expiry: request.card.expiry } };
  },
  chargeSaved: async (request, now) => chargeTestToken(request, now),
};

/** The provider a payments mode configures; null when deposits must answer PAYMENT_UNAVAILABLE. */
export function paymentProviderFor(payments: PaymentsMode): PaymentProvider | null {
  return payments === 'test-cards' ? testCardProvider : null;
}
