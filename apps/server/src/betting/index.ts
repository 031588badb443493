export { bettingRoutes } from './routes';
export type { BettingRoutesOptions } from './routes';
export { createBettingService } from './service';
export type { BettingService, BettingServiceOptions, SubmitAnswer } from './service';
export { readBettingConfig, DEFAULT_BETTING_CONFIG, DEFAULT_MAX_PAYOUT, DEFAULT_IN_PLAY_DELAY_MS } from './config';
export type { BettingConfig } from './config';
export { calcTax, DEFAULT_TAX_RULES } from './tax';
export type { TaxRule, TaxTable } from './tax';
export { findAnswerRow, insertBuilderBetIn, keepAnswerIn } from './builder-bet-store';
export type { NewBuilderBet, NewBuilderLeg } from './builder-bet-store';
export {
  findBet,
  lockBet,
  markCashedOut,
  selectBetPage,
  selectLegs,
  selectLiveOutcomes,
  selectRecentCashouts,
} from './my-bets-store';
export type { BetPageFilter, LiveOutcome } from './my-bets-store';
export {
  findSettlementCandidates,
  loadSettlementLegs,
  lockOpenBet,
  recordLegResultIn,
  recordSettlementIn,
  storedLegsOf,
} from './settlement-store';
export type { BetRow, BetLegRow, BetStatus } from './tables';
export { AccountBlocked, bettingBlockRefusal, refuseBlockedIn } from './account-block';
export { judgeOddsMoves } from './odds-moves';
export { refusalBody } from './wire';
export type { RefusalBody } from './wire';
