import type { FastifyPluginAsync } from 'fastify';
import { attachWebsocketGateway, type WebsocketGatewayOptions } from './gateway';

/** Options of the Fastify plugin: the gateway's, with Fastify's logger used for its lines. */
export type WebsocketGatewayPluginOptions = Omit<WebsocketGatewayOptions, 'log'>;

/**
 * Serves `/ws` on the Fastify server. The gateway closes in `preClose`, before Fastify waits
 * for connections to end, since an open websocket would otherwise hold `app.close()` forever.
 * The bus belongs to the caller, who closes it after the app.
 */
export const websocketGatewayPlugin: FastifyPluginAsync<WebsocketGatewayPluginOptions> = async (app, options) => {
  const gateway = attachWebsocketGateway(app.server, { ...options, log: app.log });
  app.addHook('preClose', async () => {
    await gateway.close();
  });
};
