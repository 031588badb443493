/*
 * The popup the site has asked the shell to show (`show_popup`): the shell draws it, because the
 * frame is usually hidden when it matters. `init_popups` asks for it again; a new login clears it.
 */

/** Ids of the site's popups; `popup-logged-out` is the id the shell clears its session on (spec 001 §4). */
export type PopupId = 'popup-logged-out';

/** A popup the shell shows for the site. */
export interface Popup {
  readonly id: PopupId;
  /** An English summary; the shell shows its own translated text for known ids. */
  readonly message: string;
}

let current: Popup | null = null;

/** The popup asked for last and not yet withdrawn, or null. */
export function getPopup(): Popup | null {
  return current;
}

/** Records the popup asked for (null: none). */
export function setPopup(popup: Popup | null): void {
  current = popup;
}
