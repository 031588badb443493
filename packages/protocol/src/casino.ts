import { z } from 'zod/mini';

/*
 * Casino mini-games (docs/api.md "Casino mini-games", spec 001 §2–§4, §7; decision 036). The
 * lobby calls (jwt) are the spec's; the game API is what our own game pages call from the
 * `Casino` frame, authorised by the launch's session and launch token. Stakes and wins are
 * whole minor units; balances are major units, as `/player/details`.
 */

/** Refusal codes of the casino. */
export const CASINO_ERROR_CODES = [
  'CASINO_GAME_UNKNOWN',
  'CASINO_SESSION_ENDED',
  'CASINO_STAKE_OUT_OF_LIMITS',
  'CASINO_ACCOUNT_BLOCKED',
  'CASINO_SEED_CHANGED',
] as const;
export type CasinoErrorCode = (typeof CASINO_ERROR_CODES)[number];

/** English texts of the casino codes; clients translate by code. */
export const CASINO_ERROR_MESSAGES: Readonly<Record<CasinoErrorCode, string>> = {
  CASINO_GAME_UNKNOWN: 'There is no such game.',
  CASINO_SESSION_ENDED: 'This game session has ended. Open the game again from the lobby.',
  CASINO_STAKE_OUT_OF_LIMITS: 'The stake is outside the limits of this game.',
  CASINO_ACCOUNT_BLOCKED: 'Your account is on a time-out or self-excluded, so you cannot play.',
  CASINO_SEED_CHANGED: 'The next server seed changed meanwhile. Check its new hash and rotate again.',
};

const optionalText = z.optional(z.string().check(z.maxLength(64)));

/** `GET /tournaments/esa` query (unknown keys are ignored). */
export const casinoConfigQuerySchema = z.object({ lang: optionalText, country: optionalText });

export const casinoDeviceSchema = z.enum(['mobile', 'desktop'], { error: 'must be mobile or desktop' });

/** `GET /games/launchGame` query. */
export const casinoLaunchQuerySchema = z.object({
  website: optionalText,
  device: casinoDeviceSchema,
  lang: optionalText,
  game_id: z.string({ error: 'is required' }).check(z.minLength(1)).check(z.maxLength(64)),
  launch: optionalText,
});
export type CasinoLaunchQuery = z.infer<typeof casinoLaunchQuerySchema>;

/** `GET /games/closeGameSession` query. */
export const casinoCloseQuerySchema = z.object({
  website: optionalText,
  device: z.optional(casinoDeviceSchema),
  lang: optionalText,
  launch_session: z.uuid({ error: 'must be the launch session (a UUID)' }),
  launch_token: z.string().check(z.regex(/^[0-9a-f]{64}$/, { error: 'must be the launch token' })),
  wallet: optionalText,
});
export type CasinoCloseQuery = z.infer<typeof casinoCloseQuerySchema>;

/** The game frame's credentials: the launch session and its launch token (headers). */
export const casinoCredentialsSchema = z.object({
  'casino-session': z.uuid({ error: 'must be the launch session (a UUID)' }),
  'casino-token': z.string().check(z.regex(/^[0-9a-f]{64}$/, { error: 'must be the launch token' })),
});

/** A client seed: 1–32 letters, digits, `_` or `-`. */
export const clientSeedSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{1,32}$/, { error: 'must be 1 to 32 letters, digits, _ or -' }));

/** `POST /casino/api/rounds`: one round of the session's game. */
export const casinoRoundRequestSchema = z.object({
  /** The idempotency key: a retried round answers its first result and never pays twice. */
  round_id: z.uuid({ error: 'must be a UUID' }),
  stake: z
    .number({ error: 'must be a number of minor units' })
    .check(z.int({ error: 'must be a whole number of minor units' }))
    .check(z.positive({ error: 'must be above 0' }))
    .check(z.lte(100_000_000, { error: 'must be at most 100000000 minor units' })),
  /** Dice only: the win chance in basis points (100 = 1 %). */
  chance: z.optional(z.number().check(z.int({ error: 'must be whole basis points' }))),
});
export type CasinoRoundRequest = z.infer<typeof casinoRoundRequestSchema>;

/** A server seed's SHA-256, as published: 64 lower-case hex digits. */
export const seedHashSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/, { error: 'must be 64 hex digits' }));

/**
 * `POST /casino/api/seed`: reveal the server seed and start a new pair with this client seed, on
 * the committed next server seed (decision 084). `next_server_seed_hash`, when sent, is the
 * commitment the player saw; if it is no longer the current one the rotation is refused (409
 * `CASINO_SEED_CHANGED`) and nothing changes.
 */
export const casinoRotateSeedSchema = z.object({
  client_seed: clientSeedSchema,
  next_server_seed_hash: z.optional(seedHashSchema),
});

/** `GET /casino/api/verify`: recompute a round from its seeds. */
export const casinoVerifyQuerySchema = z.object({
  game: z.enum(['dice', 'wheel', 'plinko'], { error: 'must be dice, wheel or plinko' }),
  server_seed: z.string().check(z.regex(/^[0-9a-f]{64}$/, { error: 'must be 64 hex digits' })),
  client_seed: clientSeedSchema,
  nonce: z.coerce.number().check(z.int()).check(z.gte(0)).check(z.lte(Number.MAX_SAFE_INTEGER)),
  chance: z.optional(z.coerce.number().check(z.int())),
});

/** `GET /v1/casino/rounds` and `/casino/api/rounds` query. */
export const casinoRoundsQuerySchema = z.object({
  limit: z.optional(z.coerce.number().check(z.int()).check(z.gte(1)).check(z.lte(100))),
});

/** One played round as answered to the player. */
export interface CasinoRoundView {
  readonly id: string;
  readonly game: 'dice' | 'wheel' | 'plinko';
  readonly nonce: number;
  readonly chance: number | null;
  /** Minor units. */
  readonly stake: number;
  /** Minor units (0 for a loss). */
  readonly payout: number;
  /** Basis points (10000 = 1x). */
  readonly multiplier: number;
  readonly result: number;
  readonly path: string;
  readonly client_seed: string;
  readonly server_seed_hash: string;
  /** Null until the player rotates the pair. */
  readonly server_seed: string | null;
  readonly created_at: string;
}

/** `GET /tournaments/esa` answer (docs/api.md). */
export const casinoConfigResponseSchema = z.object({
  status: z.literal(1),
  data: z.object({
    games: z.array(
      z.object({
        esaId: z.number(),
        identifier: z.string(),
        name: z.string(),
        mobile_game_id: z.string(),
        desktop_game_id: z.string(),
      }),
    ),
    reality_check_default_interval: z.number().check(z.positive()),
    casino_language: z.string(),
  }),
});
export type CasinoConfig = z.infer<typeof casinoConfigResponseSchema>['data'];

/** `GET /games/launchGame` answer (docs/api.md). */
export const casinoLaunchResponseSchema = z.object({
  status: z.literal(1),
  data: z.object({
    launch_details: z.object({
      url_data: z.object({ token: z.string(), lang: z.string() }),
      launch_token: z.string(),
      wallet: z.string(),
      url: z.string(),
    }),
  }),
});
export type CasinoLaunchDetails = z.infer<typeof casinoLaunchResponseSchema>['data']['launch_details'];

/** One round as listed (`/v1/casino/rounds`). */
export const casinoRoundViewSchema = z.object({
  id: z.string(),
  game: z.enum(['dice', 'wheel', 'plinko']),
  nonce: z.number(),
  chance: z.nullable(z.number()),
  stake: z.number(),
  payout: z.number(),
  multiplier: z.number(),
  result: z.number(),
  path: z.string(),
  client_seed: z.string(),
  server_seed_hash: z.string(),
  server_seed: z.nullable(z.string()),
  created_at: z.string(),
});

export const casinoRoundsResponseSchema = z.object({ status: z.literal(1), data: z.array(casinoRoundViewSchema) });

/** `GET /games/closeGameSession` answer. */
export const casinoCloseResponseSchema = z.object({ status: z.literal(1) });

/** `GET /casino/api/verify` answer. */
export const casinoVerifyResponseSchema = z.object({
  status: z.literal(1),
  data: z.object({
    result: z.number(),
    path: z.string(),
    multiplier: z.number(),
    payout_per_100: z.number(),
    server_seed_hash: z.string(),
  }),
});
