import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, toMajor, toMoney } from '@sportsbook/betting';
import {
  CASHIER_ERROR_MESSAGES,
  cashierDepositRequestSchema,
  cashierHistoryQuerySchema,
  cashierProfileUpdateSchema,
  cashierWithdrawRequestSchema,
  depositLimitsUpdateSchema,
  legacyDepositRequestSchema,
  parseOrThrow,
  realityCheckUpdateSchema,
  selfExclusionRequestSchema,
  timeOutRequestSchema,
} from '@sportsbook/protocol';
import type { DepositLimitPeriod } from '@sportsbook/protocol';
import type { EmailChangeService } from '../accounts/email-change';
import { createPlayerService, loginBlockOf } from '../accounts/players';
import type { Player, PlayerService } from '../accounts/players';
import { requirePlayer } from '../accounts/sports-auth';
import type { TokenService } from '../accounts/tokens';
import type { DatabaseHandle } from '../storage/index';
import { WalletError } from '../wallet/errors';
import type { LedgerEntry } from '../wallet/ledger';
import type { Wallet } from '../wallet/wallet';
import { createCashierStore } from './cashier';
import type { CashierStore } from './cashier';
import { createDepositService } from './deposits';
import type { DepositResult } from './deposits';
import type { PaymentProvider } from './provider';
import { InputRefusal, refusal as wireRefusal, RefusalError, speaks } from '../http/index';
import type { RefusalCode, RouteRefusals } from '../http/index';

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

/** Options of `legacyDepositRoute` (SPORTS origin, behind `sportsAuth`). */
export interface LegacyDepositRouteOptions {
  readonly handle: DatabaseHandle;
  readonly wallet: Pick<Wallet, 'balanceOf'>;
  /** The cashier's provider: the legacy deposit charges a card exactly as the cashier does. */
  readonly provider: PaymentProvider | null;
  readonly now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const COUNTRY_FIXED =
  'Your country cannot be changed: it was set when you registered and decides your currency and tax rules.';
const PASSWORD_NEEDED = 'Enter your current password to change your email address.';
const WRONG_PASSWORD = 'Your current password is not correct, so your email address was not changed.';
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

/* ---- answers ---- */

function refusal(code: RefusalCode, message: string, extra: Record<string, unknown> = {}) {
  return wireRefusal(code, { message, ...extra });
}

function transactionView(entry: LedgerEntry) {
  return {
    id: entry.id,
    kind: entry.kind,
    amount: toMajor(toMoney(entry.amount)),
    balance_after: toMajor(toMoney(entry.balanceAfter)),
    reference: entry.reference,
    created_at: entry.createdAt.toISOString(),
  };
}

function limitRefusal(remaining: number, period: DepositLimitPeriod) {
  return refusal(
    'DEPOSIT_LIMIT_EXCEEDED',
    `This deposit would go over your ${period} deposit limit; you can deposit up to ${(remaining / 100).toFixed(2)} now.`,
    { remaining, period },
  );
}

const blockedRefusal = () => refusal('ACCOUNT_BLOCKED', CASHIER_ERROR_MESSAGES.ACCOUNT_BLOCKED);

/** HTTP 409: an Idempotency-Key already used for another body (CONTRACT "Bet slip"); nothing changed. */
function keyReused(reply: FastifyReply): FastifyReply {
  return reply.code(409).send(refusal('IDEMPOTENCY_KEY_REUSED', CASHIER_ERROR_MESSAGES.IDEMPOTENCY_KEY_REUSED));
}

/** Answers every deposit result but a success, the same on both origins; null for a success. */
function sendDepositRefusal(reply: FastifyReply, result: DepositResult): FastifyReply | null {
  switch (result.kind) {
    case 'ok':
      return null;
    case 'blocked':
      return reply.send(blockedRefusal());
    case 'unavailable':
      return reply.send(refusal('PAYMENT_UNAVAILABLE', CASHIER_ERROR_MESSAGES.PAYMENT_UNAVAILABLE));
    case 'no_saved_card':
      return reply.code(404).send(refusal('NO_SAVED_CARD', CASHIER_ERROR_MESSAGES.NO_SAVED_CARD));
    case 'invalid':
      return reply.code(400).send(refusal('CARD_INVALID', result.message));
    case 'declined': {
      const message =
        result.reason === 'insufficient_funds'
          ? 'Your card was declined for insufficient funds. No money was taken.'
          : CASHIER_ERROR_MESSAGES.CARD_DECLINED;
      return reply.send(refusal('CARD_DECLINED', message, { reason: result.reason }));
    }
    case 'limit':
      return reply.send(limitRefusal(result.remaining, result.period));
    case 'reused':
      return keyReused(reply);
    case 'pending':
      // Answered 202: the charge's outcome is not known yet; a retry of the key answers it once it is.
      return reply
        .code(202)
        .send(refusal('DEPOSIT_PENDING', CASHIER_ERROR_MESSAGES.DEPOSIT_PENDING, { payment_id: result.paymentId }));
  }
}

/**
 * How both plugins answer their errors: a wallet's refusal is the cashier's, HTTP 200 status 0
 * (an amount the wallet finds malformed 400 VALIDATION_ERROR, an unknown wallet NOT_FOUND).
 */
const CASHIER_REFUSALS: RouteRefusals = {
  translate: (error) => {
    if (!(error instanceof WalletError)) return null;
    if (error.code === 'VALIDATION_ERROR') return new InputRefusal(error.message);
    if (error.code === 'BALANCE_INSUFFICIENT') return new RefusalError('BALANCE_INSUFFICIENT');
    return new RefusalError('NOT_FOUND', error.message, { status: 200 });
  },
};

/** Bad input found outside a schema: answered 400 VALIDATION_ERROR. */
class CashierInputError extends InputRefusal {
  override readonly name: string = 'CashierInputError';
}

function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new CashierInputError('Invalid Idempotency-Key header: must be 1 to 100 visible ASCII characters.');
  }
  return header;
}

/** What the client may see of a saved card, or null. */
async function savedCardView(store: CashierStore, playerId: number) {
  const saved = await store.savedCard(playerId);
  return saved ? { last4: saved.last4, expiry: saved.expiry, created_at: saved.createdAt.toISOString() } : null;
}

async function balanceMajor(wallet: Pick<Wallet, 'balanceOf'>, playerId: number) {
  const { balance, currency } = await wallet.balanceOf(playerId);
  return { balance: toMajor(balance), currency };
}

/**
 * A preHandler for SPORTS-origin routes (bets) that a time-out or self-exclusion must stop: the
 * player's access token outlives the block, so the block is read from the database.
 */
export function requireUnblockedPlayer(handle: DatabaseHandle, now: () => Date = () => new Date()) {
  const service = createPlayerService({ db: handle.db });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (!request.player) return requirePlayer(request, reply);
    const player = await service.findById(request.player.id);
    if (!player || loginBlockOf(player, now())) return reply.send(blockedRefusal());
    return undefined;
  };
}

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
 * The cashier on the ACCOUNT origin (issue 5 item 4), Bearer frontend token as the account
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

/* ---- sports origin ---- */

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
