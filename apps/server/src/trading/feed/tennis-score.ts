import { otherPlayer, tiebreakServer } from '../models/tennis-points';
import type { Player } from '../models/tennis-points';
import type { TennisFormat, TennisState } from '../models/tennis';

/** The score before the first point: the model's own TennisState, so prices read it directly. */
export function startingScore(server: Player): TennisState {
  return { sets: [], games: [0, 0], points: [0, 0], server };
}

/** Sets won by each player. */
export function setsWon(state: TennisState): [number, number] {
  const a = state.sets.filter(([x, y]) => x > y).length;
  return [a, state.sets.length - a];
}

/** The winner once a player has taken the sets needed, else null. */
export function matchWinner(state: TennisState, format: TennisFormat): Player | null {
  const need = (format.bestOf + 1) / 2;
  const [a, b] = setsWon(state);
  return a >= need ? 'A' : b >= need ? 'B' : null;
}

function isTiebreak(state: TennisState): boolean {
  return state.games[0] === 6 && state.games[1] === 6;
}

function tiebreakTarget(state: TennisState, format: TennisFormat): number {
  return state.sets.length === format.bestOf - 1 ? (format.finalSetTiebreak ?? 7) : 7;
}

/**
 * The score after one more point won by `winner`: game, tie-break (serve rotating A, B, B, A...)
 * and set rules; the player who served first in a tie-break receives first in the next set.
 */
export function playPoint(state: TennisState, winner: Player, format: TennisFormat): TennisState {
  const w = winner === 'A' ? 0 : 1;
  const points: [number, number] = [state.points[0], state.points[1]];
  points[w] += 1;
  const [mine, theirs] = w === 0 ? points : [points[1], points[0]];
  if (isTiebreak(state)) {
    const played = state.points[0] + state.points[1];
    const firstServer: Player = tiebreakServer(played, 'A') === state.server ? 'A' : 'B';
    const won = mine >= tiebreakTarget(state, format) && mine - theirs >= 2;
    if (!won) return { ...state, points, server: tiebreakServer(played + 1, firstServer) };
    const set: [number, number] = w === 0 ? [7, 6] : [6, 7];
    return { sets: [...state.sets, set], games: [0, 0], points: [0, 0], server: otherPlayer(firstServer) };
  }
  if (!(mine >= 4 && mine - theirs >= 2)) return { ...state, points };
  const games: [number, number] = [state.games[0], state.games[1]];
  games[w] += 1;
  const server = otherPlayer(state.server);
  const [g, o] = w === 0 ? games : [games[1], games[0]];
  if ((g >= 6 && g - o >= 2) || g === 7) return { sets: [...state.sets, games], games: [0, 0], points: [0, 0], server };
  return { ...state, games, points: [0, 0], server };
}

function gamesPlayed(state: TennisState): number {
  return state.games[0] + state.games[1];
}

/** What the next point decides: match, set or a break of serve (markets suspend on these). */
export function keyPoint(state: TennisState, format: TennisFormat): 'match' | 'set' | 'break' | null {
  let found: 'set' | 'break' | null = null;
  for (const winner of ['A', 'B'] as const) {
    const next = playPoint(state, winner, format);
    if (matchWinner(next, format)) return 'match';
    if (next.sets.length > state.sets.length) found = 'set';
    else if (
      found === null &&
      !isTiebreak(state) &&
      winner !== state.server &&
      gamesPlayed(next) !== gamesPlayed(state)
    ) {
      found = 'break';
    }
  }
  return found;
}

const CALLS = ['0', '15', '30', '40'];

/** The game score as shown ("30"/"15", "A"/"40", tie-break points as numbers), A's first. */
export function pointsText(state: TennisState): [string, string] {
  const [a, b] = state.points;
  if (isTiebreak(state)) return [String(a), String(b)];
  if (a >= 3 && b >= 3) return a === b ? ['40', '40'] : a > b ? ['A', '40'] : ['40', 'A'];
  return [CALLS[a] ?? '40', CALLS[b] ?? '40'];
}
