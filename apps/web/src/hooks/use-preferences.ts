import type { AcceptOdds, OddsFormat } from '@sportsbook/betting';
import { useSettingsStore } from '../stores/settings-store';
import { useSiteStore } from '../stores/site-store';

/** The odds format in force: the bettor's choice, else the country's default (american for MX). */
export function useOddsFormat(): OddsFormat {
  const chosen = useSettingsStore((state) => state.oddsFormat);
  const fallback = useSiteStore((state) => state.config.oddsFormat);
  return chosen ?? fallback;
}

/** The accept-odds setting in force: the bettor's choice, else the country's (higher for RO). */
export function useAcceptOdds(): AcceptOdds {
  const chosen = useSettingsStore((state) => state.acceptOdds);
  const fallback = useSiteStore((state) => state.config.acceptOdds);
  return chosen ?? fallback;
}
