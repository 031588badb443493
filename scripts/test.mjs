// The one gate (house rule 10): lint, format, types, unit + integration tests with coverage,
// then browser tests when they exist. Ends with the line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const bin = (name) => join('node_modules', '.bin', name);
const results = [];

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = run.status === 0;
  results.push({ name, ok });
  return ok;
}

/** Every tsconfig of the workspaces, so each part is checked with its own lib and types. */
function tsconfigs() {
  const found = ['tsconfig.json'];
  for (const group of ['packages', 'apps']) {
    for (const entry of readdirSync(group, { withFileTypes: true })) {
      for (const file of ['tsconfig.json', 'tsconfig.test.json']) {
        const path = join(group, entry.name, file);
        if (entry.isDirectory() && existsSync(path)) found.push(path);
      }
    }
  }
  if (existsSync('e2e/tsconfig.json')) found.push('e2e/tsconfig.json');
  return found;
}

mkdirSync('artifacts', { recursive: true });
step('lint', bin('eslint'), ['.', '--max-warnings', '0']);
step('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
for (const config of tsconfigs()) step(`typecheck ${config}`, bin('tsc'), ['-p', config, '--noEmit']);

const report = join('artifacts', 'vitest-report.json');
step('unit and integration tests (with coverage)', bin('vitest'), [
  'run',
  '--coverage',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);

let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed += json.numPassedTests ?? 0;
  failed += (json.numFailedTests ?? 0) + ((json.numFailedTestSuites ?? 0) ? 0 : 0);
  if ((json.numTotalTests ?? 0) === 0) failed += 1;
}

const checks = results.filter((result) => !result.name.startsWith('unit'));
const failedChecks = checks.filter((result) => !result.ok);
const testsStep = results.find((result) => result.name.startsWith('unit'));
console.log('\n──────── summary ────────');
for (const result of results) console.log(`${result.ok ? '✓' : '✗'} ${result.name}`);
// A failed run with no failed test (a crash, or coverage under its threshold) still fails.
if (testsStep && !testsStep.ok && failed === 0) failed += 1;
console.log(`checks: ${checks.length - failedChecks.length} passed, ${failedChecks.length} failed`);
console.log(`${passed + checks.length - failedChecks.length} passed, ${failed + failedChecks.length} failed`);
process.exit(failed + failedChecks.length === 0 ? 0 : 1);
