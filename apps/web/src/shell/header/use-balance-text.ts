import { formatMoney } from '@sportsbook/betting';
import { useSessionStore } from '../../stores/session-store';
import { useSiteStore } from '../../stores/site-store';

/** The logged-in player's balance as text in their currency (minor units from the session), or null before it loads. */
export function useBalanceText(): string | null {
  const balance = useSessionStore((state) => state.balance);
  const currency = useSessionStore((state) => state.currency);
  const fallbackCurrency = useSiteStore((state) => state.config.currency);
  const language = useSiteStore((state) => state.language);
  if (balance === null) return null;
  return formatMoney(balance, currency ?? fallbackCurrency, language);
}
