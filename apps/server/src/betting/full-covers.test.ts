import { eq, sql } from 'drizzle-orm';
import { calcTotals, settleBet, toMoney } from '@sportsbook/betting';
import { calculateSuccessSchema, submitSuccessSchema } from '@sportsbook/protocol';
import type { CalculateRequest, SlipSelection, Ticket } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleResolvedBets } from '../settlement/index';
import { outcomes } from '../storage/index';
import { testDatabaseTargets } from '../storage/testing';
import { ledgerEntries } from '../wallet/testing';
import { bets } from './tables';
import { slipBody, startBettingTestApp } from './test-app';
import type { BettingTestApp, TestPlayer } from './test-app';

/** Four selections of four events open before the start: a Yankee's or a Lucky 15's legs. */
const FOUR = ['Real Madrid', 'Alcaraz', 'Scheffler', 'Desert Crown'] as const;

describe.each(testDatabaseTargets())('named full covers on $name', (target) => {
  let t: BettingTestApp;
  beforeAll(async () => {
    t = await startBettingTestApp(target, { config: { maxPayout: toMoney(5_000_000) } });
  }, 60_000);
  afterAll(() => t?.close());

  const four = (): Promise<SlipSelection[]> => Promise.all(FOUR.map((name) => t.selection(name)));

  async function calculate(body: CalculateRequest, player: TestPlayer): Promise<Ticket> {
    const response = await t.calculate(body, player);
    expect(response.statusCode).toBe(200);
    const [ticket] = calculateSuccessSchema.parse(response.json()).tickets;
    return ticket!;
  }

  /** Everything a refusal must leave untouched. */
  async function snapshot(player: TestPlayer) {
    const money = await t.moneyOf(player);
    const [row] = await t.database.execute<{ settled: number }>(sql`
      select count(*)::int as settled from ledger_entries where player_id = ${player.id} and kind <> 'deposit'`);
    return { ...money, ...row };
  }

  /** Trading publishes an outcome's result. */
  async function decide(outcomeName: string, result: 'won' | 'lost' | 'void'): Promise<void> {
    const { outcome_id } = await t.selection(outcomeName);
    await t.database.db.update(outcomes).set({ result }).where(eq(outcomes.id, outcome_id));
  }

  async function undecide(names: readonly string[]): Promise<void> {
    for (const name of names) {
      const { outcome_id } = await t.selection(name);
      await t.database.db.update(outcomes).set({ result: null }).where(eq(outcomes.id, outcome_id));
    }
  }

  it('prices a Yankee at 11 bets and a Lucky 15 at 15, the stake per line, exactly as the core does', async () => {
    const player = await t.newPlayer();
    const legs = await four();
    for (const [cover, lines] of [
      ['yankee', 11],
      ['lucky15', 15],
    ] as const) {
      const ticket = await calculate(slipBody(legs, { type: 'system', system_type: cover, stake: 100 }), player);
      const core = calcTotals({
        betType: 'system',
        systemType: cover,
        legs: legs.map((leg) => ({ outcomeId: leg.outcome_id, eventId: leg.event_id, odds: leg.odds })),
        stake: toMoney(100),
      });
      expect(ticket).toMatchObject({
        status: '',
        bet_type: 'system',
        system_type: cover,
        bets: lines,
        total_stake: 100 * lines,
        potential_return: core.potentialReturn,
      });
    }
  });

  it('places a Yankee: one stake row of stake × 11 on the ledger, once for a resubmitted uuid', async () => {
    const player = await t.newPlayer();
    const ticket = await calculate(
      slipBody(await four(), { type: 'system', system_type: 'yankee', stake: 250 }),
      player,
    );
    const first = await t.submit(ticket, player);
    expect(first.statusCode).toBe(200);
    const answer = submitSuccessSchema.parse(first.json());
    expect(answer).toMatchObject({ status: 1, uuid: ticket.uuid, bet: { potential_return: ticket.potential_return } });
    const again = await t.submit(ticket, player);
    expect(again.json()).toEqual(first.json());
    const money = await t.moneyOf(player);
    expect(money).toMatchObject({ bets: 1, staked: 2_750, balance: 100_000 - 2_750 });
    const [row] = await t.database.db.select().from(bets).where(eq(bets.id, answer.bet.id));
    expect(row).toMatchObject({ betType: 'system', systemType: 'yankee', stake: 250, bets: 11, totalStake: 2_750 });
    const stakes = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.playerId} = ${player.id} and ${ledgerEntries.kind} = 'stake'`);
    expect(stakes.map((entry) => entry.amount)).toEqual([-2_750]);
    const audit = await t.wallet.audit(player.id);
    expect(audit.balance).toBe(audit.ledgerSum);
  });

  it('answers 409 to a Yankee uuid reused for a Lucky 15 and writes nothing more', async () => {
    const player = await t.newPlayer();
    const legs = await four();
    const yankee = await calculate(slipBody(legs, { type: 'system', system_type: 'yankee', stake: 100 }), player);
    expect((await t.submit(yankee, player)).statusCode).toBe(200);
    const before = await snapshot(player);
    const lucky15 = await calculate(slipBody(legs, { type: 'system', system_type: 'lucky15', stake: 100 }), player);
    const reused = await t.submit({ ...lucky15, uuid: yankee.uuid }, player);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ status: 0, message: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await snapshot(player)).toEqual(before);
  });

  it('refuses a named cover whose selections do not fit it, clearly, and writes nothing', async () => {
    const player = await t.newPlayer();
    const before = await snapshot(player);
    const legs = await four();
    const three = await calculate(
      slipBody(legs.slice(0, 3), { type: 'system', system_type: 'yankee', stake: 100 }),
      player,
    );
    expect(three).toMatchObject({ status: 'COMBINATION_NOT_ALLOWED' });
    const good = await calculate(slipBody(legs, { type: 'system', system_type: 'yankee', stake: 100 }), player);
    const cases: Ticket[] = [
      three,
      // A ticket saying Trixie over four selections, its totals those of four lines.
      { ...good, system_type: 'trixie', bets: 4, total_stake: 400 },
      { ...good, system_type: 'goliath', bets: 247, total_stake: 24_700 },
    ];
    for (const ticket of cases) {
      const answer = await t.submit(ticket, player);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        status: 0,
        message: 'COMBINATION_NOT_ALLOWED',
        meta: { error: { reason: expect.stringMatching(/takes exactly \d selections, not [34]\./) } },
      });
    }
    expect(await snapshot(player)).toEqual(before);
  });

  it('answers junk system types 400 and writes nothing', async () => {
    const player = await t.newPlayer();
    const before = await snapshot(player);
    const legs = await four();
    const good = await calculate(slipBody(legs, { type: 'system', system_type: 'yankee', stake: 100 }), player);
    for (const systemType of ['Yankee', 'yankees', 'lucky 15', 'system_2', 7, '']) {
      const calculated = await t.calculate(
        { ...slipBody(legs, { type: 'system', stake: 100 }), system_type: systemType } as unknown as CalculateRequest,
        player,
      );
      expect(calculated.statusCode, String(systemType)).toBe(400);
      const submitted = await t.submit({ ...good, system_type: systemType } as unknown as Ticket, player);
      expect(submitted.statusCode, String(systemType)).toBe(400);
    }
    expect(await snapshot(player)).toEqual(before);
  });

  it('refuses a Yankee to a self-excluded player and takes nothing', async () => {
    const player = await t.newPlayer();
    const ticket = await calculate(
      slipBody(await four(), { type: 'system', system_type: 'yankee', stake: 100 }),
      player,
    );
    await t.accounts.players.restrictPlayer(player.id, 'self_excluded', null);
    const stored = (await t.accounts.players.findById(player.id))!;
    const fresh = { ...player, token: await t.accounts.tokens.issueAccessToken(stored) };
    const answer = await t.submit(ticket, fresh);
    await t.accounts.players.restrictPlayer(player.id, 'active', null);
    expect(answer.json()).toMatchObject({ status: 0, message: 'NOT_AUTHENTICATED' });
    expect(await t.moneyOf(player)).toMatchObject({ bets: 0, staked: 0, balance: 100_000 });
  });

  it('settles a Yankee with a loser and a Lucky 15 with a void leg, every line paid to the cent', async () => {
    const player = await t.newPlayer();
    const legs = await four();
    const placeCover = async (cover: string) => {
      const ticket = await calculate(slipBody(legs, { type: 'system', system_type: cover, stake: 100 }), player);
      return submitSuccessSchema.parse((await t.submit(ticket, player)).json()).bet.id;
    };
    const yankee = await placeCover('yankee');
    const settle = () => settleResolvedBets(t.database, { onError: (error) => expect.unreachable(String(error)) });
    try {
      await decide('Real Madrid', 'won');
      await decide('Alcaraz', 'won');
      await decide('Scheffler', 'won');
      await decide('Desert Crown', 'lost');
      await settle();
      // Without Desert Crown: doubles 1.45 × 1.83 + 1.45 × 5.5 + 1.83 × 5.5 = 20.6935, treble 14.59425,
      // 35.28775 on 1.00 a line, floored once to 35.28.
      const [settledYankee] = await t.database.db.select().from(bets).where(eq(bets.id, yankee));
      expect(settledYankee).toMatchObject({ status: 'partly_won', payout: 3_528 });
      await undecide(FOUR);
      const lucky15 = await placeCover('lucky15');
      await decide('Real Madrid', 'won');
      await decide('Alcaraz', 'won');
      await decide('Scheffler', 'won');
      await decide('Desert Crown', 'void');
      await settle();
      // Desert Crown stands at 1: singles 9.78, doubles 29.4735, trebles 35.28775, four-fold 14.59425 = 89.1355.
      const [settledLucky] = await t.database.db.select().from(bets).where(eq(bets.id, lucky15));
      expect(settledLucky).toMatchObject({ status: 'won', payout: 8_913 });
      const core = settleBet({
        betType: 'system',
        systemType: 'lucky15',
        eachWay: false,
        stake: toMoney(100),
        freebet: false,
        legs: legs.map((leg, i) => ({ odds: leg.odds, result: i === 3 ? 'void' : 'won' })),
      });
      expect(core.payout).toBe(8_913);
      const winnings = await t.database.db
        .select()
        .from(ledgerEntries)
        .where(sql`${ledgerEntries.reference} in (${`settle:${yankee}`}, ${`settle:${lucky15}`})`);
      expect(winnings.map((entry) => entry.amount).sort()).toEqual([3_528, 8_913]);
      expect((await t.wallet.balanceOf(player.id)).balance).toBe(100_000 - 1_100 - 1_500 + 3_528 + 8_913);
      const audit = await t.wallet.audit(player.id);
      expect(audit.balance).toBe(audit.ledgerSum);
    } finally {
      await undecide(FOUR);
    }
  });
});
