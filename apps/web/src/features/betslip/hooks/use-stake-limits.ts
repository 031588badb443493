import { DEFAULT_STAKE_LIMITS, toMoney } from '@sportsbook/betting';
import type { StakeLimits } from '@sportsbook/betting';
import { useQuery } from '@tanstack/react-query';
import { useSiteStore } from '../../../stores/site-store';
import { bettingConfigQueryOptions } from '../api/betting-config';

/**
 * The brand's smallest and largest stake in `currency` (`/v1/config` `stake_limits`, decision
 * 105), in its minor units; spec 000's 0.10 … 10000 until the answer is in, or where the server
 * names none. The server judges every bet by the same table.
 */
export function useStakeLimits(currency: string): StakeLimits {
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  const language = useSiteStore((state) => state.language);
  const country = useSiteStore((state) => state.country);
  const query = useQuery(bettingConfigQueryOptions(bookmaker, language, country.toLowerCase()));
  const limits = query.data?.stake_limits?.[currency.toUpperCase()];
  return limits ? { min: toMoney(limits.min), max: toMoney(limits.max) } : DEFAULT_STAKE_LIMITS;
}
