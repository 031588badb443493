import { useSiteStore } from '../../stores/site-store';

/** The communicator script's API (`/casino/assets/communicator.js`, served by the game server). */
export interface CasinoCommunicator {
  readonly version: number;
  readonly origin: string;
  connect(
    frame: HTMLIFrameElement,
    onMessage: (event: string, details: Record<string, unknown>) => void,
  ): { post(event: string, details?: Record<string, unknown>): void; disconnect(): void };
}

declare global {
  interface Window {
    sportsbookCasinoCommunicator?: CasinoCommunicator;
  }
}

const SCRIPT_ID = 'casino-communicator';

/** Adds the communicator script once (the game server's origin is the sports API's). */
export function loadCommunicatorScript(): void {
  if (document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = `${useSiteStore.getState().config.sportsApi}/casino/assets/communicator.js`;
  script.async = true;
  document.head.append(script);
}

/** The communicator once its script has run, else null. */
export function communicator(): CasinoCommunicator | null {
  return window.sportsbookCasinoCommunicator ?? null;
}
