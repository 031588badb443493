export { OddsButton } from './odds-button';
export { buildSlipSelection } from './build-slip-selection';
