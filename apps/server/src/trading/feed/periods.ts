/** A period of play (quarter, period, overtime) in game minutes, with the break before it. */
export interface Period {
  readonly minutes: number;
  readonly breakMs: number;
}

/** Where a game is at some simulated offset from its start. */
export interface PeriodPosition {
  readonly phase: 'before' | 'play' | 'break' | 'after';
  /** Index of the period being played, or the one the break leads into. */
  readonly period: number;
  /** Game minutes played so far. */
  readonly elapsed: number;
  /** Game minutes left in the current period. */
  readonly remaining: number;
}

/**
 * Maps simulated time since the start onto periods and breaks, so basketball quarters and
 * hockey periods share one clock; game minutes last `gameMinuteMs` of simulated time.
 */
export function locate(periods: readonly Period[], gameMinuteMs: number, offsetMs: number): PeriodPosition {
  if (offsetMs < 0) return { phase: 'before', period: 0, elapsed: 0, remaining: periods[0]?.minutes ?? 0 };
  let time = 0;
  let elapsed = 0;
  for (const [index, period] of periods.entries()) {
    if (offsetMs < time + period.breakMs) return { phase: 'break', period: index, elapsed, remaining: period.minutes };
    time += period.breakMs;
    const length = period.minutes * gameMinuteMs;
    if (offsetMs < time + length) {
      const played = (offsetMs - time) / gameMinuteMs;
      return { phase: 'play', period: index, elapsed: elapsed + played, remaining: period.minutes - played };
    }
    time += length;
    elapsed += period.minutes;
  }
  return { phase: 'after', period: periods.length - 1, elapsed, remaining: 0 };
}

/** The game clock as shown ("07:32" left in the period). */
export function clockText(remainingMinutes: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMinutes * 60));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
