import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Tip } from '@sportsbook/protocol';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTipsStore } from '../../../stores/tips-store';
import { tipsQueryOptions } from '../api/get-tips';
import { useRouteTipsRequest } from './use-route-tips-request';

const NO_TIPS: readonly Tip[] = [];

/**
 * The tips of the current route, fetched 300 ms after each route change; every answer moves the
 * panel (`tipsLoaded`: half when tips exist and it was hidden, hidden when there are none).
 * A failed fetch is only logged (spec 000 §8) and keeps the panel as it was.
 */
export function useRouteTips(): readonly Tip[] {
  const { i18n } = useTranslation();
  const request = useRouteTipsRequest();
  const dispatch = useTipsStore((state) => state.dispatch);
  const query = useQuery({
    ...tipsQueryOptions(request?.route ?? {}, i18n.language, request?.visit ?? 0),
    enabled: request !== null,
    // The last route's tips stay up while the next route's load, so the panel does not flicker.
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (query.data) dispatch({ type: 'tipsLoaded', count: query.data.tips.length });
  }, [query.data, dispatch]);

  useEffect(() => {
    if (query.error) console.warn('Top Picks could not be loaded:', query.error);
  }, [query.error]);

  return query.data?.tips ?? NO_TIPS;
}
