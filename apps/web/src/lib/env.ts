/**
 * Deployment values the server writes into the page (`window.__SPORTSBOOK_ENV__`, see
 * apps/server/src/web/web-static.ts). The client never assumes it shares an origin with the
 * account site; when the page was not served by our server (Vite dev) the local defaults apply.
 */
export interface RuntimeEnv {
  /** Origin of the embedded account site and account API, e.g. `http://127.0.0.1:8081`. */
  readonly accountOrigin: string;
  /** Base URL of the sports API ('' = the page's own origin). */
  readonly sportsApi: string;
  /** Base URL of the content service ('' = the page's own origin). */
  readonly contentApi: string;
  /** Operator app name sent to the account site as `app=`. */
  readonly app: string;
  /** True outside production: test hooks and the dev outbox link are available. */
  readonly testBuild: boolean;
  /**
   * Other origins an account-frame `redirect` may open (`REDIRECT_ORIGINS`, separated by commas
   * or spaces; decision 033). The app's own and the account origin are always allowed.
   */
  readonly redirectOrigins: string;
  /** The operator configuration (lib/operator.ts, decision 042); checked where it is read. */
  readonly operator?: unknown;
  /** The server's REGISTRATION_DISABLED=1 (the client shows its forbidden modal instead). */
  readonly registrationDisabled?: boolean;
  /** The server's LOGIN_DISABLED=1. */
  readonly loginDisabled?: boolean;
}

declare global {
  interface Window {
    __SPORTSBOOK_ENV__?: Partial<RuntimeEnv>;
  }
}

const DEFAULT_ENV: RuntimeEnv = {
  accountOrigin: 'http://127.0.0.1:8081',
  sportsApi: '',
  contentApi: '',
  app: 'sportsbook',
  testBuild: true,
  redirectOrigins: '',
};

/** The runtime environment, read once. */
export function readEnv(): RuntimeEnv {
  const injected = typeof window === 'undefined' ? undefined : window.__SPORTSBOOK_ENV__;
  return { ...DEFAULT_ENV, ...injected };
}

export const env: RuntimeEnv = readEnv();
