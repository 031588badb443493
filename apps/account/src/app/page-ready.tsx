import { Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Loading } from '../components/spinner';
import { announceAppReady } from '../frame/app-ready';
import { useFrame } from '../frame/frame-context';
import { useSite } from '../hooks/use-site';

/** Posts `page_ready` once the page (and its lazily loaded code) is on screen, on every address. */
function PageReadySignal() {
  const bridge = useFrame();
  const location = useLocation();
  const { page } = useSite();
  useEffect(() => {
    announceAppReady(bridge);
    bridge.post('page_ready', { url: window.location.href, page });
    window.scrollTo?.(0, 0);
  }, [bridge, location.key, page]);
  return null;
}

/** A routed page: loading line while its code arrives, then `page_ready` to the shell. */
export function routedPage(element: ReactNode): ReactNode {
  return (
    <Suspense fallback={<Loading />}>
      {element}
      <PageReadySignal />
    </Suspense>
  );
}
