import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { accountRoutes, createSessionVersions, loadJwtSecret, requirePlayer, sportsAuth } from './accounts/index';
import type { Accounts } from './accounts/index';
import { accountPages } from './account-site/index';
import { betBuilderRoutes, builderFeedSeed } from './betbuilder/index';
import { bettingRoutes, readBettingConfig } from './betting/index';
import { cashierRoutes, legacyDepositRoute } from './cashier/index';
import type { PaymentProvider } from './cashier/index';
import { casinoRoutes, createCasinoService } from './casino/index';
import { catalogRoutes, createCatalogWsHandlers, statsPageRoutes } from './catalog/index';
import type { CatalogService } from './catalog/index';
import type { ServerConfig } from './config';
import { contentRoutes, createContentService } from './content/index';
import { geoRoutes } from './geo/index';
import type { GeoConfig } from './geo/index';
import { inboxRoutes } from './inbox/index';
import { myBetsRoutes } from './mybets/index';
import { pushRoutes } from './push/index';
import type { PushConfig, PushSender, VapidKeys } from './push/index';
import { feedBusChannel, readRealtimeLimits, upgradeAddress, websocketGatewayPlugin } from './realtime/index';
import type { Bus } from './realtime/index';
import { resultsRoutes } from './results/index';
import type { DatabaseHandle } from './storage/index';
import {
  createLinkSigner,
  createStreamService,
  deriveStreamSecret,
  loadStreamMedia,
  streamRoutes,
} from './streams/index';
import { walletRoutes } from './wallet/index';
import type { Wallet } from './wallet/index';
import { deviceSimulator, sportsOriginPolicy, webStatic } from './web/index';

/** What the two origins' routes are built from: the services the composition root opened. */
export interface OriginRouteDeps {
  readonly config: ServerConfig;
  readonly env: NodeJS.ProcessEnv;
  readonly handle: DatabaseHandle;
  /** Where the JWT secret is kept when none is configured; null for a database opened by a test. */
  readonly dataDir: string | null;
  readonly bus: Bus;
  readonly wallet: Wallet;
  readonly accounts: Accounts;
  readonly catalog: CatalogService;
  readonly geo: GeoConfig;
  readonly paymentProvider: PaymentProvider | null;
  readonly onEventError: (error: unknown, playerId: number) => void;
  readonly push: PushSender;
  readonly pushConfig: PushConfig;
  readonly vapid: VapidKeys;
}

/** The sports origin's routes: the sports API, the websocket, then the client's files. */
export async function registerSportsRoutes(app: FastifyInstance, deps: OriginRouteDeps): Promise<void> {
  const { config, env, handle, bus, wallet, accounts, catalog: service, onEventError, push } = deps;
  const betting = readBettingConfig(env);
  await app.register(sportsAuth, { tokens: accounts.tokens });
  await app.register(walletRoutes, { wallet, requirePlayer });
  await app.register(legacyDepositRoute, { handle, wallet, provider: deps.paymentProvider });
  await app.register(catalogRoutes, { handle, service });
  // The stats page the client's stats modal frames (spec 001 §2, decision 042).
  await app.register(statsPageRoutes, { service });
  await app.register(contentRoutes, { handle });
  await app.register(geoRoutes, { config: deps.geo });
  await app.register(bettingRoutes, { handle, wallet, catalog: service, config: betting, bus });
  // In-play futures replay from this instance's FEED_SEED, checked against the stored fingerprint (decision 089).
  const feedSeed = builderFeedSeed(config.feedSeed, (message) => app.log.error(message));
  await app.register(betBuilderRoutes, { handle, wallet, feedSeed, config: betting, bus });
  await app.register(myBetsRoutes, {
    handle,
    bus,
    onEventError,
    // A cash out with a leg in play waits the same in-play delay as a bet.
    inPlayDelayMs: betting.inPlayDelayMs,
    maxPayout: betting.maxPayout,
    feedSeed,
    notify: push.notify,
    // The operator's cash-out switch, enforced here and not only hidden in the client (decision 115).
    cashoutEnabled: config.cashoutEnabled,
  });
  await app.register(casinoRoutes, { service: createCasinoService({ handle, wallet, bus, onEventError }) });
  // Live streams (decision 037): links signed with a key derived from the JWT secret,
  // bound to the player's session and country (decision 085).
  const jwtSecret = await loadJwtSecret({ configured: env.JWT_SECRET ?? null, dataDir: deps.dataDir });
  await app.register(streamRoutes, {
    service: createStreamService({ catalog: service, content: createContentService({ db: handle.db }) }),
    signer: createLinkSigner(deriveStreamSecret(jwtSecret)),
    sessions: createSessionVersions(handle.db),
    media: loadStreamMedia(),
  });
  await app.register(resultsRoutes, { handle });
  await app.register(inboxRoutes, { handle, bus });
  await app.register(pushRoutes, { db: handle.db, vapid: deps.vapid, config: deps.pushConfig });
  await app.register(websocketGatewayPlugin, {
    bus,
    handlers: createCatalogWsHandlers(service),
    busChannelFor: feedBusChannel,
    ...readRealtimeLimits(env),
    // The per-address cap counts clients behind the same trusted proxies as request.ip does.
    addressOf: (request) => upgradeAddress(request, config.trustProxyHops),
    // `<bookmaker>_player` follows only the player of the socket's sports access token.
    authenticate: (token) => accounts.tokens.verifyAccessToken(token),
  });
  // The native app's device simulator: development only (decisions 028 and 038).
  if (config.devTools) {
    await app.register(deviceSimulator, {
      root: join(config.webRoot, '..', 'dist-simulator'),
      contentSecurityPolicy: (inline) => sportsOriginPolicy(config, inline),
      runtimeEnv: { accountOrigin: config.accountOrigin, testBuild: config.devTools },
    });
  }
  await app.register(webStatic, {
    root: config.webRoot,
    runtimeEnv: {
      accountOrigin: config.accountOrigin,
      testBuild: config.devTools,
      // Sites an account-frame redirect may open besides the two origins (decision 033).
      redirectOrigins: config.redirectOrigins,
      // The operator configuration and the switches that show the forbidden modal (decision 042).
      operator: config.operator,
      registrationDisabled: !config.registrationEnabled,
      loginDisabled: !config.loginEnabled,
    },
    contentSecurityPolicy: (inline) => sportsOriginPolicy(config, inline),
  });
}

/** The account origin's routes: the account API, the account site and the cashier. */
export async function registerAccountRoutes(accountApp: FastifyInstance, deps: OriginRouteDeps): Promise<void> {
  const { config, accounts } = deps;
  const clientOrigins = [...config.clientOrigins];
  await accountApp.register(accountRoutes, {
    service: accounts.service,
    registration: accounts.registration,
    allowedOrigins: clientOrigins,
  });
  await accountApp.register(accountPages, {
    root: config.accountRoot,
    clientOrigins,
    devTools: config.devTools,
    outbox: accounts.outbox,
  });
  await accountApp.register(cashierRoutes, {
    handle: deps.handle,
    wallet: deps.wallet,
    tokens: accounts.tokens,
    emailChanges: accounts.emailChanges,
    provider: deps.paymentProvider,
  });
}
