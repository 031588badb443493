import {
  casinoCloseResponseSchema,
  casinoConfigResponseSchema,
  casinoLaunchResponseSchema,
  casinoRoundsResponseSchema,
  casinoVerifyResponseSchema,
} from '@sportsbook/protocol';
import type { z } from 'zod/mini';
import type { CasinoConfig, casinoRoundViewSchema } from '@sportsbook/protocol';
import { sportsRequest } from '../../lib/sports-api';
import { useSiteStore } from '../../stores/site-store';
import { useCasinoStore } from './casino-store';
import type { PlayedGame } from './casino-store';

/** `GET /tournaments/esa` (spec 001 §7). */
export async function fetchCasinoConfig(): Promise<CasinoConfig> {
  const { language, country } = useSiteStore.getState();
  const answer = await sportsRequest('/tournaments/esa', {
    schema: casinoConfigResponseSchema,
    query: { lang: language, country: country.toLowerCase() },
  });
  return answer.data;
}

/**
 * Launches a game (spec 001 §7): the launch is remembered so logout can close it. Errors are
 * only logged and the launch answers false (spec 001 §8).
 */
export async function launchGame(
  game: {
    readonly identifier: string;
    readonly name: string;
    readonly mobile_game_id: string;
    readonly desktop_game_id: string;
  },
  device: 'mobile' | 'desktop',
  lang: string,
): Promise<boolean> {
  try {
    const answer = await sportsRequest('/games/launchGame', {
      schema: casinoLaunchResponseSchema,
      query: {
        website: 'sport',
        device,
        lang,
        game_id: device === 'mobile' ? game.mobile_game_id : game.desktop_game_id,
        launch: 1,
      },
    });
    useCasinoStore
      .getState()
      .launched({ identifier: game.identifier, name: game.name, device, details: answer.data.launch_details });
    return true;
  } catch (error) {
    console.warn('The casino game could not be launched:', error);
    return false;
  }
}

/** `GET /games/closeGameSession` for one played game; `jwt` for a session already signed out locally. */
export async function closeGame(game: PlayedGame, jwt?: string): Promise<void> {
  useCasinoStore.getState().closed(game);
  try {
    await sportsRequest('/games/closeGameSession', {
      schema: casinoCloseResponseSchema,
      query: {
        website: 'sport',
        device: game.device,
        lang: game.details.url_data.lang,
        launch_session: game.details.url_data.token,
        launch_token: game.details.launch_token,
        wallet: game.details.wallet,
      },
      ...(jwt ? { headers: { jwt } } : {}),
    });
  } catch (error) {
    console.warn('The casino session could not be closed:', error);
  }
}

/** Closes every played game session (logout, leaving the games). */
export async function closeAllGames(jwt?: string): Promise<void> {
  await Promise.all(useCasinoStore.getState().played.map((game) => closeGame(game, jwt)));
}

/** The player's latest casino rounds (`GET /v1/casino/rounds`). */
export async function fetchCasinoRounds(limit = 20) {
  const answer = await sportsRequest('/v1/casino/rounds', { schema: casinoRoundsResponseSchema, query: { limit } });
  return answer.data;
}

/** Recomputes a revealed round on the public verifier; true when it gives the stored result. */
export async function verifyRound(round: z.output<typeof casinoRoundViewSchema>): Promise<boolean> {
  if (!round.server_seed) return false;
  const answer = await sportsRequest('/casino/api/verify', {
    schema: casinoVerifyResponseSchema,
    query: {
      game: round.game,
      server_seed: round.server_seed,
      client_seed: round.client_seed,
      nonce: round.nonce,
      chance: round.chance,
    },
  });
  return (
    answer.data.server_seed_hash === round.server_seed_hash &&
    answer.data.result === round.result &&
    answer.data.multiplier === round.multiplier
  );
}
