/*
 * Where a `redirect` from the account frame may take the player (decision 033).
 * A frame that was navigated away, or a compromised account page, must not be able to send the
 * player to a phishing copy of the site or run a `javascript:` address in the shell's origin.
 */

/** The origins a redirect may reach: the app's own, the account site's, and the configured ones. */
export interface RedirectAllowList {
  /** The shell's own origin (`window.location.origin`): followed inside the app. */
  readonly ownOrigin: string;
  /** The account site's origin (the frame's). */
  readonly accountOrigin: string;
  /** Operator-configured origins (`REDIRECT_ORIGINS`, e.g. a help centre or a safer-gambling site). */
  readonly extraOrigins: readonly string[];
}

/** What to do with a redirect: navigate inside the app, leave for an allowed site, or ignore it. */
export type RedirectDecision =
  | { readonly kind: 'inside'; readonly path: string }
  | { readonly kind: 'leave'; readonly href: string }
  | { readonly kind: 'refused'; readonly reason: string };

/** The origin of an allow-list entry (`https://help.example.com/x` → `https://help.example.com`), or null. */
function originOfEntry(entry: string): string | null {
  try {
    const url = new URL(entry.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Reads the configured origins: a list, or one string separated by commas or spaces (the
 * server writes `REDIRECT_ORIGINS` as it was set). Entries that are not http(s) origins are dropped.
 */
export function parseRedirectOrigins(value: unknown): string[] {
  const entries = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : [];
  return entries.flatMap((entry) => {
    const origin = typeof entry === 'string' && entry.trim() !== '' ? originOfEntry(entry) : null;
    return origin ? [origin] : [];
  });
}

/**
 * Decides a redirect. The address is resolved against the app's own origin exactly as the browser
 * would (so `//evil`, `/\evil` and ` javascript:` are what they really are), then only http(s)
 * addresses of an allowed origin pass. The refusal reason names the scheme or host, never the
 * whole address (it may carry a token).
 */
export function decideRedirect(url: string, allow: RedirectAllowList): RedirectDecision {
  if (url.trim() === '') return { kind: 'refused', reason: 'an empty address' };
  let target: URL;
  try {
    target = new URL(url, allow.ownOrigin);
  } catch {
    return { kind: 'refused', reason: 'an address that does not parse' };
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return { kind: 'refused', reason: `a ${target.protocol} address` };
  }
  if (target.origin === allow.ownOrigin) {
    return { kind: 'inside', path: `${target.pathname}${target.search}${target.hash}` };
  }
  const allowed = [allow.accountOrigin, ...allow.extraOrigins];
  if (allowed.includes(target.origin)) return { kind: 'leave', href: target.href };
  return { kind: 'refused', reason: `a host outside the allow-list (${target.host || 'none'})` };
}
