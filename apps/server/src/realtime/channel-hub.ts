import type { WsPushFrame } from '@sportsbook/protocol';
import type { Bus } from './bus';
import { mergePushes } from './coalesce';
import { encodePayload } from './codec';

/** What the hub needs of a socket; a `ws` WebSocket is one. */
export interface PushTarget {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: Buffer, options: { binary: boolean }): void;
  /** Called with 1013 on a socket that stayed over the limit for too long. */
  close(code: number, reason: string): void;
}

/** Counters for the bench and for logs. */
export interface ChannelHubStats {
  /** Channels with at least one socket, i.e. bus subscriptions held by this process. */
  readonly channels: number;
  /** Push frames written to sockets, merged ones included. */
  readonly delivered: number;
  /** Pushes held back for a slow socket and folded into its pending payload of the channel. */
  readonly coalesced: number;
  /** Sockets holding pushes until they drain, now. */
  readonly slowSockets: number;
  /** Sockets closed with 1013 because they stayed over the limit past `slowSocketTimeoutMs`. */
  readonly closedSlow: number;
}

/** Options of `createChannelHub`. */
export interface ChannelHubOptions {
  readonly bus: Bus;
  /** A socket with more than this many bytes waiting to be sent gets its pushes coalesced until it drains. */
  readonly maxBufferedBytes: number;
  /** How long a socket may stay over `maxBufferedBytes` before it is closed with 1013 (default 30 s). */
  readonly slowSocketTimeoutMs?: number;
  /** How often sockets holding pushes are checked for having drained (default 50 ms). */
  readonly drainCheckIntervalMs?: number;
  readonly onError: (error: unknown, channel: string) => void;
  /** The bus channel behind a client channel (default: the same name). */
  readonly busChannelFor?: (channel: string) => string;
}

/**
 * Shares one bus subscription per (client channel, bus channel) among every socket on it. The
 * bus channel defaults to `busChannelFor(channel)`; a caller passes its own when the mapping
 * depends on the socket (`<bookmaker>_player` onto `player.<id>`). Pushes are labelled with the
 * client channel either way; `leave` must be given the bus channel `join` was.
 */
export interface ChannelHub<Target extends PushTarget> {
  join(channel: string, target: Target, busChannel?: string): void;
  leave(channel: string, target: Target, busChannel?: string): void;
  close(): void;
  stats(): ChannelHubStats;
}

const OPEN = 1;
/** RFC 6455 "try again later": the client should reconnect and refetch what it shows. */
const CLOSE_TRY_AGAIN_LATER = 1013;

interface Channel<Target> {
  /** The client channel pushes are labelled with. */
  readonly label: string;
  readonly targets: Set<Target>;
  readonly unsubscribe: () => void;
}

/** The pushes a slow socket has not been sent yet: one merged payload per channel. */
interface Backlog {
  /** Date.now() when the socket was found over the limit, reset whenever it drains. */
  readonly since: number;
  /** In order of each channel's first held push, which is the order they are sent in. */
  readonly pending: Map<string, unknown>;
}

/**
 * Fans bus messages out to sockets: 1,000 sockets on a channel cost one bus subscription,
 * one gzip and one buffer, written to each socket in turn. A socket over `maxBufferedBytes`
 * gets nothing written; its pushes are merged per channel (latest price wins, see
 * `mergePushes`) and sent as one frame per channel once it drains, before anything newer.
 */
export function createChannelHub<Target extends PushTarget>(options: ChannelHubOptions): ChannelHub<Target> {
  const slowSocketTimeoutMs = options.slowSocketTimeoutMs ?? 30_000;
  const drainCheckIntervalMs = options.drainCheckIntervalMs ?? 50;
  const channels = new Map<string, Channel<Target>>();
  const backlogs = new Map<Target, Backlog>();
  let drainCheck: ReturnType<typeof setInterval> | null = null;
  let delivered = 0;
  let coalesced = 0;
  let closedSlow = 0;

  function encodeFrame(channel: string, payload: unknown): Buffer | null {
    try {
      const push: WsPushFrame = { channel, data: encodePayload(payload) };
      return Buffer.from(JSON.stringify(push));
    } catch (error) {
      options.onError(error, channel);
      return null;
    }
  }

  function write(target: Target, frame: Buffer): void {
    target.send(frame, { binary: false });
    delivered += 1;
  }

  function isOver(target: Target): boolean {
    return target.bufferedAmount > options.maxBufferedBytes;
  }

  function hold(target: Target, channel: string, payload: unknown): void {
    let backlog = backlogs.get(target);
    if (!backlog) {
      backlog = { since: Date.now(), pending: new Map() };
      backlogs.set(target, backlog);
      drainCheck ??= setInterval(checkBacklogs, drainCheckIntervalMs).unref();
    }
    const { pending } = backlog;
    pending.set(channel, pending.has(channel) ? mergePushes(pending.get(channel), payload) : payload);
    coalesced += 1;
  }

  function forget(target: Target): void {
    backlogs.delete(target);
    if (backlogs.size > 0 || !drainCheck) return;
    clearInterval(drainCheck);
    drainCheck = null;
  }

  /** Sends what a drained socket was owed; false while it is still over the limit. */
  function flush(target: Target): boolean {
    const backlog = backlogs.get(target);
    if (!backlog) return true;
    if (isOver(target)) return false;
    forget(target);
    for (const [channel, payload] of backlog.pending) {
      const frame = encodeFrame(channel, payload);
      if (frame) write(target, frame);
    }
    return true;
  }

  function checkBacklogs(): void {
    const now = Date.now();
    for (const [target, backlog] of backlogs) {
      if (target.readyState !== OPEN) forget(target);
      else if (!flush(target) && now - backlog.since >= slowSocketTimeoutMs) {
        forget(target);
        closedSlow += 1;
        target.close(CLOSE_TRY_AGAIN_LATER, 'Too slow to keep up with live prices; reconnect.');
      }
    }
  }

  const busChannelOf = (channel: string) => options.busChannelFor?.(channel) ?? channel;
  const keyOf = (channel: string, busChannel: string) => `${channel} ${busChannel}`;

  function fanOut(key: string, payload: unknown): void {
    const entry = channels.get(key);
    if (!entry) return;
    const channel = entry.label;
    const frame = encodeFrame(channel, payload);
    if (!frame) return;
    for (const target of entry.targets) {
      if (target.readyState !== OPEN) continue;
      if (flush(target) && !isOver(target)) write(target, frame);
      else hold(target, channel, payload);
    }
  }

  return {
    join(channel, target, busChannel = busChannelOf(channel)) {
      const key = keyOf(channel, busChannel);
      const entry = channels.get(key);
      if (entry) {
        entry.targets.add(target);
        return;
      }
      const unsubscribe = options.bus.subscribe(busChannel, (payload) => fanOut(key, payload));
      channels.set(key, { label: channel, targets: new Set([target]), unsubscribe });
    },
    leave(channel, target, busChannel = busChannelOf(channel)) {
      const backlog = backlogs.get(target);
      if (backlog?.pending.delete(channel) && backlog.pending.size === 0) forget(target);
      const key = keyOf(channel, busChannel);
      const entry = channels.get(key);
      if (!entry?.targets.delete(target) || entry.targets.size > 0) return;
      channels.delete(key);
      entry.unsubscribe();
    },
    close() {
      for (const entry of channels.values()) entry.unsubscribe();
      channels.clear();
      for (const target of [...backlogs.keys()]) forget(target);
    },
    stats: () => ({ channels: channels.size, delivered, coalesced, slowSockets: backlogs.size, closedSlow }),
  };
}
