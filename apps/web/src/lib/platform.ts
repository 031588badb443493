/**
 * Where the client runs (spec 001 §3 "Platform detection from user agent: ios, android, app,
 * web"): inside the native app's WebView — its user agent carries `SportifyApp/<version>` and the
 * page has `window.ReactNativeWebView` (docs/api.md 'Native login') — or in a browser.
 */
export type Platform = 'ios' | 'android' | 'app' | 'web';

/** The bridge object the React Native WebView puts on the page. */
export interface ReactNativeWebViewBridge {
  postMessage(message: string): void;
}

/** The same-origin device simulator (development only, decision 038) hands itself over under this name. */
export const DEVICE_SIMULATOR_KEY = '__SPORTIFY_DEVICE_SIMULATOR__';

declare global {
  interface Window {
    ReactNativeWebView?: ReactNativeWebViewBridge;
    [DEVICE_SIMULATOR_KEY]?: { attach(frame: Window): void };
  }
}

const APP_AGENT = /SportifyApp\/([\w.-]+)/;

/** The platform a user agent and the bridge's presence describe; both are needed for app mode. */
export function detectPlatform(userAgent: string, hasBridge: boolean): Platform {
  if (!hasBridge || !APP_AGENT.test(userAgent)) return 'web';
  if (/\biOS\b|iPhone|iPad/.test(userAgent)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  return 'app';
}

/** The app's version from its user agent (`SportifyApp/1.4.0` → `1.4.0`); null on the web. */
export function appVersionOf(userAgent: string): string | null {
  return APP_AGENT.exec(userAgent)?.[1] ?? null;
}

/** This page's platform (read when asked: the simulator attaches before the app starts). */
export function currentPlatform(): Platform {
  if (typeof window === 'undefined') return 'web';
  return detectPlatform(window.navigator.userAgent, typeof window.ReactNativeWebView?.postMessage === 'function');
}

/**
 * True inside the native app: the shell hides what spec 001 hides there (Inbox, the web-push
 * card…) and mounts the app-only parts. Other features (the Inbox) ask this.
 */
export function isAppMode(): boolean {
  return currentPlatform() !== 'web';
}

/**
 * Lets the development device simulator that frames this page (same origin only) put the bridge,
 * the app's user agent and its device on this window before the app starts. A page framed by
 * anything else — or not framed — is left alone; the production server never serves the
 * simulator and says so with `testBuild: false` (decision 028), so nothing attaches there.
 */
export function adoptDeviceSimulator(testBuild: boolean): void {
  if (!testBuild || window.parent === window) return;
  try {
    window.parent[DEVICE_SIMULATOR_KEY]?.attach(window);
  } catch {
    // A cross-origin parent cannot be read: not our simulator.
  }
}
