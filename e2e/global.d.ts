/** What the web client's index page carries (apps/web/src/lib/env.ts). */
interface Window {
  __SPORTSBOOK_ENV__?: { accountOrigin?: string; testBuild?: boolean };
  /** Test builds only: the casino reality-check interval in seconds (apps/web/src/features/casino). */
  __CASINO_REALITY_CHECK_SECONDS__?: number;
}
