import { useQuery } from '@tanstack/react-query';
import type { CurrentSelection, Tip } from '@sportsbook/protocol';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tipSelectionsQueryOptions } from '../api/get-tip-selections';

/** The current selection of each tip's outcome, by outcome id (absent while loading or when gone). */
export function useTipSelections(tips: readonly Tip[]): ReadonlyMap<number, CurrentSelection> {
  const { i18n } = useTranslation();
  const ids = useMemo(() => tips.map((tip) => tip.outcome_id), [tips]);
  const { data } = useQuery(tipSelectionsQueryOptions(ids, i18n.language));
  return useMemo(() => new Map((data?.selections ?? []).map((selection) => [selection.outcome.id, selection])), [data]);
}
