import type { WsPushFrame } from '@sportsbook/protocol';
import type { Bus } from './bus';
import { encodePayload } from './codec';

/** What the hub needs of a socket; a `ws` WebSocket is one. */
export interface PushTarget {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: Buffer, options: { binary: boolean }): void;
}

/** Counters for the bench and for logs. */
export interface ChannelHubStats {
  /** Channels with at least one socket, i.e. bus subscriptions held by this process. */
  readonly channels: number;
  readonly delivered: number;
  /** Pushes not sent because the socket's send buffer was over the limit. */
  readonly skipped: number;
}

/** Options of `createChannelHub`. */
export interface ChannelHubOptions {
  readonly bus: Bus;
  /** A socket with more than this many bytes waiting to be sent misses pushes until it catches up. */
  readonly maxBufferedBytes: number;
  readonly onError: (error: unknown, channel: string) => void;
  /** The bus channel behind a client channel (default: the same name). */
  readonly busChannelFor?: (channel: string) => string;
}

/** Shares one bus subscription per channel among every socket on it. */
export interface ChannelHub<Target extends PushTarget> {
  join(channel: string, target: Target): void;
  leave(channel: string, target: Target): void;
  close(): void;
  stats(): ChannelHubStats;
}

const OPEN = 1;

interface Channel<Target> {
  readonly targets: Set<Target>;
  readonly unsubscribe: () => void;
}

/**
 * Fans bus messages out to sockets: 1,000 sockets on a channel cost one bus subscription,
 * one gzip and one buffer, written to each socket in turn.
 */
export function createChannelHub<Target extends PushTarget>(options: ChannelHubOptions): ChannelHub<Target> {
  const channels = new Map<string, Channel<Target>>();
  let delivered = 0;
  let skipped = 0;

  function fanOut(channel: string, payload: unknown): void {
    const entry = channels.get(channel);
    if (!entry) return;
    let frame: Buffer;
    try {
      const push: WsPushFrame = { channel, data: encodePayload(payload) };
      frame = Buffer.from(JSON.stringify(push));
    } catch (error) {
      options.onError(error, channel);
      return;
    }
    for (const target of entry.targets) {
      if (target.readyState !== OPEN) continue;
      // A slow reader misses pushes rather than growing our memory; the next push carries newer prices.
      if (target.bufferedAmount > options.maxBufferedBytes) {
        skipped += 1;
        continue;
      }
      target.send(frame, { binary: false });
      delivered += 1;
    }
  }

  return {
    join(channel, target) {
      const entry = channels.get(channel);
      if (entry) {
        entry.targets.add(target);
        return;
      }
      const busChannel = options.busChannelFor?.(channel) ?? channel;
      const unsubscribe = options.bus.subscribe(busChannel, (payload) => fanOut(channel, payload));
      channels.set(channel, { targets: new Set([target]), unsubscribe });
    },
    leave(channel, target) {
      const entry = channels.get(channel);
      if (!entry?.targets.delete(target) || entry.targets.size > 0) return;
      channels.delete(channel);
      entry.unsubscribe();
    },
    close() {
      for (const entry of channels.values()) entry.unsubscribe();
      channels.clear();
    },
    stats: () => ({ channels: channels.size, delivered, skipped }),
  };
}
