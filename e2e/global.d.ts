/** What the web client's index page carries (apps/web/src/lib/env.ts). */
interface Window {
  __SPORTSBOOK_ENV__?: { accountOrigin?: string; testBuild?: boolean };
}
