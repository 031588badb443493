import type { z } from 'zod/mini';

/** How a route knows its caller. */
export type RouteAuth =
  /** The sports access token in the `jwt` header (a guest sends none or an empty one). */
  | 'jwt'
  /** The account origin's frontend token, `Authorization: Bearer <token>`. */
  | 'bearer'
  /** A game frame's launch session: the `casino-session` and `casino-token` headers. */
  | 'casino-session'
  /** The answer depends on a signed link in the query (stream URLs), no header. */
  | 'signed-link';

/** What an answer that is not JSON carries. */
export type MediaKind = 'html' | 'css' | 'javascript' | 'hls' | 'mp4' | 'text';

/**
 * One HTTP route as the published document describes it. The schemas are the very zod schemas
 * the route parses its input with and answers with (packages/protocol), never a copy.
 */
export interface RouteDoc {
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  /** Who may call it; absent: anyone. `optional` auth is read when sent (a guest is still answered). */
  readonly auth?: RouteAuth;
  /** The `jwt` header is read when present but a guest is answered too. */
  readonly optionalJwt?: boolean;
  readonly query?: z.ZodMiniType;
  readonly params?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  /** The success answer's JSON schema; absent: a JSON object not described further. */
  readonly answer?: z.ZodMiniType;
  /** Business refusals (a declined card, a taken username) answer 200 with the refusal envelope. */
  readonly refusesIn200?: boolean;
  /** The success status when it is not 200. */
  readonly successStatus?: number;
  /** A non-JSON success answer (pages, scripts, video). */
  readonly media?: MediaKind;
  /** The route takes an idempotency key (a ticket uuid or `Idempotency-Key`): 409 on a reused one. */
  readonly idempotent?: boolean;
  /** A 429 from the route's own rate limit (logins and account mails), besides the money limits. */
  readonly rateLimited?: boolean;
  /** Answers a 400 though no schema above says so (a malformed body the route reads by hand). */
  readonly validates?: boolean;
  /** Other statuses the route answers, and why: the refusal envelope unless said otherwise. */
  readonly refusals?: Readonly<Record<number, RefusalDoc>>;
  /** The route's own error body (a native-app answer), accepted beside the refusal envelope. */
  readonly errorSchema?: z.ZodMiniType;
}

/** An error answer of one route: its reason, and its body when it is not the refusal envelope. */
type RefusalDoc = string | { readonly description: string; readonly media: MediaKind };

/** Descriptions keyed by `METHOD /fastify/path/:param`, as Fastify's route table names them. */
export type RouteDocs = Readonly<Record<string, RouteDoc>>;
