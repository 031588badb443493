import { useState } from 'react';
import { isAppMode } from '../lib/platform';
import { useAccountFrameStore } from '../stores/account-frame-store';
import { selectBetBuilderActive, useBetBuilderStore } from '../stores/bet-builder-store';
import { selectLoggedIn, useSessionStore } from '../stores/session-store';
import { useSlipStore } from '../stores/slip-store';

/** Query parameters the slip reads on load (spec 001 §2): LineID, LineID[n], combostake, action. */
const SLIP_PARAM = /^(lineid(\[\d*\])?|combostake|action)$/i;
/** Query parameters the account host reads on load (spec 001 §2). */
const ACCOUNT_PARAM = /^(login_with_token|cashier|register|registration_token|reset_password)$/i;

/** True when a query string carries one of the parameters a pattern names. */
export function hasQueryParam(search: string, pattern: RegExp): boolean {
  return [...new URLSearchParams(search).keys()].some((name) => pattern.test(name));
}

/** Becomes true with the condition and then stays true (a feature mounted once stays mounted). */
function useSticky(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}

/** Which background features have work to do yet. */
export interface BackgroundNeeds {
  readonly slipUrlEntry: boolean;
  readonly cashoutPoller: boolean;
  readonly accountFrame: boolean;
  readonly loginOverlay: boolean;
  readonly floatingSlip: boolean;
  /** The casino's config and logout clean-up: once a player is logged in. */
  readonly casino: boolean;
}

/**
 * The slip's URL entry runs when the page was opened with slip parameters; the cash-out poller
 * once a player is logged in; the account host once a player is logged in, the frame or the
 * login overlay is asked for, the address carries account parameters or a native host is there; the login overlay once opened; the floating slip once the slip
 * has a selection or is opened.
 */
export function useBackgroundNeeds(): BackgroundNeeds {
  const [search] = useState(() => window.location.search);
  // Inside the native app the host talks to the account side from the start.
  const [nativeHost] = useState(isAppMode);
  const loggedIn = useSessionStore(selectLoggedIn);
  const frameActive = useAccountFrameStore((state) => state.active);
  const overlayOpen = useAccountFrameStore((state) => state.loginOverlayOpen);
  const slipUsed = useSlipStore((state) => state.slip.selections.length > 0 || state.slip.visible);
  const builderUsed = useBetBuilderStore(selectBetBuilderActive);
  return {
    slipUrlEntry: useSticky(hasQueryParam(search, SLIP_PARAM)),
    cashoutPoller: useSticky(loggedIn),
    accountFrame: useSticky(
      loggedIn || frameActive || overlayOpen || nativeHost || hasQueryParam(search, ACCOUNT_PARAM),
    ),
    loginOverlay: useSticky(overlayOpen),
    floatingSlip: useSticky(slipUsed || builderUsed),
    casino: useSticky(loggedIn),
  };
}
