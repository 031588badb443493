/** A tennis player in a match: A is the first-named player, B the second. */
export type Player = 'A' | 'B';

/** Each player's chance of winning a point on their own serve: the whole tennis model's input. */
export interface ServeProbabilities {
  readonly a: number;
  readonly b: number;
}

/** The other player: serve alternates game by game. */
export function otherPlayer(player: Player): Player {
  return player === 'A' ? 'B' : 'A';
}

/** Refuses serve probabilities a Markov chain cannot use (0 or 1 make deuce never end). */
export function checkServe(serve: ServeProbabilities): void {
  if (!(serve.a > 0 && serve.a < 1 && serve.b > 0 && serve.b < 1)) {
    throw new RangeError(`Serve point probabilities must be strictly between 0 and 1, got ${serve.a} and ${serve.b}.`);
  }
}

/**
 * P(the first player wins a race to `target` points, win by two) from points (i, j), where
 * pointChance(n) is the first player's chance on point n (0-based). A level score at or past
 * target − 1 is solved exactly: two points later it is either won or level again, so
 * P = w / (w + l) with w, l the chances of taking both of the next two points.
 */
export function winRaceByTwo(
  i: number,
  j: number,
  target: number,
  pointChance: (n: number) => number,
  memo = new Map<number, number>(),
): number {
  if (i >= target && i - j >= 2) return 1;
  if (j >= target && j - i >= 2) return 0;
  const n = i + j;
  if (i === j && i >= target - 1) {
    const [first, second] = [pointChance(n), pointChance(n + 1)];
    const win = first * second;
    return win / (win + (1 - first) * (1 - second));
  }
  const key = i * 1000 + j;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const chance = pointChance(n);
  const result =
    chance * winRaceByTwo(i + 1, j, target, pointChance, memo) +
    (1 - chance) * winRaceByTwo(i, j + 1, target, pointChance, memo);
  memo.set(key, result);
  return result;
}

/**
 * P(the server holds) from the point score (server's points, receiver's points: 0, 1, 2, 3
 * for 0/15/30/40, then counting through deuce and advantage).
 * @example holdProbability(0.6) // 0.7357
 */
export function holdProbability(serverWins: number, points: readonly [number, number] = [0, 0]): number {
  return winRaceByTwo(points[0], points[1], 4, () => serverWins);
}

/**
 * Who serves point n of a tie-break: the first server serves one point, then each player
 * serves two in turn (A, B, B, A, A, B, B, …).
 */
export function tiebreakServer(n: number, firstServer: Player): Player {
  return Math.floor((n + 1) / 2) % 2 === 0 ? firstServer : otherPlayer(firstServer);
}

/**
 * P(A wins a tie-break to `target` (7, or 10 for a match tie-break) from points [A, B], where
 * `server` serves the NEXT point. Each pair of points from a level score past target − 1 has
 * one serve each, so the level state has the exact closed form of `winRaceByTwo`.
 */
export function tiebreakProbability(
  serve: ServeProbabilities,
  server: Player,
  points: readonly [number, number] = [0, 0],
  target = 7,
): number {
  const played = points[0] + points[1];
  const firstServer = tiebreakServer(played, 'A') === server ? 'A' : 'B';
  return winRaceByTwo(points[0], points[1], target, (n) =>
    tiebreakServer(n, firstServer) === 'A' ? serve.a : 1 - serve.b,
  );
}

/** P(A wins the current game) from points [A, B] with `server` serving. */
export function gameProbability(serve: ServeProbabilities, server: Player, points: readonly [number, number]): number {
  return server === 'A'
    ? holdProbability(serve.a, [points[0], points[1]])
    : 1 - holdProbability(serve.b, [points[1], points[0]]);
}
