import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetType } from '../totals';
import type { SlipAction } from './actions';
import { activeFreebet, freebetJudgedOdds, freebetOptions, isFreebetEligible } from './freebets';
import type { Freebet } from './freebets';
import { createSlipState } from './initial-state';
import { add, money, NOW, run, runner, selection } from './test-fixtures';
import type { SlipState } from './types';

const freebet = (id: string, remaining: number, minOdds?: number | null): Freebet => ({
  id,
  name: `Free bet ${id}`,
  amount: money(1000),
  amount_remaining: money(remaining),
  conditions: minOdds === undefined ? {} : { min_odds: minOdds },
});
const choose = (betType: BetType): SlipAction => ({ type: 'betTypeChosen', betType, now: NOW });
const chooseFreebet = (freebetId: string | null): SlipAction => ({ type: 'freebetChosen', freebetId });
const offers = [freebet('fb', 500)];

/** A single of one selection at the given odds. */
const single = (odds: number): SlipState => run(add(selection(1, { odds })));
/** A combi of selections at the given odds. */
const combi = (...odds: number[]): SlipState => run(add(...odds.map((price, i) => selection(i + 1, { odds: price }))));

describe('isFreebetEligible', () => {
  it.each<[string, SlipState, readonly Freebet[], boolean]>([
    ['a single of one selection', single(2), offers, true],
    ['a combi', combi(2, 3), offers, true],
    ['a slip without free bet offers', single(2), [], false],
    ['an empty slip', createSlipState(NOW), offers, false],
    ['several singles', run([...add(selection(1), selection(2)), choose('single')]), offers, false],
    ['a system', run([...add(selection(1), selection(2), selection(3)), choose('system')]), offers, false],
    [
      'an each-way single',
      run([...add(runner(1, 5)), { type: 'selectionEachWaySet', outcomeId: 1, eachWay: true }]),
      offers,
      false,
    ],
    ['a single that could go each way but does not', run(add(runner(1, 5))), offers, true],
    ['an each-way combi', run([...add(runner(1, 5), runner(2, 6)), { type: 'eachWayToggled' }]), offers, false],
  ])('allows a free bet on %s: %s', (_name, state, freebets, expected) => {
    expect(isFreebetEligible(state, freebets)).toBe(expected);
  });
});

describe('freebetJudgedOdds', () => {
  it('judges a single by its odds', () => {
    expect(freebetJudgedOdds(single(2.5))).toBe(2.5);
  });

  it.each([1.14, 1.57, 1.66, 19.55])('reads a single at %s as exactly that number', (odds) => {
    expect(freebetJudgedOdds(single(odds))).toBe(odds);
  });

  it.each<[number[], number]>([
    [[1.1, 1.1], 1.21],
    [[1.15, 1.15], 1.33],
    [[2, 3, 1.5], 9],
    [[1.3, 1.21], 1.58],
  ])('judges a combi of %j by its total odds rounded up to 2 decimals: %s', (odds, expected) => {
    expect(freebetJudgedOdds(combi(...odds))).toBe(expected);
  });

  it.each<[string, SlipState]>([
    ['several singles', run([...add(selection(1), selection(2)), choose('single')])],
    ['a system', run([...add(selection(1), selection(2), selection(3)), choose('system')])],
    ['an empty slip', createSlipState(NOW)],
    ['a combi of one selection', { ...single(2), betType: 'combi' }],
  ])('has no odds to judge for %s', (_name, state) => {
    expect(freebetJudgedOdds(state)).toBeNull();
  });
});

describe('freebetOptions', () => {
  it('lists every offer with something remaining, enabled when the odds reach the minimum', () => {
    const list = [freebet('a', 500, 1.5), freebet('b', 300), freebet('c', 200, null)];
    expect(freebetOptions(single(2), list)).toEqual(list.map((fb) => ({ freebet: fb, disabled: false })));
  });

  it('disables an offer whose minimum odds are above the slip odds', () => {
    const list = [freebet('ok', 500, 1.5), freebet('high', 500, 3)];
    expect(freebetOptions(single(2), list).map((option) => [option.freebet.id, option.disabled])).toEqual([
      ['ok', false],
      ['high', true],
    ]);
  });

  it('leaves out offers with nothing remaining', () => {
    expect(
      freebetOptions(single(2), [freebet('empty', 0), freebet('fb', 500)]).map((option) => option.freebet.id),
    ).toEqual(['fb']);
  });

  it.each<[number, number, boolean, boolean]>([
    [2, 1.5, false, false],
    [2, 2, false, false],
    [1.57, 1.57, false, false],
    [1.99, 2, false, true],
    [2, 1.5, true, false],
    [2, 2, true, true],
    [1.57, 1.57, true, true],
    [2.01, 2, true, false],
  ])(
    'at odds %s against a minimum of %s (Bet Builder inclusive: %s) disables: %s',
    (odds, minimum, inclusive, disabled) => {
      const list = [freebet('judged', 500, minimum), freebet('open', 500)];
      const options = freebetOptions(single(odds), list, { inclusive });
      expect(options.find((option) => option.freebet.id === 'judged')?.disabled).toBe(disabled);
    },
  );

  it('judges a combi by its total odds', () => {
    const list = [freebet('judged', 500, 1.21)];
    expect(freebetOptions(combi(1.1, 1.1), list)).toEqual([{ freebet: list[0], disabled: false }]);
    expect(freebetOptions(combi(1.1, 1.1), list, { inclusive: true })).toEqual([]);
  });

  it('hides the selector (empty list) when no offer is valid', () => {
    expect(freebetOptions(single(1.5), [freebet('a', 500, 2), freebet('b', 500, 3)])).toEqual([]);
  });

  it('hides the selector when every offer is used up', () => {
    expect(freebetOptions(single(2), [freebet('a', 0)])).toEqual([]);
  });

  it('hides the selector when the slip cannot take a free bet', () => {
    expect(freebetOptions(run([...add(selection(1), selection(2), selection(3)), choose('system')]), offers)).toEqual(
      [],
    );
  });

  it('hides the selector when there are no offers', () => {
    expect(freebetOptions(single(2), [])).toEqual([]);
  });

  it('lists nothing for a combi of one selection, which has no odds to judge', () => {
    expect(freebetOptions({ ...single(2), betType: 'combi' }, offers)).toEqual([]);
  });

  it('shows a valid offer whenever it lists anything, and never an offer with nothing remaining', () => {
    const offer = fc.record({
      remaining: fc.integer({ min: 0, max: 2_000 }),
      minOdds: fc.option(fc.integer({ min: 100, max: 1_000 }).map((hundredths) => hundredths / 100)),
    });
    fc.assert(
      fc.property(
        fc.array(offer, { maxLength: 5 }),
        fc.integer({ min: 101, max: 1_000 }).map((hundredths) => hundredths / 100),
        fc.boolean(),
        (raw, odds, inclusive) => {
          const list = raw.map((o, i) => freebet(String(i), o.remaining, o.minOdds));
          const options = freebetOptions(single(odds), list, { inclusive });
          if (options.length > 0) expect(options.some((option) => !option.disabled)).toBe(true);
          for (const option of options) {
            expect(option.freebet.amount_remaining).toBeGreaterThan(0);
            const minimum = option.freebet.conditions.min_odds ?? 0;
            expect(option.disabled).toBe(inclusive ? odds <= minimum : odds < minimum);
          }
        },
      ),
    );
  });
});

describe('activeFreebet', () => {
  const list = [freebet('fb', 500), freebet('high', 500, 5)];

  it('is null when no free bet is chosen', () => {
    expect(activeFreebet(single(2), list)).toBeNull();
  });

  it('is the chosen free bet when it is offered and enabled', () => {
    expect(activeFreebet(run([chooseFreebet('fb')], single(2)), list)).toBe(list[0]);
  });

  it('is null when the chosen free bet is disabled by its minimum odds', () => {
    expect(activeFreebet(run([chooseFreebet('high')], single(2)), list)).toBeNull();
  });

  it('is null when the chosen free bet is no longer offered', () => {
    expect(activeFreebet(run([chooseFreebet('gone')], single(2)), list)).toBeNull();
  });

  it('is null when the chosen free bet has nothing remaining', () => {
    expect(activeFreebet(run([chooseFreebet('fb')], single(2)), [freebet('fb', 0), freebet('other', 500)])).toBeNull();
  });

  it('is null when the slip can no longer take a free bet', () => {
    const state = run([chooseFreebet('fb'), ...add(selection(2, { eventId: 1 }))], single(2));
    expect(state.betType).toBe('single');
    expect(state.freebetId).toBe('fb');
    expect(activeFreebet(state, list)).toBeNull();
  });
});
