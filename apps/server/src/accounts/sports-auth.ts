import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SportsPlayer, TokenService } from './tokens';
import { refusal } from '../http/index';

declare module 'fastify' {
  interface FastifyRequest {
    /** The player of the request's `jwt` header; null for a guest or a token that does not verify. */
    player: SportsPlayer | null;
  }
}

/** Options of `sportsAuth`. */
export interface SportsAuthOptions {
  readonly tokens: Pick<TokenService, 'verifyAccessToken'>;
}

/**
 * For the SPORTS origin: reads the `jwt` header of every request (docs/api.md: empty string for a
 * guest), verifies it and sets `request.player`. Not encapsulated (skip-override, as
 * fastify-plugin does), so every route registered beside it sees `request.player`. An expired or
 * forged token makes a guest; routes that need a player add `requirePlayer`.
 */
const sportsAuthPlugin: FastifyPluginAsync<SportsAuthOptions> = async (app, options) => {
  app.decorateRequest('player', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.jwt;
    const token = typeof header === 'string' ? header.trim() : '';
    request.player = token === '' ? null : await options.tokens.verifyAccessToken(token);
  });
};
Object.assign(sportsAuthPlugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'sports-auth',
});

export const sportsAuth = sportsAuthPlugin;

/** A preHandler for routes that need a logged-in player: guests get 401 NOT_AUTHENTICATED. */
export async function requirePlayer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (request.player) return undefined;
  return reply.code(401).send(refusal('NOT_AUTHENTICATED'));
}
