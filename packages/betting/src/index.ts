export * from './constants';
export * from './errors';
export { formatOdds, isPriced, displayOdds, shownOdds, ODDS_FORMATS, FRACTIONAL_TOLERANCE } from './odds/format-odds';
export type { OddsFormat } from './odds/format-odds';
export {
  toMoney,
  toMinor,
  toMajor,
  formatMoney,
  sumMoney,
  fromRationalMinor,
  floorReturnMinor,
  ZERO,
  MINOR_PER_MAJOR,
} from './money/money';
export type { Money } from './money/money';
export { DEFAULT_STAKE_LIMITS, parseStakeInput, stakeError, STAKE_MIN, STAKE_MAX } from './money/stake-input';
export type { StakeLimits } from './money/stake-input';
export type { ParsedStake, StakeInputError } from './money/stake-input';
export { binomial } from './maths/symmetric';
export { systemOptions, parseSystemType } from './system-options';
export {
  FULL_COVERS,
  FULL_COVER_NAMES,
  fullCoversFor,
  isFullCover,
  linesOfSizes,
  systemLineCount,
  systemLineSizes,
} from './system-lines';
export type { FullCoverName } from './system-lines';
export type { SystemLeg, SystemOption } from './system-options';
export {
  calcComboBoost,
  calcTotals,
  comboBoostPercent,
  countsTowardsBoost,
  settledBoostPercent,
  COMBO_BOOST_MIN_LEG_ODDS,
  ZERO_TOTALS,
} from './totals';
export type { BetType, ComboBoostConfig, Totals, TotalsInput, TotalsLeg } from './totals';
export { exactOdds, exactPlaceOdds, combiOdds } from './maths/odds-exact';
export * as rational from './maths/rational';
export type { Rational } from './maths/rational';
export * from './slip/types';
export type { SlipAction, StakeTarget } from './slip/actions';
export { createSlipState } from './slip/initial-state';
export { slipReducer, isExpired, canToggleEachWay, SLIP_EXPIRY_MS } from './slip/reducer';
export * from './slip/rules';
export * from './slip/selectors';
export * from './slip/max-payout';
export * from './slip/freebets';
export * from './slip/url-stake';
export * from './slip/tips-panel';
export * from './slip/bet-builder';
export { settleBet, settledWinFactor } from './settlement';
export { calcTax, DEFAULT_TAX_RULES } from './tax';
export { capWonPayout } from './payout-cap';
export type { WonPayout } from './payout-cap';
export type { TaxBand, TaxRule, TaxTable } from './tax';
export type { LegResult, Settlement, SettlementBet, SettlementLeg } from './settlement';
export * from './slip/bet-builder-slip';
