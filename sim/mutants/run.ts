// `npm run sim:mutants`: proves the whole-book simulation catches real faults. Each
// planted fault of the catalogue is written into a throw-away copy of the repository (never into
// the product) and the simulation runs on the copy within a small seed budget: it must stop with
// a violation. The unchanged copy runs the same budget and must stay clean, so a violation means the fault.
// Every run starts from one database template, prepared here by the unchanged product (sim/world.ts
// `saveTemplate`): the planted faults are in what the book does with bets and cash, never in
// migrations, seeding or login, which the template holds.
// Exits 1 when the clean run fails or any fault survives.
//
// Flags: --seeds N (per fault, default 2), --steps M (default 200), --only name[,name], --jobs J
// (copies working side by side, default 2: the CI machine's cores).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { MUTANTS } from './catalogue';
import type { Mutant } from './catalogue';
import { copyRepository } from './copy';
import { saveTemplate, SIM_TEMPLATE_ENV } from '../world';

const { values } = parseArgs({
  options: {
    seeds: { type: 'string', default: '2' },
    steps: { type: 'string', default: '200' },
    only: { type: 'string' },
    jobs: { type: 'string', default: '2' },
  },
});
const only = values.only?.split(',').map((name) => name.trim());
const chosen = only ? MUTANTS.filter((mutant) => only.includes(mutant.name)) : MUTANTS;
if (only && chosen.length !== only.length) {
  console.error(`Unknown mutant in --only; known: ${MUTANTS.map((mutant) => mutant.name).join(', ')}`);
  process.exit(2);
}

interface SimRun {
  readonly code: number | null;
  readonly output: string;
  readonly seconds: number;
}

/** Runs the simulation in `root` over the seed budget (the mutant's own seeds when it names them). */
function runSimulation(root: string, mutant: Mutant | null, template: string): Promise<SimRun> {
  const seeds = mutant?.seeds ?? values.seeds;
  const args = ['sim/run.ts', '--seeds', String(seeds), '--steps', values.steps];
  const started = performance.now();
  return new Promise((done) => {
    const env = { ...process.env, [SIM_TEMPLATE_ENV]: template };
    const child = spawn(resolve(root, 'node_modules/.bin/tsx'), args, { cwd: root, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => done({ code, output, seconds: (performance.now() - started) / 1000 }));
  });
}

/** The simulation's own violation line (it prints the seed, step, invariant and replay command). */
const REPLAY = /npm run sim -- --seed \d+ --until \d+/;

function violationOf(output: string): string {
  const line = output.split('\n').find((text) => /violation/i.test(text) && !/violations:\s*0/i.test(text));
  return line?.trim() ?? '(no violation line printed)';
}

/** Where the run stopped: "seed/step" from the violation line. */
function caughtAt(output: string): string {
  const found = /seed (\d+) step (\d+)/i.exec(violationOf(output));
  return found ? `${found[1]}/${found[2]}` : '-';
}

const started = performance.now();
const jobs = Math.max(1, Number(values.jobs) || 1);
const source = resolve(import.meta.dirname, '../..');
/** The clean run first, then every planted fault; each copy works through the queue on its own. */
const queue: (Mutant | null)[] = [null, ...chosen];
const runs = new Map<Mutant | null, SimRun>();
const templateDir = mkdtempSync(join(tmpdir(), 'sim-mutants-template-'));
const template = join(templateDir, 'book.tar');
await saveTemplate(template);
console.log(`template prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const copies = Array.from({ length: Math.min(jobs, queue.length) }, () => copyRepository(source));
try {
  await Promise.all(
    copies.map(async (copy) => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        if (next) copy.plant(next);
        try {
          runs.set(next, await runSimulation(copy.root, next, template));
        } finally {
          copy.restore();
        }
      }
    }),
  );
} finally {
  for (const copy of copies) copy.remove();
  rmSync(templateDir, { recursive: true, force: true });
}

const clean = runs.get(null)!;
console.log(`clean copy: exit ${clean.code} in ${clean.seconds.toFixed(1)} s`);
let failed = clean.code !== 0;
if (failed)
  console.log(clean.output, '\nThe simulation fails on the unchanged product, so no catch below means anything.');
const table: string[] = [];
for (const mutant of chosen) {
  const run = runs.get(mutant)!;
  // Caught: the run stopped on an invariant and printed its replay command (a crash is not a catch).
  const caught = run.code === 1 && REPLAY.test(run.output);
  if (!caught) failed = true;
  const verdict = caught ? 'caught   ' : 'SURVIVED ';
  console.log(`${verdict} ${mutant.name} (${run.seconds.toFixed(1)} s): ${mutant.fault}`);
  table.push(`| ${mutant.name} | ${caught ? caughtAt(run.output) : 'survived'} | ${run.seconds.toFixed(1)} |`);
  if (caught) console.log(`          ${violationOf(run.output)}`);
  else console.log(run.output.split('\n').slice(-25).join('\n'));
}
console.log(['| planted fault | caught at seed/step | seconds |', '|---|---|---|', ...table].join('\n'));
console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
const caughtAll = `all ${chosen.length} planted faults caught on a clean product`;
console.log(`sim:mutants: ${failed ? 'FAILED — see above' : caughtAll}`);
process.exit(failed ? 1 : 0);
