import { ROUTE_SCROLL_TOP_DELAY_MS } from '../config/ui-timings';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useBetBuilderStore } from '../stores/bet-builder-store';
import { useUiStore } from '../stores/ui-store';
import { restoresScroll } from './keep-alive-outlet';

/** Virtual routes keep their scroll position (spec 001 §2). */
export function isVirtualPath(pathname: string): boolean {
  return pathname === '/virtual' || pathname.startsWith('/virtual/');
}

/**
 * Route-change effects (spec 001 §2): drawers close, and the main area scrolls to the top after
 * 100 ms, except on virtual routes and on mobile. Spec 000 §2's "bet-slip type, betbuilder and
 * bet-assist id are reset" is the slip's mode: Bet Builder mode ends (decision 100), while a normal
 * slip keeps its bet type, so an accumulator can be built across match pages. The header tab
 * follows the route itself; this client has no bet-assist id.
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
    // Spec 000 §2: a route change ends Bet Builder mode (the slip's type) and closes its modal.
    useBetBuilderStore.getState().reset();
    if (ui.modal === 'betbuilder') ui.closeModal();
    if (ui.leftSidebarOpen) ui.setSidebar('left', false);
    if (ui.rightSidebarOpen) ui.setSidebar('right', false);
    // A kept-alive page (home, horse racing, sport index) goes back to its own scroll position.
    if (mobile || isVirtualPath(pathname) || restoresScroll(pathname)) return;
    const timer = setTimeout(() => window.scrollTo({ top: 0 }), ROUTE_SCROLL_TOP_DELAY_MS);
    return () => clearTimeout(timer);
    // Only a new path triggers the effects; `mobile` is read as it is then.
  }, [pathname]);
}
