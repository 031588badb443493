/**
 * Deployment values the server writes into the page in place of `<!--account-env-->`
 * (`window.__ACCOUNT_ENV__`): the web-client origins allowed to frame this site and exchange
 * messages with it, and whether this is a test build (dev outbox links). When the page was not
 * served by our server (Vite dev, unit tests) the local defaults apply.
 */
export interface AccountEnv {
  /** Origins of the sportsbook client, e.g. `http://localhost:8080`; the only message partners. */
  readonly clientOrigins: readonly string[];
  /** True outside production: the dev outbox is linked from the "check your email" screens. */
  readonly testBuild: boolean;
}

declare global {
  interface Window {
    __ACCOUNT_ENV__?: Partial<AccountEnv>;
    /** Keys i18next could not find, collected in test builds so browser tests can assert none. */
    __ACCOUNT_MISSING_KEYS__?: string[];
  }
}

const DEFAULT_ENV: AccountEnv = {
  clientOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
  testBuild: true,
};

/** Keeps only well-formed `scheme://host[:port]` origins, so a typo can never widen the allow-list. */
function cleanOrigins(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter((origin): origin is string => {
    if (typeof origin !== 'string') return false;
    try {
      return new URL(origin).origin === origin;
    } catch {
      return false;
    }
  });
}

/** Reads the runtime environment (a fresh read each call, so tests can set `window.__ACCOUNT_ENV__`). */
export function readEnv(): AccountEnv {
  const injected = typeof window === 'undefined' ? undefined : window.__ACCOUNT_ENV__;
  return {
    clientOrigins: cleanOrigins(injected?.clientOrigins) ?? DEFAULT_ENV.clientOrigins,
    testBuild: typeof injected?.testBuild === 'boolean' ? injected.testBuild : DEFAULT_ENV.testBuild,
  };
}
