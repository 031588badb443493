// The one gate (house rule 10): lint, format, dead code, types, unit + integration tests with coverage,
// then browser tests when they exist. Ends with the line "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const bin = (name) => join('node_modules', '.bin', name);
const results = [];

/** Runs a step with its output shown as it comes; waits without blocking a step in the background. */
async function step(name, command, args) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const ok = await new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: process.env });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
  results.push({ name, ok, seconds: (performance.now() - started) / 1000 });
}

/** Runs a command with its output kept (stdout and stderr in order); answers { ok, output, seconds }. */
function captured(command, args, env = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const seconds = () => (performance.now() - started) / 1000;
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n`, seconds: seconds() }));
    child.on('close', (code) => resolve({ ok: code === 0, output, seconds: seconds() }));
  });
}

/** Prints a captured step's output whole under its heading and records its result. */
function printStep({ name, command, args }, outcome) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  process.stdout.write(outcome.output);
  results.push({ name, ok: outcome.ok, seconds: outcome.seconds });
}

/**
 * Runs independent checks two at a time (the CI machine has 2 cores; each check is one
 * single-threaded process). Each check's output is printed whole when it ends, in start order.
 */
async function concurrentSteps(steps, width = 2) {
  const outcomes = new Array(steps.length);
  let next = 0;
  async function worker() {
    while (next < steps.length) {
      const index = next;
      next += 1;
      outcomes[index] = await captured(steps[index].command, steps[index].args, steps[index].env);
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, steps.length) }, worker));
  steps.forEach((step, index) => printStep(step, outcomes[index]));
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
// Each config is still checked on its own (`tsc -b` would not cover them all); two run at once.
await concurrentSteps([
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { name: 'format', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  // Dead code fails the gate: unused files, exports, types and dependencies (knip.jsonc).
  { name: 'dead code', command: bin('knip'), args: ['--no-progress'] },
  // docs/spec-coverage.md cites only files and tests that exist, and no 'done' row without a test.
  { name: 'spec coverage', command: process.execPath, args: ['scripts/check-spec-coverage.mjs'] },
  // Every decision record has its Date and Status, names only records that exist, speaks of the product only.
  { name: 'decision records', command: process.execPath, args: ['scripts/check-decisions.mjs'] },
  // The committed OpenAPI documents (docs/openapi/) against Redocly's recommended rules (redocly.yaml).
  {
    name: 'OpenAPI lint (Redocly)',
    command: bin('redocly'),
    args: ['lint', '--format=summary'],
    env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
  ...tsconfigs().map((config) => ({
    name: `typecheck ${config}`,
    command: bin('tsc'),
    args: ['-p', config, '--noEmit'],
  })),
]);

const projects = (names) => names.flatMap((name) => ['--project', name]);
// Coverage is measured where its threshold is (packages/betting, vitest.config.ts), so the other
// projects' workers do not run under the profiler (decision 048).
const coverageReport = join('artifacts', 'vitest-coverage-report.json');
await step('unit tests of packages/betting (with coverage)', bin('vitest'), [
  'run',
  ...projects(['betting']),
  '--coverage',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${coverageReport}`,
]);
const report = join('artifacts', 'vitest-report.json');
await step('unit and integration tests', bin('vitest'), [
  'run',
  ...projects(['protocol', 'web-kit', 'native-host', 'server', 'web', 'account', 'sim', 'scripts', 'bench']),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);

// Every route of both origins against a live server, by Portman's generated contract tests and
// fuzzing variations run by Newman, as a guest and as a demo player (decision 128).
await step('API contract (Portman + Newman)', process.execPath, ['--import', 'tsx', 'scripts/api-contract.mjs']);

// The whole-book simulation must catch every fault planted in a copy of the product. It runs on
// its own: the journeys after it wait on deadlines that a machine busy with simulations would miss.
await step('planted faults caught by the simulation (sim:mutants)', bin('tsx'), ['sim/mutants/run.ts']);

// Browser journeys run against freshly built apps, in Debian's Chromium (docs/architecture.md).
const e2eReport = join('artifacts', 'e2e-report.json');
const hasJourneys = existsSync('e2e') && readdirSync('e2e').some((file) => file.endsWith('.test.ts'));
if (hasJourneys) {
  for (const app of ['apps/web', 'apps/account']) {
    if (existsSync(join(app, 'index.html')))
      await step(`build ${app}`, 'npm', ['run', 'build', '--workspace', app, '--silent']);
  }
  await step('browser tests (Chromium)', bin('vitest'), [
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
for (const file of [coverageReport, report, ...(hasJourneys ? [e2eReport] : [])]) {
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
// Each step's wall time, so the CI-time budget (25 min) can be followed step by step.
for (const result of results) console.log(`${result.ok ? '✓' : '✗'} ${result.name} (${result.seconds.toFixed(0)} s)`);
// A failed run with no failed test (a crash, or coverage under its threshold) still fails.
if (testSteps.some((result) => !result.ok) && failed === 0) failed += 1;
console.log(`checks: ${checks.length - failedChecks.length} passed, ${failedChecks.length} failed`);
console.log(`${passed + checks.length - failedChecks.length} passed, ${failed + failedChecks.length} failed`);
process.exit(failed + failedChecks.length === 0 ? 0 : 1);
