import { formatZodError } from '@sportsbook/protocol';
import type { WsRequestType } from '@sportsbook/protocol';
import { z } from 'zod/mini';
import { ApiError } from '../http';
import { nextTask } from '../next-task';
import { useSessionStore } from '../../stores/session-store';
import { useSiteStore } from '../../stores/site-store';
import { requestHttpTwin } from './http-twins';
import { NOT_CONNECTED_MESSAGE, SocketClient, SocketRequestError } from './socket-client';
import type { ChannelHandler } from './socket-client';

export type { ChannelHandler } from './socket-client';
export { liveOdds, outcomesOfMarkets } from './live-odds';

/** How long a request made while the first connection is opening waits for it before going HTTP. */
const FIRST_CONNECT_WAIT_MS = 2_000;

/** `ws(s)://<sports origin>/ws`: the sports API's origin, or this page's when it is served from it. */
export function socketUrl(sportsApi: string, pageOrigin: string): string {
  const base = sportsApi || pageOrigin;
  return `${new URL(base).origin.replace(/^http/, 'ws')}/ws`;
}

let client: SocketClient | null = null;
const reconnectListeners = new Set<() => void>();

/** Hands a client's reopen-after-a-drop to every `onSocketReconnect` listener. */
function announceReconnects(socket: SocketClient): SocketClient {
  socket.onReconnect(() => {
    for (const listener of [...reconnectListeners]) listener();
  });
  return socket;
}

function pageOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

function createClient(): SocketClient {
  let lastJwt = useSessionStore.getState().jwt;
  const created = new SocketClient({
    url: () => socketUrl(useSiteStore.getState().config.sportsApi, pageOrigin()),
    onOpen: (send) => {
      const { jwt } = useSessionStore.getState();
      if (jwt) send({ type: 'auth', jwt });
    },
  });
  // A login authenticates the open socket; a logout reconnects so the server forgets the player.
  useSessionStore.subscribe((state) => {
    if (state.jwt === lastJwt) return;
    const previous = lastJwt;
    lastJwt = state.jwt;
    if (state.jwt) created.send({ type: 'auth', jwt: state.jwt });
    else if (previous) created.restart();
  });
  if (typeof window !== 'undefined') window.addEventListener('online', () => created.reconnectNow());
  return created;
}

/** The page's one socket, created on first use. */
export function getSocketClient(): SocketClient {
  client ??= announceReconnects(createClient());
  return client;
}

/** Tests: use this client (e.g. one that never connects) instead of the page's socket. */
export function setSocketClientForTests(replacement: SocketClient | null): void {
  client?.close();
  client = replacement ? announceReconnects(replacement) : null;
}

function parseAnswer<Schema extends z.core.$ZodType>(type: WsRequestType, schema: Schema, payload: unknown) {
  const parsed = z.safeParse(schema, payload);
  if (!parsed.success) {
    throw new ApiError(`Unexpected "${type}" answer: ${formatZodError(parsed.error)}`, 'SERVER_ERROR', 200);
  }
  return parsed.data as z.output<Schema>;
}

/**
 * Asks the catalogue over the websocket (`events`, `markets`, `events-simple`, `find`) and
 * parses the answer with a protocol schema. When the socket is not open — or does not answer
 * within 10 s — it logs 'WebSocket is not connected.' and calls the HTTP twin
 * (`/echo/v1/...`) instead, so callers never care which transport answered (spec 001 §7).
 * `bookmaker` comes from the country; `lang` defaults to the site language.
 * @example await socketRequest('find', { ids: [301, 302] }, selectionsCurrentResponseSchema)
 */
export async function socketRequest<Schema extends z.core.$ZodType>(
  type: WsRequestType,
  params: Readonly<Record<string, unknown>>,
  schema: Schema,
): Promise<z.output<Schema>> {
  const { config, language } = useSiteStore.getState();
  const fullParams = { lang: language, ...params };
  const socket = getSocketClient();
  socket.connect();
  if (socket.getStatus() === 'connecting') await socket.whenOpen(FIRST_CONNECT_WAIT_MS);
  if (socket.getStatus() === 'open') {
    try {
      const answer = await socket.request(type, config.bookmaker, fullParams);
      // A listing's answer is inflated in one task and parsed in the next: together they were
      // one long task on a phone (decision 072).
      await nextTask();
      return parseAnswer(type, schema, answer);
    } catch (error) {
      if (error instanceof SocketRequestError) throw new ApiError(error.message, error.code, 200);
      if (error instanceof ApiError) throw error;
      console.warn(NOT_CONNECTED_MESSAGE, error instanceof Error ? error.message : error);
    }
  } else {
    console.warn(NOT_CONNECTED_MESSAGE);
  }
  return requestHttpTwin(type, fullParams, schema);
}

/**
 * Listens to a push channel (`<bookmaker>_events`, `<bookmaker>_event_<id>`); the handler gets
 * each push's decoded JSON (parse it with the protocol schema). Returns the unsubscribe.
 * Subscriptions survive reconnects.
 */
export function subscribeChannel(channel: string, handler: ChannelHandler): () => void {
  return getSocketClient().subscribe(channel, handler);
}

/**
 * Calls `listener` whenever the page's socket opens again after a drop (its channels already
 * subscribed again), whichever client is in use. Returns the unsubscribe.
 */
export function onSocketReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}
