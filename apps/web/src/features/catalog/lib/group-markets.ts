import type { Market } from '@sportsbook/protocol';

/** Markets of one type shown together (Total Goals 0.5 … 4.5 under "Total Goals"). */
export interface MarketGroup {
  readonly key: string;
  readonly title: string;
  readonly type: string;
  readonly markets: readonly { readonly market: Market; readonly line: string | null }[];
}

const LINE = /\s([+-]?\d+(?:\.\d+)?)$/;

/**
 * Groups an event's markets by type in the order they come: one market keeps its name; lines of
 * a handicap or total go under the type's name, each labelled with its line.
 * @example groupMarkets(event.markets)[3].title // "Total Goals"
 */
export function groupMarkets(markets: readonly Market[]): MarketGroup[] {
  const groups: { key: string; type: string; markets: Market[] }[] = [];
  for (const market of markets) {
    const last = groups[groups.length - 1];
    if (last && last.type === market.type) last.markets.push(market);
    else groups.push({ key: `${market.type}-${market.id}`, type: market.type, markets: [market] });
  }
  return groups.map((group) => {
    const first = group.markets[0]!;
    if (group.markets.length === 1) {
      return { key: group.key, type: group.type, title: first.name, markets: [{ market: first, line: null }] };
    }
    const title = first.name.replace(LINE, '');
    return {
      key: group.key,
      type: group.type,
      title,
      markets: group.markets.map((market) => ({ market, line: LINE.exec(market.name)?.[1] ?? market.name })),
    };
  });
}
