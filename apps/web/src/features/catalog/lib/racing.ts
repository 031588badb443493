import type { SportEvent } from '@sportsbook/protocol';

/** The racing sports by their base slug (the route segment may be translated). */
export const RACING_SPORTS = new Set(['horse-racing', 'greyhounds', 'virtual-horse-racing']);

/** The win (or each-way) market of a race, the one its card shows. */
export function winMarketOf(event: SportEvent) {
  return event.markets.find((market) => market.type === 'win');
}

/** True when a listing or an event is about races (its default market is the win market). */
export function isRacingEvent(event: Pick<SportEvent, 'sport'>): boolean {
  return RACING_SPORTS.has(event.sport.slug);
}
