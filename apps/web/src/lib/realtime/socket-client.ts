import { HTTP_FALLBACK_TIMEOUT_MS } from '@sportsbook/betting';
import { calcBackoffDelay, DEFAULT_BACKOFF } from './backoff';
import type { BackoffOptions } from './backoff';
import { decodeWirePayload } from './payload';

/** Where the one socket of the page stands. */
export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/** A push handler: receives the decoded JSON of one push frame on its channel. */
export type ChannelHandler = (payload: unknown) => void;

/** The part of the WebSocket constructor the client uses (the browser's, or `ws` in Node tests). */
export type WebSocketConstructor = new (url: string) => WebSocket;

/** Spec 001 §8: the text logged before a call falls back to HTTP. */
export const NOT_CONNECTED_MESSAGE = 'WebSocket is not connected.';

/** Thrown when a request cannot go over the socket because it is not open (or closed mid-flight). */
export class SocketNotConnectedError extends Error {
  override readonly name = 'SocketNotConnectedError';
  constructor() {
    super(NOT_CONNECTED_MESSAGE);
  }
}

/** Thrown when the socket took longer than the timeout to answer. */
export class SocketTimeoutError extends Error {
  override readonly name = 'SocketTimeoutError';
}

/** The server refused a request with an error frame (`code` from the error catalogue). */
export class SocketRequestError extends Error {
  override readonly name = 'SocketRequestError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Options of `SocketClient`. */
export interface SocketClientOptions {
  /** The socket address, read at every (re)connect so a country switch can move it. */
  readonly url: () => string;
  readonly WebSocketImpl?: WebSocketConstructor;
  /** How long an unanswered request waits before the caller falls back to HTTP (spec 001 §9: 10 s). */
  readonly requestTimeoutMs?: number;
  readonly backoff?: BackoffOptions;
  readonly random?: () => number;
  /** A connection open this long counts as healthy: the back-off starts again from the base. */
  readonly stableAfterMs?: number;
  /** Sent first on every open, e.g. the `auth` frame of a logged-in player. */
  readonly onOpen?: (send: (frame: unknown) => boolean) => void;
  readonly log?: (message: string, details?: unknown) => void;
}

interface PendingRequest {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

const OPEN = 1;

function createRequestId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The page's websocket (docs/api.md "Websocket"): request/response frames matched by id,
 * channel subscriptions shared by every handler of a channel, reconnect with exponential
 * back-off and jitter, and every channel subscribed again after a reconnect. Frames are decoded
 * one after another so pushes reach handlers in the order the server sent them.
 */
export class SocketClient {
  private socket: WebSocket | null = null;
  private status: ConnectionStatus = 'idle';
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private stableTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly pending = new Map<string, PendingRequest>();
  private readonly channels = new Map<string, Set<ChannelHandler>>();
  private readonly statusListeners = new Set<(status: ConnectionStatus) => void>();
  private readonly reconnectListeners = new Set<() => void>();
  /** True from a connection's drop until the next one opens: that open is a reconnect. */
  private dropped = false;
  private inbox: Promise<void> = Promise.resolve();
  private readonly options: Required<Omit<SocketClientOptions, 'WebSocketImpl' | 'onOpen'>> &
    Pick<SocketClientOptions, 'WebSocketImpl' | 'onOpen'>;

  constructor(options: SocketClientOptions) {
    this.options = {
      requestTimeoutMs: HTTP_FALLBACK_TIMEOUT_MS,
      backoff: DEFAULT_BACKOFF,
      random: Math.random,
      stableAfterMs: 5_000,
      log: (message, details) => console.warn(`[realtime] ${message}`, details ?? ''),
      ...options,
    };
  }

  /** The connection state right now. */
  getStatus(): ConnectionStatus {
    return this.status;
  }

  /** Calls `listener` on every status change; returns the unsubscribe. */
  onStatusChange(listener: (status: ConnectionStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /**
   * Calls `listener` each time a connection opens again after a drop (not on the first open,
   * nor on a deliberate `restart`), once its channels are subscribed again: pushes missed while
   * the socket was down are gone, so callers take a fresh snapshot there. Returns the unsubscribe.
   */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  /** Opens the socket unless it is open, opening or closed for good. */
  connect(): void {
    if (this.status === 'closed' || this.socket) return;
    if (this.reconnectTimer) {
      clearTimeout(this.reconnectTimer);
      this.reconnectTimer = null;
    }
    const Impl = this.options.WebSocketImpl ?? globalThis.WebSocket;
    if (!Impl) {
      this.setStatus('reconnecting');
      return;
    }
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    let socket: WebSocket;
    try {
      socket = new Impl(this.options.url());
    } catch (error) {
      this.options.log('could not open the socket', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.handleOpen(socket);
    socket.onmessage = (message: MessageEvent) => this.handleMessage(message.data);
    socket.onclose = () => this.handleClose(socket);
    socket.onerror = () => {
      // A close event always follows; reconnecting is handled there.
    };
  }

  /** Reconnects now (e.g. the browser came back online) instead of waiting out the back-off. */
  reconnectNow(): void {
    if (this.status === 'open' || this.status === 'closed') return;
    if (this.socket) return;
    this.connect();
  }

  /** Drops the connection and opens a fresh one (e.g. after logout, to forget the player). */
  restart(): void {
    const socket = this.socket;
    if (!socket) return this.connect();
    this.detach(socket);
    socket.close(1000, 'restart');
    this.attempt = 0;
    this.connect();
  }

  /** Closes for good: pending requests fail, no reconnect. */
  close(): void {
    this.setStatus('closed');
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    if (socket) {
      this.detach(socket);
      socket.close(1000, 'closed');
    }
    this.failPending();
  }

  /** Resolves true once the socket is open, false after `timeoutMs` or when it fails first. */
  whenOpen(timeoutMs: number): Promise<boolean> {
    if (this.status === 'open') return Promise.resolve(true);
    return new Promise((resolve) => {
      const stop = this.onStatusChange((status) => {
        if (status === 'open' || status === 'reconnecting' || status === 'closed') finish(status === 'open');
      });
      const timer = setTimeout(() => finish(false), timeoutMs);
      function finish(open: boolean) {
        clearTimeout(timer);
        stop();
        resolve(open);
      }
    });
  }

  /** Sends a JSON frame if the socket is open; false otherwise. */
  send(frame: unknown): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  /**
   * Sends a request frame and resolves with the decoded JSON of its answer. Rejects with
   * SocketNotConnectedError when the socket is not open or closes first, SocketTimeoutError
   * after the timeout, SocketRequestError for an error frame.
   */
  request(type: string, bookmaker: string, params: Readonly<Record<string, unknown>>): Promise<unknown> {
    const id = createRequestId();
    return new Promise((resolve, reject) => {
      if (!this.send({ id, type, bookmaker, params })) {
        reject(new SocketNotConnectedError());
        return;
      }
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new SocketTimeoutError(`No answer to "${type}" within ${this.options.requestTimeoutMs} ms.`));
      }, this.options.requestTimeoutMs);
      this.pending.set(id, { resolve, reject, timer });
    });
  }

  /**
   * Listens to a channel; the server subscription is made by the first handler of a channel
   * (and again after every reconnect) and dropped with the last one. Opens the socket if needed.
   */
  subscribe(channel: string, handler: ChannelHandler): () => void {
    let handlers = this.channels.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.channels.set(channel, handlers);
      this.send({ type: 'subscribe', channel });
    }
    handlers.add(handler);
    this.connect();
    return () => {
      const current = this.channels.get(channel);
      if (!current?.delete(handler) || current.size > 0) return;
      this.channels.delete(channel);
      this.send({ type: 'unsubscribe', channel });
    };
  }

  private setStatus(status: ConnectionStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }

  private handleOpen(socket: WebSocket): void {
    if (socket !== this.socket) return;
    // Reset the back-off only once the connection has lasted, so a server that accepts and
    // drops at once is not hammered at the base delay.
    this.stableTimer = setTimeout(() => {
      this.stableTimer = null;
      this.attempt = 0;
    }, this.options.stableAfterMs);
    this.options.onOpen?.((frame) => this.send(frame));
    for (const channel of this.channels.keys()) this.send({ type: 'subscribe', channel });
    this.setStatus('open');
    if (!this.dropped) return;
    this.dropped = false;
    for (const listener of [...this.reconnectListeners]) listener();
  }

  private handleClose(socket: WebSocket): void {
    if (socket !== this.socket) return;
    // Only a connection that had opened missed pushes; a refused attempt changes nothing.
    if (this.status === 'open') this.dropped = true;
    this.detach(socket);
    this.failPending();
    if (this.status !== 'closed') this.scheduleReconnect();
  }

  private detach(socket: WebSocket): void {
    if (this.stableTimer) clearTimeout(this.stableTimer);
    this.stableTimer = null;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    // Closing a socket that is still connecting reports an error; nobody needs it any more.
    socket.onerror = () => {};
    if (this.socket === socket) this.socket = null;
  }

  private scheduleReconnect(): void {
    this.setStatus('reconnecting');
    const delay = calcBackoffDelay(this.attempt, this.options.backoff, this.options.random);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delay);
  }

  private failPending(): void {
    for (const [id, request] of this.pending) {
      clearTimeout(request.timer);
      request.reject(new SocketNotConnectedError());
      this.pending.delete(id);
    }
  }

  private handleMessage(data: unknown): void {
    let frame: Record<string, unknown>;
    try {
      frame = JSON.parse(String(data)) as Record<string, unknown>;
    } catch {
      this.options.log('ignored a frame that is not JSON');
      return;
    }
    this.inbox = this.inbox
      .then(() => this.deliver(frame))
      .catch((error: unknown) => {
        this.options.log('could not read a frame', error);
      });
  }

  private async deliver(frame: Record<string, unknown>): Promise<void> {
    const id = typeof frame.id === 'string' ? frame.id : null;
    const request = id === null ? undefined : this.pending.get(id);
    if (frame.error && typeof frame.error === 'object') {
      const { code, message } = frame.error as { code?: unknown; message?: unknown };
      const error = new SocketRequestError(String(code ?? 'SERVER_ERROR'), String(message ?? ''));
      if (request && id !== null) this.settle(id, request, () => request.reject(error));
      else this.options.log(`the server refused a frame: ${error.code}`, error.message);
      return;
    }
    if (typeof frame.data !== 'string') return;
    if (typeof frame.channel === 'string') {
      const handlers = this.channels.get(frame.channel);
      if (!handlers || handlers.size === 0) return;
      const payload = await decodeWirePayload(frame.data);
      for (const handler of [...handlers]) handler(payload);
      return;
    }
    if (!request || id === null) return;
    try {
      const payload = await decodeWirePayload(frame.data);
      this.settle(id, request, () => request.resolve(payload));
    } catch (error) {
      this.settle(id, request, () => request.reject(error instanceof Error ? error : new Error(String(error))));
    }
  }

  private settle(id: string, request: PendingRequest, finish: () => void): void {
    if (!this.pending.has(id)) return;
    clearTimeout(request.timer);
    this.pending.delete(id);
    finish();
  }
}
