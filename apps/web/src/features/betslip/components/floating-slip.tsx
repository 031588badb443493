import '../betslip.css';
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useSlipStore } from '../../../stores/slip-store';
import { SlipPanel } from './slip-panel';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), [href], [tabindex="0"]';

function close() {
  useSlipStore.getState().dispatch({ type: 'closed' });
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

function FloatingSlipDialog() {
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
        <SlipPanel mini titleId={titleId} onClose={close} />
      </div>
    </div>
  );
}

/**
 * The mobile floating slip (spec 000 §2): a bottom sheet dialog shown while the slip is open
 * (the Bet Slip tab dispatches `opened`); Escape, the backdrop or the close icon close it,
 * except while bets are being placed.
 */
export function FloatingSlip() {
  const visible = useSlipStore((store) => store.slip.visible);
  return visible ? <FloatingSlipDialog /> : null;
}
