import { MESSAGE_BUFFER_MAX } from '@sportsbook/betting';
import { ACCOUNT_SITE_SOURCE, frameToShellDetailsSchemas, readShellToFrameMessage } from '@sportsbook/protocol';
import type { FrameToShellDetails, FrameToShellEvent, ShellToFrameTyped } from '@sportsbook/protocol';

/** A message from the shell that passed every check, its details parsed for its event. */
export type ShellMessage = ShellToFrameTyped;

/** The account side of the frame protocol (spec 001 §4, §7; docs/api.md "Account frame messages"). */
export interface FrameBridge {
  /** Posts an event to the shell, once per allowed origin; nothing is posted when not framed. */
  post<Event extends FrameToShellEvent>(event: Event, details: FrameToShellDetails<Event>): void;
  /** Calls `handler` with every accepted shell message; returns the unsubscribe function. */
  subscribe(handler: (message: ShellMessage) => void): () => void;
  /** Stops listening. */
  stop(): void;
}

/** Options of `createFrameBridge`. */
export interface FrameBridgeOptions {
  /** The shell origins (`__ACCOUNT_ENV__.clientOrigins`): the only targets and the only senders. */
  readonly allowedOrigins: readonly string[];
  /** This page's window (tests pass jsdom's). */
  readonly self?: Window;
  /** The framing window; defaults to `self.parent`, and is null when the page is not framed. */
  readonly parent?: Window | null;
  readonly logger?: Pick<Console, 'warn'>;
}

function parentOf(self: Window): Window | null {
  return self.parent && self.parent !== self ? self.parent : null;
}

/**
 * The origins to post to: when the browser names the framing origin (`ancestorOrigins`,
 * Chromium and WebKit) only that one if allowed — and none if it is not; otherwise every
 * allowed origin, of which the browser delivers only the one the parent really has.
 */
function targetsOf(self: Window, allowed: ReadonlySet<string>): string[] {
  const ancestors = self.location?.ancestorOrigins;
  const framer = ancestors && ancestors.length > 0 ? ancestors[0] : undefined;
  if (framer !== undefined) return allowed.has(framer) ? [framer] : [];
  return [...allowed];
}

/**
 * Creates the bridge. Outgoing messages are `JSON.stringify({event, details, source:
 * 'account-site'})` posted with an EXPLICIT target origin — one post per allowed origin, which
 * the browser delivers only to the parent that really has that origin, never `'*'`. Incoming
 * messages are accepted only from the parent window, from an allowed origin, with source
 * `sportsbook` and details matching their event's schema; anything else is logged and ignored.
 */
export function createFrameBridge(options: FrameBridgeOptions): FrameBridge {
  const self = options.self ?? window;
  const parent = options.parent === undefined ? parentOf(self) : options.parent;
  const allowed = new Set(options.allowedOrigins);
  const logger = options.logger ?? console;
  const handlers = new Set<(message: ShellMessage) => void>();
  // Messages that arrive before anything listens (the page is still rendering) wait here.
  const early: ShellMessage[] = [];

  function receive(event: MessageEvent): void {
    // Messages of other origins (extensions, other frames) are not ours to read: drop them quietly.
    if (!allowed.has(event.origin) || parent === null || event.source !== parent) return;
    const reading = readShellToFrameMessage(event.data);
    if (!reading.ok) {
      logger.warn(`account-site: ignored a message from the shell: ${reading.reason}`, event.data);
      return;
    }
    const accepted = reading.message;
    if (handlers.size === 0) {
      if (early.length < MESSAGE_BUFFER_MAX) early.push(accepted);
      return;
    }
    for (const handler of handlers) handler(accepted);
  }

  self.addEventListener('message', receive);

  return {
    post(event, details) {
      const checked = frameToShellDetailsSchemas[event].safeParse(details);
      if (!checked.success) {
        logger.warn(`account-site: not posting "${event}" with details of the wrong shape`, details);
        return;
      }
      if (parent === null) return;
      const data = JSON.stringify({ event, details: checked.data, source: ACCOUNT_SITE_SOURCE });
      for (const origin of targetsOf(self, allowed)) parent.postMessage(data, origin);
    },
    subscribe(handler) {
      handlers.add(handler);
      for (const message of early.splice(0)) handler(message);
      return () => handlers.delete(handler);
    },
    stop() {
      self.removeEventListener('message', receive);
      handlers.clear();
    },
  };
}
