/** Why the wallet refused a movement; codes come from the catalogue where the bettor sees them. */
export type WalletErrorCode = 'BALANCE_INSUFFICIENT' | 'FREEBET_NOT_ELIGIBLE' | 'NO_WALLET' | 'VALIDATION_ERROR';

/** A refused wallet movement: nothing of it was written. */
export class WalletError extends Error {
  override readonly name = 'WalletError';
  constructor(
    readonly code: WalletErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Refuses an amount that is not a whole number of minor units in range. */
export function checkAmount(amount: number, what: string, allowZero = false): void {
  if (!Number.isSafeInteger(amount) || amount < 0 || (!allowZero && amount === 0)) {
    throw new WalletError(
      'VALIDATION_ERROR',
      `${what} must be a whole number of minor units above 0, got ${String(amount)}.`,
    );
  }
}
