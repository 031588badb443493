import type { FastifyPluginAsync } from 'fastify';
import { toMoney } from '@sportsbook/betting';
import { legacyDepositRequestSchema, parseOrThrow } from '@sportsbook/protocol';
import { createPlayerService, requirePlayer } from '../accounts/index';
import type { DatabaseHandle } from '../storage/index';
import { speaks } from '../http/index';
import type { Wallet } from '../wallet/index';
import { createCashierStore } from './cashier';
import { createDepositService } from './deposits';
import type { PaymentProvider } from './provider';

import {
  transactionView,
  blockedRefusal,
  sendDepositRefusal,
  CASHIER_REFUSALS,
  idempotencyKeyOf,
  savedCardView,
  balanceMajor,
} from './answers';

/** Options of `legacyDepositRoute` (SPORTS origin, behind `sportsAuth`). */
export interface LegacyDepositRouteOptions {
  readonly handle: DatabaseHandle;
  readonly wallet: Pick<Wallet, 'balanceOf'>;
  /** The cashier's provider: the legacy deposit charges a card exactly as the cashier does. */
  readonly provider: PaymentProvider | null;
  readonly now?: () => Date;
}

/**
 * The legacy deposit modal's `POST /api/transactions/deposit` (spec 000 §2, §7) on the SPORTS
 * origin, behind `sportsAuth`. It is the cashier's deposit under another address (decision 028):
 * `{ amount, card }` (minor units; the card as the cashier takes it), the same provider, limits,
 * Idempotency-Key and blocks, so it never credits without an approved payment. `{ amount }` alone
 * is the quick deposit (decision 058): the player's saved card charged by its provider token on
 * that same path; without a saved card 404 NO_SAVED_CARD and nothing written.
 * `GET /api/transactions/saved-card` tells the client whether a saved card exists. Success
 * `{ status: 1, data: { balance (major), currency, transaction } }`; refusals as the cashier's
 * (`status: 0`, `message` = code, `meta.error.message`); guests 401, bad bodies (no card) 400.
 */
export const legacyDepositRoute: FastifyPluginAsync<LegacyDepositRouteOptions> = async (app, options) => {
  const { handle, wallet } = options;
  const now = options.now ?? (() => new Date());
  const store = createCashierStore(handle);
  const deposits = createDepositService(store, options.provider);
  const playerService = createPlayerService({ db: handle.db });
  speaks(app, CASHIER_REFUSALS);

  app.get('/api/transactions/saved-card', { preHandler: requirePlayer }, async (request) => ({
    status: 1,
    data: await savedCardView(store, request.player!.id),
  }));

  app.post(
    '/api/transactions/deposit',
    { preHandler: requirePlayer, config: { moves: 'deposit', rateLimit: 'deposit' } },
    async (request, reply) => {
      const playerId = request.player!.id;
      const body = parseOrThrow(legacyDepositRequestSchema, request.body, 'deposit request');
      const idempotencyKey = idempotencyKeyOf(request);
      const player = await playerService.findById(playerId);
      if (!player) return reply.send(blockedRefusal());
      const amount = toMoney(body.amount);
      const result =
        'card' in body
          ? await deposits.deposit({ player, amount, card: body.card, source: 'legacy', idempotencyKey }, now())
          : await deposits.depositWithSavedCard({ player, amount, idempotencyKey }, now());
      if (result.kind !== 'ok') return sendDepositRefusal(reply, result);
      const { balance, currency } = await balanceMajor(wallet, playerId);
      return reply.send({ status: 1, data: { balance, currency, transaction: transactionView(result.entry) } });
    },
  );
};
