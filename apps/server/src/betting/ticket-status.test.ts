import { randomUUID } from 'node:crypto';
import { calculateSuccessSchema, submitSuccessSchema, ticketStatusResponseSchema } from '@sportsbook/protocol';
import type { SlipSelection, Ticket } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { slipBody, startBettingTestApp } from './test-app';
import type { BettingTestApp, TestPlayer } from './test-app';

/*
 * A lost answer is learnt, never placed again (decision 077): a bettor whose submit answer was lost resubmits the same ticket or asks
 * ticket-status; either way the bet is placed once and the balance falls once. ticket-status
 * answers only the player's own tickets: another player's uuid reveals nothing.
 */
describe.each(testDatabaseTargets())('a lost submit answer on $name', (target) => {
  let t: BettingTestApp;
  let madrid: SlipSelection;
  beforeAll(async () => {
    t = await startBettingTestApp(target);
    madrid = await t.selection('Real Madrid');
  }, 60_000);
  afterAll(() => t?.close());

  async function ticketFor(player: TestPlayer, stake = 500): Promise<Ticket> {
    const body = slipBody([madrid], { stake, stakes: { [String(madrid.outcome_id)]: stake } });
    const [ticket] = calculateSuccessSchema.parse((await t.calculate(body, player)).json()).tickets;
    expect(ticket?.status).toBe('');
    return ticket!;
  }

  const ticketStatus = (uuid: string, player?: TestPlayer) =>
    t.app.inject({
      method: 'GET',
      url: `/v1/betslip/ticket-status?uuid=${encodeURIComponent(uuid)}`,
      headers: { jwt: player?.token ?? '', bookmaker: 'gb' },
    });

  it('places a ticket resubmitted after a lost answer once: the same answer, one debit', async () => {
    const player = await t.newPlayer({ deposit: 10_000 });
    const ticket = await ticketFor(player);
    const first = submitSuccessSchema.parse((await t.submit(ticket, player)).json());
    // The bettor never saw `first`: the client sends the very same ticket again, twice, and at once.
    const retries = await Promise.all([t.submit(ticket, player), t.submit(ticket, player)]);
    expect(retries.map((response) => [response.statusCode, response.json()])).toEqual([
      [200, first],
      [200, first],
    ]);
    expect(await t.moneyOf(player)).toEqual({ bets: 1, entries: 2, staked: 500, balance: 9_500 });
  });

  it('places a ticket sent three times at once exactly once', async () => {
    const player = await t.newPlayer({ deposit: 10_000 });
    const ticket = await ticketFor(player, 700);
    const answers = await Promise.all([1, 2, 3].map(() => t.submit(ticket, player)));
    const bodies = answers.map((response) => submitSuccessSchema.parse(response.json()));
    expect(new Set(bodies.map((body) => body.bet.id)).size).toBe(1);
    expect(await t.moneyOf(player)).toEqual({ bets: 1, entries: 2, staked: 700, balance: 9_300 });
  });

  it('answers the stored answer of the player’s own placed ticket, and TICKET_UNKNOWN before it is placed', async () => {
    const player = await t.newPlayer({ deposit: 10_000 });
    const ticket = await ticketFor(player);
    const before = await ticketStatus(ticket.uuid, player);
    expect([before.statusCode, before.json()]).toEqual([200, { status: 0, message: 'TICKET_UNKNOWN' }]);
    const placed = submitSuccessSchema.parse((await t.submit(ticket, player)).json());
    const after = await ticketStatus(ticket.uuid.toUpperCase(), player);
    expect(after.statusCode).toBe(200);
    expect(ticketStatusResponseSchema.parse(after.json())).toEqual(placed);
    expect(await t.moneyOf(player)).toEqual({ bets: 1, entries: 2, staked: 500, balance: 9_500 });
  });

  it('reveals nothing of another player’s ticket: its uuid answers as an unknown one, and nothing changes', async () => {
    const owner = await t.newPlayer({ deposit: 10_000 });
    const prober = await t.newPlayer({ deposit: 10_000 });
    const ticket = await ticketFor(owner);
    submitSuccessSchema.parse((await t.submit(ticket, owner)).json());
    const [ownerBefore, proberBefore] = [await t.moneyOf(owner), await t.moneyOf(prober)];
    const foreign = await ticketStatus(ticket.uuid, prober);
    const unknown = await ticketStatus(randomUUID(), prober);
    expect([foreign.statusCode, foreign.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(foreign.json()).toEqual({ status: 0, message: 'TICKET_UNKNOWN' });
    expect([await t.moneyOf(owner), await t.moneyOf(prober)]).toEqual([ownerBefore, proberBefore]);
  });

  it('answers 400 with a readable message for a junk or missing uuid, and 401 to a guest', async () => {
    const player = await t.newPlayer({ deposit: 0 });
    for (const query of ['uuid=not-a-uuid', 'uuid=%27%20or%201%3D1--', '']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/v1/betslip/ticket-status?${query}`,
        headers: { jwt: player.token, bookmaker: 'gb' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, message: 'VALIDATION_ERROR' });
      expect(response.json().meta.error.message).toMatch(/uuid/);
    }
    expect((await ticketStatus(randomUUID())).statusCode).toBe(401);
  });
});
