import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { WebSocketServer } from 'ws';
import type { WebSocket as NodeWebSocket } from 'ws';

/*
 * Tests only: a real HTTP + websocket server on a free port, playing the sports server's side
 * of docs/api.md "Websocket" (payloads are base64 of gzip of JSON) so the client is tested over a
 * real socket, reconnects included.
 */

/** Encodes a JSON value as the server does. */
export function encodeForWire(value: unknown): string {
  return gzipSync(JSON.stringify(value)).toString('base64');
}

/** A frame a test socket received, parsed. */
export type ReceivedFrame = Record<string, unknown>;

/** The running test server. */
export interface TestRealtimeServer {
  readonly origin: string;
  readonly wsUrl: string;
  /** Sockets connected now. */
  readonly sockets: Set<NodeWebSocket>;
  /** Every frame received, in order, with the connection number it came on. */
  readonly frames: { connection: number; frame: ReceivedFrame }[];
  /** Epoch ms of every upgrade attempt, accepted or refused. */
  readonly upgradeAttempts: number[];
  /** When true, upgrades are refused with 503 (the server is "down" for websockets). */
  refuseUpgrades: boolean;
  /** Epoch ms of every accepted connection. */
  readonly connections: number[];
  /** HTTP requests seen (path with query, and headers). */
  readonly httpRequests: { url: string; headers: IncomingMessage['headers'] }[];
  /** Answers request frames; return undefined to stay silent. */
  onRequest: (frame: ReceivedFrame, socket: NodeWebSocket) => unknown;
  /** Answers HTTP calls with JSON. */
  onHttp: (url: URL) => unknown;
  /** Closes every socket now (the client should reconnect). */
  dropAll(): void;
  /** Sends a push on a channel to every socket. */
  push(channel: string, value: unknown): void;
  waitFor(predicate: () => boolean, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the server on a free port of 127.0.0.1. */
export async function startTestRealtimeServer(): Promise<TestRealtimeServer> {
  const http: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    state.httpRequests.push({ url: `${url.pathname}${url.search}`, headers: request.headers });
    response.setHeader('content-type', 'application/json');
    response.setHeader('access-control-allow-origin', '*');
    response.end(JSON.stringify(state.onHttp(url) ?? {}));
  });
  const wss = new WebSocketServer({
    server: http,
    path: '/ws',
    verifyClient: (_info, accept) => {
      state.upgradeAttempts.push(Date.now());
      if (state.refuseUpgrades) accept(false, 503);
      else accept(true);
    },
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;

  const state: TestRealtimeServer = {
    origin: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    sockets: new Set(),
    frames: [],
    connections: [],
    upgradeAttempts: [],
    refuseUpgrades: false,
    httpRequests: [],
    onRequest: () => undefined,
    onHttp: () => ({}),
    dropAll() {
      for (const socket of state.sockets) socket.terminate();
    },
    push(channel, value) {
      const text = JSON.stringify({ channel, data: encodeForWire(value) });
      for (const socket of state.sockets) socket.send(text);
    },
    async waitFor(predicate, timeoutMs = 3_000) {
      const started = Date.now();
      while (!predicate()) {
        if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    async stop() {
      for (const socket of state.sockets) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };

  wss.on('connection', (socket) => {
    state.connections.push(Date.now());
    const connection = state.connections.length;
    state.sockets.add(socket);
    socket.on('close', () => state.sockets.delete(socket));
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ReceivedFrame;
      state.frames.push({ connection, frame });
      if (typeof frame.id !== 'string' || frame.type === 'auth') return;
      const answer = state.onRequest(frame, socket);
      if (answer !== undefined) socket.send(JSON.stringify(answer));
    });
  });
  return state;
}
