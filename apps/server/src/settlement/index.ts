export { settleResolvedBets, settlementReference } from './settle';
export type { SettleOptions, SettleReport } from './settle';
export { startSettlementWorker } from './worker';
export type { SettlementWorker, SettlementWorkerOptions } from './worker';
export { priceSettlement } from './price-settlement';
export type { PricedBet, PricedLeg, PricedSettlement, SettlementTerms } from './price-settlement';
