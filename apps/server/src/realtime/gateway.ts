import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  busPlayerChannel,
  isPlayerChannel,
  type WsAuthFrame,
  type WsErrorFrame,
  type WsRequestFrame,
  type WsResponseFrame,
  type WsSubscriptionFrame,
} from '@sportsbook/protocol';
import { createChannelHub } from './channel-hub';
import { KNOWN_BOOKMAKERS, readChannel } from './channel-names';
import { upgradeAddress } from './client-address';
import { errorFrame, readClientFrame } from './client-frames';
import {
  MAX_WS_FRAME_BYTES,
  type GatewayLogger,
  type WebsocketGateway,
  type WebsocketGatewayOptions,
  type WsRequestContext,
} from './gateway-contract';
import { DEFAULT_REALTIME_LIMITS } from './limits';
import { encodePayload } from './codec';
import {
  closeSocket,
  rawDataToText,
  readJwtParam,
  readPathname,
  refuseAndClose,
  rejectUpgrade,
  toRefusal,
} from './socket-io';

export { CLOSE_POLICY_VIOLATION } from './socket-io';
export { WsRequestError, MAX_WS_FRAME_BYTES } from './gateway-contract';
export type {
  WebsocketGateway,
  WebsocketGatewayOptions,
  WsHandlerRegistry,
  WsRequestContext,
  WsRequestHandler,
} from './gateway-contract';

const silentLogger: GatewayLogger = { info() {}, warn() {}, error() {} };

interface Connection {
  readonly id: string;
  readonly socket: WebSocket;
  readonly address: string;
  /** Start (ms) of the one-second window frames are counted in, and the count so far. */
  windowStart: number;
  framesInWindow: number;
  /** Set once the socket is being closed for abuse: its later frames are not read. */
  refused: boolean;
  /** Client channel → the bus channel it was joined on (a player's channel depends on the socket). */
  readonly channels: Map<string, string>;
  inFlight: number;
  alive: boolean;
  /** The player this socket authenticated as; `<bookmaker>_player` carries only their events. */
  player: { readonly id: number } | null;
  /** The token `player` was read from; checked again before each player-channel subscription and each heartbeat. */
  token: string | null;
  /** Auth frames and player-channel changes run in order behind this, since auth is async. */
  serial: Promise<void>;
}

/** Serves the wire contract's websocket protocol on `path` of an HTTP server (Fastify's `app.server`). */
export function attachWebsocketGateway(server: Server, options: WebsocketGatewayOptions): WebsocketGateway {
  const path = options.path ?? '/ws';
  const maxSubscriptions =
    options.maxSubscriptionsPerConnection ?? DEFAULT_REALTIME_LIMITS.maxSubscriptionsPerConnection;
  const maxPerAddress = options.maxConnectionsPerAddress ?? DEFAULT_REALTIME_LIMITS.maxConnectionsPerAddress;
  const maxFramesPerSecond = options.maxMessagesPerSecond ?? DEFAULT_REALTIME_LIMITS.maxMessagesPerSecond;
  const bookmakers = options.bookmakers ?? KNOWN_BOOKMAKERS;
  const addressOf = options.addressOf ?? upgradeAddress;
  const now = options.now ?? Date.now;
  const maxInFlight = options.maxInFlightRequests ?? 16;
  const log = options.log ?? silentLogger;
  // The upgraded TCP socket under each WebSocket, so the hub can send a turn's pushes in one write.
  const transports = new WeakMap<WebSocket, Duplex>();
  const hub = createChannelHub<WebSocket>({
    bus: options.bus,
    streamOf: (socket) => transports.get(socket),
    maxBufferedBytes: options.maxBufferedBytes ?? 1024 * 1024,
    slowSocketTimeoutMs: options.slowSocketTimeoutMs,
    ...(options.busChannelFor ? { busChannelFor: options.busChannelFor } : {}),
    onError: (error, channel) => log.error({ err: error, channel }, 'websocket push failed'),
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_WS_FRAME_BYTES, perMessageDeflate: false });
  const connections = new Set<Connection>();
  const perAddress = new Map<string, number>();
  let closing: Promise<void> | null = null;

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (readPathname(request.url) !== path) {
      // Other upgrade listeners may own other paths; only answer when nobody else can.
      if (server.listenerCount('upgrade') === 1) rejectUpgrade(socket, '404 Not Found');
      return;
    }
    if (closing) return rejectUpgrade(socket, '503 Service Unavailable');
    const token = readJwtParam(request.url);
    const address = addressOf(request);
    wss.handleUpgrade(request, socket, head, (ws) => {
      transports.set(ws, socket);
      onConnection(ws, token, address);
    });
  }

  function onConnection(socket: WebSocket, token: string | null, address: string): void {
    const held = perAddress.get(address) ?? 0;
    if (held >= maxPerAddress) {
      // Upgraded only to be told why: a 429 on the upgrade is invisible to browser code.
      const message = `At most ${maxPerAddress} live connections are allowed from one address; close another first.`;
      socket.on('error', (error) => log.warn({ err: error, address }, 'websocket error'));
      refuseAndClose(socket, errorFrame(null, null, 'RATE_LIMITED', message));
      log.warn({ address }, 'websocket refused: too many connections from one address');
      return;
    }
    perAddress.set(address, held + 1);
    const connection: Connection = {
      id: randomUUID(),
      socket,
      address,
      windowStart: now(),
      framesInWindow: 0,
      refused: false,
      channels: new Map(),
      inFlight: 0,
      alive: true,
      player: null,
      token: null,
      serial: Promise.resolve(),
    };
    connections.add(connection);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (data, isBinary) => onMessage(connection, data, isBinary));
    socket.on('error', (error) => log.warn({ err: error, connectionId: connection.id }, 'websocket error'));
    socket.on('close', () => {
      connections.delete(connection);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
      for (const [channel, busChannel] of connection.channels) hub.leave(channel, socket, busChannel);
      connection.channels.clear();
    });
    if (token !== null) inOrder(connection, () => authenticate(connection, token, null));
  }

  /** Runs `step` after the connection's earlier auth and player-channel steps. */
  function inOrder(connection: Connection, step: () => Promise<void> | void): void {
    // A socket closed meanwhile joins nothing more: its close handler has already left every channel.
    const run = () => (connections.has(connection) ? step() : undefined);
    connection.serial = connection.serial.then(run).catch((error: unknown) => {
      log.error({ err: error, connectionId: connection.id }, 'websocket auth step failed');
    });
  }

  /** Makes the socket the token's player's, or a guest's (with an error frame) when the token is bad. */
  async function authenticate(connection: Connection, token: string, id: string | null): Promise<void> {
    let player: { readonly id: number } | null = null;
    try {
      player = options.authenticate ? await options.authenticate(token) : null;
    } catch (error) {
      log.warn({ err: error, connectionId: connection.id }, 'websocket token check failed');
    }
    if (player?.id !== connection.player?.id) {
      // Another player (or none): the old player's events must stop here.
      for (const [channel, busChannel] of connection.channels) {
        if (!isPlayerChannel(channel)) continue;
        hub.leave(channel, connection.socket, busChannel);
        connection.channels.delete(channel);
      }
    }
    connection.player = player;
    connection.token = player ? token : null;
    if (!player) {
      const message = options.authenticate
        ? 'The token is invalid or expired; log in again and send a fresh one.'
        : 'This server does not authenticate websocket connections.';
      send(connection, errorFrame(id, 'auth', 'NOT_AUTHENTICATED', message));
    }
  }

  /** Counts a frame in its one-second window; false (and the socket closing) once over the cap. */
  function withinFrameRate(connection: Connection): boolean {
    const at = now();
    if (at - connection.windowStart >= 1000 || at < connection.windowStart) {
      connection.windowStart = at;
      connection.framesInWindow = 0;
    }
    connection.framesInWindow += 1;
    if (connection.framesInWindow <= maxFramesPerSecond) return true;
    const message = `At most ${maxFramesPerSecond} frames per second may be sent on one connection; slow down and reconnect.`;
    abuse(connection, errorFrame(null, null, 'RATE_LIMITED', message));
    return false;
  }

  /** Tells the client which limit it broke, then closes with 1008 and reads nothing more from it. */
  function abuse(connection: Connection, frame: WsErrorFrame): void {
    connection.refused = true;
    log.warn({ connectionId: connection.id, address: connection.address, code: frame.error.code }, frame.error.message);
    refuseAndClose(connection.socket, frame);
  }

  function onMessage(connection: Connection, data: RawData, isBinary: boolean): void {
    if (connection.refused || !withinFrameRate(connection)) return;
    if (isBinary) {
      send(connection, errorFrame(null, null, 'VALIDATION_ERROR', 'Send frames as JSON text, not binary.'));
      return;
    }
    const read = readClientFrame(rawDataToText(data));
    if (read.kind === 'refused') send(connection, read.error);
    else if (read.kind === 'auth') onAuth(connection, read.frame);
    else if (read.kind === 'subscription' && isPlayerChannel(read.frame.channel)) {
      const { frame, id } = read;
      inOrder(connection, async () => {
        // The session may have ended since the socket authenticated (logout, block): check again.
        if (frame.type === 'subscribe' && connection.token !== null) {
          await authenticate(connection, connection.token, id);
        }
        changeSubscription(connection, frame, id);
      });
    } else if (read.kind === 'subscription') changeSubscription(connection, read.frame, read.id);
    else void answer(connection, read.frame);
  }

  function onAuth(connection: Connection, frame: WsAuthFrame): void {
    inOrder(connection, () => authenticate(connection, frame.jwt, frame.id ?? null));
  }

  function changeSubscription(connection: Connection, frame: WsSubscriptionFrame, id: string | null): void {
    const read = readChannel(frame.channel, bookmakers);
    if (!read.known) {
      // Nothing to leave on unsubscribe; a subscribe is refused before the hub makes a channel.
      if (frame.type === 'subscribe') {
        const message = `Unknown bookmaker "${read.bookmaker}" in channel "${frame.channel}"; use one of ${bookmakers.join(', ')}.`;
        send(connection, errorFrame(id, frame.type, 'VALIDATION_ERROR', message));
      }
      return;
    }
    const { channel } = read;
    if (frame.type === 'unsubscribe') {
      const busChannel = connection.channels.get(channel);
      if (busChannel !== undefined && connection.channels.delete(channel)) {
        hub.leave(channel, connection.socket, busChannel);
      }
      return;
    }
    if (connection.channels.has(channel)) return;
    if (connection.channels.size >= maxSubscriptions) {
      const message = `A connection may follow at most ${maxSubscriptions} channels; unsubscribe from some before subscribing.`;
      abuse(connection, errorFrame(id, frame.type, 'RATE_LIMITED', message));
      return;
    }
    let busChannel: string;
    if (isPlayerChannel(channel)) {
      if (!connection.player) {
        const message = 'Authenticate first (?jwt= on the URL or an auth frame) to follow your own events.';
        send(connection, errorFrame(id, frame.type, 'NOT_AUTHENTICATED', message));
        return;
      }
      // The connection's own player, whatever bookmaker the channel names: never another's.
      busChannel = busPlayerChannel(connection.player.id);
    } else {
      busChannel = options.busChannelFor?.(channel) ?? channel;
    }
    try {
      hub.join(channel, connection.socket, busChannel);
      connection.channels.set(channel, busChannel);
    } catch (error) {
      log.error({ err: error, connectionId: connection.id, channel }, 'websocket subscribe failed');
      send(connection, errorFrame(id, frame.type, 'SERVER_ERROR', 'Live updates are unavailable; try again shortly.'));
    }
  }

  async function answer(connection: Connection, frame: WsRequestFrame): Promise<void> {
    const { id, type } = frame;
    const handler = options.handlers.get(type);
    if (!handler) {
      send(
        connection,
        errorFrame(id, type, 'SERVER_ERROR', `"${type}" requests are not served yet; use the HTTP twin.`),
      );
      return;
    }
    if (connection.inFlight >= maxInFlight) {
      const message = `At most ${maxInFlight} requests may wait for an answer on one connection; wait for some first.`;
      send(connection, errorFrame(id, type, 'RATE_LIMITED', message));
      return;
    }
    connection.inFlight += 1;
    // Bookmaker ids are case-insensitive (docs/api.md "Tolerance on input"): handlers see lower case.
    const bookmaker = frame.bookmaker.toLowerCase();
    const context: WsRequestContext = { type, requestId: id, bookmaker, connectionId: connection.id };
    try {
      const result = await handler(frame.params, context);
      const response: WsResponseFrame = { id, type, data: encodePayload(result) };
      send(connection, response);
    } catch (error) {
      const refusal = toRefusal(error);
      if (refusal.code === 'SERVER_ERROR') {
        log.error({ err: error, connectionId: connection.id, requestId: id, type }, 'websocket request failed');
      }
      send(connection, errorFrame(id, type, refusal.code, refusal.message));
    } finally {
      connection.inFlight -= 1;
    }
  }

  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
      // A session ended since (logout, reset, block) stops its player's pushes within one beat.
      const { token } = connection;
      if (token !== null && [...connection.channels.keys()].some(isPlayerChannel)) {
        inOrder(connection, () => authenticate(connection, token, null));
      }
    }
  }, options.heartbeatIntervalMs ?? 30_000);
  heartbeat.unref();
  server.on('upgrade', onUpgrade);

  async function shutDown(): Promise<void> {
    // The upgrade listener stays, answering 503, so a late client is told rather than left hanging.
    clearInterval(heartbeat);
    hub.close();
    await Promise.all([...connections].map(({ socket }) => closeSocket(socket)));
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    log.info({}, 'websocket gateway closed');
  }

  return {
    stats: () => ({ connections: connections.size, ...hub.stats() }),
    close() {
      closing ??= shutDown();
      return closing;
    },
  };
}

function send(connection: Connection, frame: WsErrorFrame | WsResponseFrame): void {
  if (connection.socket.readyState === WebSocket.OPEN) connection.socket.send(JSON.stringify(frame));
}
