import { COUNTRY_GUARDED_MOVES } from '../guards/index';
import { jsonSchemaOf, parametersOf } from './json-schema';
import type { JsonSchema, Parameter } from './json-schema';
import { ERROR_RESPONSES, REFUSAL_ENVELOPE, SECURITY_SCHEMES, TAGS } from './shared-answers';
import type { MediaKind, RouteAuth, RouteDoc, RouteDocs } from './route-doc';
import type { RegisteredRoute } from './route-table';
import { UNDESCRIBED_METHODS } from './route-table';

/** What the document says about the origin it describes. */
export interface DocumentInfo {
  readonly title: string;
  readonly description: string;
  readonly version: string;
}

const MEDIA_TYPES: Readonly<Record<MediaKind, string>> = {
  html: 'text/html',
  css: 'text/css',
  javascript: 'application/javascript',
  hls: 'application/vnd.apple.mpegurl',
  mp4: 'video/mp4',
  text: 'text/plain',
};

const SECURITY: Readonly<Record<RouteAuth, ReadonlyArray<Record<string, string[]>>>> = {
  jwt: [{ jwt: [] }],
  bearer: [{ bearer: [] }],
  'casino-session': [{ casinoSession: [], casinoToken: [] }],
  // The link's own signature (query parameters) is the credential: no header scheme applies.
  'signed-link': [],
};

const REFUSAL_REF = { $ref: '#/components/schemas/Refusal' };
const jsonContent = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** `/v1/bets/:id/cashout` → `/v1/bets/{id}/cashout`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

function operationId(method: string, url: string): string {
  const words = url
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return `${method.toLowerCase()}${words.join('')}`;
}

function parameters(doc: RouteDoc, url: string): Parameter[] {
  const declared = doc.params ? parametersOf(doc.params, 'path') : [];
  const named = [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
  const path = named.map(
    (name) =>
      declared.find((parameter) => parameter.name === name) ?? {
        name,
        in: 'path' as const,
        required: true,
        schema: { type: 'string' },
      },
  );
  return [...path, ...(doc.query ? parametersOf(doc.query, 'query') : [])];
}

function successAnswer(doc: RouteDoc) {
  if (doc.media)
    return { description: doc.summary, content: { [MEDIA_TYPES[doc.media]]: { schema: { type: 'string' } } } };
  const answer = doc.answer ? jsonSchemaOf(doc.answer, 'output') : { type: 'object' };
  const schema = doc.refusesIn200 ? { anyOf: [answer, REFUSAL_REF] } : answer;
  return {
    description: doc.refusesIn200 ? 'Done, or refused with a reason (`status: 0`).' : 'Done.',
    content: jsonContent(schema),
  };
}

/** The error answers a route can give, from its description and its registered guards. */
function errorAnswers(doc: RouteDoc, route: RegisteredRoute): Record<string, unknown> {
  const shared: Record<string, keyof typeof ERROR_RESPONSES> = {};
  if (doc.query || doc.params || doc.body || doc.validates) shared['400'] = 'ValidationError';
  if (doc.auth && doc.auth !== 'signed-link') shared['401'] = 'NotAuthenticated';
  if (route.moves && COUNTRY_GUARDED_MOVES.has(route.moves)) shared['403'] = 'CountryBlocked';
  if (doc.idempotent) shared['409'] = 'IdempotencyKeyReused';
  if (route.rateLimit || doc.rateLimited) shared['429'] = 'RateLimited';
  shared['503'] = 'Unavailable';
  // A route with its own error body (the native app's) answers it beside the envelope.
  const errorBody = doc.errorSchema ? { anyOf: [jsonSchemaOf(doc.errorSchema, 'output'), REFUSAL_REF] } : REFUSAL_REF;
  const answers: Record<string, unknown> = {};
  for (const [status, name] of Object.entries(shared)) {
    answers[status] = doc.errorSchema
      ? { ...ERROR_RESPONSES[name], content: jsonContent(errorBody) }
      : { $ref: `#/components/responses/${name}` };
  }
  for (const [status, refusal] of Object.entries(doc.refusals ?? {})) {
    const sharedName = shared[status];
    const also = sharedName ? ` Also: ${ERROR_RESPONSES[sharedName].description}` : '';
    const description = typeof refusal === 'string' ? refusal : refusal.description;
    const content =
      typeof refusal === 'string'
        ? jsonContent(errorBody)
        : { [MEDIA_TYPES[refusal.media]]: { schema: { type: 'string' } } };
    answers[status] = { description: `${description}${also}`, content };
  }
  return answers;
}

function operation(doc: RouteDoc, route: RegisteredRoute) {
  const params = parameters(doc, route.url);
  const security = doc.auth ? SECURITY[doc.auth] : doc.optionalJwt ? [{}, { jwt: [] }] : [];
  return {
    operationId: operationId(route.method, route.url),
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    security,
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(doc.body ? { requestBody: { required: true, content: jsonContent(jsonSchemaOf(doc.body, 'input')) } } : {}),
    responses: { [String(doc.successStatus ?? 200)]: successAnswer(doc), ...errorAnswers(doc, route) },
  };
}

/**
 * The OpenAPI 3.1 document of one origin: every registered route that has a description (a
 * route registered only in some modes, such as the dev outbox, appears where it is registered).
 */
export function buildDocument(info: DocumentInfo, docs: RouteDocs, routes: readonly RegisteredRoute[]) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  const usedTags = new Set<string>();
  const usedSchemes = new Set<string>();
  for (const route of routes) {
    if (UNDESCRIBED_METHODS.has(route.method)) continue;
    const doc = docs[route.key];
    if (!doc) continue;
    usedTags.add(doc.tag);
    const described = operation(doc, route);
    for (const requirement of described.security)
      for (const scheme of Object.keys(requirement)) usedSchemes.add(scheme);
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = described;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description: info.description,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This origin' }],
    tags: TAGS.filter((tag) => usedTags.has(tag.name)),
    paths,
    components: {
      schemas: { Refusal: jsonSchemaOf(REFUSAL_ENVELOPE, 'output') },
      responses: ERROR_RESPONSES,
      securitySchemes: Object.fromEntries(Object.entries(SECURITY_SCHEMES).filter(([name]) => usedSchemes.has(name))),
    },
  };
}

/** An OpenAPI document as `buildDocument` makes it. */
export type OpenApiDocument = ReturnType<typeof buildDocument>;
