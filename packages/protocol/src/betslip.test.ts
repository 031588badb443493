import { describe, expect, it } from 'vitest';
import { FULL_COVER_NAMES } from '@sportsbook/betting';
import type { CalculateRequest } from './betslip';
import {
  calculateRequestSchema,
  calculateResponseSchema,
  submitRequestSchema,
  submitResponseSchema,
  ticketStatusQuerySchema,
  ticketStatusResponseSchema,
} from './betslip';
import { formatZodError } from './parse';
import { ticketSchema } from './ticket';
import { makeCalculateRequest, makeTicket } from './test-fixtures';

function failure(result: { success: boolean; error?: Parameters<typeof formatZodError>[0] }): string {
  expect(result.success).toBe(false);
  return formatZodError(result.error!);
}

describe('calculate request', () => {
  it('parses a single bet with its stake in minor units', () => {
    expect(calculateRequestSchema.parse(makeCalculateRequest())).toEqual(makeCalculateRequest());
  });

  it('parses a system bet with a free bet', () => {
    const body = { ...makeCalculateRequest(), type: 'system', system_type: 'system_2/3', freebet: { id: 'fb-1' } };
    expect(calculateRequestSchema.safeParse(body).success).toBe(true);
  });

  it('rejects a stake given as a decimal amount', () => {
    const text = failure(calculateRequestSchema.safeParse({ ...makeCalculateRequest(), total_stake: 10.5 }));
    expect(text).toContain('total_stake: must be a whole number of minor units');
  });

  it('rejects a negative per-selection stake', () => {
    const body = makeCalculateRequest();
    body.selections[0]!.stake = -100;
    expect(failure(calculateRequestSchema.safeParse(body))).toContain('selections[0].stake: must not be negative');
  });

  it('rejects an unknown accept_odds policy', () => {
    const text = failure(calculateRequestSchema.safeParse({ ...makeCalculateRequest(), accept_odds: 'all' }));
    expect(text).toMatch(/^accept_odds: Invalid option/);
  });

  it('rejects an unknown bet type', () => {
    expect(failure(calculateRequestSchema.safeParse({ ...makeCalculateRequest(), type: 'yankee' }))).toMatch(/^type: /);
  });

  it('rejects a malformed system_type', () => {
    for (const systemType of ['trixies', 'Yankee', 'system_2', 'lucky_15', 'yankee ']) {
      const body = { ...makeCalculateRequest(), type: 'system', system_type: systemType };
      expect(failure(calculateRequestSchema.safeParse(body))).toContain('system_type: must look like system_2/3');
    }
  });

  it('accepts every named full cover as a system_type', () => {
    for (const systemType of FULL_COVER_NAMES) {
      const body = { ...makeCalculateRequest(), type: 'system', system_type: systemType };
      expect(calculateRequestSchema.safeParse(body).success).toBe(true);
    }
  });

  it('requires a system_type for a system bet and forbids one otherwise', () => {
    const system = { ...makeCalculateRequest(), type: 'system', system_type: null };
    expect(failure(calculateRequestSchema.safeParse(system))).toContain('system_type: is required for a system bet');
    const single = { ...makeCalculateRequest(), system_type: 'system_2/3' };
    expect(failure(calculateRequestSchema.safeParse(single))).toContain('system_type: must be null');
  });

  it('rejects a body missing its selections', () => {
    const body: Partial<CalculateRequest> = makeCalculateRequest();
    delete body.selections;
    expect(failure(calculateRequestSchema.safeParse(body))).toContain('selections: Invalid input: expected array');
  });

  it('rejects stakes keyed by something other than an outcome id', () => {
    const body = { ...makeCalculateRequest(), stakes: { abc: 100 } };
    expect(failure(calculateRequestSchema.safeParse(body))).toMatch(/^stakes\.abc: /);
  });
});

describe('ticket', () => {
  it('parses a pending ticket', () => {
    expect(ticketSchema.parse(makeTicket())).toEqual(makeTicket());
  });

  it('accepts PROCESSED and catalogue codes as status, nothing else', () => {
    expect(ticketSchema.safeParse({ ...makeTicket(), status: 'PROCESSED' }).success).toBe(true);
    expect(ticketSchema.safeParse({ ...makeTicket(), status: 'ODDS_CHANGED', error: true }).success).toBe(true);
    expect(ticketSchema.safeParse({ ...makeTicket(), status: 'oops' }).success).toBe(false);
  });

  it('rejects a non-integer potential return', () => {
    const text = failure(ticketSchema.safeParse({ ...makeTicket(), potential_return: 23.7 }));
    expect(text).toContain('potential_return: must be a whole number of minor units');
  });

  it('rejects a uuid that is not a UUID', () => {
    expect(failure(ticketSchema.safeParse({ ...makeTicket(), uuid: '42' }))).toContain('uuid: must be a UUID');
  });
});

describe('calculate and submit answers', () => {
  it('parses a calculate success with its tickets', () => {
    const answer = { status: 1, message: '', tickets: [makeTicket()] };
    expect(calculateResponseSchema.parse(answer)).toEqual(answer);
  });

  it('parses a submit request for one ticket', () => {
    const body = { ticket: makeTicket(), accept_odds: 'ACCEPT_HIGHER', lang: 'en', country: 'ie' };
    expect(submitRequestSchema.safeParse(body).success).toBe(true);
  });

  it('rejects a submit request for a country the product does not serve', () => {
    const body = { ticket: makeTicket(), accept_odds: 'ACCEPT_ANY', lang: 'en', country: 'fr' };
    expect(failure(submitRequestSchema.safeParse(body))).toMatch(/^country: /);
  });

  it('parses a submit success and an ODDS_CHANGED refusal', () => {
    const success = {
      status: 1,
      uuid: makeTicket().uuid,
      bet: { id: 9001, potential_return: 2370, tax: 0 },
      message: '',
    };
    expect(submitResponseSchema.parse(success)).toEqual(success);
    const refusal = { status: 0, message: 'ODDS_CHANGED', meta: { error: { odds: 2.1 } } };
    expect(submitResponseSchema.parse(refusal)).toEqual(refusal);
  });

  it('takes a ticket-status query only with a uuid, and answers a stored answer or TICKET_UNKNOWN', () => {
    const uuid = makeTicket().uuid;
    expect(ticketStatusQuerySchema.parse({ uuid })).toEqual({ uuid });
    expect(failure(ticketStatusQuerySchema.safeParse({ uuid: 'not-a-uuid' }))).toMatch(/^uuid: /);
    expect(failure(ticketStatusQuerySchema.safeParse({}))).toMatch(/^uuid: /);
    const unknown = { status: 0, message: 'TICKET_UNKNOWN' };
    expect(ticketStatusResponseSchema.parse(unknown)).toEqual(unknown);
    const stored = { status: 1, uuid, bet: { id: 7, potential_return: 1450, tax: 0 }, message: '' };
    expect(ticketStatusResponseSchema.parse(stored)).toEqual(stored);
  });
});
