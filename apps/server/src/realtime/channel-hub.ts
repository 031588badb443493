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

/** The byte stream under a socket, whose writes can be held and flushed as one. */
export interface Corkable {
  cork(): void;
  uncork(): void;
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
export interface ChannelHubOptions<Target = PushTarget> {
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
  /**
   * The stream under a socket (the upgraded TCP socket). When given, a socket's first push of
   * a turn of the event loop is written at once and the ones after it in the same turn are
   * held (corked) and flushed together in one system call at the next `setImmediate`: the feed
   * publishes a tick's deltas back to back, and the writev per socket per push is most of the
   * fan-out's cost.
   */
  readonly streamOf?: (target: Target) => Corkable | undefined;
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
export function createChannelHub<Target extends PushTarget>(options: ChannelHubOptions<Target>): ChannelHub<Target> {
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

  /**
   * Sockets written to in this turn of the event loop: the first push goes out at once (no
   * added latency); from the second on the socket is corked, and the turn's end (setImmediate)
   * flushes what it holds in one write. `held` counts the bytes waiting behind the cork, which
   * are not a slow reader's backlog and so do not count against `maxBufferedBytes`.
   */
  const turn = new Map<Target, { stream: Corkable | null; held: number }>();
  let turnEndScheduled = false;

  function endTurn(): void {
    turnEndScheduled = false;
    for (const { stream } of turn.values()) stream?.uncork();
    turn.clear();
  }

  /** Bytes a text frame of this payload takes on the wire from a server (unmasked). */
  function wireBytes(frame: Buffer): number {
    return frame.length + (frame.length < 126 ? 2 : frame.length < 65_536 ? 4 : 10);
  }

  function batchWrites(target: Target, frame: Buffer, streamOf: (target: Target) => Corkable | undefined): void {
    const state = turn.get(target);
    if (state === undefined) {
      turn.set(target, { stream: null, held: 0 });
      if (!turnEndScheduled) {
        turnEndScheduled = true;
        setImmediate(endTurn);
      }
      return;
    }
    if (state.stream === null) {
      const stream = streamOf(target);
      if (!stream) return;
      stream.cork();
      state.stream = stream;
    }
    state.held += wireBytes(frame);
  }

  function write(target: Target, frame: Buffer): void {
    if (options.streamOf) batchWrites(target, frame, options.streamOf);
    target.send(frame, { binary: false });
    delivered += 1;
  }

  function isOver(target: Target): boolean {
    return target.bufferedAmount - (turn.get(target)?.held ?? 0) > options.maxBufferedBytes;
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
      endTurn();
      for (const entry of channels.values()) entry.unsubscribe();
      channels.clear();
      for (const target of [...backlogs.keys()]) forget(target);
    },
    stats: () => ({ channels: channels.size, delivered, coalesced, slowSockets: backlogs.size, closedSlow }),
  };
}
