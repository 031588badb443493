import { fileURLToPath } from 'node:url';

/** Server settings, read once from the environment (README "Configuration"). */
export interface ServerConfig {
  readonly port: number;
  readonly accountPort: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  readonly redisUrl: string | null;
  readonly logLevel: string;
  /** FEED_SEED: the same seed gives the same catalogue, prices and results. */
  readonly feedSeed: string;
  /** FEED_SPEED: simulated seconds per real second. */
  readonly feedSpeed: number;
  /** Where the built web client lives (served when it exists). */
  readonly webRoot: string;
}

function readPort(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`${name} must be a port number between 0 and 65535, got "${value}".`);
  }
  return port;
}

function readSpeed(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const speed = Number(value);
  if (!Number.isFinite(speed) || speed <= 0 || speed > 10_000) {
    throw new Error(`FEED_SPEED must be a number above 0 and at most 10000 (1 = real time), got "${value}".`);
  }
  return speed;
}

/** Reads the configuration; a bad value stops start-up with a message saying how to fix it. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: readPort(env.PORT, 8080, 'PORT'),
    accountPort: readPort(env.ACCOUNT_PORT, 8081, 'ACCOUNT_PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    logLevel: env.LOG_LEVEL || 'info',
    feedSeed: env.FEED_SEED || 'sportsbook',
    feedSpeed: readSpeed(env.FEED_SPEED),
    webRoot: env.WEB_ROOT || fileURLToPath(new URL('../../web/dist', import.meta.url)),
  };
}
