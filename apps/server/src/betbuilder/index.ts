export { betBuilderRoutes } from './routes';
export type { BetBuilderRoutesOptions } from './routes';
export { createBetBuilderService } from './service';
export { BuilderRequestError } from './refusals';
export type { BetBuilderService } from './service';
export { builderFeedSeed } from './feed-seed';
export type { BuilderFeedSeed } from './feed-seed';
export { builderCashoutOffer, selectBuilderOdds, settleBuilderBet } from './settle';
