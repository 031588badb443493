import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, toMoney } from '@sportsbook/betting';
import {
  cashierDepositRequestSchema,
  cashierHistoryQuerySchema,
  cashierProfileUpdateSchema,
  cashierWithdrawRequestSchema,
  depositLimitsUpdateSchema,
  parseOrThrow,
  realityCheckUpdateSchema,
  selfExclusionRequestSchema,
  timeOutRequestSchema,
} from '@sportsbook/protocol';
import type { EmailChangeService } from '../accounts/index';
import { createPlayerService, loginBlockOf } from '../accounts/index';
import type { Player, PlayerService } from '../accounts/index';
import type { TokenService } from '../accounts/index';
import type { DatabaseHandle } from '../storage/index';
import type { Wallet } from '../wallet/index';
import { createCashierStore } from './cashier';
import type { CashierStore } from './cashier';
import { createDepositService } from './deposits';
import type { PaymentProvider } from './provider';
import { speaks } from '../http/index';
import {
  CASHIER_REFUSALS,
  refusal,
  transactionView,
  keyReused,
  sendDepositRefusal,
  idempotencyKeyOf,
  savedCardView,
  balanceMajor,
} from './answers';

/** Options of `cashierRoutes` (ACCOUNT origin). */
export interface CashierRoutesOptions {
  readonly handle: DatabaseHandle;
  readonly wallet: Pick<Wallet, 'balanceOf' | 'withdraw'>;
  readonly tokens: Pick<TokenService, 'verifyFrontendToken'>;
  /** Who charges deposit cards; null: deposits answer PAYMENT_UNAVAILABLE (production without one). */
  readonly provider: PaymentProvider | null;
  /** A new e-mail address needs the current password and the link mailed to it (`accounts.emailChanges`). */
  readonly emailChanges: Pick<EmailChangeService, 'request'>;
  /** The clock; tests move it to pass the cooling-off. */
  readonly now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const COUNTRY_FIXED =
  'Your country cannot be changed: it was set when you registered and decides your currency and tax rules.';
const PASSWORD_NEEDED = 'Enter your current password to change your email address.';
const WRONG_PASSWORD = 'Your current password is not correct, so your email address was not changed.';

/* ---- account origin ---- */

function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? '';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The cashier's player, set by its preHandler on the account origin. */
    cashierPlayer: Player | null;
  }
}

/**
 * The cashier on the ACCOUNT origin, Bearer frontend token as the account
 * API: deposit by test card, withdrawal, history, profile, deposit limits, time-out,
 * self-exclusion and the reality check. A blocked player keeps read access and may withdraw,
 * but cannot deposit.
 */
export const cashierRoutes: FastifyPluginAsync<CashierRoutesOptions> = async (app, options) => {
  const { handle, wallet, tokens, emailChanges } = options;
  const now = options.now ?? (() => new Date());
  const store: CashierStore = createCashierStore(handle);
  const deposits = createDepositService(store, options.provider);
  const playerService: PlayerService = createPlayerService({ db: handle.db });

  speaks(app, CASHIER_REFUSALS);
  app.decorateRequest('cashierPlayer', null);
  app.addHook('preHandler', async (request, reply) => {
    const session = await tokens.verifyFrontendToken(bearerOf(request));
    const player = session ? await playerService.findById(session.playerId) : null;
    if (!player) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send(refusal('NOT_AUTHENTICATED', ERROR_MESSAGES.NOT_AUTHENTICATED));
    }
    request.cashierPlayer = player;
    return undefined;
  });
  const playerOf = (request: FastifyRequest): Player => request.cashierPlayer!;

  app.post('/api/cashier/deposit', { config: { moves: 'deposit', rateLimit: 'deposit' } }, async (request, reply) => {
    const player = playerOf(request);
    const body = parseOrThrow(cashierDepositRequestSchema, request.body, 'deposit request');
    const idempotencyKey = idempotencyKeyOf(request);
    const result = await deposits.deposit(
      {
        player,
        amount: toMoney(body.amount),
        card: body.card,
        source: 'card',
        idempotencyKey,
        saveCard: body.save_card === true,
      },
      now(),
    );
    if (result.kind !== 'ok') return sendDepositRefusal(reply, result);
    const { balance, currency } = await balanceMajor(wallet, player.id);
    return reply.send({
      status: 1,
      balance,
      currency,
      transaction: {
        ...transactionView(result.entry),
        payment_id: result.paymentId,
        card_last4: body.card.number.slice(-4),
      },
      replayed: result.replayed,
      ...(body.save_card === true ? { saved_card: await savedCardView(store, player.id) } : {}),
    });
  });

  app.get('/api/cashier/saved-card', async (request) => ({
    status: 1,
    data: await savedCardView(store, playerOf(request).id),
  }));

  app.delete('/api/cashier/saved-card', { config: { moves: 'nothing' } }, async (request) => {
    await store.removeSavedCard(playerOf(request).id);
    return { status: 1, data: null };
  });

  app.post(
    '/api/cashier/withdraw',
    { config: { moves: 'withdrawal', rateLimit: 'withdrawal' } },
    async (request, reply) => {
      const player = playerOf(request);
      const body = parseOrThrow(cashierWithdrawRequestSchema, request.body, 'withdrawal request');
      const key = idempotencyKeyOf(request);
      const reference = `cashier-withdrawal:${player.id}:${key ?? randomUUID()}`;
      const amount = toMoney(body.amount);
      const entry = await wallet.withdraw(player.id, amount, reference);
      // The wallet answers a reference it saw before with its first entry, whatever this request
      // asked: another amount under the same key is a reused key, and nothing moved.
      if (entry.amount !== -amount) return keyReused(reply);
      const { balance, currency } = await balanceMajor(wallet, player.id);
      return reply.send({ status: 1, balance, currency, transaction: transactionView(entry) });
    },
  );

  app.get('/api/cashier/history', async (request) => {
    const player = playerOf(request);
    const query = parseOrThrow(cashierHistoryQuerySchema, request.query, 'history query');
    const rows = await store.history(player.id, query.limit + 1, query.cursor);
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    return {
      status: 1,
      data: page.map(transactionView),
      next_cursor: rows.length > query.limit && last ? last.id : null,
    };
  });

  const profileOf = (player: Player) => ({
    status: 1,
    data: { username: player.username, email: player.email, country: player.country, currency: player.currency },
  });

  app.get('/api/cashier/profile', async (request) => profileOf(playerOf(request)));

  app.put('/api/cashier/profile', { config: { moves: 'nothing' } }, async (request, reply) => {
    const player = playerOf(request);
    const body = parseOrThrow(cashierProfileUpdateSchema, request.body, 'profile update');
    // The country sets the currency and the tax table: fixed at registration (decision 029).
    if (body.country !== undefined && body.country.toUpperCase() !== player.country) {
      return reply.code(400).send(refusal('VALIDATION_ERROR', COUNTRY_FIXED, { field: 'country' }));
    }
    if (body.email === undefined) return reply.send(profileOf(player));
    if (body.current_password === undefined) {
      return reply.code(400).send(refusal('VALIDATION_ERROR', PASSWORD_NEEDED, { field: 'current_password' }));
    }
    const outcome = await emailChanges.request(player, body.current_password, body.email, request.ip);
    switch (outcome.kind) {
      case 'unchanged':
        return reply.send(profileOf(player));
      case 'sent': {
        const { data } = profileOf(player);
        return reply.send({
          status: 1,
          message: 'VERIFY_EMAIL',
          data: { ...data, pending_email: outcome.pendingEmail },
        });
      }
      case 'rate-limited':
        return reply
          .code(429)
          .header('retry-after', String(outcome.retryAfterSeconds))
          .send(refusal('RATE_LIMITED', ERROR_MESSAGES.RATE_LIMITED, { retry_after: outcome.retryAfterSeconds }));
      case 'refused':
        if (outcome.code === 'INVALID_LOGIN')
          return reply.send(refusal('INVALID_LOGIN', WRONG_PASSWORD, { field: outcome.field }));
        return reply.code(400).send(refusal(outcome.code, ERROR_MESSAGES[outcome.code], { field: outcome.field }));
    }
  });

  app.get('/api/cashier/limits', async (request) => ({
    status: 1,
    data: await store.limits(playerOf(request).id, now()),
  }));

  app.put('/api/cashier/limits', { config: { moves: 'nothing' } }, async (request) => {
    const player = playerOf(request);
    const body = parseOrThrow(depositLimitsUpdateSchema, request.body, 'deposit limits');
    const at = now();
    await store.setLimits(player.id, body, at);
    return { status: 1, data: await store.limits(player.id, at) };
  });

  /** Sets a block, never shortening or softening one in force. */
  async function restrict(player: Player, status: 'timed_out' | 'self_excluded', until: Date | null) {
    const current = loginBlockOf(player, now());
    const longer =
      !current ||
      (current.blockedUntil !== null && (until === null || until.getTime() > current.blockedUntil.getTime()));
    if (longer) {
      const kept = current?.status === 'self_excluded' ? 'self_excluded' : status;
      await playerService.restrictPlayer(player.id, kept, until);
      return { status: kept, blocked_until: until?.toISOString() ?? null };
    }
    return { status: current.status, blocked_until: current.blockedUntil?.toISOString() ?? null };
  }

  app.post('/api/cashier/time-out', { config: { moves: 'nothing' } }, async (request) => {
    const body = parseOrThrow(timeOutRequestSchema, request.body, 'time-out request');
    const until = new Date(now().getTime() + body.days * DAY_MS);
    return { status: 1, data: await restrict(playerOf(request), 'timed_out', until) };
  });

  app.post('/api/cashier/self-exclusion', { config: { moves: 'nothing' } }, async (request) => {
    const body = parseOrThrow(selfExclusionRequestSchema, request.body, 'self-exclusion request');
    let until: Date | null = null;
    if (body.months !== 'indefinite') {
      until = new Date(now());
      until.setUTCMonth(until.getUTCMonth() + body.months);
    }
    return { status: 1, data: await restrict(playerOf(request), 'self_excluded', until) };
  });

  app.get('/api/cashier/reality-check', async (request) => ({
    status: 1,
    data: { interval_minutes: await store.realityCheckMinutes(playerOf(request).id) },
  }));

  app.put('/api/cashier/reality-check', { config: { moves: 'nothing' } }, async (request) => {
    const player = playerOf(request);
    const body = parseOrThrow(realityCheckUpdateSchema, request.body, 'reality-check settings');
    await store.setRealityCheckMinutes(player.id, body.interval_minutes);
    return { status: 1, data: { interval_minutes: body.interval_minutes } };
  });
};
