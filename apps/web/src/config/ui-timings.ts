/**
 * How the web client's screens move: toast, delay, animation and scroll settings. They belong to
 * this app, not to the betting rules (packages/betting keeps business values only).
 */

/** How long a toast stays before it closes itself (spec 001 §9: 7 s). */
export const TOAST_DURATION_MS = 7_000;
/** The wait before the tips are fetched, so the page's own requests go first. */
export const TIPS_FETCH_DELAY_MS = 300;
/** The sidebar clock's tick. */
export const SIDEBAR_CLOCK_TICK_MS = 1_000;
/** How far the page scrolls before the sidebar sticks. */
export const SIDEBAR_SCROLL_THRESHOLD_PX = 20;
/** The country splash's wait before a denied geolocation is taken as an answer. */
export const SPLASH_DENIED_AFTER_MS = 3_000;
/** How long the splash stays once the country is known. */
export const SPLASH_HIDE_AFTER_SUCCESS_MS = 1_500;
/** How far the page scrolls before the back-to-top button shows. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;
/** A footer text longer than this starts collapsed. */
export const FOOTER_COLLAPSE_THRESHOLD_CHARS = 200;
/** The wait after saving settings before the page moves on. */
export const SETTINGS_SAVE_NAVIGATE_MS = 300;
/** The wait after a route change before the page scrolls to its top. */
export const ROUTE_SCROLL_TOP_DELAY_MS = 100;
/** The wait before the casino's settings are asked for again after a failure. */
export const CASINO_CONFIG_RETRY_MS = 1_000;

/** Site switch sequence (spec 001 §4): wait, re-init, home, home again, forced login; retry wait. */
export const SITE_SWITCH_TIMINGS_MS = {
  translations: 500,
  reinit: 300,
  home: 1_000,
  homeAgain: 1_000,
  forceLogin: 1_000,
  retry: 2_000,
} as const;
