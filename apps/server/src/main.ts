import { performance } from 'node:perf_hooks';
import { describeModes, readConfig } from './config';
import { createSportsbook } from './server';

/** `Started in 1.23 s: Node and modules 0.40 s, database open 0.30 s, …` (issue 16 target 2). */
function describeStartup(loaded: number, phases: ReadonlyArray<readonly [string, number]>, listened: number): string {
  const steps = [['Node and modules', loaded / 1000] as const, ...phases, ['listen', listened] as const];
  const list = steps.map(([phase, seconds]) => `${phase} ${seconds.toFixed(2)} s`).join(', ');
  return `  Started in ${(performance.now() / 1000).toFixed(2)} s: ${list}`;
}

/** Starts the sportsbook and stops it cleanly on SIGINT / SIGTERM. */
async function main(): Promise<void> {
  // Milliseconds since the process started: Node's own start and loading every module.
  const loaded = performance.now();
  const config = readConfig();
  // One line before anything else, so an operator sees what this start-up is (decision 028).
  console.log(describeModes(config));
  // Serve as early as is correct: the feed catches up once both origins listen (decision 060).
  const sportsbook = await createSportsbook(config, { serveEarly: true });
  const listening = performance.now();
  await sportsbook.app.listen({ port: config.port, host: config.host });
  await sportsbook.accountApp.listen({ port: config.accountPort, host: config.host });
  const listened = (performance.now() - listening) / 1000;
  sportsbook.serving();
  console.log(`\n  Sportsbook running at http://localhost:${config.port}/  (health: /health)`);
  console.log(`  Account API at http://127.0.0.1:${config.accountPort}/`);
  console.log(`${describeStartup(loaded, sportsbook.startupPhases, listened)}\n`);
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
