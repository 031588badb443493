export { BetSlip } from './components/bet-slip';
export { FloatingSlip } from './components/floating-slip';
export { SlipUrlEntry } from './components/slip-url-entry';
