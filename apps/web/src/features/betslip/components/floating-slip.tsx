import '../betslip.css';
import { Suspense, useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { selectBetBuilderActive, useBetBuilderStore } from '../../../stores/bet-builder-store';
import { useSlipStore } from '../../../stores/slip-store';
import { useSlipUpkeep } from '../hooks/use-slip-upkeep';
import { BetBuilderSlip } from './bet-slip';
import { SlipPanel } from './slip-panel';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), [href], [tabindex="0"]';

function close() {
  useSlipStore.getState().dispatch({ type: 'closed' });
  useBetBuilderStore.getState().visibleSet(false);
}

/** Keeps Tab inside the dialog while it is open. */
function trapTab(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key === 'Escape') {
    event.stopPropagation();
    close();
    return;
  }
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function FloatingSlipDialog({ builder }: { readonly builder: boolean }) {
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    sheet.current?.focus();
    return () => opener?.focus();
  }, []);
  return (
    <div className="floating-slip">
      <div className="floating-slip__backdrop" aria-hidden="true" onClick={close} />
      <div
        ref={sheet}
        className="floating-slip__sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={trapTab}
      >
        {builder ? (
          <Suspense fallback={null}>
            <BetBuilderSlip mini titleId={titleId} onClose={close} />
          </Suspense>
        ) : (
          <SlipPanel mini titleId={titleId} onClose={close} />
        )}
      </div>
    </div>
  );
}

/**
 * The mobile floating slip (spec 000 §2): a bottom sheet dialog shown while the slip is open
 * (the Bet Slip tab dispatches `opened`); Escape, the backdrop or the close icon close it,
 * except while bets are being placed. In Bet Builder mode it shows the builder slip (at least
 * 420 px high) while the builder's own `visible` is set.
 */
export function FloatingSlip() {
  const visible = useSlipStore((store) => store.slip.visible);
  const builder = useBetBuilderStore(selectBetBuilderActive);
  useSlipUpkeep(builder);
  const builderVisible = useBetBuilderStore((store) => store.visible);
  if (builder) return builderVisible ? <FloatingSlipDialog builder /> : null;
  return visible ? <FloatingSlipDialog builder={false} /> : null;
}
