import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from '@sportsbook/betting';
import { SPLASH_DENIED_AFTER_MS, SPLASH_HIDE_AFTER_SUCCESS_MS } from '../../config/ui-timings';
import type { LocationResult } from './location-check';

/** The app's location states on the splash (spec 001 §4). */
export type AppLocationStatus = 'locating' | 'request_permissions' | 'denied' | 'error';

/** Spec 001 §8: a geolocation or restriction-check failure is of this type. */
export const LOCATION_ERROR_TYPE = 'ECONNABORTED';

/** What the app's location check uses (the device, the server, the splash), injected so its timings are testable. */
export interface AppLocationDeps {
  /** The location permission as the device reports it. */
  permission(): Promise<PermissionState>;
  /** A position (timeout 1 s, maximum age 1e8 ms); rejects with the GeolocationPositionError. */
  locate(options: PositionOptions): Promise<unknown>;
  /** The restriction check (10 s timeout). */
  check(): Promise<LocationResult>;
  status(status: AppLocationStatus, errorType?: string): void;
  declined(country: string): void;
  /** An allowed check: store when, switch to the returned country. */
  allowed(result: LocationResult): void;
  hide(): void;
  /** Push notifications through the host (the app only). */
  subscribePush(): void;
  /** `window.alert` (a native alert in the app): the permission check's failure, spec 001 §8. */
  alert(text: string): void;
}

/** The alert of a permission check that failed (spec 001 §8 'checkPermissions: {message}'). */
export function checkPermissionsAlert(error: unknown): string {
  return `checkPermissions: ${error instanceof Error ? error.message : String(error)}`;
}

function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 1;
}

/**
 * The app's location check (spec 001 §4, §5, §8, §9): 'locating', and 'denied' after 3 s if nothing
 * else happened; a permission still to ask is 'request_permissions'; granted → the position, then the
 * restriction check → 'declined', 'error' (no status) or allowed: country switched, time stored,
 * splash hidden 1.5 s later, push subscribed. A denied permission is 'denied'; any other failure is
 * 'error' of type ECONNABORTED. Returns a cancel function.
 */
export function runAppLocation(deps: AppLocationDeps): () => void {
  let settled = false;
  let cancelled = false;
  let current: AppLocationStatus = 'locating';
  const set = (status: AppLocationStatus, errorType?: string) => {
    if (cancelled) return;
    current = status;
    if (status === 'denied' || status === 'error') settled = true;
    deps.status(status, errorType);
  };
  set('locating');
  const deniedTimer = setTimeout(() => {
    if (!settled && current === 'locating') set('denied');
  }, SPLASH_DENIED_AFTER_MS);
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  const finish = async () => {
    const result = await deps.check().catch(() => null);
    if (cancelled) return;
    settled = true;
    clearTimeout(deniedTimer);
    if (result === null) return set('error', LOCATION_ERROR_TYPE);
    if (!result.status) return set('error');
    if (result.status === 'declined') return deps.declined(result.country);
    deps.allowed(result);
    deps.subscribePush();
    hideTimer = setTimeout(() => {
      if (!cancelled) deps.hide();
    }, SPLASH_HIDE_AFTER_SUCCESS_MS);
  };

  void (async () => {
    // A device that cannot tell says so (alert), and the position request then asks for the permission.
    const permission = await deps.permission().catch((error: unknown): PermissionState => {
      if (!cancelled) deps.alert(checkPermissionsAlert(error));
      return 'prompt';
    });
    if (cancelled) return;
    if (permission === 'denied') {
      clearTimeout(deniedTimer);
      return set('denied');
    }
    if (permission === 'prompt') set('request_permissions');
    try {
      await deps.locate({
        timeout: GEOLOCATION_TIMEOUT_MS,
        maximumAge: GEOLOCATION_MAX_AGE_MS,
        enableHighAccuracy: false,
      });
    } catch (error) {
      if (cancelled || settled) return;
      clearTimeout(deniedTimer);
      return isPermissionDenied(error) ? set('denied') : set('error', LOCATION_ERROR_TYPE);
    }
    if (cancelled || settled) return;
    await finish();
  })();

  return () => {
    cancelled = true;
    clearTimeout(deniedTimer);
    if (hideTimer) clearTimeout(hideTimer);
  };
}

/** The device's permission and position through the page's own APIs (the WebView's, the simulator's). */
export function browserLocationApis(): Pick<AppLocationDeps, 'permission' | 'locate'> {
  return {
    async permission() {
      const answer = await navigator.permissions.query({ name: 'geolocation' });
      return answer.state;
    },
    locate: (options) =>
      new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, options)),
  };
}
