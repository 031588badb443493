import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeCatalogueRefs } from './feed-test-kit';
import { roundRobin } from './plan';
import type { BuildContext } from './plan';
import { MIN_LIVE, planDueEvents, planTopUps, STREAMS } from './schedule';
import { COMPETITIONS } from './catalogue-data';
import { eventSlug, slugify } from './slug';

const CTX: BuildContext = { seed: 'unit', refs: fakeCatalogueRefs() };
const NOON = Date.UTC(2030, 4, 1, 12, 0);

describe('the rolling schedule', () => {
  it('plans each slot once: a second pass at a later time only adds the new slots', () => {
    const first = planDueEvents(CTX, new Map(), NOON);
    const later = planDueEvents(CTX, first.cursor, NOON + 30 * 60_000);
    const keys = [...first.plans, ...later.plans].map((plan) => `${plan.stream}:${plan.slot}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(later.plans.length).toBeGreaterThan(0);
    expect(later.plans.every((plan) => plan.startsAt > NOON)).toBe(true);
  });

  it('starts a fresh book with events already in play and covers 48 hours', () => {
    const { plans } = planDueEvents(CTX, new Map(), NOON);
    expect(plans.some((plan) => plan.startsAt < NOON)).toBe(true);
    expect(Math.max(...plans.map((plan) => plan.startsAt)) - NOON).toBeGreaterThanOrEqual(47 * 3_600_000);
    expect(new Set(plans.map((plan) => plan.competition.sportSlug)).size).toBeGreaterThanOrEqual(8);
  });

  it('tops the live list up to the minimum with events starting now, numbered past the cursor', () => {
    const { plans, cursor } = planTopUps(CTX, new Map([['football-topup', 4]]), NOON, MIN_LIVE - 3);
    expect(plans).toHaveLength(3);
    expect(plans.every((plan) => plan.startsAt === NOON)).toBe(true);
    const football = plans.find((plan) => plan.stream === 'football-topup');
    if (football) expect(football.slot).toBe(5);
    expect([...cursor.values()].length).toBeGreaterThan(0);
    expect(planTopUps(CTX, new Map(), NOON, MIN_LIVE).plans).toEqual([]);
  });

  it('keeps every stream on its own grid', () => {
    for (const stream of STREAMS) expect(stream.cadenceMs).toBeGreaterThan(0);
  });

  it('pairs every participant with every other exactly once per round-robin cycle', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), (half) => {
        const teams = Array.from({ length: half * 2 }, (_, index) => `T${index}`);
        const perCycle = (teams.length * (teams.length - 1)) / 2;
        const pairs = Array.from({ length: perCycle }, (_, n) => roundRobin(teams, n));
        const keys = pairs.map(([home, away]) => [home, away].sort().join('|'));
        return pairs.every(([home, away]) => home !== away) && new Set(keys).size === perCycle;
      }),
    );
  });

  it('slugs names for URLs and ends event slugs with the id', () => {
    expect(slugify('Atlético Madrid')).toBe('atletico-madrid');
    expect(eventSlug('14:30 Ascot', 1234)).toBe('14-30-ascot-1234');
    expect(eventSlug('Arsenal v Chelsea', 7)).toBe('arsenal-v-chelsea-7');
  });

  it('seeds distinct competition slugs within each sport', () => {
    const keys = COMPETITIONS.map((seed) => `${seed.sport}/${slugify(seed.name)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
