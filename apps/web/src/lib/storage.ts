/** A Web Storage area that never throws (private mode, quota, disabled storage): reads fall back to null. */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  getJson<T>(key: string): T | null;
  setJson(key: string, value: unknown): void;
}

function safeStorage(area: () => Storage): SafeStorage {
  const safe: SafeStorage = {
    get(key) {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        area().setItem(key, value);
      } catch {
        // Storage is a convenience; the app keeps working from memory.
      }
    },
    remove(key) {
      try {
        area().removeItem(key);
      } catch {
        // As above.
      }
    },
    getJson<T>(key: string): T | null {
      const text = safe.get(key);
      if (text === null) return null;
      try {
        return JSON.parse(text) as T;
      } catch {
        return null;
      }
    },
    setJson(key, value) {
      safe.set(key, JSON.stringify(value));
    },
  };
  return safe;
}

/** localStorage: kept on this device across tabs and restarts. */
export const storage = safeStorage(() => window.localStorage);

/** sessionStorage: kept for this tab only, gone when it closes (a login without 'Auto login'). */
export const tabStorage = safeStorage(() => window.sessionStorage);
