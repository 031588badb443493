import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { inlineSourcesOf } from './security-headers';
import type { InlineSources } from './security-headers';
import { renderIndex } from './web-static';

/** Options of `deviceSimulator`. */
export interface DeviceSimulatorOptions {
  /** The built simulator (`apps/web/dist-simulator`); nothing is served when it was not built. */
  readonly root: string;
  /** The page's Content-Security-Policy (the sports origin's: it frames this origin and calls the account API). */
  readonly contentSecurityPolicy: (inline: InlineSources) => string;
  /** The runtime environment the client gets (the account origin the host logs in at). */
  readonly runtimeEnv: Readonly<Record<string, string | boolean>>;
}

/**
 * The device simulator page (decision 038) at `/dev/simulator/`: register it only with
 * dev tools on (decision 028) — production never serves it, so no page of the sports origin can
 * hand the client a fake native bridge there.
 */
export const deviceSimulator: FastifyPluginAsync<DeviceSimulatorOptions> = async (app, options) => {
  const page = join(options.root, 'simulator.html');
  if (!existsSync(page)) {
    app.log.info({ root: options.root }, 'device simulator not built');
    return;
  }
  const html = renderIndex(readFileSync(page, 'utf8'), options.runtimeEnv);
  const policy = options.contentSecurityPolicy(inlineSourcesOf(html));
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/dev/simulator/',
    decorateReply: false,
    index: false,
    wildcard: false,
    allowedPath: (path) => path !== '/simulator.html',
  });
  const send = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', policy)
      .send(html);
  app.get('/dev/simulator', send);
  app.get('/dev/simulator/', send);
};
