import { formatOdds } from '@sportsbook/betting';
import type { FinalScore } from '@sportsbook/protocol';

/** A runner's price as stored on the race's win market, looked up by runner name. */
export interface RunnerPrice {
  readonly odds: number;
  readonly displayFractional: string | null;
  readonly isStartingPrice: boolean;
}

const isPair = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length === 2 && value.every((n) => Number.isInteger(n));

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The starting price of a runner as traded: the ladder quote when stored, else the exact fraction. */
function startingPrice(price: RunnerPrice | undefined): string | null {
  if (!price || !price.isStartingPrice || price.odds <= 1) return null;
  return price.displayFractional ?? formatOdds(price.odds, 'fractional');
}

function raceScore(order: unknown[], prices: ReadonlyMap<string, RunnerPrice>): FinalScore {
  const finishers = order
    .map(record)
    .filter((row) => typeof row.name === 'string' && Number.isInteger(row.position))
    .map((row) => ({ name: row.name as string, position: row.position as number }))
    .sort((a, b) => a.position - b.position);
  const counts = new Map<number, number>();
  for (const { position } of finishers) counts.set(position, (counts.get(position) ?? 0) + 1);
  return {
    kind: 'race',
    finish: finishers.map(({ name, position }) => ({
      position,
      name,
      sp: startingPrice(prices.get(name)),
      dead_heat: (counts.get(position) ?? 0) > 1,
    })),
  };
}

/** How far down a golf leaderboard the Results page goes: 10th, with everyone tied on it. */
export const LEADERBOARD_PLACES = 10;

function leaderboardScore(rows: unknown[]): FinalScore | null {
  const places = rows
    .map(record)
    .filter((row) => typeof row.name === 'string' && Number.isInteger(row.position) && Number.isInteger(row.to_par))
    .map((row) => ({
      position: row.position as number,
      name: row.name as string,
      tied: row.tied === true,
      to_par: row.to_par as number,
    }))
    .sort((a, b) => a.position - b.position)
    .filter((row) => row.position <= LEADERBOARD_PLACES);
  return places.length > 0 ? { kind: 'leaderboard', places } : null;
}

/** A total to par as golf writes it: "-12", "E", "+3". */
export function formatToPar(toPar: number): string {
  return toPar === 0 ? 'E' : toPar > 0 ? `+${toPar}` : `${toPar}`;
}

/**
 * The final score of an ended event from what trading stored in `events.result` (shapes by
 * sport: `score` pairs, tennis `sets`, e-sports `maps`, racing `order`, golf `leaderboard` or,
 * stored before leaderboards, `winner` only); null
 * for a result this page cannot show (it is then left out rather than shown wrong).
 */
export function toFinalScore(result: unknown, prices: ReadonlyMap<string, RunnerPrice> = new Map()): FinalScore | null {
  const stored = record(result);
  if (Array.isArray(stored.order)) return raceScore(stored.order, prices);
  if (Array.isArray(stored.sets) && stored.sets.every(isPair)) {
    const sets = stored.sets as [number, number][];
    const home = sets.filter(([a, b]) => a > b).length;
    return { kind: 'sets', home, away: sets.length - home, sets };
  }
  const pair = isPair(stored.score) ? stored.score : isPair(stored.maps) ? stored.maps : null;
  if (pair) {
    const note =
      stored.decided_by === 'overtime' || (typeof stored.overtimes === 'number' && stored.overtimes > 0)
        ? 'OT'
        : stored.decided_by === 'shootout'
          ? 'SO'
          : null;
    return { kind: 'score', home: pair[0], away: pair[1], note };
  }
  if (Array.isArray(stored.leaderboard)) return leaderboardScore(stored.leaderboard);
  if (typeof stored.name === 'string')
    return { kind: 'leaderboard', places: [{ position: 1, name: stored.name, tied: false, to_par: null }] };
  return null;
}

/** The score as one language-neutral line: "2-1", "3-2 OT", "6-4 3-6 7-5", "1. Red Rum 5/2". */
export function scoreText(score: FinalScore): string {
  switch (score.kind) {
    case 'score':
      return `${score.home}-${score.away}${score.note ? ` ${score.note}` : ''}`;
    case 'sets':
      return score.sets.map(([a, b]) => `${a}-${b}`).join(' ');
    case 'race':
      return score.finish
        .slice(0, 3)
        .map((row) => `${row.position}. ${row.name}${row.sp ? ` ${row.sp}` : ''}`)
        .join(', ');
    case 'leaderboard':
      return score.places
        .slice(0, 3)
        .map(
          (row) =>
            `${row.tied ? 'T' : ''}${row.position}. ${row.name}${row.to_par === null ? '' : ` ${formatToPar(row.to_par)}`}`,
        )
        .join(', ');
  }
}
