import { z } from 'zod/mini';

/*
 * The cashier API on the ACCOUNT origin and the legacy deposit of the sports
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
  'DEPOSIT_PENDING',
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
  DEPOSIT_PENDING:
    'Your deposit is still being confirmed by your card issuer. Nothing more will be taken; your balance shows it once it is confirmed.',
};

/** A positive whole number of minor units (cents), at most one million major units. */
export const minorAmountSchema = z
  .number({ error: 'must be a number of minor units' })
  .check(z.int({ error: 'must be a whole number of minor units' }))
  .check(z.positive({ error: 'must be above 0' }))
  .check(z.lte(100_000_000, { error: 'must be at most 100000000 minor units' }));

/** Card details as the deposit form posts them; spaces and dashes in the number are tolerated. */
export const cardSchema = z.object({
  number: z.pipe(
    z.pipe(
      z.string().check(z.maxLength(40, { error: 'is too long' })),
      z.transform((value) => value.replace(/[\s-]/g, '')),
    ),
    z.string().check(z.regex(/^\d{12,19}$/, { error: 'must be 12 to 19 digits' })),
  ),
  /** `MM/YY`. */
  expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: 'must be MM/YY' })),
  cvc: z.string().check(z.regex(/^\d{3,4}$/, { error: 'must be 3 or 4 digits' })),
  holder: z
    .string()
    .check(z.trim())
    .check(z.minLength(2, { error: 'must name the card holder' }))
    .check(z.maxLength(100, { error: 'must be at most 100 characters' })),
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
  save_card: z.optional(z.boolean()),
});
export type CashierDepositRequest = z.infer<typeof cashierDepositRequestSchema>;

/** `POST /api/cashier/withdraw` body. */
export const cashierWithdrawRequestSchema = z.object({ amount: minorAmountSchema });
export type CashierWithdrawRequest = z.infer<typeof cashierWithdrawRequestSchema>;

/** The quick deposit (decision 058): the amount alone, charged to the player's saved card. */
export const quickDepositRequestSchema = z.strictObject({ amount: minorAmountSchema });
export type QuickDepositRequest = z.infer<typeof quickDepositRequestSchema>;

/**
 * `POST /api/transactions/deposit` body of the legacy modal (spec 000 §2). With a card it is the
 * cashier's deposit (decision 028); the spec's modal posts an amount only, which charges the
 * player's saved card (decision 058) and never credits without one.
 */
export const legacyDepositRequestSchema = z.union([
  z.omit(cashierDepositRequestSchema, { save_card: true }),
  quickDepositRequestSchema,
]);
export type LegacyDepositRequest = z.infer<typeof legacyDepositRequestSchema>;

/** `GET /api/cashier/history` query: newest first, `cursor` = the last id seen. */
export const cashierHistoryQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int()).check(z.gte(1)).check(z.lte(100)), 20),
  cursor: z.optional(z.coerce.number().check(z.int()).check(z.positive())),
});
export type CashierHistoryQuery = z.infer<typeof cashierHistoryQuerySchema>;

/** One cashier/ledger movement; `amount` signed, in major units. */
export const cashierTransactionSchema = z.object({
  id: z.number().check(z.int()),
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
export const cashierProfileUpdateSchema = z.strictObject({
  email: z.optional(
    z
      .string()
      .check(z.maxLength(254))
      .check(z.regex(/^[^\s@]+@[^\s@]+$/, { error: 'must be an email address' })),
  ),
  current_password: z.optional(z.string().check(z.maxLength(1024, { error: 'is too long' }))),
  country: z.optional(z.enum(['IE', 'GB', 'RO', 'US', 'GR', 'MX', 'BR'], { error: 'must be a served country' })),
});
export type CashierProfileUpdate = z.infer<typeof cashierProfileUpdateSchema>;

/** The deposit-limit periods (rolling windows of 24 h, 7 days, 30 days). */
export const DEPOSIT_LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

const limitValueSchema = z.nullable(
  z
    .number()
    .check(z.int({ error: 'must be a whole number of minor units' }))
    .check(z.positive({ error: 'must be above 0' }))
    .check(z.lte(1_000_000_000_000)),
);

/** `PUT /api/cashier/limits`: a period set to null removes its limit; absent periods stay as they are. */
export const depositLimitsUpdateSchema = z
  .strictObject({
    daily: z.optional(limitValueSchema),
    weekly: z.optional(limitValueSchema),
    monthly: z.optional(limitValueSchema),
  })
  .check(z.refine((value) => Object.keys(value).length > 0, { error: 'name at least one of daily, weekly, monthly' }));
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
    .check(z.int())
    .check(z.gte(10, { error: 'must be at least 10' }))
    .check(z.lte(600, { error: 'must be at most 600' })),
});
export type RealityCheckUpdate = z.infer<typeof realityCheckUpdateSchema>;

/** `POST /api/transactions/deposit` success: the new balance in MAJOR units (as `/player/details`) and its currency. */
export const legacyDepositSuccessSchema = z.object({
  status: z.literal(1),
  data: z.object({ balance: z.number().check(z.nonnegative()), currency: z.string().check(z.regex(/^[A-Z]{3}$/)) }),
});

/** The legacy deposit answer: success, or a refusal carrying a cashier or catalogue code. */
export const legacyDepositResponseSchema = z.union([
  legacyDepositSuccessSchema,
  z.object({
    status: z.literal(0),
    message: z.string(),
    meta: z.optional(z.object({ error: z.record(z.string(), z.unknown()) })),
  }),
]);
export type LegacyDepositResponse = z.infer<typeof legacyDepositResponseSchema>;

/** What the client may see of a saved card: last four digits and expiry (`MM/YY`). */
export const savedCardViewSchema = z.object({
  last4: z.string().check(z.regex(/^\d{4}$/)),
  expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/)),
  created_at: z.string(),
});
export type SavedCardView = z.infer<typeof savedCardViewSchema>;

/** `GET /api/transactions/saved-card` (sports origin) and `GET /api/cashier/saved-card` (account origin). */
export const savedCardResponseSchema = z.object({ status: z.literal(1), data: z.nullable(savedCardViewSchema) });
export type SavedCardResponse = z.infer<typeof savedCardResponseSchema>;
