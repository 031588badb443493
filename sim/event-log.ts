import { createHash } from 'node:crypto';

/** The canonical log of a run: one line per step, hashed as it grows. */
export interface EventLog {
  /** Appends a step: its number, action and normalized answer (canonical JSON: sorted keys). */
  append(step: number, action: string, outcome: unknown): void;
  /** SHA-256 (hex) over every line so far. */
  digest(): string;
  /** The last lines, for a violation's report. */
  tail(count: number): string[];
}

/** JSON with object keys sorted, so equal values always give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** A new, empty log. */
export function createEventLog(): EventLog {
  const hash = createHash('sha256');
  const recent: string[] = [];
  return {
    append(step, action, outcome) {
      const line = `${step} ${action} ${canonicalJson(outcome)}`;
      hash.update(`${line}\n`);
      recent.push(line);
      if (recent.length > 50) recent.shift();
    },
    digest: () => hash.copy().digest('hex'),
    tail: (count) => recent.slice(-count),
  };
}
