import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { refuseRateLimited } from '../accounts/index';
import type { RateLimitStore, WindowLimit, WindowThrottle } from '../accounts/index';

/*
 * Rate limits on the money endpoints (decision 083): fixed windows per player and per client
 * address (`request.ip`, behind TRUST_PROXY_HOPS as everything else), counted in the store the
 * login throttles use — Redis when REDIS_URL is set, so every instance counts the same requests.
 */

/** The endpoints counted, each with its own windows. */
export const MONEY_ACTIONS = [
  'bet-submit',
  'betbuilder-calculate',
  'betbuilder-submit',
  'casino-round',
  'deposit',
  'withdrawal',
] as const;
export type MoneyAction = (typeof MONEY_ACTIONS)[number];

/** An action's windows; null: that side is not limited. */
export interface MoneyLimit {
  readonly player: WindowLimit | null;
  readonly address: WindowLimit | null;
}
export type MoneyLimits = Readonly<Record<MoneyAction, MoneyLimit>>;

const per = (max: number, seconds: number): WindowLimit => ({ max, windowMs: seconds * 1000 });

/**
 * Far above what a bettor does by hand (a full 20-single slip is 20 submits at once; Bet Builder
 * prices again on every tap) and far below what a script needs to hurt: an address allows ten
 * players' worth, for the shops and offices behind one address.
 */
export const DEFAULT_MONEY_LIMITS: MoneyLimits = {
  'bet-submit': { player: per(60, 10), address: per(600, 10) },
  'betbuilder-calculate': { player: per(120, 10), address: per(1_200, 10) },
  'betbuilder-submit': { player: per(30, 10), address: per(300, 10) },
  'casino-round': { player: per(60, 10), address: per(600, 10) },
  deposit: { player: per(10, 60), address: per(100, 60) },
  withdrawal: { player: per(10, 60), address: per(100, 60) },
};

/** `RATE_LIMIT_BET_SUBMIT` for `bet-submit`, and so on. */
export const moneyLimitVariable = (action: MoneyAction) => `RATE_LIMIT_${action.replace(/-/g, '_').toUpperCase()}`;

const WINDOW = /^(\d+)\/(\d+)s$/;

function readWindow(variable: string, text: string): WindowLimit | null {
  if (text === 'off') return null;
  const match = WINDOW.exec(text);
  const max = Number(match?.[1]);
  const seconds = Number(match?.[2]);
  if (!match || max < 1 || seconds < 1) {
    throw new Error(`${variable}: "${text}" is not a window; write requests/seconds like 60/10s, or off.`);
  }
  return per(max, seconds);
}

/**
 * The limits from the environment: `MONEY_RATE_LIMITS=0` turns every one off (load benches);
 * `RATE_LIMIT_<ACTION>=<player>,<address>` sets one action's windows (`60/10s,600/10s`; `off`
 * for a side). Anything malformed stops the start-up with a message naming the variable.
 */
export function readMoneyLimits(env: NodeJS.ProcessEnv): MoneyLimits {
  const off = env.MONEY_RATE_LIMITS === '0';
  if (env.MONEY_RATE_LIMITS !== undefined && !['0', '1'].includes(env.MONEY_RATE_LIMITS)) {
    throw new Error(`MONEY_RATE_LIMITS must be 0 (off) or 1 (on), not "${env.MONEY_RATE_LIMITS}".`);
  }
  const entries = MONEY_ACTIONS.map((action): [MoneyAction, MoneyLimit] => {
    if (off) return [action, { player: null, address: null }];
    const variable = moneyLimitVariable(action);
    const text = env[variable]?.trim();
    if (!text) return [action, DEFAULT_MONEY_LIMITS[action]];
    const [player, address, ...rest] = text.split(',').map((part) => part.trim());
    if (player === undefined || address === undefined || rest.length > 0) {
      throw new Error(`${variable}: "${text}" must be two windows, per player and per address (60/10s,600/10s).`);
    }
    return [action, { player: readWindow(variable, player), address: readWindow(variable, address) }];
  });
  return Object.fromEntries(entries) as Record<MoneyAction, MoneyLimit>;
}

export interface MoneyRateLimitOptions {
  readonly limits: MoneyLimits;
  readonly store: RateLimitStore;
  /** The player a request acts for once its route's own checks ran; null: count the address only. */
  readonly playerOf: (request: FastifyRequest) => number | null;
  /** Milliseconds since the epoch (the memory store's windows; Redis keeps its own time). */
  readonly now?: () => number;
}

/**
 * The preHandler of one action: counts the request against the player's and the address's
 * windows and answers 429 RATE_LIMITED with Retry-After when either is full. A refused request
 * counts nothing and reaches no handler, so it writes nothing.
 */
export function moneyRateLimit(options: MoneyRateLimitOptions): (action: MoneyAction) => preHandlerHookHandler {
  const now = options.now ?? Date.now;
  return (action) => {
    const limit = options.limits[action];
    return async function limitMoneyRequests(request: FastifyRequest, reply: FastifyReply) {
      const throttles: WindowThrottle[] = [];
      if (limit.address) throttles.push({ key: `money:${action}:ip:${request.ip}`, limit: limit.address });
      const player = limit.player ? options.playerOf(request) : null;
      if (limit.player && player !== null) {
        throttles.push({ key: `money:${action}:player:${player}`, limit: limit.player });
      }
      if (throttles.length === 0) return;
      const wait = await options.store.hit(throttles, now());
      if (wait <= 0) return;
      request.log.info({ action, player }, 'money request over its rate limit refused');
      await refuseRateLimited(reply, Math.max(1, Math.ceil(wait / 1000)));
    };
  };
}
