// Answers and refusals shared by the cashier's routes on both origins (cashierRoutes, legacyDepositRoute).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toMajor, toMoney } from '@sportsbook/betting';
import { CASHIER_ERROR_MESSAGES } from '@sportsbook/protocol';
import type { DepositLimitPeriod } from '@sportsbook/protocol';
import { InputRefusal, refusal as wireRefusal, RefusalError } from '../http/index';
import type { RefusalCode, RouteRefusals } from '../http/index';
import { WalletError } from '../wallet/index';
import type { LedgerEntry, Wallet } from '../wallet/index';
import type { CashierStore } from './cashier';
import type { DepositResult } from './deposits';

/** A client's Idempotency-Key: 1 to 100 printable ASCII characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

export function refusal(code: RefusalCode, message: string, extra: Record<string, unknown> = {}) {
  return wireRefusal(code, { message, ...extra });
}

export function transactionView(entry: LedgerEntry) {
  return {
    id: entry.id,
    kind: entry.kind,
    amount: toMajor(toMoney(entry.amount)),
    balance_after: toMajor(toMoney(entry.balanceAfter)),
    reference: entry.reference,
    created_at: entry.createdAt.toISOString(),
  };
}

export function limitRefusal(remaining: number, period: DepositLimitPeriod) {
  return refusal(
    'DEPOSIT_LIMIT_EXCEEDED',
    `This deposit would go over your ${period} deposit limit; you can deposit up to ${toMajor(toMoney(remaining)).toFixed(2)} now.`,
    { remaining, period },
  );
}

export const blockedRefusal = () => refusal('ACCOUNT_BLOCKED', CASHIER_ERROR_MESSAGES.ACCOUNT_BLOCKED);

/** HTTP 409: an Idempotency-Key already used for another body (docs/api.md "Bet slip"); nothing changed. */
export function keyReused(reply: FastifyReply): FastifyReply {
  return reply.code(409).send(refusal('IDEMPOTENCY_KEY_REUSED', CASHIER_ERROR_MESSAGES.IDEMPOTENCY_KEY_REUSED));
}

/** Answers every deposit result but a success, the same on both origins; null for a success. */
export function sendDepositRefusal(reply: FastifyReply, result: DepositResult): FastifyReply | null {
  switch (result.kind) {
    case 'ok':
      return null;
    case 'blocked':
      return reply.send(blockedRefusal());
    case 'unavailable':
      return reply.send(refusal('PAYMENT_UNAVAILABLE', CASHIER_ERROR_MESSAGES.PAYMENT_UNAVAILABLE));
    case 'no_saved_card':
      return reply.code(404).send(refusal('NO_SAVED_CARD', CASHIER_ERROR_MESSAGES.NO_SAVED_CARD));
    case 'invalid':
      return reply.code(400).send(refusal('CARD_INVALID', result.message));
    case 'declined': {
      const message =
        result.reason === 'insufficient_funds'
          ? 'Your card was declined for insufficient funds. No money was taken.'
          : CASHIER_ERROR_MESSAGES.CARD_DECLINED;
      return reply.send(refusal('CARD_DECLINED', message, { reason: result.reason }));
    }
    case 'limit':
      return reply.send(limitRefusal(result.remaining, result.period));
    case 'reused':
      return keyReused(reply);
    case 'pending':
      // Answered 202: the charge's outcome is not known yet; a retry of the key answers it once it is.
      return reply
        .code(202)
        .send(refusal('DEPOSIT_PENDING', CASHIER_ERROR_MESSAGES.DEPOSIT_PENDING, { payment_id: result.paymentId }));
  }
}

/**
 * How both plugins answer their errors: a wallet's refusal is the cashier's, HTTP 200 status 0
 * (an amount the wallet finds malformed 400 VALIDATION_ERROR, an unknown wallet NOT_FOUND).
 */
export const CASHIER_REFUSALS: RouteRefusals = {
  translate: (error) => {
    if (!(error instanceof WalletError)) return null;
    if (error.code === 'VALIDATION_ERROR') return new InputRefusal(error.message);
    if (error.code === 'BALANCE_INSUFFICIENT') return new RefusalError('BALANCE_INSUFFICIENT');
    return new RefusalError('NOT_FOUND', error.message, { status: 200 });
  },
};

/** Bad input found outside a schema: answered 400 VALIDATION_ERROR. */
class CashierInputError extends InputRefusal {
  override readonly name: string = 'CashierInputError';
}

export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new CashierInputError('Invalid Idempotency-Key header: must be 1 to 100 visible ASCII characters.');
  }
  return header;
}

/** What the client may see of a saved card, or null. */
export async function savedCardView(store: CashierStore, playerId: number) {
  const saved = await store.savedCard(playerId);
  return saved ? { last4: saved.last4, expiry: saved.expiry, created_at: saved.createdAt.toISOString() } : null;
}

export async function balanceMajor(wallet: Pick<Wallet, 'balanceOf'>, playerId: number) {
  const { balance, currency } = await wallet.balanceOf(playerId);
  return { balance: toMajor(balance), currency };
}
