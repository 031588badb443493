export { myBetsRoutes } from './routes';
export type { MyBetsRoutesOptions } from './routes';
export { createMyBetsService, DEFAULT_CASHOUT_NOTICE_WINDOW_MS } from './service';
export type { MyBetsService, MyBetsServiceOptions } from './service';
export { quoteCashout, roundQuoteDown, DEFAULT_CASHOUT_MARGIN_BP } from './cashout-quote';
export type { QuoteBet, QuoteLeg, QuotePrice } from './cashout-quote';
