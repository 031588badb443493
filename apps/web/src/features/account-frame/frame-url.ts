/**
 * The account frame's address (spec 001 §2 "Embedded account frame"): the account origin, the
 * UI language segment, then `sport` and the page, with `app={operator app}`.
 * @example buildFrameUrl('http://127.0.0.1:8081', 'en', '/login', 'sportsbook')
 *   // 'http://127.0.0.1:8081/en/sport/login?app=sportsbook'
 */
export function buildFrameUrl(origin: string, language: string, page: string, app: string): string {
  const path = page === '/' ? '' : page;
  return `${origin.replace(/\/+$/, '')}/${language}/sport${path}?app=${encodeURIComponent(app)}`;
}

/** The frame gets the 'guest' style while its current address is a login page. */
export function isGuestPage(frameUrl: string | null, page: string | null): boolean {
  return (frameUrl ?? page ?? '').includes('login');
}

/** The origin part of a configured base URL (`http://127.0.0.1:8081/x` → `http://127.0.0.1:8081`). */
export function originOf(base: string): string {
  try {
    return new URL(base).origin;
  } catch {
    return base;
  }
}
