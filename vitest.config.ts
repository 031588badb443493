import { defineConfig } from 'vitest/config';

/** One runner for every workspace; each package is a project with its own environment. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'betting', root: 'packages/betting', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'protocol', root: 'packages/protocol', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'server', root: 'apps/server', include: ['src/**/*.test.ts'], environment: 'node' } },
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
