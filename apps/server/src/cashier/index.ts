export { cashierRoutes, legacyDepositRoute, requireUnblockedPlayer } from './routes';
export type { CashierRoutesOptions, LegacyDepositRouteOptions } from './routes';
export { createCashierStore, DEFAULT_REALITY_CHECK_MINUTES } from './cashier';
export type { ApprovedDeposit, CashierStore, DepositOutcome, LimitView } from './cashier';
export { chargeCard, cardProblem, expiryValid, luhnValid, TEST_CARDS } from './provider';
export type { CardInput, CardOutcome } from './provider';
export { changeLimit, COOLING_OFF_MS, effectiveLimit, PERIOD_WINDOW_MS } from './limits';
export { cashierDepositLimits, cashierPayments, cashierSettings } from './tables';
