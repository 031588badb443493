export { cashierRoutes, legacyDepositRoute, requireUnblockedPlayer } from './routes';
export type { CashierRoutesOptions, LegacyDepositRouteOptions } from './routes';
export { createCashierStore, DEFAULT_REALITY_CHECK_MINUTES } from './cashier';
export type {
  CashierStore,
  ChargeDeposit,
  DepositOutcome,
  DepositRequest,
  LimitView,
  StoredSavedCard,
} from './cashier';
export { createDepositService } from './deposits';
export type { DepositAttempt, DepositResult, DepositService, SavedCardDepositAttempt } from './deposits';
export {
  chargeCard,
  chargeTestToken,
  cardProblem,
  expiryValid,
  luhnValid,
  paymentProviderFor,
  TEST_CARDS,
  testCardProvider,
} from './provider';
export type { CardInput, CardOutcome, ChargeRequest, PaymentProvider, SavedCard, SavedChargeRequest } from './provider';
export { changeLimit, COOLING_OFF_MS, effectiveLimit, PERIOD_WINDOW_MS } from './limits';
export { cashierDepositLimits, cashierPayments, cashierSavedCards, cashierSettings } from './tables';
