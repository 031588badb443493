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

/** Ends a parameter's name in free text: `=`, `&`, whitespace, `#` or `"`. */
const NAME_END = /[=&\s#"]/;
/** Ends a parameter's value in free text: `&`, whitespace, `#` or `"`. */
const VALUE_END = /[&\s#"]/;

/** The index of the first character at or after `from` that `stop` matches, or the text's length. */
function indexOfClass(text: string, from: number, stop: RegExp): number {
  let index = from;
  while (index < text.length && !stop.test(text.charAt(index))) index += 1;
  return index;
}

/**
 * Credential-named query parameters inside free text (`…?token=abc`, `&login_with_token=abc`)
 * with their values replaced. A scanner, not a regular expression: the text is client-written
 * (a URL in Fastify's messages), and the pattern this replaces backtracked in cubic time on a
 * query such as `?token?token?token…`. Each character is read at most twice: a parameter name
 * runs from `?` or `&` to the next `=`, `&`, whitespace, `#` or `"`, and a name that fails there
 * fails for every later `?` inside it too, so the scan resumes at that end.
 */
function redactParamsInText(text: string): string {
  let out = '';
  let copied = 0;
  let index = 0;
  while (index < text.length) {
    const char = text.charAt(index);
    if (char !== '?' && char !== '&') {
      index += 1;
      continue;
    }
    const end = indexOfClass(text, index + 1, NAME_END);
    if (text.charAt(end) === '=' && SECRET_PARAM.test(text.slice(index + 1, end))) {
      out += `${text.slice(copied, end + 1)}${REDACTED}`;
      copied = indexOfClass(text, end + 1, VALUE_END);
      index = copied;
    } else {
      index = Math.max(end, index + 1);
    }
  }
  return out + text.slice(copied);
}

/**
 * Any log text with the URL credentials redactUrl removes taken out too: Fastify writes the raw
 * URL into some messages of its own ("Route GET:/?login_with_token=… not found").
 */
export function redactText(text: string): string {
  return redactParamsInText(text.replace(SECRET_PATH, `$1${REDACTED}`));
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

/** The most of a client's `x-request-id` a log line keeps: ids are short, the header is not bounded. */
export const CLIENT_REQUEST_ID_MAX = 128;

/**
 * The `x-request-id` a client (or a proxy in front) sent, for matching its logs to ours: logged
 * beside the server's own id (`reqId`), never instead of it, and cut to CLIENT_REQUEST_ID_MAX.
 */
function clientRequestIdOf(request: FastifyRequest): string | undefined {
  const sent = [request.headers['x-request-id']].flat()[0];
  return sent === undefined ? undefined : sent.slice(0, CLIENT_REQUEST_ID_MAX);
}

/**
 * Fastify's request serializer with the URL redacted: the fields of its default (method, url,
 * version, host, remote address and port), so log readers lose nothing but the secrets, and the
 * client's own request id when it sent one.
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
      clientRequestId: clientRequestIdOf(request),
    };
  },
};
