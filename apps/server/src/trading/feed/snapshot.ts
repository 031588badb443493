import type { Snapshot } from './types';

/** What every sport shows before its start: no live state, pre-match prices, nothing suspended. */
export function notStarted<S>(state: S): Snapshot<S> {
  return {
    status: 'not_started',
    isLive: false,
    statusDescription: null,
    stats: {},
    suspended: false,
    priceKey: 'pre',
    state,
    result: null,
  };
}
