import { calculateSuccessSchema, submitSuccessSchema } from '@sportsbook/protocol';
import type { CalculateRequest, SlipSelection, Ticket } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { slipBody, startBettingTestApp } from './test-app';
import type { BettingTestApp, TestPlayer } from './test-app';

/*
 * The slip stakes what it shows (decision 077), performed as an attack: two singles, one at 5.00 and the other
 * cleared, under a default single stake of 10.00. The slip shows 5.00; the book must take
 * exactly 5.00, never place the cleared line at the default.
 */
describe.each(testDatabaseTargets())('the stake map decides what a slip of singles stakes on $name', (target) => {
  let t: BettingTestApp;
  let madrid: SlipSelection;
  let alcaraz: SlipSelection;
  beforeAll(async () => {
    t = await startBettingTestApp(target);
    madrid = await t.selection('Real Madrid');
    alcaraz = await t.selection('Alcaraz');
  }, 60_000);
  afterAll(() => t?.close());

  async function ticketsOf(body: CalculateRequest, player?: TestPlayer): Promise<Ticket[]> {
    const response = await t.calculate(body, player);
    expect(response.statusCode).toBe(200);
    return calculateSuccessSchema.parse(response.json()).tickets;
  }

  it('debits exactly 5.00 for a slip showing 5.00: the cleared line under a 10.00 default is not placed', async () => {
    const player = await t.newPlayer({ deposit: 100_000 });
    const body = slipBody([madrid, alcaraz], { stake: 1_000, stakes: { [String(madrid.outcome_id)]: 500 } });
    const tickets = await ticketsOf(body, player);
    expect(tickets.map((ticket) => [ticket.selections[0]?.outcome_id, ticket.status, ticket.total_stake])).toEqual([
      [madrid.outcome_id, '', 500],
    ]);
    for (const ticket of tickets) {
      expect(submitSuccessSchema.parse((await t.submit(ticket, player)).json()).status).toBe(1);
    }
    expect(await t.moneyOf(player)).toEqual({ bets: 1, entries: 2, staked: 500, balance: 99_500 });
  });

  it('places no ticket for a line sent at 0, and no red minimum-stake ticket for it either', async () => {
    const body = slipBody([madrid, alcaraz], {
      stake: 1_000,
      stakes: { [String(madrid.outcome_id)]: 0, [String(alcaraz.outcome_id)]: 300 },
    });
    const tickets = await ticketsOf(body);
    expect(tickets.map((ticket) => [ticket.selections[0]?.outcome_id, ticket.status, ticket.stake])).toEqual([
      [alcaraz.outcome_id, '', 300],
    ]);
  });

  it('answers no tickets at all for a slip whose every line is cleared, and nothing can be placed', async () => {
    const player = await t.newPlayer({ deposit: 100_000 });
    const body = slipBody([madrid, alcaraz], {
      stake: 1_000,
      stakes: { [String(madrid.outcome_id)]: 0, [String(alcaraz.outcome_id)]: 0 },
    });
    expect(await ticketsOf(body, player)).toEqual([]);
    expect(await t.moneyOf(player)).toEqual({ bets: 0, entries: 1, staked: 0, balance: 100_000 });
  });

  it('keeps the older form for a slip without a map: each line at its own stake, else the default', async () => {
    const tickets = await ticketsOf(slipBody([madrid, { ...alcaraz, stake: 250 }], { stake: 1_000 }));
    expect(tickets.map((ticket) => ticket.stake)).toEqual([1_000, 250]);
  });
});
