import { ROUTE_SCROLL_TOP_DELAY_MS } from '@sportsbook/betting';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useBetBuilderStore } from '../stores/bet-builder-store';
import { useUiStore } from '../stores/ui-store';

/** Virtual routes keep their scroll position (spec 001 §2). */
export function isVirtualPath(pathname: string): boolean {
  return pathname === '/virtual' || pathname.startsWith('/virtual/');
}

/**
 * Route-change effects (spec 001 §2): drawers close, and the main area scrolls to the top after
 * 100 ms, except on virtual routes and on mobile. The header tab follows the route itself, and
 * the bet-assist id belongs to the slip's feature (decision 020); the Bet Builder resets here (decision 035).
 */
export function useRouteChangeEffects(mobile: boolean): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const ui = useUiStore.getState();
    // Spec 000 §2: a route change resets the Bet Builder (its slip mode and its modal).
    useBetBuilderStore.getState().reset();
    if (ui.modal === 'betbuilder') ui.closeModal();
    if (ui.leftSidebarOpen) ui.setSidebar('left', false);
    if (ui.rightSidebarOpen) ui.setSidebar('right', false);
    if (mobile || isVirtualPath(pathname)) return;
    const timer = setTimeout(() => window.scrollTo({ top: 0 }), ROUTE_SCROLL_TOP_DELAY_MS);
    return () => clearTimeout(timer);
    // Only a new path triggers the effects; `mobile` is read as it is then.
  }, [pathname]);
}
