import { z } from 'zod/mini';
import { currencySchema } from './common';
import { cashierTransactionSchema, savedCardViewSchema } from './cashier';

/*
 * Success answers of the account-origin cashier (apps/server/src/cashier/routes.ts), so the
 * account site parses every answer it reads. Balances are major units (the wire's one
 * exception); limit amounts are minor units. Refusals are the usual `{ status: 0, message }`.
 */

/** `POST /api/cashier/deposit` success. */
export const cashierDepositAnswerSchema = z.object({
  status: z.literal(1),
  balance: z.number(),
  currency: currencySchema,
  transaction: z.extend(cashierTransactionSchema, { payment_id: z.string(), card_last4: z.string() }),
  replayed: z.boolean(),
  /** Present when the request asked to save the card (decision 058): the card kept, or null. */
  saved_card: z.optional(z.nullable(savedCardViewSchema)),
});
export type CashierDepositAnswer = z.infer<typeof cashierDepositAnswerSchema>;

/** `POST /api/cashier/withdraw` success. */
export const cashierWithdrawAnswerSchema = z.object({
  status: z.literal(1),
  balance: z.number(),
  currency: currencySchema,
  transaction: cashierTransactionSchema,
});
export type CashierWithdrawAnswer = z.infer<typeof cashierWithdrawAnswerSchema>;

/** `GET /api/cashier/history`: newest first; `next_cursor` feeds `cursor` for the next page. */
export const cashierHistoryAnswerSchema = z.object({
  status: z.literal(1),
  data: z.array(cashierTransactionSchema),
  next_cursor: z.nullable(z.number().check(z.int())),
});
export type CashierHistoryAnswer = z.infer<typeof cashierHistoryAnswerSchema>;

/** `GET|PUT /api/cashier/profile`. */
export const cashierProfileAnswerSchema = z.object({
  status: z.literal(1),
  /** `VERIFY_EMAIL` when a new address was asked for: it counts once the link mailed to it is opened. */
  message: z.optional(z.literal('VERIFY_EMAIL')),
  data: z.object({
    username: z.string(),
    /** The address in force; a new one replaces it only once verified. */
    email: z.string(),
    country: z.string(),
    currency: currencySchema,
    /** The new address waiting for its link to be opened. */
    pending_email: z.optional(z.string()),
  }),
});
export type CashierProfileAnswer = z.infer<typeof cashierProfileAnswerSchema>;

/** One period's deposit limit (minor units): in force, still depositable, and a pending change. */
export const depositLimitViewSchema = z.object({
  amount: z.nullable(z.number().check(z.int())),
  remaining: z.nullable(z.number().check(z.int())),
  pending: z.nullable(z.object({ amount: z.nullable(z.number().check(z.int())), effective_at: z.string() })),
});
export type DepositLimitView = z.infer<typeof depositLimitViewSchema>;

/** `GET|PUT /api/cashier/limits`. */
export const depositLimitsAnswerSchema = z.object({
  status: z.literal(1),
  data: z.object({ daily: depositLimitViewSchema, weekly: depositLimitViewSchema, monthly: depositLimitViewSchema }),
});
export type DepositLimitsAnswer = z.infer<typeof depositLimitsAnswerSchema>;

/** `POST /api/cashier/time-out|self-exclusion`: the block now in force (null: indefinite). */
export const restrictionAnswerSchema = z.object({
  status: z.literal(1),
  data: z.object({ status: z.enum(['timed_out', 'self_excluded']), blocked_until: z.nullable(z.string()) }),
});
export type RestrictionAnswer = z.infer<typeof restrictionAnswerSchema>;

/** `GET|PUT /api/cashier/reality-check`. */
export const realityCheckAnswerSchema = z.object({
  status: z.literal(1),
  data: z.object({ interval_minutes: z.number().check(z.int()).check(z.positive()) }),
});
export type RealityCheckAnswer = z.infer<typeof realityCheckAnswerSchema>;
