import type { Money } from '@sportsbook/betting';

/** The player's cash balance as the cashier shows it. */
export interface CashierBalance {
  readonly minor: Money;
  readonly currency: string;
}

/** What every cashier section gets from the cashier page. */
export interface CashierSectionProps {
  /** The frontend token (Bearer) of the session. */
  readonly token: string;
  /** The balance, null while it loads. */
  readonly balance: CashierBalance | null;
  /** Re-reads the balance and tells the shell (`balance_update`) after money moved. */
  readonly onMoneyMoved: () => Promise<void>;
  /** Ends the session when the server no longer accepts it; true when that was the error. */
  readonly onAuthError: (error: unknown) => boolean;
}
