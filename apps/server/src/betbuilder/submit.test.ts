import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { COUNTRY_DEFAULTS, toMoney } from '@sportsbook/betting';
import { builderSubmitSuccessSchema, builderTicketResponseSchema, myBetsResponseSchema } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stakeLimitsFor } from '../catalog/index';
import { settleResolvedBets } from '../settlement/index';
import { testDatabaseTargets } from '../storage/testing';
import { footballSim } from '../trading/testing';
import type { FootballParams, FootballPath } from '../trading/testing';
import { pathRng } from '../trading/testing';
import { startBuilderTestApp } from './test-app';
import type { BuilderTestApp, BuilderTestPlayer, OutcomeRef } from './test-app';

describe.each(testDatabaseTargets())('Bet Builder submit, settlement and My Bets on $name', (target) => {
  let t: BuilderTestApp;
  let event: { id: number; name: string; startsAt: number };
  let outcomes: OutcomeRef[];
  const find = (type: string, line: number | null, name: string) => {
    const found = outcomes.find((o) => o.type === type && o.line === line && o.name === name);
    if (!found) throw new Error(`no ${type} ${line} ${name}`);
    return found;
  };

  beforeAll(async () => {
    t = await startBuilderTestApp(target);
    event = await t.preMatchFootball();
    outcomes = await t.outcomes(event.id);
  }, 240_000);
  afterAll(() => t?.close());

  async function calculate(ids: number[]) {
    const response = await t.post('/v1/betbuilder/calculate', {
      event_id: event.id,
      selections: ids.map((outcome_id) => ({ outcome_id })),
    });
    return builderTicketResponseSchema.parse(response.json()).ticket;
  }

  const submitBody = (ids: number[], odds: number, extra: Record<string, unknown> = {}) => ({
    uuid: randomUUID(),
    event_id: event.id,
    selections: ids.map((outcome_id) => ({ outcome_id })),
    stake: 1_000,
    current_odds: odds,
    accept_odds: 'ACCEPT_NONE',
    freebet: null,
    bookmaker: 'gb',
    lang: 'en',
    country: 'gb',
    ...extra,
  });

  async function footprint(player: BuilderTestPlayer) {
    const [counts] = await t.database.execute<{ bets: number; legs: number; entries: number; builders: number }>(sql`
      select (select count(*)::int from bets where player_id = ${player.id}) as bets,
             (select count(*)::int from bet_legs l join bets b on b.id = l.bet_id where b.player_id = ${player.id}) as legs,
             (select count(*)::int from betbuilder_bets x join bets b on b.id = x.bet_id where b.player_id = ${player.id}) as builders,
             (select count(*)::int from ledger_entries where player_id = ${player.id}) as entries`);
    return { ...counts, balance: (await t.wallet.balanceOf(player.id)).balance };
  }

  const legs = () => [
    find('1x2', null, event.name.split(' v ')[0]!).id,
    find('btts', null, 'Yes').id,
    find('total_goals', 2.5, 'Over 2.5').id,
  ];

  it('calculates, submits and debits exactly the stake in one transaction with the bet, its legs and its price', async () => {
    const player = await t.newPlayer({ deposit: 50_000 });
    const ticket = await calculate(legs());
    const body = submitBody(legs(), ticket.odds, { stake: 1_234 });
    const response = await t.post('/v1/betbuilder/submit', body, player);
    expect(response.statusCode).toBe(200);
    const { receipt } = builderSubmitSuccessSchema.parse(response.json());
    expect(receipt).toMatchObject({ uuid: body.uuid, stake: 1_234, odds: ticket.odds });
    expect(receipt.potential_return).toBe(Math.floor((1_234 * Math.round(ticket.odds * 1000)) / 1000));
    expect(receipt.selections).toHaveLength(3);
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(50_000 - 1_234);
    const [row] = await t.database.execute<{ bet_type: string; total_stake: string; odds: string; legs: number }>(sql`
      select b.bet_type, b.total_stake, x.odds, (select count(*)::int from bet_legs where bet_id = b.id) as legs
        from bets b join betbuilder_bets x on x.bet_id = b.id where b.id = ${receipt.bet_id}`);
    expect(row).toMatchObject({ bet_type: 'betbuilder', legs: 3 });
    expect(Number(row!.total_stake)).toBe(1_234);
    expect(Number(row!.odds)).toBe(ticket.odds);

    const listed = myBetsResponseSchema
      .parse((await t.get('/v1/bets?status=open', player)).json())
      .bets.find((bet) => bet.id === receipt.bet_id)!;
    expect(listed).toMatchObject({ bet_type: 'betbuilder', odds: ticket.odds, stake: 1_234 });
    expect(listed.legs).toHaveLength(3);
    expect(listed.cashout).toMatchObject({ available: true });
  });

  it('places one bet for the same uuid sent twice (also at once), and refuses the uuid with another body with 409', async () => {
    const player = await t.newPlayer({ deposit: 10_000 });
    const ticket = await calculate(legs());
    const body = submitBody(legs(), ticket.odds);
    const [first, second] = await Promise.all([
      t.post('/v1/betbuilder/submit', body, player),
      t.post('/v1/betbuilder/submit', body, player),
    ]);
    expect(first.json()).toEqual(second.json());
    const third = await t.post('/v1/betbuilder/submit', body, player);
    expect(third.json()).toEqual(first.json());
    const before = await footprint(player);
    expect(before).toMatchObject({ bets: 1, legs: 3, builders: 1, balance: 9_000 });
    const reused = await t.post('/v1/betbuilder/submit', { ...body, stake: 2_000 }, player);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await footprint(player)).toEqual(before);
    const stranger = await t.newPlayer();
    const theirs = await t.post('/v1/betbuilder/submit', body, stranger);
    expect(theirs.json().message).toBe('DUPLICATE_TICKET');
  });

  it('refuses a stake above the balance with BALANCE_INSUFFICIENT and writes nothing', async () => {
    const player = await t.newPlayer({ deposit: 500 });
    const ticket = await calculate(legs());
    const before = await footprint(player);
    const response = await t.post('/v1/betbuilder/submit', submitBody(legs(), ticket.odds, { stake: 501 }), player);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('BALANCE_INSUFFICIENT');
    expect(await footprint(player)).toEqual(before);
  });

  it('refuses a self-excluded or timed-out player, also with a token issued after the block, and writes nothing', async () => {
    const player = await t.newPlayer({ deposit: 10_000 });
    const ticket = await calculate(legs());
    const before = await footprint(player);
    for (const [status, until] of [
      ['self_excluded', null],
      ['timed_out', new Date(Date.now() + 86_400_000)],
    ] as const) {
      await t.accounts.players.restrictPlayer(player.id, status, until);
      // The old token died with the session (decision 029); a newer one still meets the block itself.
      const ended = await t.post('/v1/betbuilder/submit', submitBody(legs(), ticket.odds), player);
      const stored = (await t.accounts.players.findById(player.id))!;
      const fresh = { ...player, token: await t.accounts.tokens.issueAccessToken(stored) };
      const answer = await t.post('/v1/betbuilder/submit', submitBody(legs(), ticket.odds), fresh);
      await t.accounts.players.restrictPlayer(player.id, 'active', null);
      expect(ended.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ status: 0, message: 'NOT_AUTHENTICATED' });
      expect(await footprint(player)).toEqual(before);
    }
  });

  it('answers junk and foreign outcomes with 400, a guest with 401, and writes nothing', async () => {
    const player = await t.newPlayer();
    const ticket = await calculate(legs());
    const before = await footprint(player);
    const [other] = await t.database.execute<{ id: string | number }>(
      `SELECT o.id FROM outcomes o JOIN markets m ON m.id = o.market_id WHERE m.event_id <> ${event.id} LIMIT 1`,
    );
    const junk: unknown[] = [
      submitBody([...legs(), Number(other!.id)], ticket.odds),
      submitBody(legs(), ticket.odds, { stake: 10.5 }),
      submitBody(legs(), ticket.odds, { stake: -100 }),
      submitBody(legs(), ticket.odds, { uuid: 'not-a-uuid' }),
      { ...submitBody(legs(), ticket.odds), current_odds: 'two' },
      submitBody([], ticket.odds),
      { ...submitBody(legs(), ticket.odds), accept_odds: 'MAYBE' },
      'nonsense',
    ];
    for (const body of junk) {
      const response = await t.post('/v1/betbuilder/submit', body, player);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().status).toBe(0);
    }
    expect((await t.post('/v1/betbuilder/submit', submitBody(legs(), ticket.odds))).statusCode).toBe(401);
    expect(await footprint(player)).toEqual(before);
  });

  it('judges a Bet Builder stake by the limits of the player’s own currency (decision 105), writing nothing when refused', async () => {
    const limits = stakeLimitsFor(COUNTRY_DEFAULTS.MX.bookmaker, COUNTRY_DEFAULTS.MX.currency);
    // A peso stake that would be a valid pound stake is under the peso minimum.
    expect(limits.min - 1).toBeGreaterThan(stakeLimitsFor(COUNTRY_DEFAULTS.GB.bookmaker, 'GBP').min);
    const player = await t.newPlayer({ country: 'MX', deposit: limits.max * 2 });
    const ticket = await calculate(legs());
    const before = await footprint(player);
    for (const [stake, code] of [
      [limits.min - 1, 'STAKE_TOO_LOW'],
      [limits.max + 1, 'STAKE_TOO_HIGH'],
    ] as const) {
      const body = submitBody(legs(), ticket.odds, {
        stake,
        accept_odds: 'ACCEPT_ANY',
        bookmaker: 'mx',
        country: 'mx',
      });
      expect((await t.post('/v1/betbuilder/submit', body, player)).json(), code).toMatchObject({
        status: 0,
        message: code,
        meta: { error: { min: limits.min, max: limits.max } },
      });
    }
    expect(await footprint(player)).toEqual(before);
    const atMin = submitBody(legs(), ticket.odds, {
      stake: limits.min,
      accept_odds: 'ACCEPT_ANY',
      bookmaker: 'mx',
      country: 'mx',
    });
    expect(
      builderSubmitSuccessSchema.parse((await t.post('/v1/betbuilder/submit', atMin, player)).json()).receipt,
    ).toBeDefined();
  });

  it('judges price moves by accept_odds, refuses contradictions, stakes outside the limits and free bets at or below their minimum odds', async () => {
    const player = await t.newPlayer({ deposit: 100_000 });
    const ticket = await calculate(legs());
    const before = await footprint(player);
    const refusals: [Record<string, unknown>, string][] = [
      [submitBody(legs(), ticket.odds + 0.5), 'ODDS_CHANGED'],
      [submitBody(legs(), ticket.odds + 0.5, { accept_odds: 'ACCEPT_HIGHER' }), 'ODDS_CHANGED'],
      [submitBody([legs()[0]!, find('correct_score', null, '0-1').id], 5), 'CANNOT_COMBINE'],
      [submitBody(legs(), ticket.odds, { stake: 5 }), 'STAKE_TOO_LOW'],
    ];
    for (const [body, code] of refusals) {
      const response = await t.post('/v1/betbuilder/submit', body, player);
      expect(response.json().message, code).toBe(code);
    }
    expect(await footprint(player)).toEqual(before);
    // A price that moved up is taken under ACCEPT_HIGHER and ACCEPT_ANY.
    const higher = await t.post('/v1/betbuilder/submit', submitBody(legs(), ticket.odds - 0.2, { accept_odds: 'ACCEPT_HIGHER' }), player);
    expect(builderSubmitSuccessSchema.parse(higher.json()).receipt.odds).toBe(ticket.odds);

    const atMin = await t.wallet.grantFreebet(player.id, {
      name: 'Builder free bet',
      amount: toMoney(500),
      minOdds: ticket.odds,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const refused = await t.post('/v1/betbuilder/submit', submitBody(legs(), ticket.odds, { freebet: { id: atMin.id }, stake: 500 }), player);
    expect(refused.json().message).toBe('FREEBET_NOT_ELIGIBLE');
    const below = await t.wallet.grantFreebet(player.id, {
      name: 'Builder free bet 2',
      amount: toMoney(500),
      minOdds: Math.floor(ticket.odds * 100 - 1) / 100,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const balance = (await t.wallet.balanceOf(player.id)).balance;
    // A free bet is staked whole (decision 002): a slice of it is refused and spends nothing.
    const slice = await t.post('/v1/betbuilder/submit', submitBody(legs(), ticket.odds, { freebet: { id: below.id }, stake: 1 }), player);
    expect(slice.json()).toMatchObject({ status: 0, message: 'FREEBET_STAKE_MISMATCH' });
    expect((await t.wallet.activeFreebets(player.id)).find((entry) => entry.id === below.id)?.amount_remaining).toBe(500);
    const used = await t.post('/v1/betbuilder/submit', submitBody(legs(), ticket.odds, { freebet: { id: below.id }, stake: 500 }), player);
    const receipt = builderSubmitSuccessSchema.parse(used.json()).receipt;
    expect(receipt.stake).toBe(500);
    // A free bet's stake is not returned with winnings.
    expect(receipt.potential_return).toBe(Math.floor((500 * Math.round(ticket.odds * 1000)) / 1000) - 500);
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(balance);
  }); // prettier-ignore

  it('settles from the match result: all legs won pays stake × odds floored to the cent; a lost leg loses; a player who did not play is void and the bet is re-priced without him', async () => {
    const player = await t.newPlayer({ deposit: 100_000 });
    const feedEvent = t.events.find((candidate) => candidate.id === event.id)!;
    const params = feedEvent.params as FootballParams;
    // The test reads the match's seeded future to pick the legs that will win.
    const path = footballSim.path(params, pathRng('betbuilder', 'football', event.id)) as Required<FootballPath>;
    const end = event.startsAt + 200 * params.minuteMs;
    const final = footballSim.snapshot(params, path, event.startsAt, end);
    const [h, a] = final.state.score;
    const resultName = h > a ? event.name.split(' v ')[0]! : h < a ? event.name.split(' v ')[1]! : 'Draw';
    const winners = [
      find('1x2', null, resultName).id,
      find('btts', null, h > 0 && a > 0 ? 'Yes' : 'No').id,
      find('total_goals', 2.5, h + a > 2.5 ? 'Over 2.5' : 'Under 2.5').id,
    ];
    const loser = find('total_goals', 2.5, h + a > 2.5 ? 'Under 2.5' : 'Over 2.5').id;
    const scorerKeys = footballSim.markets(params).find((spec) => spec.type === 'anytime_goalscorer')!.outcomes;
    const scorerOutcomes = outcomes.filter((o) => o.type === 'anytime_goalscorer');
    const absentIndex = scorerKeys.findIndex((outcome) => !path.lineup.includes(outcome.key));
    expect(absentIndex, 'a named player sits this match out').toBeGreaterThanOrEqual(0);
    const absent = scorerOutcomes.find((o) => o.sortOrder === absentIndex)!;

    const place = async (ids: number[], stake: number) => {
      const ticket = await calculate(ids);
      const response = await t.post('/v1/betbuilder/submit', submitBody(ids, ticket.odds, { stake }), player);
      return builderSubmitSuccessSchema.parse(response.json()).receipt;
    };
    const won = await place(winners, 777);
    const lost = await place([winners[0]!, loser], 500);
    const voided = await place([winners[0]!, absent.id], 300);
    const single = await place([winners[1]!], 200);
    // The payout cap holds for a Bet Builder too: this one is worth far more than it.
    const big = await place(winners, 50_000);
    const maxPayout = toMoney(Math.floor((777 * Math.round(won.odds * 1000)) / 1000));
    const balanceBefore = (await t.wallet.balanceOf(player.id)).balance;

    await t.tickAt(event.startsAt + 30 * params.minuteMs);
    await t.tickAt(end);
    const report = await settleResolvedBets(t.database, { taxRules: {}, maxPayout });
    expect(report.failed).toBe(0);
    const rows = await t.database.execute<{ id: string | number; status: string; payout: string | null }>(
      sql`select id, status, payout from bets where player_id = ${player.id} order by id`,
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    expect(byId.get(won.bet_id)).toMatchObject({ status: 'won' });
    expect(Number(byId.get(won.bet_id)!.payout)).toBe(Math.floor((777 * Math.round(won.odds * 1000)) / 1000));
    expect(byId.get(lost.bet_id)).toMatchObject({ status: 'lost' });
    expect(Number(byId.get(lost.bet_id)!.payout)).toBe(0);
    const voidRow = byId.get(voided.bet_id)!;
    expect(voidRow.status).toBe('won');
    const resultOdds = outcomes.find((o) => o.id === winners[0])!.odds;
    // Re-priced without the absent player: the result leg alone, at the model's price then (never above the price taken).
    const [stored] = await t.database.execute<{ settled_odds: string }>(
      sql`select settled_odds from betbuilder_bets where bet_id = ${voided.bet_id}`,
    );
    const repriced = Number(stored!.settled_odds);
    expect(repriced).toBeLessThan(voided.odds);
    expect(Math.abs(repriced - resultOdds) / resultOdds).toBeLessThan(0.1);
    expect(Number(voidRow.payout)).toBe(Math.floor((300 * Math.round(repriced * 1000)) / 1000));
    expect(Number(byId.get(single.bet_id)!.payout)).toBe(Math.floor((200 * Math.round(single.odds * 1000)) / 1000));
    expect(byId.get(big.bet_id)).toMatchObject({ status: 'won' });
    expect(Number(byId.get(big.bet_id)!.payout)).toBe(maxPayout);
    const paid = [won, voided, single, big].reduce((sum, receipt) => sum + Number(byId.get(receipt.bet_id)!.payout), 0);
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(balanceBefore + paid);
    // Settling again pays nothing twice.
    await settleResolvedBets(t.database, { taxRules: {}, maxPayout });
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(balanceBefore + paid);
    const settled = myBetsResponseSchema.parse((await t.get('/v1/bets?status=settled', player)).json()).bets;
    expect(settled.find((bet) => bet.id === voided.bet_id)).toMatchObject({ bet_type: 'betbuilder', odds: repriced });
    expect(settled.find((bet) => bet.id === big.bet_id)).toMatchObject({ payout: maxPayout });
  });
});
