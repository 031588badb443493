import type { DeviceServices } from './device';
/** Location permission as the device answers it (spec 001 §4 location states). */
export type LocationPermission = 'prompt' | 'granted' | 'denied' | 'error';
/** Push permission. */
export type PushPermission = 'default' | 'granted' | 'denied';
/** Which platform the app runs on; its user agent says so. */
export type DevicePlatform = 'ios' | 'android';

/** What the simulated device is doing now: what a real wrapper would read from the OS. */
export interface DeviceState {
  readonly platform: DevicePlatform;
  readonly appVersion: string;
  readonly localAuthTypes: readonly string[];
  /** Whether the next biometric prompt succeeds. */
  readonly biometricPasses: boolean;
  readonly location: LocationPermission;
  /** The position the device reports when location is granted. */
  readonly position: { readonly latitude: number; readonly longitude: number };
  readonly push: PushPermission;
  readonly foreground: boolean;
  readonly online: boolean;
  /** The settings page the host was last asked to open (null: none). */
  readonly settingsOpened: string | null;
}

/** The device a simulator starts with: an iPhone with Face ID, location not yet asked. */
export const DEFAULT_DEVICE_STATE: DeviceState = {
  platform: 'ios',
  appVersion: '1.0.0',
  localAuthTypes: ['Face ID'],
  biometricPasses: true,
  location: 'prompt',
  position: { latitude: 51.5072, longitude: -0.1276 },
  push: 'default',
  foreground: true,
  online: true,
  settingsOpened: null,
};

/** The app's user agent on the device: the WebView's own plus `SportifyApp/<version>` (docs/api.md 'Native login'). */
export function appUserAgent(state: Pick<DeviceState, 'platform' | 'appVersion'>): string {
  const os =
    state.platform === 'ios'
      ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 iOS'
      : 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 Android';
  return `${os} SportifyApp/${state.appVersion}`;
}

/** Where the host opens settings on each platform (spec 001 §8). */
export function settingsTarget(platform: DevicePlatform): string {
  return platform === 'ios' ? 'app-settings:' : 'android.settings.LOCATION_SOURCE_SETTINGS';
}

/** A small observable holder of the device state: named changes, listeners told after each. */
export interface DeviceModel {
  get(): DeviceState;
  update(change: Partial<DeviceState>): void;
  subscribe(listener: (state: DeviceState, previous: DeviceState) => void): () => void;
}

/** A device model starting at `initial`. */
export function createDeviceModel(initial: Partial<DeviceState> = {}): DeviceModel {
  let state: DeviceState = { ...DEFAULT_DEVICE_STATE, ...initial };
  const listeners = new Set<(state: DeviceState, previous: DeviceState) => void>();
  return {
    get: () => state,
    update(change) {
      const previous = state;
      state = { ...state, ...change };
      for (const listener of listeners) listener(state, previous);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Device services read from a device model (the simulator's and the tests' device), over the given stores. */
export function deviceServicesOf(
  model: DeviceModel,
  stores: Pick<DeviceServices, 'storage' | 'secure'>,
): DeviceServices {
  return {
    ...stores,
    biometrics: {
      types: async () => model.get().localAuthTypes,
      authenticate: async () => model.get().biometricPasses,
    },
    push: {
      async subscribe() {
        const { push } = model.get();
        if (push === 'denied') return false;
        model.update({ push: 'granted' });
        return true;
      },
    },
    openSettings: () => model.update({ settingsOpened: settingsTarget(model.get().platform) }),
  };
}
