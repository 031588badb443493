import {
  cashierDepositAnswerSchema,
  cashierHistoryAnswerSchema,
  cashierProfileAnswerSchema,
  cashierWithdrawAnswerSchema,
  depositLimitsAnswerSchema,
  realityCheckAnswerSchema,
  restrictionAnswerSchema,
  savedCardResponseSchema,
} from '@sportsbook/protocol';
import type {
  SavedCardResponse,
  Card,
  CashierDepositAnswer,
  CashierHistoryAnswer,
  CashierProfileAnswer,
  CashierProfileUpdate,
  CashierWithdrawAnswer,
  DepositLimitsAnswer,
  DepositLimitsUpdate,
  RestrictionAnswer,
  SelfExclusionRequest,
  TimeOutRequest,
} from '@sportsbook/protocol';
import type { Money } from '@sportsbook/betting';
import { requestJson } from '../lib/http';

/*
 * The cashier on this site's origin (decision 017), Bearer frontend token. Amounts sent are
 * integer minor units; balances received are major units.
 */

/** A fresh idempotency key, so a retried click never deposits twice. */
function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * `POST /api/cashier/deposit` by card; `saveCard` is the player's consent to keep the card with
 * the payment provider for quick deposits (decision 058).
 */
export function deposit(token: string, amount: Money, card: Card, saveCard = false): Promise<CashierDepositAnswer> {
  return requestJson('/api/cashier/deposit', {
    schema: cashierDepositAnswerSchema,
    body: saveCard ? { amount, card, save_card: true } : { amount, card },
    token,
    headers: { 'idempotency-key': newIdempotencyKey() },
  });
}

/** `GET /api/cashier/saved-card`: the card saved for quick deposits, or null (decision 058). */
export function fetchSavedCard(token: string): Promise<SavedCardResponse> {
  return requestJson('/api/cashier/saved-card', { schema: savedCardResponseSchema, token });
}

/** `DELETE /api/cashier/saved-card`: forgets the saved card. */
export function removeSavedCard(token: string): Promise<SavedCardResponse> {
  return requestJson('/api/cashier/saved-card', { schema: savedCardResponseSchema, method: 'DELETE', token });
}

/** `POST /api/cashier/withdraw`. */
export function withdraw(token: string, amount: Money): Promise<CashierWithdrawAnswer> {
  return requestJson('/api/cashier/withdraw', {
    schema: cashierWithdrawAnswerSchema,
    body: { amount },
    token,
    headers: { 'idempotency-key': newIdempotencyKey() },
  });
}

/** `GET /api/cashier/history`, newest first; pass the previous page's `next_cursor` for more. */
export function fetchHistory(token: string, cursor: number | null): Promise<CashierHistoryAnswer> {
  const query = cursor === null ? '' : `&cursor=${cursor}`;
  return requestJson(`/api/cashier/history?limit=20${query}`, { schema: cashierHistoryAnswerSchema, token });
}

/** `GET /api/cashier/profile`. */
export function fetchProfile(token: string): Promise<CashierProfileAnswer> {
  return requestJson('/api/cashier/profile', { schema: cashierProfileAnswerSchema, token });
}

/** `PUT /api/cashier/profile` (email and country; username and currency are fixed). */
export function updateProfile(token: string, update: CashierProfileUpdate): Promise<CashierProfileAnswer> {
  return requestJson('/api/cashier/profile', {
    schema: cashierProfileAnswerSchema,
    method: 'PUT',
    body: update,
    token,
  });
}

/** `GET /api/cashier/limits`. */
export function fetchLimits(token: string): Promise<DepositLimitsAnswer> {
  return requestJson('/api/cashier/limits', { schema: depositLimitsAnswerSchema, token });
}

/** `PUT /api/cashier/limits`: null removes a period's limit (after the cooling-off). */
export function updateLimits(token: string, update: DepositLimitsUpdate): Promise<DepositLimitsAnswer> {
  return requestJson('/api/cashier/limits', { schema: depositLimitsAnswerSchema, method: 'PUT', body: update, token });
}

/** `POST /api/cashier/time-out`. */
export function startTimeOut(token: string, request: TimeOutRequest): Promise<RestrictionAnswer> {
  return requestJson('/api/cashier/time-out', { schema: restrictionAnswerSchema, body: request, token });
}

/** `POST /api/cashier/self-exclusion`. */
export function selfExclude(token: string, request: SelfExclusionRequest): Promise<RestrictionAnswer> {
  return requestJson('/api/cashier/self-exclusion', { schema: restrictionAnswerSchema, body: request, token });
}

/** `GET /api/cashier/reality-check`: the interval in minutes. */
export async function fetchRealityCheck(token: string): Promise<number> {
  const answer = await requestJson('/api/cashier/reality-check', { schema: realityCheckAnswerSchema, token });
  return answer.data.interval_minutes;
}

/** `PUT /api/cashier/reality-check`. */
export async function updateRealityCheck(token: string, intervalMinutes: number): Promise<number> {
  const answer = await requestJson('/api/cashier/reality-check', {
    schema: realityCheckAnswerSchema,
    method: 'PUT',
    body: { interval_minutes: intervalMinutes },
    token,
  });
  return answer.data.interval_minutes;
}
