import { describe, expect, it } from 'vitest';
import type { TennisFormat, TennisState } from '../models/tennis';
import type { Player } from '../models/tennis-points';
import { keyPoint, matchWinner, playPoint, pointsText, startingScore } from './tennis-score';

const BEST_OF_3: TennisFormat = { bestOf: 3, finalSetTiebreak: 7 };

function play(state: TennisState, points: string): TennisState {
  return [...points].reduce((score, winner) => playPoint(score, winner as Player, BEST_OF_3), state);
}

const at = (
  games: [number, number],
  points: [number, number],
  server: Player,
  sets: [number, number][] = [],
): TennisState => ({
  sets,
  games,
  points,
  server,
});

describe('tennis scoring', () => {
  it('wins a game at four points two clear, then hands the serve over', () => {
    const state = play(startingScore('A'), 'AAAA');
    expect(state).toEqual(at([1, 0], [0, 0], 'B'));
  });

  it('plays deuce and advantage until a player is two points clear', () => {
    const deuce = play(startingScore('A'), 'AAABBB');
    expect(pointsText(deuce)).toEqual(['40', '40']);
    expect(pointsText(play(deuce, 'B'))).toEqual(['40', 'A']);
    expect(play(deuce, 'BA').games).toEqual([0, 0]);
    expect(play(deuce, 'BB').games).toEqual([0, 1]);
  });

  it('wins a set at 6-4 and at 7-5, and plays a tie-break at 6-6', () => {
    expect(play(at([5, 4], [0, 0], 'A'), 'AAAA').sets).toEqual([[6, 4]]);
    expect(play(at([6, 5], [0, 0], 'B'), 'AAAA').sets).toEqual([[7, 5]]);
    const tiebreak = play(at([5, 6], [0, 0], 'A'), 'AAAA');
    expect(tiebreak).toEqual(at([6, 6], [0, 0], 'B'));
    expect(pointsText(play(tiebreak, 'AB'))).toEqual(['1', '1']);
  });

  it('rotates the tie-break serve A, B, B, A and gives the next set to the first receiver', () => {
    const tiebreak = at([6, 6], [0, 0], 'A');
    const servers = [0, 1, 2, 3, 4].map((n) => play(tiebreak, 'A'.repeat(n)).server);
    expect(servers).toEqual(['A', 'B', 'B', 'A', 'A']);
    const won = play(tiebreak, 'AAAAAAA');
    expect(won).toEqual(at([0, 0], [0, 0], 'B', [[7, 6]]));
  });

  it('ends a best-of-three match when a player has two sets', () => {
    const state = play(at([5, 0], [0, 0], 'A', [[6, 0]]), 'AAAA');
    expect(matchWinner(state, BEST_OF_3)).toBe('A');
  });

  it('calls break, set and match points so markets can suspend on them', () => {
    expect(keyPoint(at([1, 1], [2, 3], 'A'), BEST_OF_3)).toBe('break');
    expect(keyPoint(at([1, 1], [3, 2], 'A'), BEST_OF_3)).toBeNull();
    expect(keyPoint(at([5, 3], [3, 0], 'A'), BEST_OF_3)).toBe('set');
    expect(keyPoint(at([5, 3], [3, 0], 'A', [[6, 2]]), BEST_OF_3)).toBe('match');
    expect(keyPoint(at([6, 6], [6, 5], 'B'), BEST_OF_3)).toBe('set');
  });
});
