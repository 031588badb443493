import type { FastifyRequest } from 'fastify';

/** What a redacted secret reads as in the logs. */
export const REDACTED = '[redacted]';

/**
 * Query parameters that carry a credential: `login_with_token`, `token`, `registration_token`,
 * `temporary_token`, `reset_password` (the web client's reset-link entry)… A log line is read by
 * more people than the player, so none of these may reach it.
 */
const SECRET_PARAM = /token|password|secret/i;

/** Path segments followed by a credential: the mailed links `/sport/reset-password/{token}` and `/sport/registration-with-token/{token}`. */
const SECRET_PATH = /(\/(?:reset-password|registration-with-token)\/)[^/?#\s"]+/gi;

/** Replaces a query value when its name says it is a credential; other text is left as sent. */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is judged on its raw text.
      }
      return SECRET_PARAM.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * The request URL as the logs may show it: credentials in the query (`?login_with_token=…`) and in
 * mailed-link paths (`/sport/reset-password/…`) are replaced by `[redacted]`.
 * @example redactUrl('/?login_with_token=abc&lang=en') // '/?login_with_token=[redacted]&lang=en'
 */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  const path = (question < 0 ? url : url.slice(0, question)).replace(SECRET_PATH, `$1${REDACTED}`);
  return question < 0 ? path : `${path}?${redactQuery(url.slice(question + 1))}`;
}

/** A credential-named query parameter inside free text (`…?token=abc`, `&login_with_token=abc`). */
const SECRET_PARAM_IN_TEXT = /([?&][^=&\s#"]*(?:token|password|secret)[^=&\s#"]*=)[^&\s#"]*/gi;

/**
 * Any log text with the URL credentials redactUrl removes taken out too: Fastify writes the raw
 * URL into some messages of its own ("Route GET:/?login_with_token=… not found").
 */
export function redactText(text: string): string {
  return text.replace(SECRET_PATH, `$1${REDACTED}`).replace(SECRET_PARAM_IN_TEXT, `$1${REDACTED}`);
}

/**
 * Pino's hook on every log call: string arguments (the message and its format values) pass
 * through `redactText`, so no line, whoever writes it, carries a link's token.
 */
export function redactLogArguments(this: unknown, args: unknown[], write: (...args: unknown[]) => void): void {
  write.apply(
    this,
    args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)),
  );
}

/**
 * Fastify's request serializer with the URL redacted: the fields of its default (method, url,
 * version, host, remote address and port), so log readers lose nothing but the secrets.
 */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      version: [request.headers['accept-version']].flat()[0],
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
