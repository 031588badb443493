import { setSocketClientForTests } from '../lib/realtime';
import { SocketClient } from '../lib/realtime/socket-client';
import type { WebSocketConstructor } from '../lib/realtime/socket-client';

/** A socket that never opens: components subscribe quietly, requests go to the HTTP twins. */
class NeverOpenSocket {
  readonly readyState = 0;
  onopen: unknown = null;
  onmessage: unknown = null;
  onclose: unknown = null;
  onerror: unknown = null;
  send(): void {}
  close(): void {}
}

/** Tests only: replaces the page's socket with one that stays connecting. */
export function installOfflineSocket(): SocketClient {
  const client = new SocketClient({
    url: () => 'ws://127.0.0.1:9/ws',
    WebSocketImpl: NeverOpenSocket as unknown as WebSocketConstructor,
    log: () => {},
  });
  setSocketClientForTests(client);
  return client;
}
