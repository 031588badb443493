export { cashierRoutes } from './routes';
export { legacyDepositRoute } from './legacy-deposit-route';
export type { CashierRoutesOptions } from './routes';
export type { LegacyDepositRouteOptions } from './legacy-deposit-route';
export { createCashierStore, DEFAULT_REALITY_CHECK_MINUTES } from './cashier';
export type {
  CashierStore,
  DepositOutcome,
  DepositPayment,
  DepositRequest,
  LimitView,
  StoredSavedCard,
} from './cashier';
export { createDepositService } from './deposits';
export { resolvePendingDeposits, startDepositResolver } from './deposit-resolver';
export type { DepositResolver, DepositResolverOptions } from './deposit-resolver';
export type { DepositAttempt, DepositResult, DepositService, SavedCardDepositAttempt } from './deposits';
export {
  chargeCard,
  chargeTestToken,
  cardProblem,
  createTestCardProvider,
  expiryValid,
  luhnValid,
  paymentProviderFor,
  TEST_CARDS,
  testCardProvider,
} from './provider';
export type {
  CardInput,
  CardOutcome,
  ChargeLookup,
  ChargeRequest,
  PaymentProvider,
  SavedCard,
  SavedChargeRequest,
} from './provider';
export { changeLimit, COOLING_OFF_MS, effectiveLimit, PERIOD_WINDOW_MS } from './limits';
export { cashierDepositLimits, cashierPayments, cashierSavedCards, cashierSettings, PAYMENT_STATUSES } from './tables';
