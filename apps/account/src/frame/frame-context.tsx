import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { FrameBridge } from './bridge';

const FrameContext = createContext<FrameBridge | null>(null);

/** Makes the one bridge of this page available to every page and handler. */
export function FrameProvider({ bridge, children }: { readonly bridge: FrameBridge; readonly children: ReactNode }) {
  return <FrameContext.Provider value={bridge}>{children}</FrameContext.Provider>;
}

/** The frame bridge (throws outside `FrameProvider`, a wiring mistake). */
export function useFrame(): FrameBridge {
  const bridge = useContext(FrameContext);
  if (!bridge) throw new Error('useFrame needs a FrameProvider above it.');
  return bridge;
}
