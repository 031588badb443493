const MINUTE = 60_000;

/**
 * How far back the calendar remembers fixtures: far past the longest span and gap, and past the
 * schedule's backfill, so a fixture it forgot can never clash with one it plans.
 */
export const CALENDAR_MEMORY_MS = 24 * 60 * MINUTE;

/** How long a team's fixture holds it, and the rest it gets before the next one. */
export interface FixtureSpan {
  /** Longer than the sport's simulation ever runs (fixture-spans test checks it over many seeds). */
  readonly durationMs: number;
  /** The least time between the end of one fixture and the start of the team's next. */
  readonly gapMs: number;
}

/**
 * Spans by sport slug. The book is compressed (a league plays every few hours, not weekly), so
 * the gap is an hour rather than days; virtual football runs on a five-minute cycle.
 */
export const FIXTURE_SPANS: Readonly<Record<string, FixtureSpan>> = {
  football: { durationMs: 120 * MINUTE, gapMs: 60 * MINUTE },
  tennis: { durationMs: 270 * MINUTE, gapMs: 60 * MINUTE },
  basketball: { durationMs: 165 * MINUTE, gapMs: 60 * MINUTE },
  'ice-hockey': { durationMs: 180 * MINUTE, gapMs: 60 * MINUTE },
  cs2: { durationMs: 180 * MINUTE, gapMs: 60 * MINUTE },
  'league-of-legends': { durationMs: 180 * MINUTE, gapMs: 60 * MINUTE },
  'dota-2': { durationMs: 180 * MINUTE, gapMs: 60 * MINUTE },
  'virtual-football': { durationMs: 5 * MINUTE, gapMs: 2 * MINUTE },
};

/** A sport nobody listed gets the longest span, so a new sport errs on the side of no clash. */
const FALLBACK_SPAN: FixtureSpan = { durationMs: 270 * MINUTE, gapMs: 60 * MINUTE };

/** The span of a sport's fixtures. */
export function fixtureSpan(sport: string): FixtureSpan {
  return Object.hasOwn(FIXTURE_SPANS, sport) ? (FIXTURE_SPANS[sport] ?? FALLBACK_SPAN) : FALLBACK_SPAN;
}

/** Whether two fixtures of a sport starting at `a` and `b` are too close for one team to play both. */
export function fixturesClash(sport: string, a: number, b: number): boolean {
  const { durationMs, gapMs } = fixtureSpan(sport);
  return Math.abs(a - b) < durationMs + gapMs;
}

/** A booked fixture: two teams of a sport from a start time. */
export interface BookedFixture {
  readonly sport: string;
  readonly home: string;
  readonly away: string;
  readonly startsAt: number;
}

/**
 * Every team's fixtures, so the schedule never books a team into two that overlap.
 * Teams are per sport: Real Madrid's footballers and basketballers are two teams.
 */
export interface TeamCalendar {
  isFree(sport: string, team: string, startsAt: number): boolean;
  book(fixture: BookedFixture): void;
  /** A copy to plan a tick on: kept only once the tick commits, so a failed tick books nothing. */
  fork(): TeamCalendar;
  /** Forgets fixtures too old to clash with anything starting at `since` or later. */
  prune(since: number): void;
}

/** A calendar holding `fixtures`. */
export function createTeamCalendar(fixtures: readonly BookedFixture[] = []): TeamCalendar {
  return calendarOf(new Map(), fixtures);
}

function calendarOf(starts: Map<string, number[]>, fixtures: readonly BookedFixture[]): TeamCalendar {
  const keyOf = (sport: string, team: string) => `${sport}/${team}`;
  const calendar: TeamCalendar = {
    isFree: (sport, team, startsAt) =>
      !(starts.get(keyOf(sport, team)) ?? []).some((other) => fixturesClash(sport, startsAt, other)),
    book({ sport, home, away, startsAt }) {
      for (const team of [home, away]) {
        const key = keyOf(sport, team);
        starts.set(key, [...(starts.get(key) ?? []), startsAt]);
      }
    },
    fork: () => calendarOf(new Map([...starts].map(([key, list]) => [key, [...list]])), []),
    prune(since) {
      for (const [key, list] of starts) {
        const sport = key.slice(0, key.indexOf('/'));
        const { durationMs, gapMs } = fixtureSpan(sport);
        const kept = list.filter((startsAt) => startsAt + durationMs + gapMs > since);
        if (kept.length > 0) starts.set(key, kept);
        else starts.delete(key);
      }
    },
  };
  for (const fixture of fixtures) calendar.book(fixture);
  return calendar;
}
