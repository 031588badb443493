import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { describeModes, readConfig } from './config';
import { openStorage } from './open-storage';
import type { StartupPhases } from './startup-phases';

/** V8's default is 1,800,000 (Node 20); see `main()`. */
const WASM_TIERING_BUDGET = 18_000_000;

const list = (phases: StartupPhases) => phases.map(([phase, seconds]) => `${phase} ${seconds.toFixed(2)} s`).join(', ');

/**
 * `Started in 1.23 s (CPU 1.50 s): Node 0.10 s, modules 0.40 s, database wait 0.20 s, …, listen 0.02 s; beside
 * them from Node's start: database open 0.50 s, …`: the first list adds up to
 * the total, the second ran meanwhile (decision 065).
 */
function describeStartup(phases: StartupPhases, beside: StartupPhases): string {
  // CPU time of every thread of the process: on a shared machine it moves less than the wall clock.
  const { user, system } = process.cpuUsage();
  const cpu = `CPU ${((user + system) / 1e6).toFixed(2)} s`;
  const wall = `${(performance.now() / 1000).toFixed(2)} s`;
  return `  Started in ${wall} (${cpu}): ${list(phases)}; beside them from Node's start: ${list(beside)}`;
}

/** Starts the sportsbook and stops it cleanly on SIGINT / SIGTERM. */
async function main(): Promise<void> {
  // Milliseconds since the process started: Node's own start and loading this small entry.
  const started = performance.now();
  const config = readConfig();
  // One line before anything else, so an operator sees what this start-up is (decision 028).
  console.log(describeModes(config));
  // The database first (decision 065): PGlite reads and compiles its WebAssembly, and a first
  // start copies the template, while the rest of the server's modules load.
  // PGlite's WebAssembly tiers up to V8's optimising compiler on background threads once a function
  // has run a budget's worth; at the default budget the start's own queries sent ≈ 0.7 s of CPU
  // there, on a 2-core machine beside the main thread. Ten times the budget: functions that stay
  // hot (the feed's, the bets') still tier up, seconds later (decision 065). Before PGlite compiles.
  setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  const storage = openStorage(config);
  // Awaited by createSportsbook; a failure while the modules load must not count as unhandled meanwhile.
  storage.catch(() => undefined);
  const { createSportsbook } = await import('./server');
  const loaded = performance.now();
  // Serve as early as is correct: the feed catches up once both origins listen (decision 060).
  const sportsbook = await createSportsbook(config, { serveEarly: true, storage });
  const listening = performance.now();
  await sportsbook.app.listen({ port: config.port, host: config.host });
  await sportsbook.accountApp.listen({ port: config.accountPort, host: config.host });
  const listened = (performance.now() - listening) / 1000;
  sportsbook.serving();
  const phases: StartupPhases = [
    ['Node', started / 1000],
    ['modules', (loaded - started) / 1000],
    ...sportsbook.startupPhases,
    ['listen', listened],
  ];
  console.log(describeStartup(phases, (await storage).phases));
  // Loaded with the server's modules already: importing it here costs nothing at start-up.
  const { describeReady } = await import('./ready-banner');
  const portOf = (app: typeof sportsbook.app) => (app.server.address() as AddressInfo).port;
  console.log(describeReady(config, { sports: portOf(sportsbook.app), account: portOf(sportsbook.accountApp) }));
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    sportsbook.app.log.info({ signal }, 'shutting down');
    // SIGTERM (a supervisor, a rolling restart) drains: no request in flight is cut (decision 049).
    // SIGINT (Ctrl-C at a terminal) closes at once; requests in flight still finish.
    if (signal === 'SIGTERM') await sportsbook.drain(config.drainDelayMs);
    else await sportsbook.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
