import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as betting from './betting/index';
import * as wallet from './wallet/index';

/*
 * Context boundaries (decision 129), checked from the source itself: every folder of src/ is a
 * context; another context is reached through its `index.ts`, and tests and test kits may also
 * use its `testing.ts`. test-support/ is the tests' toolbox (no entry file) and production never
 * imports it. eslint.config.js enforces the same zones while editing; this test lists offenders.
 */

const SRC = dirname(fileURLToPath(import.meta.url));
const TOOLBOX = 'test-support';

/** Test code: test files, test kits and apps, the testing entries, and the toolbox. */
function isTestCode(path: string): boolean {
  return (
    /\.test\.ts$|(^|\/)test-[^/]*\.ts$|-test-[^/]*\.ts$|-kit\.ts$|(^|\/)testing\.ts$/.test(path) ||
    path.startsWith(`${TOOLBOX}/`)
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every relative module specifier of a file: static imports and re-exports, side-effect and dynamic imports. */
function specifiersOf(source: string): string[] {
  const patterns = [
    /^\s*(?:import|export)\s(?:type\s)?[^'";]*?\sfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

/** The context a path of src/ belongs to; null for the composition files at the root of src/. */
function contextOf(path: string): string | null {
  const parts = relative(SRC, path).split(sep);
  return parts.length > 1 ? parts[0]! : null;
}

interface CrossImport {
  readonly file: string;
  readonly specifier: string;
  readonly context: string;
  /** The imported module inside its context, without extension (`index`, `feed/clock`). */
  readonly module: string;
  readonly testCode: boolean;
}

function crossContextImports(): CrossImport[] {
  return sourceFiles(SRC).flatMap((path) => {
    const file = relative(SRC, path).split(sep).join('/');
    const own = contextOf(path);
    return specifiersOf(readFileSync(path, 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .flatMap((specifier) => {
        const target = resolve(dirname(path), specifier);
        const context = contextOf(target);
        if (context === null || context === own) return [];
        const module = relative(join(SRC, context), target)
          .split(sep)
          .join('/')
          .replace(/\.(ts|js)$/, '');
        return [{ file, specifier, context, module, testCode: isTestCode(file) }];
      });
  });
}

function bypasses(found: CrossImport): boolean {
  if (found.context === TOOLBOX) return !found.testCode;
  if (found.module === 'index') return false;
  return !(found.testCode && found.module === 'testing');
}

describe('server context boundaries', () => {
  const imports = crossContextImports();

  it('finds the imports across contexts it checks', () => {
    // A parser that found nothing would pass every rule: the composition and the contexts do import each other.
    expect(imports.filter((found) => found.module === 'index').length).toBeGreaterThan(100);
    expect(imports.some((found) => found.file === 'server.ts' && found.context === 'wallet')).toBe(true);
  });

  it('reaches every other context through its index.ts (tests also through testing.ts)', () => {
    const offenders = imports.filter(bypasses).map((found) => `${found.file} imports '${found.specifier}'`);
    if (offenders.length > 0) console.error(`Imports that bypass a context's entry:\n${offenders.join('\n')}`);
    expect(offenders).toEqual([]);
  });

  it('keeps the wallet and betting tables out of their ports', () => {
    // Only wallet/ writes its balances and ledger, only betting/ its bets: no other context holds their tables.
    for (const [name, port] of Object.entries({ wallet, betting })) {
      const tables = Object.entries(port).filter(([, value]) => is(value, PgTable));
      expect(
        tables.map(([exported]) => exported),
        `${name}/index.ts`,
      ).toEqual([]);
    }
  });
});
