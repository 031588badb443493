import type { ShellToFrameDetails, ShellToFrameEvent } from '@sportsbook/protocol';
import { storage } from '../../lib/storage';
import type { FrameBridge } from './bridge';

/*
 * The one account frame of the page, for code outside the host component (session actions,
 * the login overlay). The frame is created lazily (decision 022), so there may be none: a logout
 * then is remembered and told to the frame when it next says `app_ready`.
 */

const LOGOUT_PENDING_KEY = 'account_frame_logout_pending';
let current: FrameBridge | null = null;

/** The host registers its bridge while the frame exists. */
export function setActiveBridge(bridge: FrameBridge | null): void {
  current = bridge;
}

/** Posts to the frame when there is one (queued there until `app_ready`); without a frame there is no one to tell. */
export function postToFrame<Event extends ShellToFrameEvent>(event: Event, details: ShellToFrameDetails<Event>): void {
  current?.post(event, details);
}

/**
 * `init_popups` (spec 001 §7): asks a loaded frame to announce the popup it holds again
 * (`show_popup`). A frame still loading is not asked: its queue keeps only one message, and that
 * one must stay the message that matters (a logout, a page).
 */
export function initFramePopups(): void {
  if (current?.isReady()) current.post('init_popups', { url: window.location.origin });
}

/** Tells the frame about a logout of the shell, now or when it next loads. */
export function postLogoutToFrame(): void {
  if (current) current.post('logout', {});
  else storage.set(LOGOUT_PENDING_KEY, '1');
}

/** Whether a logout still has to be told to a newly loaded frame; reading clears it. */
export function takePendingLogout(): boolean {
  const pending = storage.get(LOGOUT_PENDING_KEY) === '1';
  if (pending) storage.remove(LOGOUT_PENDING_KEY);
  return pending;
}
