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
  /** Where the built account site lives (served on the account origin when it exists). */
  readonly accountRoot: string;
  /** ACCOUNT_ORIGIN: the account site's public origin, as the client's frame addresses it. */
  readonly accountOrigin: string;
  /** CLIENT_ORIGINS: the web client origins allowed to frame the account site and call its API. */
  readonly clientOrigins: readonly string[];
  /** PRODUCTION=1: no dev pages (mail outbox) and no test hooks. */
  readonly production: boolean;
  /** REGISTRATION_DISABLED=1: `/api/register` refuses and the client shows its forbidden modal. */
  readonly registrationEnabled: boolean;
  /** LOGIN_DISABLED=1: `/api/login` refuses and the client shows its forbidden modal. */
  readonly loginEnabled: boolean;
  /**
   * TRUST_PROXY_HOPS: how many proxies in front of the server append to `X-Forwarded-For`; the
   * client is that many hops from the right. 0 (the default) ignores the header (decision 032).
   */
  readonly trustProxyHops: number;
}

function readOrigins(value: string | undefined, port: number): string[] {
  if (value)
    return value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
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

function readHops(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  if (!/^\d{1,2}$/.test(value)) {
    throw new Error(
      `TRUST_PROXY_HOPS must be the number of proxies in front of the server (0 = none), got "${value}".`,
    );
  }
  return Number(value);
}

/** Reads the configuration; a bad value stops start-up with a message saying how to fix it. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = readPort(env.PORT, 8080, 'PORT');
  const accountPort = readPort(env.ACCOUNT_PORT, 8081, 'ACCOUNT_PORT');
  return {
    port,
    accountPort,
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    logLevel: env.LOG_LEVEL || 'info',
    feedSeed: env.FEED_SEED || 'sportsbook',
    feedSpeed: readSpeed(env.FEED_SPEED),
    webRoot: env.WEB_ROOT || fileURLToPath(new URL('../../web/dist', import.meta.url)),
    accountRoot: env.ACCOUNT_ROOT || fileURLToPath(new URL('../../account/dist', import.meta.url)),
    accountOrigin: env.ACCOUNT_ORIGIN || `http://127.0.0.1:${accountPort}`,
    clientOrigins: readOrigins(env.CLIENT_ORIGINS, port),
    production: env.PRODUCTION === '1',
    registrationEnabled: env.REGISTRATION_DISABLED !== '1',
    loginEnabled: env.LOGIN_DISABLED !== '1',
    trustProxyHops: readHops(env.TRUST_PROXY_HOPS),
  };
}
