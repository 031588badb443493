import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { toMoney } from '@sportsbook/betting';
import { calculateSuccessSchema } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccounts, sportsAuth } from '../accounts/index';
import { FAST_SCRYPT } from '../accounts/testing';
import { bettingRoutes } from '../betting/index';
import { createBettingService } from '../betting/index';
import { betLegs, bets } from '../betting/testing';
import { slipBody } from '../betting/testing';
import { createCatalogService } from '../catalog/index';
import { testDatabaseTargets } from '../storage/testing';
import { openFeedTest } from '../trading/testing';
import type { FeedTest } from '../trading/testing';
import { createWallet } from '../wallet/index';
import type { Wallet } from '../wallet/index';
import { startSettlementWorker } from './worker';
import type { SettlementWorker } from './worker';
import { refusalErrorHandler } from '../http/index';

const MINUTE = 60_000;

type Pick1x2 = {
  event_id: string | number;
  market_id: string | number;
  outcome_id: string | number;
  odds: string | number;
};

describe.each(testDatabaseTargets())('settlement behind the live feed on $name', (target) => {
  let feed: FeedTest;
  let app: FastifyInstance;
  let wallet: Wallet;
  let worker: SettlementWorker;
  const errors: unknown[] = [];
  const state = { playerId: 0, token: '' };

  beforeAll(async () => {
    feed = await openFeedTest(target);
    wallet = createWallet(feed.db);
    const accounts = await createAccounts({ handle: feed.db, wallet, passwordParams: FAST_SCRYPT });
    const service = createBettingService({
      handle: feed.db,
      wallet,
      catalog: createCatalogService({ db: feed.db.db }),
      config: { inPlayDelayMs: 0 },
    });
    app = Fastify({ logger: false });
    await app.register(refusalErrorHandler);
    await app.register(sportsAuth, { tokens: accounts.tokens });
    await app.register(bettingRoutes, { handle: feed.db, service });
    await app.ready();
    worker = startSettlementWorker({
      handle: feed.db,
      bus: feed.bus,
      intervalMs: 0,
      debounceMs: 0,
      onError: (error) => errors.push(error),
      settle: { onError: (error) => errors.push(error) },
    });

    const player = await accounts.players.createPlayer({
      username: 'settler',
      email: 'settler@example.test',
      password: 'pass-1',
      country: 'GB',
    });
    await wallet.openAccount(player.id, player.currency);
    await wallet.deposit(player.id, toMoney(100_000), 'test-deposit:settler');
    Object.assign(state, { playerId: player.id, token: await accounts.tokens.issueAccessToken(player) });
  }, 120_000);

  afterAll(async () => {
    await worker?.stop();
    await app?.close();
    await feed?.close();
  });

  it('settles a bet on live football by the final score and moves the balance to match', async () => {
    // The live match that started first, its home win still open and priced.
    const [pick] = await feed.db
      .execute<Pick1x2>(`SELECT e.id AS event_id, m.id AS market_id, o.id AS outcome_id, o.odds
      FROM events e JOIN sports s ON s.id = e.sport_id JOIN markets m ON m.event_id = e.id JOIN outcomes o ON o.market_id = m.id
      WHERE s.slug = 'football' AND e.is_live AND m.type = '1x2' AND NOT m.is_suspended AND m.status = 'open'
        AND o.sort_order = 0 AND o.odds > 1
      ORDER BY e.starts_at, e.id LIMIT 1`);
    if (!pick) throw new Error('the feed has no open live football 1X2 to bet on');
    const selection = {
      event_id: Number(pick.event_id),
      market_id: Number(pick.market_id),
      outcome_id: Number(pick.outcome_id),
      outcome_list: [],
      odds: Number(pick.odds),
      type: '1x2',
      each_way: false,
      is_starting_price: false,
      stake: 0,
    };
    const headers = { jwt: state.token, bookmaker: 'gb' };
    const calculated = await app.inject({
      method: 'POST',
      url: '/v1/betslip/calculate',
      headers,
      payload: slipBody([selection], { stake: 1_000 }),
    });
    const ticket = calculateSuccessSchema.parse(calculated.json()).tickets[0]!;
    const submitted = await app.inject({
      method: 'POST',
      url: '/v1/betslip/submit',
      headers,
      payload: { ticket, accept_odds: 'ACCEPT_ANY', lang: 'en', country: 'gb' },
    });
    const answer = submitted.json<{ status: number; bet: { id: number } }>();
    expect(answer.status).toBe(1);
    const betId = answer.bet.id;
    expect((await wallet.balanceOf(state.playerId)).balance).toBe(99_000);

    const ended = async () => {
      const [row] = await feed.db.execute<{ status: string; result: { score: [number, number] } | null }>(
        `SELECT status, result FROM events WHERE id = ${selection.event_id}`,
      );
      return row?.status === 'ended' ? row.result : null;
    };
    for (let step = 0; step < 60 && !(await ended()); step += 1) {
      feed.clock.advance(5 * MINUTE);
      await feed.feed.tick();
    }
    const result = await ended();
    if (!result) throw new Error('the match did not end within 5 simulated hours');

    // The feed's FeedChanges wakes the worker: no explicit run needed.
    await vi.waitFor(
      async () => {
        const [bet] = await feed.db.db.select().from(bets).where(eq(bets.id, betId));
        expect(bet?.status).not.toBe('open');
      },
      { timeout: 20_000, interval: 100 },
    );
    const [home, away] = result.score;
    const [bet] = await feed.db.db.select().from(bets).where(eq(bets.id, betId));
    const [leg] = await feed.db.db.select().from(betLegs).where(eq(betLegs.betId, betId));
    const won = home > away;
    const payout = won ? Math.round(leg!.odds! * 1_000) : 0;
    expect(leg?.result).toBe(won ? 'won' : 'lost');
    expect(bet).toMatchObject({ status: won ? 'won' : 'lost', payout });
    expect((await wallet.balanceOf(state.playerId)).balance).toBe(99_000 + payout);
    const audit = await wallet.audit(state.playerId);
    expect(audit.ledgerSum).toBe(audit.balance);
    expect(errors).toEqual([]);
  }, 240_000);
});
