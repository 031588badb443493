import { useEffect } from 'react';
import { expireStaleSlip } from '../stores/slip-store';

/** How often a tab left open checks its slip's age. */
export const SLIP_EXPIRY_CHECK_MS = 60_000;

/**
 * The 24 h slip expiry (spec 000 §4) in a tab left open, not only on reload: checked every
 * minute and whenever the tab comes back into view (a sleeping laptop runs no timers).
 */
export function useSlipExpiry(): void {
  useEffect(() => {
    const check = () => {
      expireStaleSlip(Date.now());
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const timer = setInterval(check, SLIP_EXPIRY_CHECK_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
    };
  }, []);
}
