import type { ComboBoostConfig } from '@sportsbook/betting';
import { useQuery } from '@tanstack/react-query';
import { useSettingsStore } from '../../../stores/settings-store';
import { useSiteStore } from '../../../stores/site-store';
import { bettingConfigQueryOptions } from '../api/betting-config';

/** The combo boost configuration in force, or null when the bookmaker has none or the bettor turned it off. */
export function useComboBoost(): ComboBoostConfig | null {
  const enabled = useSettingsStore((state) => state.comboBoost);
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  const language = useSiteStore((state) => state.language);
  const country = useSiteStore((state) => state.country);
  const query = useQuery(bettingConfigQueryOptions(bookmaker, language, country.toLowerCase()));
  return enabled ? (query.data?.combo_boost ?? null) : null;
}
