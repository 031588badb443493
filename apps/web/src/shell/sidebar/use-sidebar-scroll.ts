import { SIDEBAR_SCROLL_THRESHOLD_PX } from '../../config/ui-timings';
import { useEffect } from 'react';
import type { RefObject } from 'react';
import { useUiStore } from '../../stores/ui-store';

/** The element that scrolls the sidebar: the desktop column or the mobile drawer's body. */
const SCROLLER = '.app-left, .dialog-body';

/**
 * Keeps the ui store's `leftSidebarScrolled` flag: set once the sidebar's scroller is more than
 * 20 px down (spec 000 §9, spec 001 §2), cleared when it comes back up or the sidebar closes.
 */
export function useSidebarScroll(navRef: RefObject<HTMLElement | null>): boolean {
  const scrolled = useUiStore((state) => state.leftSidebarScrolled);
  useEffect(() => {
    const scroller = navRef.current?.closest<HTMLElement>(SCROLLER);
    if (!scroller) return undefined;
    const update = () => useUiStore.getState().setLeftSidebarScrolled(scroller.scrollTop > SIDEBAR_SCROLL_THRESHOLD_PX);
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    return () => scroller.removeEventListener('scroll', update);
  }, [navRef]);
  return scrolled;
}
