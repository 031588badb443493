import { formatMoney } from '@sportsbook/betting';
import type { Money } from '@sportsbook/betting';
import { useSessionStore } from '../stores/session-store';
import { useSiteStore } from '../stores/site-store';

/** The player's balance as shown in the header: minor units, currency and the formatted text. */
export interface BalanceView {
  readonly balance: Money | null;
  readonly currency: string;
  /** e.g. '£1,000.00'; null until the first balance arrives. */
  readonly formatted: string | null;
}

/**
 * The logged-in player's balance (spec 001 §3: displayed ×100 from the wire, formatted in the
 * user's currency, falling back to the brand's until the first update), in the UI language
 * unless a locale is given.
 */
export function useBalance(locale?: string): BalanceView {
  const language = useSiteStore((state) => state.language);
  const balance = useSessionStore((state) => state.balance);
  const sessionCurrency = useSessionStore((state) => state.currency);
  const brandCurrency = useSiteStore((state) => state.config.currency);
  const currency = sessionCurrency ?? brandCurrency;
  return { balance, currency, formatted: balance === null ? null : formatMoney(balance, currency, locale ?? language) };
}
