import { FREEBET_REFRESH_AFTER_LOGIN_MS } from '@sportsbook/betting';
import type { Freebet } from '@sportsbook/betting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { selectLoggedIn, useSessionStore } from '../../../stores/session-store';
import { useSiteStore } from '../../../stores/site-store';
import { useUiStore } from '../../../stores/ui-store';
import { freebetsQueryOptions } from '../api/freebets';

const NONE: readonly Freebet[] = [];

/** The player's active free bets; none for a guest (spec 000 §6: fetched only when logged in). */
export function useFreebets(): readonly Freebet[] {
  const loggedIn = useSessionStore(selectLoggedIn);
  const jwt = useSessionStore((state) => state.jwt);
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  const query = useQuery({ ...freebetsQueryOptions(loggedIn ? jwt : '', bookmaker) });
  return loggedIn && query.data ? query.data : NONE;
}

/**
 * Background work of the free bets (spec 000 §4, §8): refreshed 0.5 s and 2 s after a login,
 * and a 'Something went wrong!' toast when loading fails. Run by the slip's frame (`useSlipUpkeep`),
 * open or closed.
 */
export function useFreebetUpkeep(quiet = false): void {
  const { t } = useTranslation('betslip');
  const queryClient = useQueryClient();
  const loggedIn = useSessionStore(selectLoggedIn);
  const jwt = useSessionStore((state) => state.jwt);
  const bookmaker = useSiteStore((state) => state.config.bookmaker);
  const query = useQuery({ ...freebetsQueryOptions(loggedIn ? jwt : '', bookmaker) });
  const wasLoggedIn = useRef(loggedIn);

  useEffect(() => {
    const justLoggedIn = loggedIn && !wasLoggedIn.current;
    wasLoggedIn.current = loggedIn;
    if (!justLoggedIn) return;
    const key = freebetsQueryOptions(jwt, bookmaker).queryKey;
    const timers = FREEBET_REFRESH_AFTER_LOGIN_MS.map((delay) =>
      window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: key }), delay),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [loggedIn, jwt, bookmaker, queryClient]);

  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    // In Bet Builder mode a failed load is swallowed (spec 000 §8).
    if (failedAt > 0 && !quiet) useUiStore.getState().showToast(t('freebets.loadFailed'), 'error');
  }, [failedAt, quiet, t]);
}
