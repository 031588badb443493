import type { IncomingMessage } from 'node:http';
import { ERROR_MESSAGES } from '@sportsbook/betting';
import type { ErrorCode, WsRequestType } from '@sportsbook/protocol';
import type { Bus } from './bus';
import type { ChannelHubStats } from './channel-hub';

/*
 * What the websocket gateway promises its callers: the options it starts from, the request
 * handlers it calls and the refusals they may throw, and the handle it returns. The connection
 * machinery that keeps these promises is in gateway.ts.
 */

/** What a request handler knows of the frame it answers, for logs and per-bookmaker data. */
export interface WsRequestContext {
  readonly type: WsRequestType;
  /** The frame's `id`, which is also the request id in log lines. */
  readonly requestId: string;
  readonly bookmaker: string;
  readonly connectionId: string;
}

/** Answers one request type with the same JSON as its HTTP twin; the gateway gzips it. */
export type WsRequestHandler = (params: Record<string, unknown>, context: WsRequestContext) => Promise<unknown>;

/** Handlers by request type; read at each request, so types may be registered after start-up. */
export type WsHandlerRegistry = ReadonlyMap<WsRequestType, WsRequestHandler>;

/** A refusal a handler throws to answer an error frame with a catalogue code, e.g. SELECTION_NOT_FOUND. */
export class WsRequestError extends Error {
  override readonly name = 'WsRequestError';
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
  ) {
    super(message);
  }
}

/** The slice of a pino / Fastify logger the gateway writes to. */
export interface GatewayLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Options of `attachWebsocketGateway`; only `bus` and `handlers` are required. */
export interface WebsocketGatewayOptions {
  readonly bus: Bus;
  readonly handlers: WsHandlerRegistry;
  /** Defaults to `/ws` (docs/api.md). */
  readonly path?: string;
  /** Channels one socket may follow; one more is abuse: RATE_LIMITED, then close 1008. */
  readonly maxSubscriptionsPerConnection?: number;
  /** Sockets one client address may hold; one more is told RATE_LIMITED and closed with 1008. */
  readonly maxConnectionsPerAddress?: number;
  /** Frames one socket may send per second; one more is abuse: RATE_LIMITED, then close 1008. */
  readonly maxMessagesPerSecond?: number;
  /** Bookmaker ids (lower case) that may name a channel; default KNOWN_BOOKMAKERS. */
  readonly bookmakers?: readonly string[];
  /** The client address of an upgrade request (default: the socket's peer, see client-address.ts). */
  readonly addressOf?: (request: IncomingMessage) => string;
  /** Milliseconds clock of the per-second frame count; tests pass a fake one. */
  readonly now?: () => number;
  /** Requests of one connection being answered at once; more get RATE_LIMITED. */
  readonly maxInFlightRequests?: number;
  /** Every interval each socket is pinged; one that has not ponged since the last ping is cut. */
  readonly heartbeatIntervalMs?: number;
  /** Send-buffer size above which a socket's pushes are coalesced (latest price wins) until it drains. */
  readonly maxBufferedBytes?: number;
  /** How long a socket may stay over `maxBufferedBytes` before it is closed with 1013 (default 30 s). */
  readonly slowSocketTimeoutMs?: number;
  /** The bus channel behind a client's channel, e.g. every `{bookmaker}_events` onto one feed channel. */
  readonly busChannelFor?: (channel: string) => string;
  /**
   * Reads a sports access token (`?jwt=` on the upgrade URL or an `auth` frame) into its player,
   * null when invalid or expired. Without it every socket is a guest's: `<bookmaker>_player`
   * subscriptions are refused with NOT_AUTHENTICATED.
   */
  readonly authenticate?: (token: string) => Promise<{ readonly id: number } | null>;
  readonly log?: GatewayLogger;
}

/** Counters for the bench and health. */
export interface GatewayStats extends ChannelHubStats {
  readonly connections: number;
}

/** A running gateway. */
export interface WebsocketGateway {
  stats(): GatewayStats;
  /** Closes every socket (1001), drops its bus subscriptions and stops accepting upgrades. */
  close(): Promise<void>;
}

/**
 * Frames past MAX_WS_CLIENT_FRAME_CHARS but below this are read and answered with an error
 * frame; `ws` closes the connection (1009) only for frames too big to be worth buffering.
 */
export const MAX_WS_FRAME_BYTES = 256 * 1024;
