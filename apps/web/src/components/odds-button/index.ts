export { OddsButton, useShownOdds } from './odds-button';
export type { OddsButtonProps } from './odds-button';
export { buildSlipSelection } from './build-slip-selection';
export type { OddsButtonEvent, OddsButtonMarket, SlipSelectionSource } from './build-slip-selection';
