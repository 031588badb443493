import { describe, expect, it } from 'vitest';
import type { BetType } from '../totals';
import {
  allEventsDistinct,
  betTypeAfterCountChange,
  betTypeWhenChosen,
  COMBI_MIN_SELECTIONS,
  isForecastOrTricast,
  offersEachWay,
  SYSTEM_HARD_CAP,
  SYSTEM_MAX_SELECTIONS,
  SYSTEM_MIN_SELECTIONS,
  systemTypeFor,
} from './rules';
import { selection } from './test-fixtures';

describe('slip limits', () => {
  it('holds the counts of spec 000 §9: combi from 2, system 3 to 16, hard cap 20', () => {
    expect([COMBI_MIN_SELECTIONS, SYSTEM_MIN_SELECTIONS, SYSTEM_MAX_SELECTIONS, SYSTEM_HARD_CAP]).toEqual([
      2, 3, 16, 20,
    ]);
  });
});

describe('isForecastOrTricast', () => {
  it.each([
    ['forecast', true],
    ['Forecast', true],
    ['reverse_forecast', true],
    ['TRICAST', true],
    ['combination_tricast', true],
    ['1x2', false],
    ['win_each_way', false],
    ['over_under', false],
    ['', false],
  ])('judges market type %j as forecast or tricast: %s', (marketType, expected) => {
    expect(isForecastOrTricast(marketType)).toBe(expected);
  });
});

describe('offersEachWay', () => {
  it.each<[number | null | undefined, number | null | undefined, boolean]>([
    [3, 4, true],
    [2, 5, true],
    [1, 4, false],
    [0, 4, false],
    [3, 0, false],
    [3, null, false],
    [null, 4, false],
    [undefined, undefined, false],
  ])('with %s places at 1/%s offers each way: %s', (ewPlace, ewPrice, expected) => {
    expect(offersEachWay({ ewPlace, ewPrice })).toBe(expected);
  });
});

describe('allEventsDistinct', () => {
  it.each([
    ['no selections', [], true],
    ['one selection', [selection(1)], true],
    ['three events', [selection(1), selection(2), selection(3)], true],
    ['two selections of one event', [selection(1), selection(2, { eventId: 1 })], false],
    ['a repeat among several', [selection(1), selection(2), selection(3), selection(4, { eventId: 3 })], false],
  ])('with %s is %s', (_name, selections, expected) => {
    expect(allEventsDistinct(selections)).toBe(expected);
  });
});

describe('betTypeWhenChosen', () => {
  it.each<[BetType, number, BetType]>([
    ['single', 0, 'single'],
    ['single', 5, 'single'],
    ['combi', 0, 'single'],
    ['combi', 1, 'single'],
    ['combi', 2, 'combi'],
    ['combi', 30, 'combi'],
    ['system', 2, 'single'],
    ['system', 3, 'system'],
    ['system', 16, 'system'],
    ['system', 17, 'system'],
    ['system', 20, 'system'],
    ['system', 21, 'single'],
  ])('choosing %s with %i selections gives %s', (chosen, count, expected) => {
    expect(betTypeWhenChosen(chosen, count)).toBe(expected);
  });
});

describe('betTypeAfterCountChange', () => {
  const many = (count: number) => Array.from({ length: count }, (_, i) => selection(i + 1));

  it.each<[string, BetType, number, number, BetType]>([
    ['a combi dropping to one selection', 'combi', 2, 1, 'single'],
    ['a single growing to two of different events', 'single', 1, 2, 'combi'],
    ['a single growing from two to three', 'single', 2, 3, 'single'],
    ['a combi growing', 'combi', 2, 3, 'combi'],
    ['a system shrinking to two', 'system', 3, 2, 'single'],
    ['a system within 3 to 16', 'system', 15, 16, 'system'],
    ['a system growing past 16', 'system', 16, 17, 'single'],
    ['a slip emptied', 'system', 3, 0, 'single'],
  ])('gives %s the right type', (_name, betType, previous, count, expected) => {
    expect(betTypeAfterCountChange(betType, many(count), previous)).toBe(expected);
  });

  it('keeps a single when the second selection is from the same event', () => {
    expect(betTypeAfterCountChange('single', [selection(1), selection(2, { eventId: 1 })], 1)).toBe('single');
  });
});

describe('systemTypeFor', () => {
  it.each<[BetType, string | null, number, string | null]>([
    ['single', 'system_2/3', 3, null],
    ['combi', null, 4, null],
    ['system', null, 2, null],
    ['system', null, 3, 'system_2/3'],
    ['system', 'system_3/4', 5, 'system_3/5'],
    ['system', 'yankee', 4, 'yankee'],
    ['system', 'yankee', 5, 'system_2/5'],
    ['system', 'lucky31', 5, 'lucky31'],
    ['system', 'system_3/4', 4, 'system_3/4'],
    ['system', 'system_3/4', 3, 'system_2/3'],
    ['system', 'system_4/5', 4, 'system_2/4'],
    ['system', 'system_19/20', 20, 'system_19/20'],
    ['system', 'garbage', 4, 'system_2/4'],
    ['system', 'system_1/4', 4, 'system_2/4'],
  ])('for a %s after %j with %i selections is %j', (betType, previous, count, expected) => {
    expect(systemTypeFor(betType, previous, count)).toBe(expected);
  });
});
