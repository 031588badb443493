import { BET_BUILDER_FRAME_SOURCE, readBetBuilderClientMessage } from '@sportsbook/protocol';
import type { BetBuilderClientMessage, BetBuilderFrameMessage } from '@sportsbook/protocol';

type Outgoing = BetBuilderFrameMessage extends infer Message
  ? Message extends { source: string }
    ? Omit<Message, 'source'>
    : never
  : never;

/**
 * The frame's side of the bridge (decision 035). The page may only be framed by its own origin
 * (`frame-ancestors 'self'`), so it posts to exactly that origin and accepts only messages from
 * its parent window at that origin.
 */
export interface FrameMessenger {
  post(message: Outgoing): void;
  /** Listens for the client's messages; returns the unsubscribe. */
  listen(handler: (message: BetBuilderClientMessage) => void): () => void;
}

/** The messenger of a page framed by `parent`, whose origin must be `origin`. */
export function createFrameMessenger(parent: Window, self: Window, origin: string): FrameMessenger {
  return {
    post(message) {
      if (parent === self) return;
      parent.postMessage({ ...message, source: BET_BUILDER_FRAME_SOURCE }, origin);
    },
    listen(handler) {
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== origin || event.source !== parent) return;
        const message = readBetBuilderClientMessage(event.data);
        if (message) handler(message);
      };
      self.addEventListener('message', onMessage);
      return () => self.removeEventListener('message', onMessage);
    },
  };
}
