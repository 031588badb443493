import { toMoney } from '@sportsbook/betting';
import type { Money } from '@sportsbook/betting';
import { useQuery } from '@tanstack/react-query';
import { useSiteStore } from '../../../stores/site-store';
import { bettingConfigQueryOptions } from '../api/betting-config';

/** The maximum payout of one bet, as `/v1/config` tells it (`max_payout`); null until known. */
export function useMaxPayout(): Money | null {
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  const language = useSiteStore((state) => state.language);
  const country = useSiteStore((state) => state.country);
  const query = useQuery(bettingConfigQueryOptions(bookmaker, language, country.toLowerCase()));
  const cap = query.data?.max_payout;
  return cap === undefined ? null : toMoney(cap);
}
