import { CASINO_GAME_IDS } from './games';
import type { CasinoGameId } from './games';

/** A launch token lives this long after its last use (decision 036). */
export const LAUNCH_TOKEN_IDLE_MS = 15 * 60 * 1000;

/** The game ids the lobby launches: `<game>-desktop` / `<game>-mobile`. */
export function gameIdOf(game: CasinoGameId, device: 'mobile' | 'desktop'): string {
  return `${game}-${device}`;
}

/** The game a launch id names, or null for an id the lobby never launches. */
export function gameOfLaunchId(gameId: string): CasinoGameId | null {
  const match = /^([a-z]+)-(mobile|desktop)$/.exec(gameId.toLowerCase());
  const game = match?.[1];
  return (CASINO_GAME_IDS as readonly string[]).includes(game ?? '') ? (game as CasinoGameId) : null;
}
