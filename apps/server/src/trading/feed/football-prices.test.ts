import { describe, expect, it } from 'vitest';
import { MARGIN_BANDS } from '../models/margin';
import { fairMarkets, footballSim } from './football-sim';
import type { FootballParams, FootballState } from './football-sim';
import { priceContradictions } from './price-relations';
import type { QuotedMarket } from './price-relations';

/**
 * A strong home side against a weak visitor, as West Ham United v Everton was seen live: before
 * decision 088 this state published Draw 8.32 beside Draw or Everton 9.21 and Draw No Bet Everton
 * 11.78 (fair ≈ 246).
 */
const WEST_HAM_EVERTON: FootballParams = {
  home: 'West Ham United',
  away: 'Everton',
  homeGoals: 1.7,
  awayGoals: 0.7,
  rho: -0.08,
  minuteMs: 60_000,
  comboBoost: true,
};
/** 1–0 at 82' on the clock (minute 77 of the model's 90 once stoppage time is folded in). */
const ONE_NIL_82: FootballState = {
  score: [1, 0],
  minute: 77,
  halfTime: [1, 0],
  halfTimeMinute: 45,
  scored: [],
  lineup: null,
};
const SPECS = footballSim.markets(WEST_HAM_EVERTON);
const LIVE = {
  status: 'live',
  isLive: true,
  statusDescription: '2nd Half',
  stats: {},
  suspended: false,
  priceKey: '',
  state: ONE_NIL_82,
  result: null,
} as const;

/** The match's markets as the feed publishes them at 1–0, 82'. */
function quoted(): QuotedMarket[] {
  const prices = footballSim.price(WEST_HAM_EVERTON, LIVE, SPECS);
  return SPECS.map((spec, i) => ({
    type: spec.type,
    line: spec.line,
    suspended: prices[i]!.suspended === true,
    outcomes: spec.outcomes.map((outcome, j) => ({ key: outcome.key, odds: prices[i]!.outcomes[j]!.odds })),
  }));
}

const oddsOf = (markets: QuotedMarket[], type: string, key: string) =>
  markets.find((market) => market.type === type && market.line === null)!.outcomes.find((o) => o.key === key)!.odds;
const fairOf = (type: string, key: string) =>
  fairMarkets(WEST_HAM_EVERTON, ONE_NIL_82)
    .find((market) => market.type === type && market.line === undefined)!
    .outcomes.find((o) => o.key === key)!.probability;

describe('the prices at West Ham United 1–0 Everton, 82 minutes', () => {
  it('never prices "Draw or Everton" longer than the draw it contains', () => {
    const markets = quoted();
    expect(oddsOf(markets, 'double_chance', 'X2')).toBeLessThanOrEqual(oddsOf(markets, '1x2', 'draw'));
    expect(oddsOf(markets, 'double_chance', 'X2')).toBeLessThanOrEqual(oddsOf(markets, '1x2', 'away'));
    expect(priceContradictions(markets)).toEqual([]);
  });

  it('prices every offered outcome at or under its fair odds, with the same margin on each', () => {
    const markets = quoted();
    for (const [type, key] of [
      ['1x2', 'home'],
      ['1x2', 'draw'],
      ['1x2', 'away'],
      ['double_chance', '12'],
      ['double_chance', 'X2'],
      ['draw_no_bet', 'away'],
    ] as const) {
      const market = markets.find((candidate) => candidate.type === type)!;
      if (market.suspended) continue;
      const fair = 1 / fairOf(type, key);
      const odds = oddsOf(markets, type, key);
      expect(odds, `${type} ${key}`).toBeLessThanOrEqual(fair);
      // The event's one margin (7.5 % live) and the truncation to 2 decimals, nothing more.
      expect(odds, `${type} ${key}`).toBeGreaterThanOrEqual(
        Math.min(fair / (1 + MARGIN_BANDS.footballLive.max), fair - 0.02),
      );
    }
  });

  it("keeps 'West Ham or Everton' and Draw No Bet Everton within the event's margin of their fair prices", () => {
    const markets = quoted();
    const notDraw = oddsOf(markets, 'double_chance', '12');
    expect(notDraw).toBeGreaterThanOrEqual(1 / fairOf('double_chance', '12') / (1 + MARGIN_BANDS.footballLive.max));
    const dnbAway = oddsOf(markets, 'draw_no_bet', 'away');
    expect(dnbAway).toBeGreaterThan(1 / fairOf('draw_no_bet', 'away') / (1 + MARGIN_BANDS.footballLive.max));
    expect(dnbAway).toBeLessThanOrEqual(oddsOf(markets, '1x2', 'away'));
  });

  it('suspends the markets whose favourite even the 1.01 floor would overpay, and only those', () => {
    const markets = quoted();
    const fair = fairMarkets(WEST_HAM_EVERTON, ONE_NIL_82);
    SPECS.forEach((spec, i) => {
      const model = fair.find((market) => market.type === spec.type && (market.line ?? null) === spec.line);
      if (!model) return;
      const overpaid = model.outcomes.some((outcome) => outcome.probability * 1.01 > 1 + 1e-12);
      expect(markets[i]!.suspended, `${spec.name}`).toBe(overpaid);
    });
  });
});
