import { randomBytes } from 'node:crypto';
import type { Money } from '@sportsbook/betting';
import { cardExpiryState, luhnValid } from '@sportsbook/protocol';
import type { PaymentsMode } from '../config';
/*
 * The payment-provider interface (decision 028) and its one implementation so far, the test
 * card provider: pure, no network. It checks a card as a real
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

/** What the provider knows of a charge by its reference: its outcome, or `unknown` when it never received it. */
export type ChargeLookup = Exclude<CardOutcome, { kind: 'invalid' }> | { readonly kind: 'unknown' };

/**
 * Whoever takes the money for a deposit (decision 086). The cashier reserves the deposit (a
 * pending payment row, after its limits and Idempotency-Key are checked) and only then calls
 * `charge`, outside any database transaction, with the payment id as `reference`; it credits the
 * wallet in a second transaction. A provider keeps its charges by reference: charging a reference
 * again answers the first outcome without taking money twice, and `outcomeOf` answers what became
 * of a charge whose answer was lost (a crash, a dropped connection).
 */
export interface PaymentProvider {
  /** Named in the start-up line and in logs. */
  readonly name: string;
  charge(request: ChargeRequest, now: Date): Promise<CardOutcome>;
  /** Charges a card saved earlier (`charge` with `saveFor`) by its token. */
  chargeSaved(request: SavedChargeRequest, now: Date): Promise<CardOutcome>;
  /** The outcome of the charge made under `reference` (`charge` or `chargeSaved`). */
  outcomeOf(reference: string): Promise<ChargeLookup>;
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

const MAX_REMEMBERED_CHARGES = 100_000;

/**
 * A test card provider: answers by the documented test numbers, never moves real money. As an
 * acquirer does, it keeps each charge's outcome by reference (in memory: a restart forgets them,
 * and a charge it does not know is one that never reached it).
 */
export function createTestCardProvider(): PaymentProvider {
  const charges = new Map<string, CardOutcome>();
  const once = async (reference: string, take: () => CardOutcome): Promise<CardOutcome> => {
    const known = charges.get(reference);
    if (known) return known;
    const outcome = take();
    // An invalid request is refused before it is a charge: nothing to remember.
    if (outcome.kind !== 'invalid') charges.set(reference, outcome);
    // Bounded: the oldest outcome goes first (a lookup comes within minutes of its charge).
    if (charges.size > MAX_REMEMBERED_CHARGES) charges.delete(charges.keys().next().value!);
    return outcome;
  };
  return {
    name: 'test-cards',
    charge: (request, now) =>
      once(request.reference, () => {
        const outcome = chargeCard(request.card, now);
        if (outcome.kind !== 'approved' || request.saveFor === undefined) return outcome;
        const digits = request.card.number.replace(/[\s-]/g, '');
        const saved = { token: testTokenOf(digits, request.card.expiry, request.saveFor), last4: outcome.last4 };
        return { ...outcome, saved: { ...saved, expiry: request.card.expiry } };
      }),
    chargeSaved: (request, now) => once(request.reference, () => chargeTestToken(request, now)),
    async outcomeOf(reference) {
      const known = charges.get(reference);
      return known && known.kind !== 'invalid' ? known : { kind: 'unknown' };
    },
  };
}

/** The server's test card provider. */
export const testCardProvider: PaymentProvider = createTestCardProvider();

/** The provider a payments mode configures; null when deposits must answer PAYMENT_UNAVAILABLE. */
export function paymentProviderFor(payments: PaymentsMode): PaymentProvider | null {
  return payments === 'test-cards' ? testCardProvider : null;
}
