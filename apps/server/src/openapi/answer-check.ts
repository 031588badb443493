import { z } from 'zod/mini';
import { openApiPath } from './document';
import type { RouteDoc, RouteDocs } from './route-doc';
import { REFUSAL_ENVELOPE } from './shared-answers';

/** One answer a contract run received. */
export interface ReceivedAnswer {
  readonly method: string;
  /** The request's path, without the query string. */
  readonly path: string;
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

/** A documented operation, matched by method and path template. */
interface Operation {
  readonly method: string;
  readonly pattern: RegExp;
  readonly doc: RouteDoc;
  readonly statuses: ReadonlySet<number>;
}

/** `/v1/bets/{id}/cashout` as a pattern matching one path segment per parameter. */
const templatePattern = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/**
 * Judges answers against an origin's document: the status must be one the document lists for
 * the operation, no answer may be a 5xx but the documented 503, and a JSON answer must match the
 * schema it is documented with (the route's protocol schema for a success, the refusal envelope
 * for an error). Answers a readable reason, or null when the answer keeps the contract.
 */
export function answerJudge(
  document: { readonly paths: Readonly<Record<string, Readonly<Record<string, { responses: object }>>>> },
  docs: RouteDocs,
) {
  const operations: Operation[] = [];
  for (const [key, doc] of Object.entries(docs)) {
    const [method, url] = key.split(' ') as [string, string];
    const documented = document.paths[openApiPath(url)]?.[method.toLowerCase()];
    if (!documented) continue;
    const statuses = new Set(Object.keys(documented.responses).map(Number));
    operations.push({ method, pattern: templatePattern(openApiPath(url)), doc, statuses });
  }
  // A literal path wins over a template (`/docs/start.js` before `/docs/{file}`).
  operations.sort((a, b) => a.pattern.source.split('[^/]+').length - b.pattern.source.split('[^/]+').length);

  return (answer: ReceivedAnswer): string | null => {
    const operation = operations.find((op) => op.method === answer.method && op.pattern.test(answer.path));
    if (!operation) return `${answer.method} ${answer.path} is not in the document`;
    if (answer.status >= 500 && answer.status !== 503) return `answered ${answer.status}, a server error`;
    if (!operation.statuses.has(answer.status)) {
      return `answered ${answer.status}, not a documented status (${[...operation.statuses].join(', ')})`;
    }
    const success = answer.status < 300;
    const { doc } = operation;
    if (success && doc.media) return null;
    if (typeof doc.refusals?.[answer.status] === 'object') return null;
    if (!answer.contentType.startsWith('application/json')) return `answered ${answer.contentType}, not JSON`;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return 'answered a body that is not JSON';
    }
    const refusal = doc.errorSchema ? z.union([doc.errorSchema, REFUSAL_ENVELOPE]) : REFUSAL_ENVELOPE;
    const schema = success ? (doc.refusesIn200 ? z.union([doc.answer ?? z.unknown(), refusal]) : doc.answer) : refusal;
    if (!schema) return null;
    const parsed = z.safeParse(schema, body);
    if (!parsed.success) {
      const issues = parsed.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
      return `answered ${answer.status} with a body its schema refuses: ${issues.join('; ')}`;
    }
    // The published schemas allow no property they do not name (JSON Schema `additionalProperties: false`).
    const extra = extraKeys(body, parsed.data, '');
    return extra.length > 0
      ? `answered ${answer.status} with properties its schema does not name: ${extra.join(', ')}`
      : null;
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys of the received body that the schema's parse dropped (zod objects strip unknown keys). */
function extraKeys(received: unknown, parsed: unknown, at: string): string[] {
  if (Array.isArray(received) && Array.isArray(parsed)) {
    return received.flatMap((item, index) => extraKeys(item, parsed[index], `${at}[${index}]`));
  }
  if (!isRecord(received) || !isRecord(parsed)) return [];
  return Object.entries(received).flatMap(([key, value]) =>
    key in parsed ? extraKeys(value, parsed[key], at ? `${at}.${key}` : key) : [at ? `${at}.${key}` : key],
  );
}
