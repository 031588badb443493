import { COUNTRY_DEFAULTS } from '@sportsbook/betting';

/**
 * The bookmaker ids that may name a channel: each served country's brand (`ie`, `gb`, ...), as
 * the betting core lists them. A channel of any other id would cost a bus subscription for
 * nothing, so it is refused before the hub sees it.
 */
export const KNOWN_BOOKMAKERS: readonly string[] = Object.values(COUNTRY_DEFAULTS).map(({ bookmaker }) =>
  bookmaker.toLowerCase(),
);

/** A client channel read against the known bookmakers. */
export type ReadChannel =
  | { readonly known: true; readonly channel: string; readonly bookmaker: string }
  | { readonly known: false; readonly bookmaker: string };

/**
 * Reads the bookmaker of a channel that already passed the wire schema (`<bm>_events`,
 * `<bm>_event_<id>`, `<bm>_player`). Bookmaker ids are case-insensitive (docs/api.md "Tolerance on
 * input"), so `GB_events` reads as `gb_events`: one hub channel, pushes labelled in lower case.
 */
export function readChannel(channel: string, bookmakers: readonly string[] = KNOWN_BOOKMAKERS): ReadChannel {
  const separator = channel.indexOf('_');
  const bookmaker = channel.slice(0, Math.max(separator, 0)).toLowerCase();
  if (separator <= 0 || !bookmakers.includes(bookmaker)) return { known: false, bookmaker };
  return { known: true, channel: `${bookmaker}${channel.slice(separator)}`, bookmaker };
}
