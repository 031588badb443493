import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, type ClientOptions } from 'ws';
import { wsServerFrameSchema, type WsServerFrame } from '@sportsbook/protocol';
import { createInProcessBus } from './bus';
import { WsRequestError, attachWebsocketGateway, type WebsocketGatewayOptions, type WsRequestHandler } from './gateway';

/**
 * A real `ws` client for tests: queues every server frame, parsed with the wire schema, so a
 * test can await them in order. Not used by the server.
 */
export class TestClient {
  private readonly frames: WsServerFrame[] = [];
  private readonly waiting: ((frame: WsServerFrame) => void)[] = [];
  private nextId = 0;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = wsServerFrameSchema.parse(JSON.parse(String(data)));
      const waiter = this.waiting.shift();
      if (waiter) waiter(frame);
      else this.frames.push(frame);
    });
  }

  static connect(url: string, options: ClientOptions = {}): Promise<TestClient> {
    const socket = new WebSocket(url, options);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new TestClient(socket)));
      socket.once('error', reject);
    });
  }

  /** Sends a value as JSON, or a string as it is. */
  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The next frame from the server; fails after `timeoutMs`. */
  next(timeoutMs = 2000): Promise<WsServerFrame> {
    const queued = this.frames.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(onFrame), 1);
        reject(new Error(`no frame within ${timeoutMs} ms`));
      }, timeoutMs);
      const onFrame = (frame: WsServerFrame) => {
        clearTimeout(timer);
        resolve(frame);
      };
      this.waiting.push(onFrame);
    });
  }

  /** Frames received and not yet taken. */
  pending(): number {
    return this.frames.length;
  }

  /** Sends a request frame and returns the next frame, which answers it when nothing else is in flight. */
  async request(type: string, params: Record<string, unknown> = {}, bookmaker = 'ie'): Promise<WsServerFrame> {
    this.nextId += 1;
    this.send({ id: `r${this.nextId}`, type, bookmaker, params });
    return this.next();
  }

  /** Resolves with the close code once the socket is closed. */
  closed(): Promise<number> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve(-1);
    return new Promise((resolve) => this.socket.once('close', (code) => resolve(code)));
  }

  async close(): Promise<void> {
    const closed = this.closed();
    this.socket.close();
    await closed;
  }
}

const echo: WsRequestHandler = async (params, context) => ({ params, context });

/**
 * A gateway on a plain HTTP server for tests, with an in-process bus and three handlers:
 * `events` echoes its params and context, `markets` fails as a lost database would, `find`
 * refuses SELECTION_NOT_FOUND. `stop()` closes gateway, server and bus.
 */
export async function startTestGateway(options: Partial<WebsocketGatewayOptions> = {}) {
  const bus = createInProcessBus();
  const handlers = new Map([
    ['events', echo],
    ['markets', async () => Promise.reject(new Error('connection to the database lost'))],
    ['find', async () => Promise.reject(new WsRequestError('SELECTION_NOT_FOUND'))],
  ] as const);
  const server = createServer();
  const gateway = attachWebsocketGateway(server, { bus, handlers, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    bus,
    gateway,
    url: `ws://127.0.0.1:${port}/ws`,
    connect: (path = '/ws', clientOptions: ClientOptions = {}) =>
      TestClient.connect(`ws://127.0.0.1:${port}${path}`, clientOptions),
    async stop() {
      await gateway.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await bus.close();
    },
  };
}
