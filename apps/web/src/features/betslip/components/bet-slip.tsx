import '../betslip.css';
import { lazy, Suspense } from 'react';
import { selectBetBuilderActive, useBetBuilderStore } from '../../../stores/bet-builder-store';
import { useSlipUpkeep } from '../hooks/use-slip-upkeep';
import { SlipPanel } from './slip-panel';

/** The Bet Builder slip mode loads on first use: most visits never build a bet (decision 035). */
export const BetBuilderSlip = lazy(() =>
  import('../bet-builder/bet-builder-slip').then((m) => ({ default: m.BetBuilderSlip })),
);

/** The bet slip in the desktop right column (spec 000 §2), in Bet Builder mode while a builder ticket exists. */
export function BetSlip() {
  const builder = useBetBuilderStore(selectBetBuilderActive);
  useSlipUpkeep(builder);
  return builder ? (
    <Suspense fallback={null}>
      <BetBuilderSlip />
    </Suspense>
  ) : (
    <SlipPanel />
  );
}
