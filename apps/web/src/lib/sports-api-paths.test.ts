// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Every source file of the client (tests and test support left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the one way to the sports API', () => {
  it('goes through sportsRequest / contentRequest: no other module calls fetch or requestJson', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    // The account origin authenticates with its bearer tokens; a stream's signed link carries its
    // own signature; the Bet Builder frame and the device simulator are pages of their own.
    const allowed = new Set([
      'lib/http.ts',
      'lib/sports-api.ts',
      'lib/account-api.ts',
      'features/streams/api/get-stream-source.ts',
      'betbuilder-frame/frame-api.ts',
      'simulator/main.ts',
    ]);
    const callers = sourceFiles(root)
      .map((path) => ({ path: relative(root, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }))
      .filter(({ text }) => /(?<![\w.])(fetch|requestJson)\(/.test(text))
      .map(({ path }) => path);
    // The scan sees the one client itself, so an empty list below means something.
    expect(callers).toContain('lib/sports-api.ts');
    expect(callers.filter((path) => !allowed.has(path))).toEqual([]);
  });
});
