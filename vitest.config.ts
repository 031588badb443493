import { defineConfig } from 'vitest/config';

/** One runner for every workspace; each package is a project with its own environment. */
export default defineConfig({
  test: {
    // Every core (vitest's own default in a run leaves one idle: a single worker on the 2-core CI
    // machine, decision 063). The journeys stay one file at a time (fileParallelism: false below).
    maxWorkers: '100%',
    projects: [
      { test: { name: 'betting', root: 'packages/betting', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'protocol', root: 'packages/protocol', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'web-kit', root: 'packages/web-kit', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: { name: 'native-host', root: 'packages/native-host', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        // The repository's own scripts: the spec-coverage check's parsing (docs/spec-coverage.md).
        test: { name: 'scripts', root: 'scripts', include: ['**/*.test.mjs'], environment: 'node' },
      },
      {
        // The benches' own code: the document a run writes (docs/benchmarks.md).
        test: { name: 'bench', root: 'bench', include: ['**/*.test.ts'], environment: 'node' },
      },
      {
        // Test-only code that proves the book: the settlement oracle and the simulation (issue 34).
        test: { name: 'sim', root: 'sim', include: ['**/*.test.ts'], environment: 'node' },
      },
      {
        // Real databases start cold (PGlite compiles its WebAssembly): generous guards, not timings.
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // initdb and the migrations once per run; each test database loads a copy (decision 048).
          globalSetup: ['./src/test-support/pglite-templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: './apps/account/vite.config.ts',
        test: {
          name: 'account',
          root: 'apps/account',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 90_000,
        },
      },
      {
        // Browser journeys: run by scripts/test.mjs after building the web client and account site.
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.test.ts'],
          exclude: ['node_modules/**'],
          environment: 'node',
          // One fixture for the suite: a prepared DATA_DIR, one Chromium, one shared server (decision 048).
          globalSetup: ['./support/global-setup.ts'],
          testTimeout: 90_000,
          // Above e2e/support/server.ts's start guard: a cold server start on a busy machine is slow.
          hookTimeout: 240_000,
          // Two files at a time (decision 069): one file waits on its browser and server while the
          // other's run; 457 s against 713 s one at a time, same commit, same machine.
          fileParallelism: true,
          maxWorkers: 2,
          // A page read is polled like a bettor waits (up to 15 s), never read once mid-render.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/betting/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/test-fixtures.ts', '**/index.ts', '**/types.ts', '**/actions.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
