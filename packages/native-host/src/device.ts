/** A string store (AsyncStorage on a device; a map in the simulator and tests). */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The device's local authentication (Face ID, Touch ID, fingerprint…). */
export interface Biometrics {
  /** The types the device reports, e.g. `['Face ID']`; empty when none is enrolled. */
  types(): Promise<readonly string[]>;
  /** Shows the prompt for `type`; true when the person passed it. */
  authenticate(type: string): Promise<boolean>;
}

/** Push notifications. */
export interface PushService {
  /** Asks for permission and subscribes; answers whether the device now receives pushes. */
  subscribe(): Promise<boolean>;
}

/** Everything of the device the host uses; a wrapper passes the real ones, tests pass `createMemoryDevice`. */
export interface DeviceServices {
  readonly storage: KeyValueStore;
  readonly secure: KeyValueStore;
  readonly biometrics: Biometrics;
  readonly push: PushService;
  /** Opens the device's settings (iOS: the app's settings; Android: location settings). */
  openSettings(): void;
}

/** A store in memory. */
export function createMemoryStore(initial: Readonly<Record<string, string>> = {}): KeyValueStore & {
  snapshot(): Record<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    get: async (key) => values.get(key) ?? null,
    set: async (key, value) => {
      values.set(key, value);
    },
    remove: async (key) => {
      values.delete(key);
    },
    snapshot: () => Object.fromEntries(values),
  };
}
