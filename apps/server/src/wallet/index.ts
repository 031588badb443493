export { createWallet } from './wallet';
export type { ActiveFreebet, Wallet, WalletAudit } from './wallet';
export { WalletError } from './errors';
export type { WalletErrorCode } from './errors';
export { postEntry, postDebitsTogether, findEntry } from './ledger';
export type { LedgerEntry, LedgerPosting, TogetherDebit } from './ledger';
export { consumeFreebetIn, grantFreebetIn, expireFreebetIn } from './freebet-ledger';
export type { FreebetGrant } from './freebet-ledger';
export {
  activeFreebetsEndingBy,
  findFreebet,
  ledgerHistory,
  lockWalletIn,
  openWalletIn,
  walletCurrencyOf,
} from './wallet-rows';
export type { FreebetRow } from './wallet-rows';
export type { LedgerKind } from './tables';
export {
  publishBalance,
  publishBetPlaced,
  publishBetSettled,
  publishCashout,
  publishPlayerEvents,
} from './player-events';
export type { PlayerEventErrorReporter } from './player-events';
export { walletRoutes } from './routes';
