export { betBuilderRoutes } from './routes';
export type { BetBuilderRoutesOptions } from './routes';
export { createBetBuilderService, BuilderRequestError } from './service';
export type { BetBuilderService } from './service';
export { builderFeedSeed } from './feed-seed';
export type { BuilderFeedSeed } from './feed-seed';
export { builderCashoutOffer, selectBuilderOdds, settleBuilderBet } from './settle';
