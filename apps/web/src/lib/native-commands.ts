import type { NativeCommand } from '@sportsbook/protocol';

/**
 * Posts a command to the native host (`window.ReactNativeWebView.postMessage(JSON)`, docs/api.md
 * 'Native bridge'); false when there is no host (a browser).
 */
export function sendNative(command: NativeCommand, details: unknown = {}): boolean {
  const host = window.ReactNativeWebView;
  if (typeof host?.postMessage !== 'function') return false;
  host.postMessage(JSON.stringify({ command, details }));
  return true;
}
