import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Where the two origins live (config.accountOrigin, config.clientOrigins). */
export interface SecurityOrigins {
  /** The account origin: framed by the client and called by it. */
  readonly accountOrigin: string;
  /** The sports origins the web client is served from: the only pages that may frame the account site. */
  readonly clientOrigins: readonly string[];
  /**
   * OPERATOR_CONFIG: its `sports_widget_url` (decision 042) and `review_widget_url` (decision 107)
   * are the only script origins besides 'self'; the review provider may also frame its widget.
   */
  readonly operator?: Readonly<Record<string, unknown>>;
}

/** The origin of the operator's external sports-widget loader, when it configures an https one. */
export function sportsWidgetOrigins(operator: Readonly<Record<string, unknown>> | undefined): string[] {
  return httpsOriginOf(operator?.sports_widget_url);
}

/** The origin of the operator's review provider's widget script, when it configures an https one. */
export function reviewWidgetOrigins(operator: Readonly<Record<string, unknown>> | undefined): string[] {
  return httpsOriginOf(operator?.review_widget_url);
}

function httpsOriginOf(url: unknown): string[] {
  if (typeof url !== 'string') return [];
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? [parsed.origin] : [];
  } catch {
    return [];
  }
}

/** CSP hash sources (`'sha256-…'`) of a page's inline scripts and styles. */
export interface InlineSources {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

const NO_INLINE: InlineSources = { scripts: [], styles: [] };

/** The CSP source that allows exactly this inline text: `'sha256-<base64>'`. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The hash sources of every inline `<script>` (one without `src`) and `<style>` of a page, as
 * served: the runtime environment script the server writes and the boot style of the build.
 */
export function inlineSourcesOf(html: string): InlineSources {
  const hashes = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => hashSource(match[1] ?? ''));
  return {
    scripts: hashes(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi),
    styles: hashes(/<style[^>]*>([\s\S]*?)<\/style>/gi),
  };
}

/** `ws://host` and `wss://host` for an http(s) origin: CSP 2 browsers do not count them as 'self'. */
function websocketSources(origin: string): string[] {
  try {
    const { host } = new URL(origin);
    return [`ws://${host}`, `wss://${host}`];
  } catch {
    return [];
  }
}

const unique = (sources: readonly string[]) => [...new Set(sources)].join(' ');

function policy(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources)}`)
    .join('; ');
}

/**
 * The sports origin's Content-Security-Policy (decision 032): only its own scripts and styles
 * plus the page's inline ones by hash; it talks to itself, its websocket and the account API,
 * frames only the account site, and only itself may frame it.
 */
export function sportsOriginPolicy(origins: SecurityOrigins, inline: InlineSources = NO_INLINE): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...sportsWidgetOrigins(origins.operator),
      ...reviewWidgetOrigins(origins.operator),
      ...inline.scripts,
    ],
    'style-src': ["'self'", ...inline.styles],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...origins.clientOrigins.flatMap(websocketSources), origins.accountOrigin],
    'frame-src': ["'self'", origins.accountOrigin, ...reviewWidgetOrigins(origins.operator)],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    // Live streams play through Media Source Extensions: the video's source is a blob: URL (decision 037).
    'media-src': ["'self'", 'blob:'],
  });
}

/**
 * The account origin's Content-Security-Policy (decision 032): like the sports origin's, talking
 * only to itself, and framed only by the client origins (`'none'` when there are none).
 */
export function accountOriginPolicy(
  origins: Pick<SecurityOrigins, 'clientOrigins'>,
  inline: InlineSources = NO_INLINE,
): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline.scripts],
    'style-src': ["'self'", ...inline.styles],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': origins.clientOrigins.length > 0 ? origins.clientOrigins : ["'none'"],
  });
}

/**
 * Production's Strict-Transport-Security (decision 081): browsers that once reached an origin over
 * HTTPS refuse plain HTTP to it and its subdomains for two years, so a network attacker cannot
 * strip TLS from a later visit and read a session. No `preload`: joining the browsers' built-in
 * list is the operator's call for the whole domain.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** What `addSecurityHeaders` adds beyond the headers every mode sends. */
export interface SecurityHeaderOptions {
  /** config.production: send Strict-Transport-Security (TLS ends at the operator's proxy). */
  readonly strictTransport?: boolean;
}

/**
 * Sends the security headers on every answer of `app`: `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: strict-origin-when-cross-origin`, and `policy` as the Content-Security-Policy
 * unless the route set its own (a page with inline sources, the dev outbox); in production also
 * Strict-Transport-Security. Call before the routes are registered so every plugin inherits it.
 */
export function addSecurityHeaders(app: FastifyInstance, policy: string, options: SecurityHeaderOptions = {}): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (options.strictTransport) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy);
  });
}
