import { config, locales, safeParse } from 'zod/mini';
import type { z } from 'zod/mini';

// English issue messages, as in common.ts (decision 061): this module may be used with schemas of its own.
config(locales.en());

/** Renders zod issues as `path: message; ...` so a 400 answer tells the caller what to fix. */
export function formatZodError(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`).join('; ');
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`;
      const name = String(key);
      return index === 0 ? name : `.${name}`;
    })
    .join('');
}

/** Thrown by `parseOrThrow`; carries the zod issues so a server can answer 400 instead of 500. */
export class ProtocolParseError extends Error {
  readonly issues: z.core.$ZodIssue[];

  constructor(what: string, error: z.core.$ZodError) {
    super(`Invalid ${what}: ${formatZodError(error)}`);
    this.name = 'ProtocolParseError';
    this.issues = error.issues;
  }
}

/** Parses a value or throws a readable error naming `what` and every failing path. */
export function parseOrThrow<Schema extends z.core.$ZodType>(
  schema: Schema,
  value: unknown,
  what: string,
): z.output<Schema> {
  const result = safeParse(schema, value);
  if (!result.success) throw new ProtocolParseError(what, result.error);
  return result.data;
}

/**
 * Reads a posted message (a JSON string or an already-decoded object) and returns it, or
 * `null` when it is not JSON or not of the expected shape, so receivers can log and ignore.
 */
export function parseMessageData<Schema extends z.core.$ZodType>(
  schema: Schema,
  data: unknown,
): z.output<Schema> | null {
  let value: unknown = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const result = safeParse(schema, value);
  return result.success ? result.data : null;
}
