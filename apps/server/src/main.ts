import { describeModes, readConfig } from './config';
import { createSportsbook } from './server';

/** Starts the sportsbook and stops it cleanly on SIGINT / SIGTERM. */
async function main(): Promise<void> {
  const config = readConfig();
  // One line before anything else, so an operator sees what this start-up is (decision 028).
  console.log(describeModes(config));
  const sportsbook = await createSportsbook(config);
  await sportsbook.app.listen({ port: config.port, host: config.host });
  await sportsbook.accountApp.listen({ port: config.accountPort, host: config.host });
  console.log(`\n  Sportsbook running at http://localhost:${config.port}/  (health: /health)`);
  console.log(`  Account API at http://127.0.0.1:${config.accountPort}/\n`);
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
