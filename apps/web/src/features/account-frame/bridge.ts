import { readFrameToShellMessage, SHELL_SOURCE } from '@sportsbook/protocol';
import type { FrameToShellTyped, ShellToFrameDetails, ShellToFrameEvent } from '@sportsbook/protocol';

/** A checked message from the account frame, its details typed by its event. */
export type FrameMessage = FrameToShellTyped;

/** The shell's side of the frame bridge (spec 001 §4 "Frame bridge", docs/api.md "Account frame messages"). */
export interface FrameBridge {
  /** The one origin messages go to and come from. */
  readonly origin: string;
  /** True between the frame's `app_ready` and its next reload. */
  isReady(): boolean;
  /** Posts to the frame, or keeps it as THE queued message until `app_ready` (only the latest is kept). */
  post<Event extends ShellToFrameEvent>(event: Event, details: ShellToFrameDetails<Event>): void;
  /** Checks a window `message` event: the typed message, or null (logged) when it is not ours or malformed. */
  receive(event: MessageEvent): FrameMessage | null;
  /** `app_ready`: `beforeFlush` may post first (the session handshake), then the queued message goes. */
  markReady(beforeFlush?: () => void): void;
  /** The frame reloads or goes away: nothing is delivered until the next `app_ready`. */
  reset(): void;
}

/** What a bridge needs: the account origin, the frame's window when it exists, and where to log. */
export interface FrameBridgeOptions {
  readonly origin: string;
  readonly getTarget: () => Window | null;
  readonly logger?: Pick<Console, 'warn'>;
}

/** Creates the bridge to one account frame. */
export function createFrameBridge({ origin, getTarget, logger = console }: FrameBridgeOptions): FrameBridge {
  let ready = false;
  let queued: string | null = null;

  function send(message: string): boolean {
    const target = getTarget();
    if (!ready || !target) return false;
    // Always the explicit account origin, never '*': a navigated-away frame must not read it.
    target.postMessage(message, origin);
    return true;
  }

  return {
    origin,
    isReady: () => ready,
    post(event, details) {
      const message = JSON.stringify({ event, details, source: SHELL_SOURCE });
      if (!send(message)) queued = message;
    },
    receive(messageEvent) {
      if (messageEvent.origin !== origin) {
        logger.warn(`account frame: ignored a message from ${messageEvent.origin || 'an unknown origin'}`);
        return null;
      }
      const target = getTarget();
      if (target && messageEvent.source !== target) {
        logger.warn('account frame: ignored a message from another window of the account origin');
        return null;
      }
      const reading = readFrameToShellMessage(messageEvent.data);
      if (!reading.ok) {
        logger.warn(`account frame: ignored a message: ${reading.reason}`);
        return null;
      }
      return reading.message;
    },
    markReady(beforeFlush) {
      ready = true;
      const pending = queued;
      queued = null;
      beforeFlush?.();
      if (pending !== null && !send(pending)) queued = pending;
    },
    reset() {
      ready = false;
    },
  };
}
