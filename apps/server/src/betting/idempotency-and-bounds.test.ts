import { sql } from 'drizzle-orm';
import { MAX_SELECTIONS } from '@sportsbook/betting';
import { calculateSuccessSchema, submitSuccessSchema } from '@sportsbook/protocol';
import type { SlipSelection, Ticket } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { hashTicket } from './ticket-hash';
import { slipBody, startBettingTestApp } from './test-app';
import type { BettingTestApp, TestPlayer } from './test-app';

/*
 * Idempotency and the slip's bounds, performed as attacks against the real routes: a known ticket uuid
 * replayed with another body, and slips past MAX_SELECTIONS. Each refusal must leave the
 * player's bets, ledger and balance exactly as they were.
 */
describe.each(testDatabaseTargets())('ticket idempotency and slip bounds on $name', (target) => {
  let t: BettingTestApp;
  let madrid: SlipSelection;
  let alcaraz: SlipSelection;
  beforeAll(async () => {
    t = await startBettingTestApp(target);
    madrid = await t.selection('Real Madrid');
    alcaraz = await t.selection('Alcaraz');
  }, 60_000);
  afterAll(() => t?.close());

  async function ticketFor(selections: SlipSelection[], player: TestPlayer, extra = {}): Promise<Ticket> {
    const response = await t.calculate(slipBody(selections, { stake: 1_000, ...extra }), player);
    const [ticket] = calculateSuccessSchema.parse(response.json()).tickets;
    expect(ticket?.status).toBe('');
    return ticket!;
  }

  /** Everything a refused request must leave untouched, for this player and in total. */
  async function snapshot(player: TestPlayer) {
    const [counts] = await t.database.execute<{ bets: number; entries: number; all_bets: number; hashes: string }>(sql`
      select (select count(*)::int from bets where player_id = ${player.id}) as bets,
             (select count(*)::int from ledger_entries where player_id = ${player.id}) as entries,
             (select count(*)::int from bets) as all_bets,
             (select coalesce(string_agg(ticket_hash, ',' order by id), '') from bets) as hashes`);
    return { ...counts, balance: (await t.wallet.balanceOf(player.id)).balance };
  }

  it('stores the canonical hash of the accepted ticket beside the bet', async () => {
    const player = await t.newPlayer();
    const ticket = await ticketFor([madrid], player);
    const answer = submitSuccessSchema.parse((await t.submit(ticket, player)).json());
    const [row] = await t.database.execute<{ ticket_hash: string }>(
      sql`select ticket_hash from bets where id = ${answer.bet.id}`,
    );
    expect(row?.ticket_hash).toBe(hashTicket(ticket));
    expect(row?.ticket_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the same uuid with the same ticket with the first answer, even with display fields changed', async () => {
    const player = await t.newPlayer();
    const ticket = await ticketFor([madrid], player);
    const first = (await t.submit(ticket, player)).json();
    expect(first).toMatchObject({ status: 1 });
    const before = await snapshot(player);
    const again = await t.submit(
      { ...ticket, status: 'PROCESSED', selections: [{ ...ticket.selections[0]!, event_name: 'Renamed' }] },
      player,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await snapshot(player)).toEqual(before);
  });

  it.each([
    [
      'a higher stake',
      (ticket: Ticket) => ({ ...ticket, stake: ticket.stake * 2, total_stake: ticket.total_stake * 2 }),
    ],
    ['better odds', (ticket: Ticket) => ({ ...ticket, selections: [{ ...ticket.selections[0]!, odds: 9.5 }] })],
    [
      'another selection',
      (ticket: Ticket, other: SlipSelection) => ({
        ...ticket,
        selections: [
          {
            ...ticket.selections[0]!,
            event_id: other.event_id,
            market_id: other.market_id,
            outcome_id: other.outcome_id,
            odds: other.odds,
          },
        ],
      }),
    ],
    ['another free bet', (ticket: Ticket) => ({ ...ticket, freebet_id: '00000000-0000-4000-8000-000000000001' })],
  ])(
    'refuses a replayed uuid with %s: HTTP 409 IDEMPOTENCY_KEY_REUSED and nothing debited or written',
    async (_name, change) => {
      const player = await t.newPlayer();
      const ticket = await ticketFor([madrid], player);
      const first = (await t.submit(ticket, player)).json();
      expect(first).toMatchObject({ status: 1 });
      const before = await snapshot(player);

      const replay = await t.submit(change(ticket, alcaraz), player);

      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toMatchObject({
        status: 0,
        message: 'IDEMPOTENCY_KEY_REUSED',
        meta: { error: { message: expect.any(String), uuid: ticket.uuid } },
      });
      expect(await snapshot(player)).toEqual(before);
      // The first bet still answers as it did.
      expect((await t.submit(ticket, player)).json()).toEqual(first);
    },
  );

  it('refuses a changed ticket under a uuid still being raced: one bet, the others 409 or the first answer', async () => {
    const player = await t.newPlayer();
    const ticket = await ticketFor([madrid], player);
    const doubled = { ...ticket, stake: ticket.stake * 2, total_stake: ticket.total_stake * 2 };
    const answers = await Promise.all([t.submit(ticket, player), t.submit(doubled, player), t.submit(ticket, player)]);
    const [counts] = await t.database.execute<{ bets: number; debited: number }>(sql`
      select (select count(*)::int from bets where uuid = ${ticket.uuid}) as bets,
             (select coalesce(-sum(amount), 0)::int from ledger_entries
               where player_id = ${player.id} and kind = 'stake') as debited`);
    expect(counts?.bets).toBe(1);
    const won = answers.find((answer) => answer.statusCode === 200 && answer.json().status === 1)!.json();
    // Whichever body won, exactly its stake was debited, once.
    expect([ticket.total_stake, doubled.total_stake]).toContain(counts?.debited);
    for (const answer of answers) {
      expect([200, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 200) expect(answer.json()).toEqual(won);
      else expect(answer.json()).toMatchObject({ status: 0, message: 'IDEMPOTENCY_KEY_REUSED' });
    }
  });

  it(`refuses calculate with ${MAX_SELECTIONS + 1} selections with TOO_MANY_SELECTIONS and writes nothing`, async () => {
    const player = await t.newPlayer();
    const before = await snapshot(player);
    const selections = Array.from({ length: MAX_SELECTIONS + 1 }, (_, index) => (index % 2 ? madrid : alcaraz));
    for (const type of ['single', 'combi'] as const) {
      const response = await t.calculate(slipBody(selections, { type }), player);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 0,
        message: 'TOO_MANY_SELECTIONS',
        meta: { error: { max: MAX_SELECTIONS, count: MAX_SELECTIONS + 1 } },
      });
    }
    expect(await snapshot(player)).toEqual(before);
  });

  it(`refuses a submitted ticket of ${MAX_SELECTIONS + 1} selections with TOO_MANY_SELECTIONS: nothing debited or written`, async () => {
    const player = await t.newPlayer();
    const ticket = await ticketFor([madrid, alcaraz], player, { type: 'combi' });
    const before = await snapshot(player);
    const padded: Ticket = {
      ...ticket,
      selections: Array.from({ length: MAX_SELECTIONS + 1 }, (_, index) => ticket.selections[index % 2]!),
    };
    const response = await t.submit(padded, player);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 0, message: 'TOO_MANY_SELECTIONS' });
    expect(await snapshot(player)).toEqual(before);
  });

  it('still prices a slip of exactly MAX_SELECTIONS selections', async () => {
    const selections = Array.from({ length: MAX_SELECTIONS }, () => madrid);
    const response = await t.calculate(slipBody(selections));
    expect(response.statusCode).toBe(200);
    expect(calculateSuccessSchema.parse(response.json()).tickets).toHaveLength(MAX_SELECTIONS);
  });

  it('answers a junk-sized slip (hundreds of selections) with a readable 400, never a 5xx', async () => {
    const player = await t.newPlayer();
    const before = await snapshot(player);
    const selections = Array.from({ length: 500 }, () => madrid);
    const calculate = await t.calculate(slipBody(selections), player);
    expect(calculate.statusCode).toBe(400);
    expect(calculate.json()).toMatchObject({ status: 0, message: 'VALIDATION_ERROR' });
    const ticket = await ticketFor([madrid], player);
    const submit = await t.submit(
      { ...ticket, selections: Array.from({ length: 500 }, () => ticket.selections[0]!) },
      player,
    );
    expect(submit.statusCode).toBe(400);
    expect(await snapshot(player)).toEqual(before);
  });
});
