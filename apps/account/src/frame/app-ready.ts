import type { FrameBridge } from './bridge';

let posted = false;

/**
 * Posts `app_ready` once per page load (spec 001 §4: the shell then flushes the message it
 * queued). Whoever comes first calls it — the message handlers, or the first page to render —
 * so `app_ready` always precedes `page_ready`.
 */
export function announceAppReady(bridge: FrameBridge): void {
  if (posted) return;
  posted = true;
  bridge.post('app_ready', {});
}

/** Lets a test start from a fresh page load. */
export function resetAppReadyForTests(): void {
  posted = false;
}
