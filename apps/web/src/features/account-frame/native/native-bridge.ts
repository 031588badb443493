import { NATIVE_SOURCE, nativeEventMessageSchema, parseMessageData } from '@sportsbook/protocol';
import type { NativeEventMessage } from '@sportsbook/protocol';

export { sendNative } from '../../../lib/native-commands';

/**
 * The web side of the native bridge (spec 001 §4, docs/api.md 'Native bridge'): commands go out through
 * `window.ReactNativeWebView.postMessage(JSON)`; events come in as `message` events (on `window`
 * on iOS, on `document` on Android) carrying `{ source: 'sportify.app', event, details }`.
 */

/**
 * The host posts with no origin (React Native) or, in the device simulator, from this page's own
 * origin. Anything from another origin — the account frame, an ad — is not the host, whatever
 * `source` it claims.
 */
function fromHost(event: MessageEvent): boolean {
  return event.origin === '' || event.origin === window.location.origin;
}

/** Listens for host events; every message is parsed with the protocol schema, the rest ignored. Returns the unsubscribe. */
export function listenNative(
  onEvent: (message: NativeEventMessage) => void,
  logger: Pick<Console, 'warn'> = console,
): () => void {
  const listener = (event: Event) => {
    if (!(event instanceof MessageEvent) || !fromHost(event)) return;
    const message = parseMessageData(nativeEventMessageSchema, event.data);
    if (!message) {
      const data: unknown = event.data;
      if (typeof data === 'string' && data.includes(NATIVE_SOURCE)) logger.warn('native bridge: ignored', data);
      return;
    }
    onEvent(message);
  };
  window.addEventListener('message', listener);
  document.addEventListener('message', listener);
  return () => {
    window.removeEventListener('message', listener);
    document.removeEventListener('message', listener);
  };
}
