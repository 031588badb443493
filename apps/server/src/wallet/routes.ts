import { toMajor } from '@sportsbook/betting';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { Wallet } from './wallet';

/** Options of `walletRoutes`. */
export interface WalletRoutesOptions {
  readonly wallet: Wallet;
  /** The accounts' guard that answers 401 to a guest (`requirePlayer`), handed in by the composition. */
  readonly requirePlayer: preHandlerAsyncHookHandler;
}

/**
 * The player's money on the sports origin (docs/api.md): balance in major units (the one wire
 * exception), active free bets in minor units, and the after-login sync. Guests get 401
 * NOT_AUTHENTICATED from `requirePlayer`.
 */
export const walletRoutes: FastifyPluginAsync<WalletRoutesOptions> = async (app, { wallet, requirePlayer }) => {
  app.get('/player/details', { preHandler: requirePlayer }, async (request) => {
    const { balance, currency } = await wallet.balanceOf(request.player!.id);
    return { status: 1, data: { balance: toMajor(balance), currency } };
  });

  app.get('/api/content/freebets/active', { preHandler: requirePlayer }, async (request) => ({
    data: (await wallet.activeFreebets(request.player!.id)).map(
      ({ id, name, amount, amount_remaining, conditions }) => ({
        id,
        name,
        amount,
        amount_remaining,
        conditions,
      }),
    ),
  }));

  // Spec 001 §4 asks for a sync after login without showing its answer: it expires the caller's
  // lapsed free bets (only theirs: a player's request never writes another's rows;
  // the query string is not read, so no free-bet id can be slipped in) and answers what
  // the client shows (balance, currency, active free-bet count).
  app.get('/v1/player/sync', { preHandler: requirePlayer }, async (request) => {
    const playerId = request.player!.id;
    await wallet.expireFreebets(new Date(), playerId);
    const [{ balance, currency }, freebets] = await Promise.all([
      wallet.balanceOf(playerId),
      wallet.activeFreebets(playerId),
    ]);
    return { status: 1, data: { balance: toMajor(balance), currency, freebet_count: freebets.length } };
  });
};
