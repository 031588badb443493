import type { FastifyPluginAsync } from 'fastify';
import type { OutboxReader } from '../accounts/index';
import { accountSite } from './account-site';
import { devOutbox } from './dev-outbox';

/** Options of `accountPages`. */
export interface AccountPagesOptions {
  /** The built account site (config.accountRoot). */
  readonly root: string;
  /** The web client origins (config.clientOrigins). */
  readonly clientOrigins: readonly string[];
  /** config.devTools: the outbox pages, and the site is told it is a test build (decision 028). */
  readonly devTools: boolean;
  readonly outbox: OutboxReader;
}

/**
 * Every page of the ACCOUNT origin: the account site, and only with dev tools the outbox
 * (`/dev/outbox`, `/api/dev/outbox`), which hands out every reset link to whoever can reach it.
 */
export const accountPages: FastifyPluginAsync<AccountPagesOptions> = async (app, options) => {
  if (options.devTools) await app.register(devOutbox, { outbox: options.outbox });
  await app.register(accountSite, {
    root: options.root,
    clientOrigins: options.clientOrigins,
    testBuild: options.devTools,
  });
};
