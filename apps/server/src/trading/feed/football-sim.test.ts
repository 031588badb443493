import { describe, expect, it } from 'vitest';
import { createRng } from '../models/rng';
import { footballSim } from './football-sim';
import type { FootballParams, FootballPath } from './football-sim';

const PARAMS: FootballParams = {
  home: 'Arsenal',
  away: 'Chelsea',
  homeGoals: 1.6,
  awayGoals: 1.1,
  rho: -0.08,
  minuteMs: 60_000,
  comboBoost: true,
};
/** Two stoppage minutes then three; goals at 10' (home), 44' (away) and in second-half stoppage (home). */
const PATH: FootballPath = {
  stoppage: [2, 3],
  goals: [
    { at: 9.5, side: 0 },
    { at: 43.2, side: 1 },
    { at: 93.5, side: 0 },
  ],
};
const KICK_OFF = Date.UTC(2030, 0, 1, 15, 0);
const at = (minutes: number) => footballSim.snapshot(PARAMS, PATH, KICK_OFF, KICK_OFF + minutes * 60_000);

describe('the football state machine', () => {
  it('runs the clock through both halves, stoppage time and half time', () => {
    const shown = [-1, 0.2, 36.5, 46, 50, 70, 108, 109.5, 125].map((minutes) => [
      at(minutes).statusDescription,
      at(minutes).stats.time,
    ]);
    expect(shown).toEqual([
      [null, undefined],
      ['1st Half', "1'"],
      ['1st Half', "37'"],
      ['1st Half', "45+1'"],
      ['Half Time', 'HT'],
      ['2nd Half', "53'"],
      ['2nd Half', "90+1'"],
      ['2nd Half', "90+3'"],
      ['Full Time', 'FT'],
    ]);
  });

  it('counts goals as they happen and suspends every market for 90 seconds after one', () => {
    expect([at(9).stats.home_scores, at(10).stats.home_scores]).toEqual([0, 1]);
    expect([at(10).suspended, at(10.9).suspended, at(11.1).suspended]).toEqual([true, true, false]);
    expect(at(125).result).toMatchObject({ score: [2, 1], winner: 'home', half_time: [1, 1] });
  });

  it('reprices live from the score and minute: a goal shortens the scorer', () => {
    const markets = footballSim.markets(PARAMS);
    const homeOdds = (minutes: number) => footballSim.price(PARAMS, at(minutes), markets)[0]?.outcomes[0]?.odds ?? 0;
    expect(homeOdds(9)).toBeGreaterThan(homeOdds(10));
    expect(markets.length).toBeGreaterThanOrEqual(8);
  });

  it('suspends markets already decided, such as over 0.5 after a goal', () => {
    const markets = footballSim.markets(PARAMS);
    const over05 = markets.findIndex((market) => market.type === 'total_goals' && market.line === 0.5);
    expect(footballSim.price(PARAMS, at(5), markets)[over05]?.suspended).toBe(false);
    expect(footballSim.price(PARAMS, at(20), markets)[over05]?.suspended).toBe(true);
  });

  it('settles from the final score: a 2-1 home win wins the 1X2 and voids the -1 handicap push', () => {
    const markets = footballSim.markets(PARAMS);
    const results = footballSim.settle(PARAMS, at(125), markets);
    const of = (type: string, line: number | null = null) =>
      results[markets.findIndex((m) => m.type === type && m.line === line)]?.map((r) => r.result);
    expect(of('1x2')).toEqual(['won', 'lost', 'lost']);
    expect(of('draw_no_bet')).toEqual(['won', 'lost']);
    expect(of('total_goals', 2.5)).toEqual(['won', 'lost']);
    expect(of('btts')).toEqual(['won', 'lost']);
    expect(of('asian_handicap', -1)).toEqual(['void', 'void']);
    expect(of('european_handicap', -1)).toEqual(['lost', 'won', 'lost']);
  });

  it('draws goals at the model rate: about 2.7 a match on average', () => {
    const rng = createRng('test', '7');
    let goals = 0;
    for (let match = 0; match < 20_000; match += 1) goals += footballSim.path(PARAMS, rng).goals.length;
    expect(goals / 20_000).toBeCloseTo(2.7, 1);
  });
});
