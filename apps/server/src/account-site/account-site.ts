import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { LANGUAGES } from '@sportsbook/betting';
import { ACCOUNT_ENV_PLACEHOLDER } from '@sportsbook/protocol';
import type { AccountEnv } from '@sportsbook/protocol';
import { accountOriginPolicy, inlineSourcesOf } from '../web/index';

/** Options of `accountSite`. */
export interface AccountSiteOptions {
  /** The built account site (`apps/account/dist`); nothing is served when it does not exist. */
  readonly root: string;
  /** The web client origins: the only pages allowed to frame the site. */
  readonly clientOrigins: readonly string[];
  /** config.devTools: false in production and when dev tools are not asked for (decision 028). */
  readonly testBuild: boolean;
}

/** The index page with `window.__ACCOUNT_ENV__` inlined (`<` escaped so no value can close the script). */
export function renderAccountIndex(html: string, env: AccountEnv): string {
  const json = JSON.stringify(env).replace(/</g, '\\u003c');
  return html.replace(ACCOUNT_ENV_PLACEHOLDER, `<script>window.__ACCOUNT_ENV__=${json}</script>`);
}

/**
 * Serves the built account site on the ACCOUNT origin at the frame address of spec 001 §2:
 * `/sport`, `/sport/*`, `/{lang}/sport` and `/{lang}/sport/*` answer the index page (with the
 * runtime environment and the frame-ancestors policy) so client-side routes load directly, and
 * `/assets/*` the built files. Everything else (the account API) is untouched.
 */
export const accountSite: FastifyPluginAsync<AccountSiteOptions> = async (app, options) => {
  const indexPath = join(options.root, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.info({ root: options.root }, 'account site not built: serving the account API only');
    return;
  }
  const env: AccountEnv = { clientOrigins: [...options.clientOrigins], testBuild: options.testBuild };
  const indexHtml = renderAccountIndex(readFileSync(indexPath, 'utf8'), env);
  // The full account-origin policy, with the hash of the env script as served (decision 032).
  const policy = accountOriginPolicy(options, inlineSourcesOf(indexHtml));
  const sendIndex = (_request: unknown, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy)
      .send(indexHtml);

  const assets = join(options.root, 'assets');
  if (existsSync(assets)) {
    // Hashed file names (Vite): cached for good; a new build has new names.
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });
  }
  for (const base of ['', ...LANGUAGES.map((lang) => `/${lang}`)]) {
    app.get(`${base}/sport`, sendIndex);
    app.get(`${base}/sport/*`, sendIndex);
  }
};
