import type { DepositLimitPeriod } from '@sportsbook/protocol';

/** How long a raise or removal of a deposit limit waits before it applies. */
export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/** The rolling window of each deposit-limit period. */
export const PERIOD_WINDOW_MS: Readonly<Record<DepositLimitPeriod, number>> = {
  daily: 24 * 60 * 60 * 1000,
  weekly: 7 * 24 * 60 * 60 * 1000,
  monthly: 30 * 24 * 60 * 60 * 1000,
};

/** A stored limit of one period: the one in force and a pending raise or removal. */
export interface StoredLimit {
  readonly limitAmount: number | null;
  readonly pendingAmount: number | null;
  readonly pendingEffectiveAt: Date | null;
}

/** The limit in force at `now` (a pending change whose time has come applies). */
export function effectiveLimit(stored: StoredLimit, now: Date): number | null {
  if (stored.pendingEffectiveAt && stored.pendingEffectiveAt.getTime() <= now.getTime()) return stored.pendingAmount;
  return stored.limitAmount;
}

/** A limit still to come, or null. */
export function pendingLimit(stored: StoredLimit, now: Date): { amount: number | null; effectiveAt: Date } | null {
  if (!stored.pendingEffectiveAt || stored.pendingEffectiveAt.getTime() <= now.getTime()) return null;
  return { amount: stored.pendingAmount, effectiveAt: stored.pendingEffectiveAt };
}

/**
 * What to store when the player asks for `wanted` (null: no limit): setting a first limit or
 * lowering one applies at once; raising or removing one waits COOLING_OFF_MS, the current limit
 * staying in force meanwhile.
 */
export function changeLimit(stored: StoredLimit, wanted: number | null, now: Date): StoredLimit {
  const current = effectiveLimit(stored, now);
  const tightens = wanted !== null && (current === null || wanted <= current);
  if (tightens || (wanted === null && current === null)) {
    return { limitAmount: wanted, pendingAmount: null, pendingEffectiveAt: null };
  }
  return { limitAmount: current, pendingAmount: wanted, pendingEffectiveAt: new Date(now.getTime() + COOLING_OFF_MS) };
}
