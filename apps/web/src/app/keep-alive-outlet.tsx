import { Activity, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useOutlet } from 'react-router';
import { useRouteMatches } from '../lib/route-matches';

/*
 * The centre page area of spec 001 §2, "kept alive for home, horse-racing index and sport index
 * pages" (decision 042). Each of the three kinds keeps its last page mounted but hidden
 * (React's <Activity>: state kept, effects — polling, channels — paused) while another route
 * shows, and the window goes back to where that page was scrolled when it returns. Each kept page
 * renders through a portal into a container of its own, and a hidden page's container is taken
 * out of the document: nothing of it can be found, focused or announced meanwhile.
 */

/** Route ids of the kept pages (router.tsx gives these ids to their routes). */
export const KEEP_ALIVE_ROUTE_IDS = ['home', 'horse-racing', 'sport-index'] as const;
export type KeepAliveKind = (typeof KEEP_ALIVE_ROUTE_IDS)[number];

function isKeepAliveKind(id: string | undefined): id is KeepAliveKind {
  return (KEEP_ALIVE_ROUTE_IDS as readonly (string | undefined)[]).includes(id);
}

interface KeptPage {
  readonly pathname: string;
  readonly element: ReactNode;
}

/** Where each kept page was scrolled, by path (read when it shows again). */
const scrollByPath = new Map<string, number>();

/**
 * True when showing `pathname` puts a kept page back at a remembered scroll position: the
 * route-change effects then leave the scroll alone (spec 001 §2 scrolls other routes to the top).
 */
export function restoresScroll(pathname: string): boolean {
  return scrollByPath.has(pathname);
}

/** Forgets every remembered position (tests, and a language switch that rebuilds the pages). */
export function forgetKeptScroll(): void {
  scrollByPath.clear();
}

/** Remembers the window's scroll position for the kept page on screen. */
function useScrollMemory(keptPath: string | null): void {
  const current = useRef(keptPath);
  // Set before the browser can fire a scroll event for the new page (layout effects run first),
  // so the old page's position is never overwritten by the jump the route change causes.
  useLayoutEffect(() => {
    current.current = keptPath;
  }, [keptPath]);
  useEffect(() => {
    const onScroll = () => {
      if (current.current !== null) scrollByPath.set(current.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // Back on a kept page: its remembered position, once it is visible again.
  useLayoutEffect(() => {
    if (keptPath === null) return;
    const top = scrollByPath.get(keptPath);
    if (top !== undefined) window.scrollTo({ top });
  }, [keptPath]);
}

/**
 * The route outlet of the default layout, keeping the home, horse-racing and sport index pages
 * alive. A hidden page sees the address it was shown at, never the current one.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const locationContext = useContext(UNSAFE_LocationContext);
  const leafId = useRouteMatches().at(-1)?.route.id;
  const kind = isKeepAliveKind(leafId) ? leafId : null;
  const kept = useRef(new Map<KeepAliveKind, KeptPage>());
  const containers = useRef(new Map<KeepAliveKind, HTMLDivElement>());
  const slot = useRef<HTMLDivElement>(null);
  const containerOf = (id: KeepAliveKind) => {
    let container = containers.current.get(id);
    if (!container) {
      container = document.createElement('div');
      container.className = 'kept-page';
      containers.current.set(id, container);
    }
    return container;
  };
  if (kind !== null) {
    // The page on screen is always the fresh outlet; it is frozen with its address when left.
    kept.current.set(kind, {
      pathname,
      element: <UNSAFE_LocationContext.Provider value={locationContext}>{outlet}</UNSAFE_LocationContext.Provider>,
    });
  }
  // The page on screen goes into the slot, the others out of the document (before painting,
  // and before the scroll memory restores a position, which needs the page in place).
  useLayoutEffect(() => {
    for (const [id, container] of containers.current) {
      if (id === kind) {
        if (container.parentNode !== slot.current) slot.current?.append(container);
      } else container.remove();
    }
  }, [kind]);
  useScrollMemory(kind === null ? null : pathname);
  return (
    <>
      <div ref={slot} className="kept-pages" />
      {KEEP_ALIVE_ROUTE_IDS.map((id) => {
        const page = kept.current.get(id);
        if (!page) return null;
        return createPortal(
          <Activity mode={id === kind ? 'visible' : 'hidden'}>{page.element}</Activity>,
          containerOf(id),
          id,
        );
      })}
      {kind === null ? outlet : null}
    </>
  );
}
