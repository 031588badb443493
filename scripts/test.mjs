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

const unitProjects = ['betting', 'protocol', 'web-kit', 'native-host', 'server', 'web', 'account'].flatMap((name) => [
  '--project',
  name,
]);
const report = join('artifacts', 'vitest-report.json');
step('unit and integration tests (with coverage)', bin('vitest'), [
  'run',
  ...unitProjects,
  '--coverage',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);

// Browser journeys run against freshly built apps, in Debian's Chromium (ARCHITECTURE.md).
const e2eReport = join('artifacts', 'e2e-report.json');
const hasJourneys = existsSync('e2e') && readdirSync('e2e').some((file) => file.endsWith('.test.ts'));
if (hasJourneys) {
  for (const app of ['apps/web', 'apps/account']) {
    if (existsSync(join(app, 'index.html')))
      step(`build ${app}`, 'npm', ['run', 'build', '--workspace', app, '--silent']);
  }
  step('browser tests (Chromium)', bin('vitest'), [
    'run',
    '--project',
    'e2e',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${e2eReport}`,
  ]);
}

let passed = 0;
let failed = 0;
for (const file of [report, ...(hasJourneys ? [e2eReport] : [])]) {
  if (!existsSync(file)) {
    failed += 1;
    continue;
  }
  const json = JSON.parse(readFileSync(file, 'utf8'));
  passed += json.numPassedTests ?? 0;
  failed += json.numFailedTests ?? 0;
  if ((json.numTotalTests ?? 0) === 0) failed += 1;
}

const isTestRun = (result) => result.name.startsWith('unit') || result.name.startsWith('browser');
const checks = results.filter((result) => !isTestRun(result));
const failedChecks = checks.filter((result) => !result.ok);
const testSteps = results.filter(isTestRun);
console.log('\n──────── summary ────────');
for (const result of results) console.log(`${result.ok ? '✓' : '✗'} ${result.name}`);
// A failed run with no failed test (a crash, or coverage under its threshold) still fails.
if (testSteps.some((result) => !result.ok) && failed === 0) failed += 1;
console.log(`checks: ${checks.length - failedChecks.length} passed, ${failedChecks.length} failed`);
console.log(`${passed + checks.length - failedChecks.length} passed, ${failed + failedChecks.length} failed`);
process.exit(failed + failedChecks.length === 0 ? 0 : 1);
