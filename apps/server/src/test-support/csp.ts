/** A Content-Security-Policy header read as `{ directive: 'source source' }`, for assertions. */
export function directivesOf(header: string | string[] | number | undefined): Record<string, string> {
  if (typeof header !== 'string') throw new Error(`expected one Content-Security-Policy header, got ${String(header)}`);
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources.join(' ')]),
  );
}
