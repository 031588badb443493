import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LANGUAGES } from '@sportsbook/betting';
import {
  casinoCloseQuerySchema,
  casinoConfigQuerySchema,
  casinoCredentialsSchema,
  casinoLaunchQuerySchema,
  casinoRotateSeedSchema,
  casinoRoundRequestSchema,
  casinoRoundsQuerySchema,
  casinoVerifyQuerySchema,
  parseOrThrow,
} from '@sportsbook/protocol';
import { requirePlayer } from '../accounts/index';
import type { SportsPlayer } from '../accounts/index';
import { CASINO_GAME_IDS, CASINO_GAMES, checkChoice, payoutOf, roundOutcome, RoundChoiceError } from './games';
import type { CasinoGameId } from './games';
import { gamePage } from './game-page';
import { CasinoRefusal } from './service';
import type { CasinoCredentials, CasinoService } from './service';
import { refusal as wireRefusal } from '../http/index';
import type { RefusalCode } from '../http/index';

/** Options of `casinoRoutes` (SPORTS origin, registered beside `sportsAuth`). */
export interface CasinoRoutesOptions {
  readonly service: CasinoService;
}

const refusal = (code: RefusalCode, message: string) => wireRefusal(code, { message });

/** The language a request asks for, or English. */
function languageOf(lang: string | undefined): string {
  const wanted = (lang ?? '').toLowerCase();
  return (LANGUAGES as readonly string[]).includes(wanted) ? wanted : 'en';
}

function credentialsOf(request: FastifyRequest): CasinoCredentials {
  const headers = parseOrThrow(casinoCredentialsSchema, request.headers, 'game credentials');
  return { sessionId: headers['casino-session'], launchToken: headers['casino-token'] };
}

const playerOf = (request: FastifyRequest): SportsPlayer => request.player!;

declare module 'fastify' {
  interface FastifyRequest {
    /** The player of a game frame's session credentials, once checked (the round's rate limits count it). */
    casinoPlayerId: number | null;
  }
}

const ASSETS: Readonly<Record<string, string>> = {
  'casino-game.js': 'application/javascript; charset=utf-8',
  'casino-game.css': 'text/css; charset=utf-8',
  'communicator.js': 'application/javascript; charset=utf-8',
};
const assetText = new Map(
  Object.keys(ASSETS).map((name) => [name, readFileSync(new URL(`./public/${name}`, import.meta.url), 'utf8')]),
);

/**
 * The casino on the sports origin: the lobby's calls (jwt), the game frame's API (launch
 * session + token) and the game pages with their scripts. Every input is parsed by a protocol
 * schema: bad input is a 400 with a readable message and changes nothing.
 */
export const casinoRoutes: FastifyPluginAsync<CasinoRoutesOptions> = async (app, { service }) => {
  /* ---- the lobby (jwt) ---- */

  app.get('/tournaments/esa', { preHandler: requirePlayer }, async (request) => {
    const query = parseOrThrow(casinoConfigQuerySchema, request.query, 'casino config query');
    return { status: 1, data: await service.config(playerOf(request).id, languageOf(query.lang)) };
  });

  app.get('/games/launchGame', { preHandler: requirePlayer, config: { moves: 'stake' } }, async (request) => {
    const query = parseOrThrow(casinoLaunchQuerySchema, request.query, 'launch query');
    const details = await service.launch(playerOf(request).id, {
      gameId: query.game_id,
      device: query.device,
      lang: languageOf(query.lang),
    });
    return { status: 1, data: { launch_details: details } };
  });

  app.get('/games/closeGameSession', { preHandler: requirePlayer }, async (request, reply) => {
    const query = parseOrThrow(casinoCloseQuerySchema, request.query, 'close query');
    const closed = await service.close(playerOf(request).id, {
      sessionId: query.launch_session,
      launchToken: query.launch_token,
    });
    if (!closed) return reply.code(404).send(refusal('NOT_FOUND', 'There is no such game session of yours.'));
    return { status: 1 };
  });

  app.get('/v1/casino/rounds', { preHandler: requirePlayer }, async (request) => {
    const query = parseOrThrow(casinoRoundsQuerySchema, request.query, 'rounds query');
    return { status: 1, data: await service.rounds(playerOf(request).id, query.limit ?? 50) };
  });

  /* ---- the game frame (launch session + launch token) ---- */

  app.get('/casino/api/state', async (request) => ({ status: 1, data: await service.state(credentialsOf(request)) }));

  app.decorateRequest('casinoPlayerId', null);
  const identifySessionPlayer = async (request: FastifyRequest) => {
    request.casinoPlayerId = await service.sessionPlayer(credentialsOf(request));
  };

  app.post(
    '/casino/api/rounds',
    { preHandler: identifySessionPlayer, config: { moves: 'stake', rateLimit: 'casino-round' } },
    async (request) => {
      const credentials = credentialsOf(request);
      const body = parseOrThrow(casinoRoundRequestSchema, request.body, 'round');
      const played = await service.play(credentials, body);
      return { status: 1, data: played };
    },
  );

  app.get('/casino/api/rounds', async (request) => {
    const credentials = credentialsOf(request);
    const query = parseOrThrow(casinoRoundsQuerySchema, request.query, 'rounds query');
    return { status: 1, data: await service.sessionRounds(credentials, query.limit ?? 20) };
  });

  app.post('/casino/api/seed', { config: { moves: 'nothing' } }, async (request) => {
    const credentials = credentialsOf(request);
    const body = parseOrThrow(casinoRotateSeedSchema, request.body, 'seed rotation');
    return { status: 1, data: await service.rotateSeed(credentials, body.client_seed, body.next_server_seed_hash) };
  });

  /** Recomputes a round from its seeds: anyone may check any round once its seed is revealed. */
  app.get('/casino/api/verify', async (request) => {
    const query = parseOrThrow(casinoVerifyQuerySchema, request.query, 'verification query');
    try {
      const choice = checkChoice(query.game, { chance: query.chance });
      const outcome = roundOutcome(query.game, choice, query.server_seed, query.client_seed, query.nonce);
      return {
        status: 1,
        data: {
          ...outcome,
          payout_per_100: payoutOf(100, outcome.multiplier),
          server_seed_hash: hashOf(query.server_seed),
        },
      };
    } catch (error) {
      if (error instanceof RoundChoiceError) throw new CasinoRefusal('VALIDATION_ERROR', error.message, 400);
      throw error;
    }
  });

  app.get('/casino/games', async () => ({
    status: 1,
    data: CASINO_GAME_IDS.map((id) => ({
      id,
      name: CASINO_GAMES[id].name,
      rtp: CASINO_GAMES[id].rtp,
      max_multiplier: CASINO_GAMES[id].maxMultiplier,
      min_stake: CASINO_GAMES[id].minStake,
      max_stake: CASINO_GAMES[id].maxStake,
    })),
  }));

  /* ---- pages and scripts ---- */

  app.get<{ Params: { game: string } }>('/casino/play/:game', async (request, reply) => {
    const game = request.params.game as CasinoGameId;
    if (!(CASINO_GAME_IDS as readonly string[]).includes(game)) {
      return reply.code(404).send(refusal('CASINO_GAME_UNKNOWN', `There is no game "${request.params.game}".`));
    }
    const lang = languageOf((request.query as { lang?: string }).lang);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(gamePage(game, lang));
  });

  app.get<{ Params: { name: string } }>('/casino/assets/:name', async (request, reply) => {
    const type = ASSETS[request.params.name];
    const text = assetText.get(request.params.name);
    if (!type || text === undefined) return reply.code(404).send(refusal('NOT_FOUND', 'No such file.'));
    return reply.type(type).header('cache-control', 'no-cache').send(text);
  });
};

function hashOf(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}
