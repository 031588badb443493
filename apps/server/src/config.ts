import { fileURLToPath } from 'node:url';
import { readFeedSeed } from './feed-seed';

/** Server settings, read once from the environment (README "Configuration"). */
export interface ServerConfig {
  readonly port: number;
  readonly accountPort: number;
  readonly host: string;
  readonly dataDir: string;
  /**
   * PGLITE_TEMPLATE: a prepared PGlite database copied into an empty DATA_DIR instead of running
   * initdb (decision 051); by default the one `npm start` builds, used only when it exists and
   * matches the migrations. Empty (`PGLITE_TEMPLATE=`) turns it off.
   */
  readonly pgliteTemplate: string | null;
  /**
   * PGLITE_WORKER=1: PGlite runs in a worker thread, so its statements no longer hold the event
   * loop that answers requests (decision 059). Off by default; ignored with DATABASE_URL.
   */
  readonly pgliteWorker: boolean;
  readonly databaseUrl: string | null;
  readonly redisUrl: string | null;
  readonly logLevel: string;
  /**
   * LOG_FORMAT: `text` (one short line per request, no health checks; text-log.ts) or `json`
   * (pino's lines, for log shippers). Text in the embedded demo, JSON everywhere else.
   */
  readonly logFormat: LogFormat;
  /**
   * FEED_SEED: the same seed gives the same catalogue, prices and results. The public demo seed
   * by default; production refuses to start without a secret one (decision 080). The Bet Builder
   * replays in-play futures from it; the database keeps only its fingerprint (decision 089).
   */
  readonly feedSeed: string;
  /** FEED_SPEED: simulated seconds per real second. */
  readonly feedSpeed: number;
  /**
   * FEED_DEAD_HEAT_RATE: the chance a simulated race ends in a tie (the whole-book simulation
   * raises it); undefined when unset, and the feed keeps its own default (trading's
   * `DEAD_HEAT_CHANCE`). Not read from trading/ here: the configuration loads before the
   * server's modules, which load while the database opens (decision 065).
   */
  readonly feedDeadHeatRate: number | undefined;
  /** Where the built web client lives (served when it exists). */
  readonly webRoot: string;
  /** Where the built account site lives (served on the account origin when it exists). */
  readonly accountRoot: string;
  /** ACCOUNT_ORIGIN: the account site's public origin, as the client's frame addresses it. */
  readonly accountOrigin: string;
  /** CLIENT_ORIGINS: the web client origins allowed to frame the account site and call its API. */
  readonly clientOrigins: readonly string[];
  /** REDIRECT_ORIGINS: other origins an account-frame `redirect` may open, comma-separated (decision 033). */
  readonly redirectOrigins: string;
  /** PRODUCTION=1: no dev tools, no demo players, no test cards (decision 028). */
  readonly production: boolean;
  /** What this start-up is: production, the embedded demo, or a development server on PostgreSQL. */
  readonly mode: ServerMode;
  /**
   * The dev mail outbox (`/dev/outbox`, `/api/dev/outbox`) and the clients' test hooks: on with
   * DEV_TOOLS=1, or unasked in the embedded demo on loopback with TRUST_PROXY_HOPS=0; never with
   * PRODUCTION=1 nor behind a proxy (decision 081).
   */
  readonly devTools: boolean;
  /** Demo players: on the embedded default or with SEED_DEMO=1, off with SEED_DEMO=0, never in production. */
  readonly demoPlayers: boolean;
  /**
   * DEMO_HISTORY: a served-early first start (`npm start` on an empty database) writes the last
   * 7 days of results and the demo players' bets (decision 108). On wherever demo players are,
   * off with DEMO_HISTORY=0 (the test harness's default), never in production.
   */
  readonly demoHistory: boolean;
  /** The card payments the cashier takes: the test cards outside production, none in production. */
  readonly payments: PaymentsMode;
  /** REGISTRATION_DISABLED=1: `/api/register` refuses and the client shows its forbidden modal. */
  readonly registrationEnabled: boolean;
  /** LOGIN_DISABLED=1: `/api/login` refuses and the client shows its forbidden modal. */
  readonly loginEnabled: boolean;
  /**
   * TRUST_PROXY_HOPS: how many proxies in front of the server append to `X-Forwarded-For`; the
   * client is that many hops from the right. 0 (the default) ignores the header (decision 032).
   */
  readonly trustProxyHops: number;
  /**
   * OPERATOR_CONFIG: the operator configuration as a JSON object (domain, default_lang,
   * global_iframe, language_map, domain_countries, disable_virtual_sports, disable_cashout,
   * pnp_bookmakers, gtm_container, sports_widget_url; decision 042; review_widget_url, decision
   * 107; declined_browsing, decision 103), handed to the web client, which checks it.
   */
  readonly operator: Readonly<Record<string, unknown>>;
  /**
   * Cash out on offer: off when OPERATOR_CONFIG has `disable_cashout: true` (decisions 113, 115).
   * Off, My Bets quotes no cash out and `POST /v1/bets/:id/cashout` refuses it.
   */
  readonly cashoutEnabled: boolean;
  /**
   * DRAIN_DELAY_MS: on SIGTERM, how long the instance keeps serving with `/health/ready` at 503
   * before it closes, so a balancer stops sending it work first (decision 049). 0 (the default,
   * no balancer) closes at once; behind HAProxy at least its checks' `fall × inter`.
   */
  readonly drainDelayMs: number;
  /**
   * FEED_LEADER_RETRY_MS: how often an instance that does not run the feed tries to take the lead
   * (default 2000), so a dead leader is replaced within seconds (decision 049).
   */
  readonly feedLeaderRetryMs: number;
}

/** `production` (PRODUCTION=1), `demo` (embedded database) or `development` (PostgreSQL, not production). */
export type ServerMode = 'production' | 'demo' | 'development';
/** How the server writes its log: lines for a person, or JSON lines for a machine. */
type LogFormat = 'text' | 'json';
/** `test-cards`: the test card provider (decision 017); `none`: deposits answer PAYMENT_UNAVAILABLE. */
export type PaymentsMode = 'test-cards' | 'none';

/** Hosts that only this machine can reach: the demo's dev tools may be on there without being asked for. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** True when `host` is a loopback interface (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase();
  return LOOPBACK_HOSTS.has(name) || /^127(\.\d{1,3}){3}$/.test(name);
}

/** A 0/1 switch: unset or empty is null; anything else is a mistake worth stopping for. */
export function readSwitch(value: string | undefined, name: string): boolean | null {
  if (value === undefined || value === '') return null;
  if (value === '1') return true;
  if (value === '0') return false;
  throw new Error(`${name} must be 1 (on) or 0 (off), got "${value}".`);
}

interface Modes {
  readonly mode: ServerMode;
  readonly devTools: boolean;
  readonly demoPlayers: boolean;
  readonly demoHistory: boolean;
  readonly payments: PaymentsMode;
}

/**
 * Dev tools outside production (decision 081): asked for with DEV_TOOLS, else on only in the
 * embedded demo listening on loopback with no proxy in front. A proxy on the same machine also
 * connects from loopback, so the address alone proves nothing; behind one, every visitor would
 * reach the outbox, so TRUST_PROXY_HOPS>0 with dev tools on stops start-up.
 */
function readDevTools(asked: boolean | null, host: string, databaseUrl: string | null, hops: number): boolean {
  const on = asked ?? (!databaseUrl && hops === 0 && isLoopbackHost(host));
  if (on && hops > 0) {
    throw new Error(
      `DEV_TOOLS=1 and TRUST_PROXY_HOPS=${hops} cannot be used together: behind a proxy every visitor reaches the ` +
        'dev mail outbox, which hands out every reset link. Unset DEV_TOOLS, or set TRUST_PROXY_HOPS=0 on a server no proxy fronts.',
    );
  }
  return on;
}

/**
 * The modes of decision 028. Production refuses a request for a dev-only feature instead of
 * ignoring it: an operator who set both meant something, and should hear it before going live.
 */
function readModes(env: NodeJS.ProcessEnv, host: string, databaseUrl: string | null, hops: number): Modes {
  const production = readSwitch(env.PRODUCTION, 'PRODUCTION') ?? false;
  const devTools = readSwitch(env.DEV_TOOLS, 'DEV_TOOLS');
  const seedDemo = readSwitch(env.SEED_DEMO, 'SEED_DEMO');
  const demoHistory = readSwitch(env.DEMO_HISTORY, 'DEMO_HISTORY');
  if (production) {
    if (demoHistory === true) {
      throw new Error(
        'PRODUCTION=1 and DEMO_HISTORY=1 cannot be used together: a production book has no simulated past. ' +
          'Unset DEMO_HISTORY, or unset PRODUCTION for a demo.',
      );
    }
    if (seedDemo === true) {
      throw new Error(
        'PRODUCTION=1 and SEED_DEMO=1 cannot be used together: production never seeds demo players ' +
          '(their password is public). Unset SEED_DEMO, or unset PRODUCTION for a demo.',
      );
    }
    if (devTools === true) {
      throw new Error(
        'PRODUCTION=1 and DEV_TOOLS=1 cannot be used together: the dev mail outbox hands out every reset link. ' +
          'Unset DEV_TOOLS, or unset PRODUCTION for a development server.',
      );
    }
    return { mode: 'production', devTools: false, demoPlayers: false, demoHistory: false, payments: 'none' };
  }
  const demoPlayers = seedDemo ?? !databaseUrl;
  return {
    mode: databaseUrl ? 'development' : 'demo',
    devTools: readDevTools(devTools, host, databaseUrl, hops),
    demoPlayers,
    demoHistory: demoHistory ?? demoPlayers,
    payments: 'test-cards',
  };
}

/** The one start-up line naming the mode and what is on, e.g. `mode=demo storage=pglite devTools=on …`. */
export function describeModes(
  config: Pick<
    ServerConfig,
    'mode' | 'databaseUrl' | 'pgliteWorker' | 'host' | 'devTools' | 'demoPlayers' | 'payments' | 'redisUrl'
  >,
): string {
  const onOff = (on: boolean) => (on ? 'on' : 'off');
  return [
    `mode=${config.mode}`,
    `storage=${config.databaseUrl ? 'postgres' : config.pgliteWorker ? 'pglite-worker' : 'pglite'}`,
    `host=${config.host}`,
    `devTools=${onOff(config.devTools)}`,
    `demoPlayers=${onOff(config.demoPlayers)}`,
    `payments=${config.payments}`,
    `bus=${config.redisUrl ? 'redis' : 'memory'}`,
  ].join(' ');
}

function readLogFormat(value: string | undefined, mode: ServerMode): LogFormat {
  if (value === undefined || value === '') return mode === 'demo' ? 'text' : 'json';
  if (value === 'text' || value === 'json') return value;
  throw new Error(`LOG_FORMAT must be text (lines for a person) or json (lines for a log shipper), got "${value}".`);
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

function readDeadHeatRate(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
    throw new Error(`FEED_DEAD_HEAT_RATE must be a share from 0 to 1 (0.01 = one race in a hundred), got "${value}".`);
  }
  return rate;
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

/** The origin of a URL, or null when it is not one. */
function originOfUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function readOperator(value: string | undefined, accountOrigin: string): Readonly<Record<string, unknown>> {
  if (value === undefined || value.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(
      'OPERATOR_CONFIG must be a JSON object such as {"domain":"sportsbook.ro","disable_virtual_sports":true}.',
    );
  }
  const operator = parsed as Record<string, unknown>;
  // The frame base must be on the account origin: the policies frame and talk to that origin only.
  if (operator.global_iframe !== undefined && originOfUrl(operator.global_iframe) !== originOfUrl(accountOrigin)) {
    throw new Error(
      `OPERATOR_CONFIG.global_iframe must be an address on ACCOUNT_ORIGIN (${accountOrigin}), got ${JSON.stringify(operator.global_iframe)}.`,
    );
  }
  // The server enforces this switch (decision 115): a value it cannot read stops start-up rather
  // than leave cash out on for a brand that meant it off.
  if (operator.disable_cashout !== undefined && typeof operator.disable_cashout !== 'boolean') {
    throw new Error(
      `OPERATOR_CONFIG.disable_cashout must be true or false, got ${JSON.stringify(operator.disable_cashout)}.`,
    );
  }
  return operator;
}

function readMs(value: string | undefined, name: string, fallback: number, min: number): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < min || ms > 600_000) {
    throw new Error(`${name} must be whole milliseconds from ${min} to 600000, got "${value}".`);
  }
  return ms;
}

/** Reads the configuration; a bad value stops start-up with a message saying how to fix it. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = readPort(env.PORT, 8080, 'PORT');
  const accountPort = readPort(env.ACCOUNT_PORT, 8081, 'ACCOUNT_PORT');
  const host = env.HOST || '127.0.0.1';
  const databaseUrl = env.DATABASE_URL || null;
  const trustProxyHops = readHops(env.TRUST_PROXY_HOPS);
  const modes = readModes(env, host, databaseUrl, trustProxyHops);
  const accountOrigin = env.ACCOUNT_ORIGIN || `http://127.0.0.1:${accountPort}`;
  const operator = readOperator(env.OPERATOR_CONFIG, accountOrigin);
  return {
    port,
    accountPort,
    host,
    dataDir: env.DATA_DIR || './data',
    pgliteTemplate:
      env.PGLITE_TEMPLATE === undefined
        ? fileURLToPath(new URL('../dist/pglite-template', import.meta.url))
        : env.PGLITE_TEMPLATE || null,
    pgliteWorker: readSwitch(env.PGLITE_WORKER, 'PGLITE_WORKER') ?? false,
    databaseUrl,
    redisUrl: env.REDIS_URL || null,
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: readLogFormat(env.LOG_FORMAT, modes.mode),
    feedSeed: readFeedSeed(env.FEED_SEED, modes.mode === 'production'),
    feedSpeed: readSpeed(env.FEED_SPEED),
    feedDeadHeatRate: readDeadHeatRate(env.FEED_DEAD_HEAT_RATE),
    webRoot: env.WEB_ROOT || fileURLToPath(new URL('../../web/dist', import.meta.url)),
    accountRoot: env.ACCOUNT_ROOT || fileURLToPath(new URL('../../account/dist', import.meta.url)),
    accountOrigin,
    clientOrigins: readOrigins(env.CLIENT_ORIGINS, port),
    redirectOrigins: env.REDIRECT_ORIGINS ?? '',
    production: modes.mode === 'production',
    ...modes,
    registrationEnabled: env.REGISTRATION_DISABLED !== '1',
    loginEnabled: env.LOGIN_DISABLED !== '1',
    trustProxyHops,
    operator,
    cashoutEnabled: operator.disable_cashout !== true,
    drainDelayMs: readMs(env.DRAIN_DELAY_MS, 'DRAIN_DELAY_MS', 0, 0),
    feedLeaderRetryMs: readMs(env.FEED_LEADER_RETRY_MS, 'FEED_LEADER_RETRY_MS', 2000, 100),
  };
}
