import { esportsMarkets } from '../models/esports';
import { MARGIN_BANDS } from '../models/margin';
import { randomInt } from '../models/rng';
import { formatLine, priceFromFair, settleFromFair } from './book';
import { nameScore } from './market-specs';
import { endedSnapshot, liveSnapshot, notStarted } from './snapshot';
import type { MarketSpec, SimModule, Snapshot } from './types';

/** Inputs of one series: teams, team A's map-win chance and the format. */
export interface EsportsParams {
  readonly home: string;
  readonly away: string;
  readonly p: number;
  readonly bestOf: 1 | 3 | 5;
}

/** The series' future: each map's winner (0 = home) and length in minutes. */
export interface EsportsPath {
  readonly maps: readonly { readonly winner: 0 | 1; readonly minutes: number }[];
}

const MAP_BREAK_MS = 5 * 60_000;
/** Markets stay suspended for the first minutes after a map, while the next one is set up. */
const MAP_SUSPENSION_MS = 3 * 60_000;

function snapshot(
  _params: EsportsParams,
  path: EsportsPath,
  startsAt: number,
  t: number,
): Snapshot<readonly [number, number]> {
  if (t < startsAt) {
    return notStarted([0, 0]);
  }
  let time = startsAt;
  const maps: [number, number] = [0, 0];
  let suspended = false;
  for (const [index, map] of path.maps.entries()) {
    const end = time + map.minutes * 60_000;
    if (t < end) {
      const stats = { home_scores: maps[0], away_scores: maps[1], time: `Map ${index + 1}` };
      return liveSnapshot(maps, {
        statusDescription: `Map ${index + 1}`,
        stats,
        suspended,
        priceKey: `${maps[0]}-${maps[1]}`,
      });
    }
    maps[map.winner] += 1;
    suspended = t < end + MAP_SUSPENSION_MS;
    time = end + MAP_BREAK_MS;
  }
  const stats = { home_scores: maps[0], away_scores: maps[1] };
  return endedSnapshot(maps, stats, { maps, winner: maps[0] > maps[1] ? 'home' : 'away' });
}

function outcomeName(params: EsportsParams, type: string, key: string, line: number | undefined): string {
  const team = (side: string) => (side === 'A' ? params.home : params.away);
  if (type === 'correct_map_score') return nameScore(key, params.home, params.away);
  if (type === 'map_handicap') return `${team(key)} ${formatLine(key === 'A' ? (line ?? 0) : -(line ?? 0))}`;
  if (type === 'total_maps') return `${key === 'over' ? 'Over' : 'Under'} ${line}`;
  return team(key);
}

const MARKET_NAMES: Record<string, string> = {
  match_winner: 'Match Winner',
  correct_map_score: 'Correct Map Score',
  map_handicap: 'Map Handicap',
  total_maps: 'Total Maps',
};

/**
 * E-sports series map by map: each map's winner drawn from the series model's map chance;
 * prices move when a map ends, and pause while the next map is set up.
 */
export const esportsSim: SimModule<EsportsParams, EsportsPath, readonly [number, number]> = {
  path(params, rng) {
    const need = (params.bestOf + 1) / 2;
    const maps: { winner: 0 | 1; minutes: number }[] = [];
    const won = [0, 0];
    while ((won[0] ?? 0) < need && (won[1] ?? 0) < need) {
      const winner: 0 | 1 = rng() < params.p ? 0 : 1;
      won[winner] = (won[winner] ?? 0) + 1;
      maps.push({ winner, minutes: randomInt(rng, 28, 48) });
    }
    return { maps };
  },
  snapshot,
  markets: (params) =>
    esportsMarkets(0.5, params.bestOf).map((market): MarketSpec => ({
      type: market.type,
      line: market.line ?? null,
      name:
        market.line === undefined
          ? (MARKET_NAMES[market.type] ?? market.type)
          : `${MARKET_NAMES[market.type] ?? market.type} ${market.type === 'total_maps' ? market.line : formatLine(market.line)}`,
      ewPrice: null,
      ewPlace: null,
      outcomes: market.outcomes.map(({ key }) => ({ key, name: outcomeName(params, market.type, key, market.line) })),
    })),
  price: (params, snap, specs) =>
    priceFromFair(specs, esportsMarkets(params.p, params.bestOf, snap.state), MARGIN_BANDS.esports),
  settle: (params, snap, specs) => settleFromFair(specs, esportsMarkets(params.p, params.bestOf, snap.state)),
};
