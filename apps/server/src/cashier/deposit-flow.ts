import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Money } from '@sportsbook/betting';
import type { DepositLimitPeriod } from '@sportsbook/protocol';
import { loginBlockOf } from '../accounts/index';
import { players } from '../accounts/index';
import type { DatabaseHandle, Transaction } from '../storage/index';
import { isUniqueViolation } from '../storage/index';
import { WalletError } from '../wallet/index';
import { findEntry, postEntry } from '../wallet/index';
import type { LedgerEntry } from '../wallet/index';
import { lockWalletIn } from '../wallet/index';
import { limitExceeded } from './limit-usage';
import type { CardOutcome, ChargeLookup } from './provider';
import { cashierPayments, cashierSavedCards } from './tables';

/*
 * A deposit in three steps (decision 086), so a slow acquirer never holds the wallet lock:
 *   1. reserve: one transaction under the wallet lock checks the key, the block and the limits
 *      and writes the payment row 'pending' (it counts against the limits from then on);
 *   2. charge: the provider is asked outside any transaction, the payment id as its reference;
 *   3. settle: a second transaction marks the row 'credited' and posts the ledger entry, or
 *      'failed' — only a row still pending is settled, so whoever settles first (this request, a
 *      retry of its key, the resolver after a crash) does it once.
 */

/** A deposit to take: checked against the key and the limits first, then charged, then posted. */
export interface DepositRequest {
  readonly playerId: number;
  readonly amount: Money;
  /** The last four digits of the card to charge (stored; the rest of the number never is). */
  readonly cardLast4: string;
  /** The quick deposit: charge the player's saved card, read under the wallet lock (decision 058). */
  readonly withSavedCard?: boolean;
  readonly source: 'card' | 'legacy';
  /** The client's Idempotency-Key: one deposit per key and player. */
  readonly idempotencyKey: string | null;
  /** What the key binds: the same key with another fingerprint is refused (decision 028). */
  readonly fingerprint: string;
}

/** A player's saved card as we keep it (decision 058): the provider's token, last four, expiry. */
export interface StoredSavedCard {
  readonly token: string;
  readonly last4: string;
  readonly expiry: string;
  readonly createdAt: Date;
}

/**
 * Takes the money; called only once the deposit is reserved. `savedCard` is the card read under
 * the wallet lock when the request asked for it (else null).
 */
export type ChargeDeposit = (payment: {
  readonly paymentId: string;
  readonly currency: string;
  readonly savedCard: StoredSavedCard | null;
}) => Promise<CardOutcome>;

/** How a deposit reaches its provider: the charge, and the outcome of a charge whose answer was lost. */
export interface DepositPayment {
  readonly charge: ChargeDeposit;
  readonly outcomeOf: (paymentId: string) => Promise<ChargeLookup>;
}

/** The outcome of a deposit; only `ok` with `replayed: false` credited anything. */
export type DepositOutcome =
  | { readonly kind: 'ok'; readonly entry: LedgerEntry; readonly paymentId: string; readonly replayed: boolean }
  | { readonly kind: 'limit'; readonly remaining: number; readonly period: DepositLimitPeriod }
  | { readonly kind: 'reused' }
  | { readonly kind: 'no_saved_card' }
  | { readonly kind: 'blocked' }
  /** The charge's answer is not known yet (lost, or still on its way): it is settled once it is. */
  | { readonly kind: 'pending'; readonly paymentId: string }
  | Extract<CardOutcome, { kind: 'declined' | 'invalid' }>;

/** A charge's answer the settle step takes. */
export type ChargeAnswer = Exclude<ChargeLookup, { kind: 'unknown' }> | Extract<CardOutcome, { kind: 'invalid' }>;

type Reservation =
  | {
      readonly kind: 'reserved';
      readonly paymentId: string;
      readonly currency: string;
      readonly savedCard: StoredSavedCard | null;
    }
  | { readonly kind: 'answered'; readonly outcome: DepositOutcome };

/** Where a deposit stands after its charge: answered without one, or charged (null: the answer was lost). */
export type ChargedDeposit =
  | { readonly kind: 'answered'; readonly outcome: DepositOutcome }
  | { readonly kind: 'charged'; readonly paymentId: string; readonly answer: CardOutcome | null };

/** How long a retry of a key waits for its first request's charge before answering `pending`. */
const IN_FLIGHT_WAIT_MS = 3_000;
const IN_FLIGHT_POLL_MS = 50;

/** The player's saved card, or null. */
export async function savedCardOf(
  db: Transaction | DatabaseHandle['db'],
  playerId: number,
): Promise<StoredSavedCard | null> {
  const [row] = await db.select().from(cashierSavedCards).where(eq(cashierSavedCards.playerId, playerId));
  return row ? { token: row.providerToken, last4: row.cardLast4, expiry: row.expiry, createdAt: row.createdAt } : null;
}

/** What a payment row answers now: its credit (replayed), its decline, or `pending`. */
async function answerOf(db: Transaction, paymentId: string): Promise<DepositOutcome> {
  const [row] = await db.select().from(cashierPayments).where(eq(cashierPayments.id, paymentId));
  if (!row) throw new Error(`no payment ${paymentId}`);
  if (row.status === 'pending') return { kind: 'pending', paymentId };
  if (row.status === 'failed')
    return { kind: 'declined', last4: row.cardLast4, reason: row.declineReason ?? 'generic' };
  const entry = await findEntry(db, 'deposit', `cashier:${paymentId}`);
  if (!entry) throw new Error(`credited payment ${paymentId} has no ledger entry`);
  return { kind: 'ok', entry, paymentId, replayed: true };
}

/** A deposit made before under this key: its answer, `reused` when the key's body differed. */
async function previousDeposit(tx: Transaction, deposit: DepositRequest): Promise<DepositOutcome | null> {
  if (deposit.idempotencyKey === null) return null;
  const [previous] = await tx
    .select()
    .from(cashierPayments)
    .where(
      and(eq(cashierPayments.playerId, deposit.playerId), eq(cashierPayments.idempotencyKey, deposit.idempotencyKey)),
    );
  if (!previous) return null;
  // Payments from before migration 0011 have no fingerprint: what they stored must match.
  const same =
    previous.requestFingerprint !== null
      ? previous.requestFingerprint === deposit.fingerprint
      : previous.amount === deposit.amount &&
        previous.cardLast4 === deposit.cardLast4 &&
        previous.source === deposit.source;
  return same ? answerOf(tx, previous.id) : { kind: 'reused' };
}

/** Step 1: under the wallet lock, the key, the block, the limits and the saved card; then the pending row. */
async function reserve(handle: DatabaseHandle, deposit: DepositRequest, now: Date): Promise<Reservation> {
  return handle.transaction(async (tx): Promise<Reservation> => {
    const answered = (outcome: DepositOutcome): Reservation => ({ kind: 'answered', outcome });
    // The wallet row lock serialises one player's reservations, so two cannot both fit a limit,
    // and a second request with the same key waits and then finds the first.
    const wallet = await lockWalletIn(tx, deposit.playerId);
    if (!wallet) throw new WalletError('NO_WALLET', `Player ${deposit.playerId} has no wallet.`);
    const previous = await previousDeposit(tx, deposit);
    if (previous) return answered(previous);
    const [account] = await tx
      .select({ status: players.status, blockedUntil: players.blockedUntil })
      .from(players)
      .where(eq(players.id, deposit.playerId))
      .for('share');
    if (!account || loginBlockOf(account, now)) return answered({ kind: 'blocked' });
    const over = await limitExceeded(tx, deposit.playerId, deposit.amount, now);
    if (over) return answered({ kind: 'limit', ...over });
    // Read under the wallet lock, which a removal takes too: a card removed before this point is
    // never charged; one removed after it is charged for this deposit only.
    const savedCard = deposit.withSavedCard ? await savedCardOf(tx, deposit.playerId) : null;
    if (deposit.withSavedCard && !savedCard) return answered({ kind: 'no_saved_card' });
    const paymentId = randomUUID();
    await tx.insert(cashierPayments).values({
      id: paymentId,
      playerId: deposit.playerId,
      amount: deposit.amount,
      cardLast4: savedCard?.last4 ?? deposit.cardLast4,
      source: deposit.source,
      idempotencyKey: deposit.idempotencyKey,
      createdAt: now,
      requestFingerprint: deposit.fingerprint,
      status: 'pending',
    });
    return { kind: 'reserved', paymentId, currency: wallet.currency, savedCard };
  });
}

/**
 * Step 3: settles a pending deposit with the provider's answer — credited (the ledger entry, and
 * the card the player asked to keep) or failed — in one transaction. A deposit already settled is
 * answered as it was settled, so a charge is credited once whoever settles it.
 */
export async function settleDeposit(
  handle: DatabaseHandle,
  paymentId: string,
  answer: ChargeAnswer,
  now: Date,
): Promise<DepositOutcome> {
  return handle.transaction(async (tx) => {
    const [row] = await tx
      .update(cashierPayments)
      .set(
        answer.kind === 'approved'
          ? { status: 'credited', cardLast4: answer.last4, resolvedAt: now }
          : {
              status: 'failed',
              declineReason: answer.kind === 'declined' ? answer.reason : 'generic',
              resolvedAt: now,
            },
      )
      .where(and(eq(cashierPayments.id, paymentId), eq(cashierPayments.status, 'pending')))
      .returning();
    if (!row) return answerOf(tx, paymentId);
    if (answer.kind !== 'approved') return answer;
    // The player consented and the provider kept the card: one saved card, the newest wins.
    if (answer.saved) {
      const saved = {
        providerToken: answer.saved.token,
        cardLast4: answer.saved.last4,
        expiry: answer.saved.expiry,
        createdAt: now,
      };
      await tx
        .insert(cashierSavedCards)
        .values({ playerId: row.playerId, ...saved })
        .onConflictDoUpdate({ target: cashierSavedCards.playerId, set: saved });
    }
    const entry = await postEntry(tx, {
      playerId: row.playerId,
      kind: 'deposit',
      amount: row.amount,
      reference: `cashier:${paymentId}`,
    });
    return { kind: 'ok', entry, paymentId, replayed: false };
  });
}

/**
 * A retry of a key whose deposit is pending: what the provider knows settles it now; else it
 * waits a moment for the first request to settle it, then answers what the row says.
 */
async function settleInFlight(
  handle: DatabaseHandle,
  paymentId: string,
  payment: DepositPayment,
  now: Date,
): Promise<DepositOutcome> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const known = await payment.outcomeOf(paymentId);
    if (known.kind !== 'unknown') return settleDeposit(handle, paymentId, known, now);
    const answer = await handle.transaction((tx) => answerOf(tx, paymentId));
    if (answer.kind !== 'pending' || Date.now() >= deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS));
  }
}

/** Steps 1 and 2: the reservation and the charge; a charge whose answer is lost leaves the row pending. */
export async function reserveAndCharge(
  handle: DatabaseHandle,
  deposit: DepositRequest,
  charge: ChargeDeposit,
  now: Date,
): Promise<ChargedDeposit> {
  let reservation: Reservation;
  try {
    reservation = await reserve(handle, deposit, now);
  } catch (error) {
    // Two requests with one Idempotency-Key raced: the loser finds the winner's payment.
    if (deposit.idempotencyKey === null || !isUniqueViolation(error)) throw error;
    reservation = await reserve(handle, deposit, now);
  }
  if (reservation.kind !== 'reserved') return reservation;
  const { paymentId, currency, savedCard } = reservation;
  try {
    return { kind: 'charged', paymentId, answer: await charge({ paymentId, currency, savedCard }) };
  } catch {
    // No answer (a timeout, a dropped connection): the provider may have taken the money. The row
    // stays pending for a retry of the key or the resolver, which ask the provider what happened.
    return { kind: 'charged', paymentId, answer: null };
  }
}

/** A deposit: reserved, charged outside any transaction, then credited or failed. */
export async function takeDeposit(
  handle: DatabaseHandle,
  deposit: DepositRequest,
  payment: DepositPayment,
  now: Date,
): Promise<DepositOutcome> {
  const step = await reserveAndCharge(handle, deposit, payment.charge, now);
  if (step.kind === 'answered') {
    const { outcome } = step;
    return outcome.kind === 'pending' ? settleInFlight(handle, outcome.paymentId, payment, now) : outcome;
  }
  if (!step.answer) return { kind: 'pending', paymentId: step.paymentId };
  return settleDeposit(handle, step.paymentId, step.answer, now);
}
