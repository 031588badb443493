import type { CasinoRoundView } from '@sportsbook/protocol';
import type { CasinoGameId } from './games';
import type { PublishedSeed } from './seeds';
import type { casinoRounds, casinoSeeds } from './tables';

/* What the casino's game server answers: the shapes of its launches, states and rounds. */

/** The game frame's credentials. */
export interface CasinoCredentials {
  readonly sessionId: string;
  readonly launchToken: string;
}

/** What a launch answers (docs/api.md launch_details). */
export interface LaunchDetails {
  readonly url_data: { readonly token: string; readonly lang: string };
  readonly launch_token: string;
  readonly wallet: string;
  readonly url: string;
}

/** A played round and the balance it left (major units). */
export interface PlayedRound {
  readonly round: CasinoRoundView;
  readonly balance: number;
  readonly currency: string;
  /** True when this answers a retried round id (nothing was moved again). */
  readonly replayed: boolean;
}

/** What the game page needs to start. */
export interface CasinoSessionState {
  readonly game: CasinoGameId;
  readonly device: 'mobile' | 'desktop';
  readonly lang: string;
  readonly balance: number;
  readonly currency: string;
  readonly rules: {
    readonly rtp: number;
    readonly max_multiplier: number;
    readonly min_stake: number;
    readonly max_stake: number;
  };
  readonly seed: PublishedSeed;
  /** Wheel: the segments' multipliers; plinko: the slots'; dice: none (basis points). */
  readonly board: readonly number[];
}

type RoundRow = typeof casinoRounds.$inferSelect;

/** A stored round as the player sees it: the seed's secret only once the pair is revealed. */
export function roundView(row: RoundRow, seed: typeof casinoSeeds.$inferSelect): CasinoRoundView {
  return {
    id: row.id,
    game: row.game,
    nonce: row.nonce,
    chance: row.chance,
    stake: row.stake,
    payout: row.payout,
    multiplier: row.multiplier,
    result: row.result,
    path: row.path,
    client_seed: seed.clientSeed,
    server_seed_hash: seed.serverSeedHash,
    server_seed: seed.status === 'revealed' ? seed.serverSeed : null,
    created_at: row.createdAt.toISOString(),
  };
}
