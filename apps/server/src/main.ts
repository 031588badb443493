import { buildApp } from './app';
import { readConfig } from './config';

/** Starts the server and stops it cleanly on SIGINT / SIGTERM. */
async function main(): Promise<void> {
  const config = readConfig();
  const app = buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  console.log(`\n  Sportsbook running at http://localhost:${config.port}/  (health: /health)\n`);
  const stop = async (signal: string): Promise<void> => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
