import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathRng } from './create';
import { fakeCatalogueRefs } from './feed-test-kit';
import { simModuleFor } from './modules';
import type { BuildContext, EventPlan } from './plan';
import { MIN_LIVE, planDueEvents, planTopUps } from './schedule';
import type { ScheduleCursor } from './schedule';
import { CALENDAR_MEMORY_MS, FIXTURE_SPANS, createTeamCalendar, fixtureSpan } from './team-calendar';
import type { TeamCalendar } from './team-calendar';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const REFS = fakeCatalogueRefs();

/** Two fixtures of one team that overlap or leave less than the sport's gap, as readable lines. */
function teamClashes(plans: readonly EventPlan[]): string[] {
  const starts = new Map<string, number[]>();
  for (const plan of plans) {
    if (plan.homeTeam === null || plan.awayTeam === null) continue;
    for (const team of [plan.homeTeam, plan.awayTeam]) {
      const key = `${plan.competition.sportSlug}/${team}`;
      starts.set(key, [...(starts.get(key) ?? []), plan.startsAt]);
    }
  }
  const clashes: string[] = [];
  for (const [key, list] of starts) {
    const { durationMs, gapMs } = fixtureSpan(key.slice(0, key.indexOf('/')));
    const sorted = [...list].sort((a, b) => a - b);
    sorted.forEach((startsAt, i) => {
      const next = sorted[i + 1];
      if (next !== undefined && next - startsAt < durationMs + gapMs) {
        clashes.push(`${key}: ${new Date(startsAt).toISOString()} and ${new Date(next).toISOString()}`);
      }
    });
  }
  return clashes;
}

/** The feed's planning loop without a database: ticks, top-ups, and leader restarts. */
function runSchedule(
  seed: string,
  start: number,
  steps: readonly { advance: number; live: number; restart: boolean }[],
) {
  const ctx: BuildContext = { seed, refs: REFS };
  let calendar: TeamCalendar = createTeamCalendar();
  let cursor: ScheduleCursor = new Map();
  const plans: EventPlan[] = [];
  let now = start;
  for (const step of steps) {
    now += step.advance;
    if (step.restart) {
      // A new leader knows only what the database holds of the last CALENDAR_MEMORY_MS (store.ts).
      const remembered = plans.filter(
        (plan) => plan.homeTeam !== null && plan.awayTeam !== null && plan.startsAt >= now - CALENDAR_MEMORY_MS,
      );
      calendar = createTeamCalendar(
        remembered.map((plan) => ({
          sport: plan.competition.sportSlug,
          home: plan.homeTeam ?? '',
          away: plan.awayTeam ?? '',
          startsAt: plan.startsAt,
        })),
      );
    }
    const draft = calendar.fork();
    draft.prune(now - CALENDAR_MEMORY_MS);
    const due = planDueEvents(ctx, cursor, now, undefined, draft);
    const topUps = planTopUps(ctx, due.cursor, now, step.live, undefined, draft);
    plans.push(...due.plans, ...topUps.plans);
    cursor = topUps.cursor;
    calendar = draft;
  }
  return plans;
}

const steps = fc.array(
  fc.record({
    advance: fc.integer({ min: MINUTE, max: 4 * HOUR }),
    live: fc.integer({ min: 0, max: MIN_LIVE }),
    restart: fc.boolean(),
  }),
  { minLength: 1, maxLength: 25 },
);

describe('team fixtures', () => {
  it('never books a team into two fixtures that overlap or come closer than the gap, over seeds, top-ups and restarts', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2031, 0, 1) }),
        steps,
        (seed, start, run) => {
          const plans = runSchedule(seed, start, run);
          expect(teamClashes(plans)).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('would clash without the calendar: Champions League sides also play their leagues', () => {
    const ctx: BuildContext = { seed: 'clash', refs: REFS };
    const { plans } = planDueEvents(ctx, new Map(), Date.UTC(2030, 4, 1, 12));
    expect(teamClashes(plans).length).toBeGreaterThan(0);
    const calendar = createTeamCalendar();
    expect(teamClashes(planDueEvents(ctx, new Map(), Date.UTC(2030, 4, 1, 12), undefined, calendar).plans)).toEqual([]);
  });

  it('keeps the book full: at least 150 fixtures over the next 48 hours and every top-up asked for', () => {
    for (const seed of ['42', 'alpha', 'beta']) {
      const ctx: BuildContext = { seed, refs: REFS };
      const now = Date.UTC(2030, 4, 1, 14);
      const calendar = createTeamCalendar();
      const due = planDueEvents(ctx, new Map(), now, undefined, calendar);
      expect(due.plans.filter((plan) => plan.startsAt > now).length).toBeGreaterThanOrEqual(150);
      expect(planTopUps(ctx, due.cursor, now, 0, undefined, calendar).plans).toHaveLength(MIN_LIVE);
    }
  });

  it('gives each sport a span its simulation always ends within', () => {
    for (const seed of ['42', 'alpha', 'beta']) {
      const { plans } = planDueEvents({ seed, refs: REFS }, new Map(), Date.UTC(2030, 4, 1, 12));
      plans
        .filter((plan) => plan.homeTeam !== null && Object.hasOwn(FIXTURE_SPANS, plan.competition.sportSlug))
        .forEach((plan, index) => {
          const module = simModuleFor(plan.kind);
          const path = module.path(plan.params, pathRng(seed, plan.kind, index + 1));
          const end = plan.startsAt + fixtureSpan(plan.competition.sportSlug).durationMs;
          expect({ event: plan.name, status: module.snapshot(plan.params, path, plan.startsAt, end).status }).toEqual({
            event: plan.name,
            status: 'ended',
          });
        });
    }
  });

  it('treats the same name in two sports as two teams', () => {
    const calendar = createTeamCalendar([{ sport: 'football', home: 'Real Madrid', away: 'Barcelona', startsAt: 0 }]);
    expect(calendar.isFree('football', 'Real Madrid', HOUR)).toBe(false);
    expect(calendar.isFree('basketball', 'Real Madrid', HOUR)).toBe(true);
    expect(calendar.isFree('football', 'Real Madrid', 3 * HOUR)).toBe(true);
    calendar.prune(4 * HOUR);
    expect(calendar.isFree('football', 'Real Madrid', HOUR)).toBe(true);
  });
});
