import { BET_BUILDER_CLIENT_SOURCE, readBetBuilderFrameMessage } from '@sportsbook/protocol';
import type { BetBuilderClientMessage, BetBuilderFrameMessage } from '@sportsbook/protocol';

/** What the client's side of the Bet Builder frame bridge needs (decision 035). */
export interface BetBuilderBridgeOptions {
  /** The frame's origin: messages go only there and are taken only from there. */
  readonly origin: string;
  readonly getFrame: () => Window | null;
  readonly logger?: Pick<Console, 'warn'>;
}

/** The client's side of the Bet Builder frame bridge. */
export interface BetBuilderBridge {
  /** Checks a window `message` event: the frame's message, or null when it is not ours or malformed. */
  receive(event: MessageEvent): BetBuilderFrameMessage | null;
  /** Posts to the frame at its origin, never '*'. */
  post(message: Omit<BetBuilderClientMessage, 'source'> & Pick<BetBuilderClientMessage, 'type'>): void;
}

/** Creates the bridge to one Bet Builder frame. */
export function createBetBuilderBridge({
  origin,
  getFrame,
  logger = console,
}: BetBuilderBridgeOptions): BetBuilderBridge {
  return {
    receive(event) {
      const frame = getFrame();
      if (event.origin !== origin || !frame || event.source !== frame) {
        if (
          event.data &&
          typeof event.data === 'object' &&
          'source' in event.data &&
          event.data.source === 'betbuilder'
        ) {
          logger.warn(`bet builder: ignored a message from ${event.origin || 'an unknown origin'}`);
        }
        return null;
      }
      const message = readBetBuilderFrameMessage(event.data);
      if (!message) logger.warn('bet builder: ignored a malformed message from the frame');
      return message;
    },
    post(message) {
      getFrame()?.postMessage({ ...message, source: BET_BUILDER_CLIENT_SOURCE }, origin);
    },
  };
}
