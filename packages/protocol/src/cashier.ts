import { z } from 'zod';

/*
 * The cashier API on the ACCOUNT origin (issue 5 item 4) and the legacy deposit of the sports
 * origin (spec 000 §2, §7). Amounts in requests are whole minor units; balances in answers are
 * major units, as everywhere on the wire.
 */

/** Refusal codes the cashier adds; proposed for the shared catalogue (defined here for now). */
export const CASHIER_ERROR_CODES = [
  'CARD_DECLINED',
  'CARD_INVALID',
  'DEPOSIT_LIMIT_EXCEEDED',
  'ACCOUNT_BLOCKED',
  'PAYMENT_UNAVAILABLE',
  'IDEMPOTENCY_KEY_REUSED',
  'NO_SAVED_CARD',
] as const;
/** One cashier refusal code. */
export type CashierErrorCode = (typeof CASHIER_ERROR_CODES)[number];

/** English fallback texts of the cashier codes; the client translates by code. */
export const CASHIER_ERROR_MESSAGES: Readonly<Record<CashierErrorCode, string>> = {
  CARD_DECLINED: 'Your card was declined. No money was taken; try another card.',
  CARD_INVALID: 'The card details are not valid. Check the number, expiry date and security code.',
  DEPOSIT_LIMIT_EXCEEDED: 'This deposit would go over your deposit limit.',
  ACCOUNT_BLOCKED: 'Your account is on a time-out or self-excluded, so you cannot deposit or bet.',
  PAYMENT_UNAVAILABLE: 'Card payments are not available at the moment. No money was taken.',
  IDEMPOTENCY_KEY_REUSED:
    'This request repeats the key of an earlier one with different details. Nothing was changed; start a new deposit or withdrawal.',
  NO_SAVED_CARD:
    'You have no saved card for quick deposits. Nothing was taken; deposit in the cashier and tick "Save this card for quick deposits".',
};

/** A positive whole number of minor units (cents), at most one million major units. */
export const minorAmountSchema = z
  .number({ error: 'must be a number of minor units' })
  .int({ error: 'must be a whole number of minor units' })
  .positive({ error: 'must be above 0' })
  .max(100_000_000, { error: 'must be at most 100000000 minor units' });

/** Card details as the deposit form posts them; spaces and dashes in the number are tolerated. */
export const cardSchema = z.object({
  number: z
    .string()
    .max(40, { error: 'is too long' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: 'must be 12 to 19 digits' })),
  /** `MM/YY`. */
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: 'must be MM/YY' }),
  cvc: z.string().regex(/^\d{3,4}$/, { error: 'must be 3 or 4 digits' }),
  holder: z
    .string()
    .trim()
    .min(2, { error: 'must name the card holder' })
    .max(100, { error: 'must be at most 100 characters' }),
});
/** Card details of a deposit. */
export type Card = z.infer<typeof cardSchema>;

/**
 * `POST /api/cashier/deposit` body. `save_card` (default false) is the player's consent to let the
 * payment provider keep the card for quick deposits (decision 058); we keep only its token.
 */
export const cashierDepositRequestSchema = z.object({
  amount: minorAmountSchema,
  card: cardSchema,
  save_card: z.boolean().optional(),
});
export type CashierDepositRequest = z.infer<typeof cashierDepositRequestSchema>;

/** `POST /api/cashier/withdraw` body. */
export const cashierWithdrawRequestSchema = z.object({ amount: minorAmountSchema });
export type CashierWithdrawRequest = z.infer<typeof cashierWithdrawRequestSchema>;

/** The quick deposit (decision 058): the amount alone, charged to the player's saved card. */
export const quickDepositRequestSchema = z.object({ amount: minorAmountSchema }).strict();
export type QuickDepositRequest = z.infer<typeof quickDepositRequestSchema>;

/**
 * `POST /api/transactions/deposit` body of the legacy modal (spec 000 §2). With a card it is the
 * cashier's deposit (decision 028); the spec's modal posts an amount only, which charges the
 * player's saved card (decision 058) and never credits without one.
 */
export const legacyDepositRequestSchema = z.union([
  cashierDepositRequestSchema.omit({ save_card: true }),
  quickDepositRequestSchema,
]);
export type LegacyDepositRequest = z.infer<typeof legacyDepositRequestSchema>;

/** `GET /api/cashier/history` query: newest first, `cursor` = the last id seen. */
export const cashierHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.coerce.number().int().positive().optional(),
});
export type CashierHistoryQuery = z.infer<typeof cashierHistoryQuerySchema>;

/** One cashier/ledger movement; `amount` signed, in major units. */
export const cashierTransactionSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  amount: z.number(),
  balance_after: z.number(),
  reference: z.string(),
  created_at: z.string(),
});
export type CashierTransaction = z.infer<typeof cashierTransactionSchema>;

/**
 * `PUT /api/cashier/profile` body. A new `email` needs `current_password` and counts only once the
 * link mailed to it is opened; the country (and so currency and tax) is fixed at registration, so
 * a `country` other than the player's is refused (decision 029). Username and currency are read-only.
 */
export const cashierProfileUpdateSchema = z
  .object({
    email: z
      .string()
      .max(254)
      .regex(/^[^\s@]+@[^\s@]+$/, { error: 'must be an email address' })
      .optional(),
    current_password: z.string().max(1024, { error: 'is too long' }).optional(),
    country: z.enum(['IE', 'GB', 'RO', 'US', 'GR', 'MX', 'BR'], { error: 'must be a served country' }).optional(),
  })
  .strict();
export type CashierProfileUpdate = z.infer<typeof cashierProfileUpdateSchema>;

/** The deposit-limit periods (rolling windows of 24 h, 7 days, 30 days). */
export const DEPOSIT_LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

const limitValueSchema = z
  .number()
  .int({ error: 'must be a whole number of minor units' })
  .positive({ error: 'must be above 0' })
  .max(1_000_000_000_000)
  .nullable();

/** `PUT /api/cashier/limits`: a period set to null removes its limit; absent periods stay as they are. */
export const depositLimitsUpdateSchema = z
  .object({
    daily: limitValueSchema.optional(),
    weekly: limitValueSchema.optional(),
    monthly: limitValueSchema.optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { error: 'name at least one of daily, weekly, monthly' });
export type DepositLimitsUpdate = z.infer<typeof depositLimitsUpdateSchema>;

/** `POST /api/cashier/time-out` body. */
export const timeOutRequestSchema = z.object({
  days: z.union([z.literal(1), z.literal(7), z.literal(30)], { error: 'must be 1, 7 or 30' }),
});
export type TimeOutRequest = z.infer<typeof timeOutRequestSchema>;

/** `POST /api/cashier/self-exclusion` body. */
export const selfExclusionRequestSchema = z.object({
  months: z.union([z.literal(6), z.literal(12), z.literal(60), z.literal('indefinite')], {
    error: "must be 6, 12, 60 or 'indefinite'",
  }),
});
export type SelfExclusionRequest = z.infer<typeof selfExclusionRequestSchema>;

/** `PUT /api/cashier/reality-check` body. */
export const realityCheckUpdateSchema = z.object({
  interval_minutes: z
    .number()
    .int()
    .min(10, { error: 'must be at least 10' })
    .max(600, { error: 'must be at most 600' }),
});
export type RealityCheckUpdate = z.infer<typeof realityCheckUpdateSchema>;

/** `POST /api/transactions/deposit` success: the new balance in MAJOR units (as `/player/details`) and its currency. */
export const legacyDepositSuccessSchema = z.object({
  status: z.literal(1),
  data: z.object({ balance: z.number().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/) }),
});

/** The legacy deposit answer: success, or a refusal carrying a cashier or catalogue code. */
export const legacyDepositResponseSchema = z.union([
  legacyDepositSuccessSchema,
  z.object({
    status: z.literal(0),
    message: z.string(),
    meta: z.object({ error: z.record(z.string(), z.unknown()) }).optional(),
  }),
]);
export type LegacyDepositResponse = z.infer<typeof legacyDepositResponseSchema>;

/** What the client may see of a saved card: last four digits and expiry (`MM/YY`). */
export const savedCardViewSchema = z.object({
  last4: z.string().regex(/^\d{4}$/),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/),
  created_at: z.string(),
});
export type SavedCardView = z.infer<typeof savedCardViewSchema>;

/** `GET /api/transactions/saved-card` (sports origin) and `GET /api/cashier/saved-card` (account origin). */
export const savedCardResponseSchema = z.object({ status: z.literal(1), data: savedCardViewSchema.nullable() });
export type SavedCardResponse = z.infer<typeof savedCardResponseSchema>;
