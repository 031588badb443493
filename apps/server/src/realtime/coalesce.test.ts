import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventDelta } from '@sportsbook/protocol';
import { mergePushes } from './coalesce';

function outcome(id: number, odds: number) {
  return { id, odds, display_odds: { decimal: odds.toFixed(2) } };
}

function delta(markets: EventDelta['markets'], fields: Partial<EventDelta> = {}): EventDelta {
  return { event_id: 7, ...fields, markets };
}

describe('mergePushes', () => {
  it.each([
    [
      'keeps the later price of an outcome sent twice',
      delta([{ id: 1, is_suspended: false, outcomes: [outcome(10, 2), outcome(11, 3)] }]),
      delta([{ id: 1, is_suspended: false, outcomes: [outcome(10, 2.1)] }]),
      delta([{ id: 1, is_suspended: false, outcomes: [outcome(10, 2.1), outcome(11, 3)] }]),
    ],
    [
      'keeps the later suspension of a market and the prices it did not resend',
      delta([{ id: 1, is_suspended: false, outcomes: [outcome(10, 2)] }]),
      delta([{ id: 1, is_suspended: true, outcomes: [] }]),
      delta([{ id: 1, is_suspended: true, outcomes: [outcome(10, 2)] }]),
    ],
    [
      'adds markets and outcomes in the order they first appeared',
      delta([{ id: 2, is_suspended: false, outcomes: [outcome(20, 4)] }]),
      delta([
        { id: 1, is_suspended: false, outcomes: [outcome(10, 2)] },
        { id: 2, is_suspended: false, outcomes: [outcome(21, 5), outcome(20, 4.5)] },
      ]),
      delta([
        { id: 2, is_suspended: false, outcomes: [outcome(20, 4.5), outcome(21, 5)] },
        { id: 1, is_suspended: false, outcomes: [outcome(10, 2)] },
      ]),
    ],
    [
      'takes event fields from the later delta and keeps earlier ones it left out',
      delta([], { status: 'live', is_live: true, stats: { time: "12'" }, status_description: '1st half' }),
      delta([], { stats: { time: "13'" }, status_description: null }),
      delta([], { status: 'live', is_live: true, stats: { time: "13'" }, status_description: null }),
    ],
    [
      'keeps the later delta of a different event whole',
      delta([{ id: 1, is_suspended: false, outcomes: [outcome(10, 2)] }]),
      { event_id: 8, markets: [] },
      { event_id: 8, markets: [] },
    ],
  ])('%s', (_name, earlier, later, merged) => {
    expect(mergePushes(earlier, later)).toEqual(merged);
  });

  it.each([
    [
      'merges events pushes by id, the later event winning where it first appeared',
      {
        events: [
          { id: 1, v: 1 },
          { id: 2, v: 1 },
        ],
      },
      {
        events: [
          { id: 3, v: 2 },
          { id: 1, v: 2 },
        ],
      },
      {
        events: [
          { id: 1, v: 2 },
          { id: 2, v: 1 },
          { id: 3, v: 2 },
        ],
      },
    ],
    ['keeps the later of two payloads of another shape', { n: 1, a: 1 }, { n: 2 }, { n: 2 }],
    ['keeps the later payload when the shapes differ', { events: [] }, { n: 2 }, { n: 2 }],
    ['keeps the later payload when an event has no id', { events: [{ id: 1 }] }, { events: [{}] }, { events: [{}] }],
    ['keeps the later scalar', 'a', null, null],
  ])('%s', (_name, earlier, later, merged) => {
    expect(mergePushes(earlier, later)).toEqual(merged);
  });

  it('does not change the payloads it merges, which other sockets share', () => {
    const earlier = delta([{ id: 1, is_suspended: false, outcomes: [outcome(10, 2)] }], { status: 'live' });
    const later = delta([{ id: 1, is_suspended: true, outcomes: [outcome(11, 3)] }]);
    const copies = structuredClone([earlier, later]);
    mergePushes(earlier, later);
    expect([earlier, later]).toEqual(copies);
  });
});

// Outcome ids are unique across an event, as the feed makes them: market m holds m*10 + k.
const marketDelta = fc
  .record({
    market: fc.integer({ min: 1, max: 3 }),
    is_suspended: fc.boolean(),
    outcomes: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { maxLength: 4 }),
    odds: fc.integer({ min: 101, max: 5000 }),
  })
  .map(({ market, is_suspended, outcomes, odds }) => ({
    id: market,
    is_suspended,
    outcomes: outcomes.map((k) => outcome(market * 10 + k, (odds + k) / 100)),
  }));
const eventDelta = fc
  .record(
    {
      markets: fc.uniqueArray(marketDelta, { selector: (market) => market.id, maxLength: 3 }),
      status: fc.constantFrom('not_started', 'live', 'ended'),
      stats: fc.record({ time: fc.string() }),
      status_description: fc.option(fc.string()),
    },
    { requiredKeys: ['markets'] },
  )
  .map((fields): EventDelta => ({ event_id: 7, ...fields }));
const eventsPush = fc
  .array(fc.record({ id: fc.integer({ min: 1, max: 6 }), version: fc.nat() }), { maxLength: 4 })
  .map((events) => ({ events }));

describe('mergePushes properties', () => {
  it('gives the last price published for every outcome and the last suspension of every market', () => {
    fc.assert(
      fc.property(fc.array(eventDelta, { minLength: 1, maxLength: 12 }), (deltas) => {
        const merged = deltas.slice(1).reduce<unknown>((acc, next) => mergePushes(acc, next), deltas[0]) as EventDelta;
        const lastPrice = new Map<number, number>();
        const lastSuspension = new Map<number, boolean>();
        for (const { markets } of deltas) {
          for (const market of markets) {
            lastSuspension.set(market.id, market.is_suspended);
            for (const { id, odds } of market.outcomes) lastPrice.set(id, odds);
          }
        }
        const mergedPrices = new Map(merged.markets.flatMap((m) => m.outcomes.map((o) => [o.id, o.odds] as const)));
        expect(mergedPrices).toEqual(lastPrice);
        expect(new Map(merged.markets.map((m) => [m.id, m.is_suspended]))).toEqual(lastSuspension);
        const lastStatus = deltas.filter((d) => d.status !== undefined).at(-1)?.status;
        expect(merged.status).toBe(lastStatus);
      }),
    );
  });

  it('is associative for event deltas', () => {
    fc.assert(
      fc.property(eventDelta, eventDelta, eventDelta, (a, b, c) => {
        expect(mergePushes(mergePushes(a, b), c)).toEqual(mergePushes(a, mergePushes(b, c)));
      }),
    );
  });

  it('is associative for events pushes and keeps the last version of every event', () => {
    fc.assert(
      fc.property(eventsPush, eventsPush, eventsPush, (a, b, c) => {
        const left = mergePushes(mergePushes(a, b), c);
        expect(left).toEqual(mergePushes(a, mergePushes(b, c)));
        const last = new Map([...a.events, ...b.events, ...c.events].map((event) => [event.id, event]));
        const merged = (left as typeof a).events;
        expect(new Map(merged.map((event) => [event.id, event]))).toEqual(last);
        expect(merged).toHaveLength(last.size);
      }),
    );
  });
});
