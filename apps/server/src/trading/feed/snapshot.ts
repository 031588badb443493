import type { EventStats, Snapshot } from './types';

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

/** What a sport shows while play is under way: its clock and score, and whether markets pause. */
export interface LiveView {
  readonly statusDescription: string;
  readonly stats: EventStats;
  readonly suspended: boolean;
  readonly priceKey: string;
}

/** An event in play: the sport's view of it over the model state it prices from. */
export function liveSnapshot<S>(state: S, view: LiveView): Snapshot<S> {
  return {
    status: 'live',
    isLive: true,
    statusDescription: view.statusDescription,
    stats: view.stats,
    suspended: view.suspended,
    priceKey: view.priceKey,
    state,
    result: null,
  };
}

/** An event over: final stats and result, every market suspended until it is settled. */
export function endedSnapshot<S>(
  state: S,
  stats: EventStats,
  result: Record<string, unknown>,
  statusDescription = 'Ended',
): Snapshot<S> {
  return {
    status: 'ended',
    isLive: false,
    statusDescription,
    stats,
    suspended: true,
    priceKey: 'end',
    state,
    result,
  };
}
