import type { FastifyPluginAsync } from 'fastify';
import type { OutboxReader } from '../accounts/outbox';
import { accountSite } from './account-site';
import { devOutbox } from './dev-outbox';

/** Options of `accountPages`. */
export interface AccountPagesOptions {
  /** The built account site (config.accountRoot). */
  readonly root: string;
  /** The web client origins (config.clientOrigins). */
  readonly clientOrigins: readonly string[];
  /** config.production: no outbox pages, and the site is told it is not a test build. */
  readonly production: boolean;
  readonly outbox: OutboxReader;
}

/**
 * Every page of the ACCOUNT origin: the account site, and outside production the outbox
 * (`/dev/outbox`, `/api/dev/outbox`), which would otherwise hand out every reset link.
 */
export const accountPages: FastifyPluginAsync<AccountPagesOptions> = async (app, options) => {
  if (!options.production) await app.register(devOutbox, { outbox: options.outbox });
  await app.register(accountSite, {
    root: options.root,
    clientOrigins: options.clientOrigins,
    testBuild: !options.production,
  });
};
