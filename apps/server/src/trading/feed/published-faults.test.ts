import { describe, expect, it } from 'vitest';
import type { QuotedMarket } from './price-relations';
import { publishedPriceFaults } from './published-faults';

const market = (type: string, line: number | null, odds: Record<string, number>, suspended = false): QuotedMarket => ({
  type,
  line,
  suspended,
  outcomes: Object.entries(odds).map(([key, price]) => ({ key, odds: price })),
});

describe('publishedPriceFaults', () => {
  it('passes an honest event', () => {
    const markets = [
      market('1x2', null, { home: 2.2, draw: 3.3, away: 3.4 }),
      market('double_chance', null, { '1X': 1.3, '12': 1.3, X2: 1.65 }),
      market('total_goals', 1.5, { over: 1.3, under: 3.3 }),
      market('total_goals', 2.5, { over: 1.9, under: 1.85 }),
    ];
    expect(publishedPriceFaults(markets)).toEqual([]);
  });

  it('finds a book under 1 on the exact decimals, with double chance counted as two winners', () => {
    expect(publishedPriceFaults([market('1x2', null, { home: 2.2, draw: 3.5, away: 3.9 })])).toEqual([
      '1x2: book 0.9967 is under 1: the prices pay more than the outcomes',
    ]);
    // 1/1.5 + 1/3 = 1 exactly: a book of 100 % is not under 1.
    expect(publishedPriceFaults([market('draw_no_bet', null, { home: 1.5, away: 3 })])).toEqual([]);
    expect(publishedPriceFaults([market('double_chance', null, { '1X': 1.5, '12': 1.5, X2: 1.55 })])).toHaveLength(1);
  });

  it('leaves suspended markets, locked outcomes and the named scorers out of the book', () => {
    expect(publishedPriceFaults([market('1x2', null, { home: 5, draw: 5, away: 5 }, true)])).toEqual([]);
    expect(publishedPriceFaults([market('anytime_goalscorer', null, { h1: 5, a1: 6 })])).toEqual([]);
    expect(publishedPriceFaults([market('set_betting', null, { '2-0': 0, '2-1': 1.4, '1-2': 3.2 })])).toEqual([]);
  });

  it('reads containments across markets: scores, handicap draws, team totals and racing exotics', () => {
    const faults = publishedPriceFaults([
      market('1x2', null, { home: 2, draw: 3.5, away: 4 }),
      market('correct_score', null, { '1-0': 7, '2-1': 7 }),
      market('home_total_goals', 1.5, { over: 8, under: 1.1 }),
      market('european_handicap', -1, { home: 4, draw: 1.9, away: 1.6 }),
      market('win', null, { '1': 3, '2': 4 }),
      market('forecast', null, { '1-2': 2.5, '2-1': 12 }),
    ]).filter((fault) => fault.endsWith('which contains it'));
    expect(faults).toEqual([
      'european_handicap:-1 draw at 1.9 is shorter than 1x2: home at 2, which contains it',
      'correct_score: 2-1 at 7 is shorter than home_total_goals:1.5 over at 8, which contains it',
      'forecast: 1-2 at 2.5 is shorter than win: 1 at 3, which contains it',
    ]);
  });

  it('finds an outcome priced longer than one it contains, and a price under the floor', () => {
    const faults = publishedPriceFaults([
      market('total_goals', 1.5, { over: 2, under: 2.1 }),
      market('total_goals', 2.5, { over: 1.9, under: 2 }),
      market('btts', null, { yes: 1.005, no: 1.5 }),
    ]);
    expect(faults).toContain(
      'total_goals:2.5 over at 1.9 is shorter than total_goals:1.5 over at 2, which contains it',
    );
    expect(faults.some((fault) => fault.includes('under the floor'))).toBe(true);
  });
});
