export { casinoRoutes } from './routes';
export type { CasinoRoutesOptions } from './routes';
export { createCasinoService, CasinoRefusal, LAUNCH_TOKEN_IDLE_MS } from './service';
export type { CasinoService } from './service';
export { CASINO_GAMES, CASINO_GAME_IDS } from './games';
