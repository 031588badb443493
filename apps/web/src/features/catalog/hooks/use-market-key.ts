import { useState } from 'react';

/**
 * The market type chosen in the filter tabs of a listing; undefined means the listing's
 * default (no `key` sent). Reset when the listing changes (another sport).
 */
export function useMarketKey(resetOn: string): [string | undefined, (key: string | undefined) => void] {
  const [state, setState] = useState<{ key: string | undefined; for: string }>({ key: undefined, for: resetOn });
  const key = state.for === resetOn ? state.key : undefined;
  return [key, (next) => setState({ key: next, for: resetOn })];
}
