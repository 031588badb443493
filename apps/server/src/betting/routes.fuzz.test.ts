import fc from 'fast-check';
import {
  calculateResponseSchema,
  calculateSuccessSchema,
  submitResponseSchema,
  validateSelectionsResponseSchema,
} from '@sportsbook/protocol';
import type { Ticket } from '@sportsbook/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../storage/testing';
import { slipBody, startBettingTestApp } from './test-app';
import type { BettingTestApp, TestPlayer } from './test-app';

/** Anything JSON can carry, plus values close to the valid ones. */
const jsonValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(null, 0, -1, 1.5, 1e300, '', 'single', 'system_2/3', 'ACCEPT_ANY', 'en', 'gb', [], {}),
);

/** A valid object with one field replaced, dropped or joined by a stranger. */
function mutated(base: Record<string, unknown>) {
  const keys = Object.keys(base);
  return fc.oneof(
    fc.record({ key: fc.constantFrom(...keys), value: jsonValue }).map(({ key, value }) => ({ ...base, [key]: value })),
    fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(base).filter(([name]) => name !== key))),
    fc.record({ key: fc.string(), value: jsonValue }).map(({ key, value }) => ({ ...base, [key]: value })),
  );
}

/** A 400 must say what was wrong; nothing else but a business answer may come back. */
function expectReadable(response: LightMyRequestResponse, schema: { safeParse(value: unknown): { success: boolean } }) {
  expect(response.statusCode).toBeLessThan(500);
  if (response.statusCode === 400) {
    const body = response.json();
    expect(body).toMatchObject({ status: 0, message: 'VALIDATION_ERROR' });
    expect(typeof body.meta.error.message).toBe('string');
    expect(body.meta.error.message.length).toBeGreaterThan(0);
  } else {
    expect(response.statusCode).toBe(200);
    expect(schema.safeParse(response.json()).success).toBe(true);
  }
}

describe.each(testDatabaseTargets())('bet slip routes under malformed input on $name', (target) => {
  let t: BettingTestApp;
  let funded: TestPlayer;
  let broke: TestPlayer;
  let ticket: Ticket;
  beforeAll(async () => {
    t = await startBettingTestApp(target);
    funded = await t.newPlayer();
    broke = await t.newPlayer({ deposit: 0 });
    const response = await t.calculate(slipBody([await t.selection('Sinner')]), broke);
    ticket = calculateSuccessSchema.parse(response.json()).tickets[0]!;
  }, 60_000);
  afterAll(() => t?.close());

  const post = (url: string, payload: string, player?: TestPlayer) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', jwt: player?.token ?? '', bookmaker: 'gb' },
      payload,
    });

  it('answers malformed calculate bodies with a readable 400, never a 5xx', async () => {
    const body = slipBody([await t.selection('Sinner')]) as unknown as Record<string, unknown>;
    await fc.assert(
      fc.asyncProperty(fc.oneof(jsonValue, mutated(body)), async (payload) => {
        expectReadable(
          await post('/v1/betslip/calculate', JSON.stringify(payload) ?? 'null', funded),
          calculateResponseSchema,
        );
      }),
      { numRuns: 80 },
    );
  });

  it('answers malformed submit bodies with a readable 400 and moves no money', async () => {
    const body = { ticket, accept_odds: 'ACCEPT_ANY', lang: 'en', country: 'gb' };
    const ticketBody = fc.record({ ticket: mutated(ticket as unknown as Record<string, unknown>) }).map((mutation) => ({
      ...body,
      ...mutation,
    }));
    await fc.assert(
      fc.asyncProperty(fc.oneof(jsonValue, mutated(body), ticketBody), async (payload) => {
        const text = JSON.stringify(payload) ?? 'null';
        expectReadable(await post('/v1/betslip/submit', text, broke), submitResponseSchema);
        if (typeof payload !== 'object' || payload === null || !('ticket' in payload)) {
          expectReadable(await post('/v1/betslip/submit', text, funded), submitResponseSchema);
        }
      }),
      { numRuns: 80 },
    );
    expect((await t.wallet.balanceOf(broke.id)).balance).toBe(0);
    expect((await t.wallet.balanceOf(funded.id)).balance).toBe(100_000);
  });

  it.each(['{', '{"ticket":', 'not json', '[1,2', '"\\u0000"'])(
    'answers the broken JSON %j with 400',
    async (payload) => {
      for (const url of ['/v1/betslip/calculate', '/v1/betslip/submit']) {
        expectReadable(await post(url, payload, funded), calculateResponseSchema);
      }
    },
  );

  it('answers malformed validate-selections queries with a readable 400, never a 5xx', async () => {
    const value = fc.oneof(fc.string(), fc.constantFrom('1', '1,2', '0', '-1', '1,,2', '9007199254740993', 'a', ''));
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('selections', 'lang', 'bookmaker', 'other'), value),
        async (query) => {
          const response = await t.app.inject({ method: 'GET', url: '/v1/betslip/validate-selections', query });
          expectReadable(response, validateSelectionsResponseSchema);
        },
      ),
      { numRuns: 80 },
    );
  });
});
