import '../betslip.css';
import { SlipPanel } from './slip-panel';

/** The bet slip in the desktop right column (spec 000 §2). */
export function BetSlip() {
  return <SlipPanel />;
}
