import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZERO_TOTALS } from '../totals';
import type { BetType } from '../totals';
import type { SlipAction } from './actions';
import type { Freebet } from './freebets';
import { createSlipState } from './initial-state';
import {
  betTypeAvailability,
  chosenSystemOption,
  currentStake,
  isSuccessful,
  pickCount,
  placeBetDisabledReason,
  selectionErrors,
  showAcceptOddsButton,
  slipSystemOptions,
  slipTotals,
  totalsInput,
} from './selectors';
import type { PlaceBetDisabledReason } from './selectors';
import { add, money, NOW, run, runner, selection, ticket } from './test-fixtures';
import type { AcceptOdds, SlipSelection, SlipState } from './types';

/** A slip built by hand, for states the reducer would never produce on its own. */
const slip = (overrides: Partial<SlipState> = {}): SlipState => ({ ...createSlipState(NOW), ...overrides });
const choose = (betType: BetType): SlipAction => ({ type: 'betTypeChosen', betType, now: NOW });
const stakeAll = (target: 'single' | 'combi' | 'system' | 'batch', minor: number): SlipAction => ({
  type: 'stakeSet',
  target,
  stake: money(minor),
  now: NOW,
});
const stakeLine = (outcomeId: number, minor: number): SlipAction => ({
  type: 'stakeSet',
  target: 'single',
  outcomeId,
  stake: money(minor),
  now: NOW,
});
const many = (count: number): SlipSelection[] => Array.from({ length: count }, (_, i) => selection(i + 1));
const freebet = (id: string, remaining: number, minOdds: number | null = null): Freebet => ({
  id,
  name: `Free bet ${id}`,
  amount: money(Math.max(remaining, 500)),
  amount_remaining: money(remaining),
  conditions: { min_odds: minOdds },
});

describe('betTypeAvailability', () => {
  it.each([
    [0, { single: false, combi: false, system: false }],
    [1, { single: true, combi: false, system: false }],
    [2, { single: true, combi: true, system: false }],
    [3, { single: true, combi: true, system: true }],
    [16, { single: true, combi: true, system: true }],
    [17, { single: true, combi: true, system: false }],
    [20, { single: true, combi: true, system: false }],
  ])('with %i selections enables %o', (count, expected) => {
    expect(betTypeAvailability(slip({ selections: many(count) }))).toEqual(expected);
  });
});

describe('selectionErrors', () => {
  it('flags nothing in a single, even with two selections of one event', () => {
    expect(selectionErrors(run(add(selection(1), selection(2, { eventId: 1 }))))).toEqual({});
  });

  it('flags nothing in a combi of different events', () => {
    expect(selectionErrors(run(add(selection(1), selection(2), selection(3))))).toEqual({});
  });

  it('flags both selections of one event in a combi with CANNOT_COMBINE and leaves the others alone', () => {
    const state = run(add(selection(1), selection(2), selection(3, { eventId: 1 })));
    expect(state.betType).toBe('combi');
    expect(selectionErrors(state)).toEqual({ 1: 'CANNOT_COMBINE', 3: 'CANNOT_COMBINE' });
  });

  it('flags selections of one event in a system with CANNOT_COMBINE', () => {
    const state = slip({ betType: 'system', selections: [selection(1), selection(2), selection(3, { eventId: 2 })] });
    expect(selectionErrors(state)).toEqual({ 2: 'CANNOT_COMBINE', 3: 'CANNOT_COMBINE' });
  });

  it.each(['forecast', 'Reverse Forecast', 'tricast', 'COMBINATION_TRICAST'])(
    'flags a %s market in a combi with FORECAST_TRICAST_CANNOT_BE_COMBINED',
    (marketType) => {
      const state = slip({ betType: 'combi', selections: [selection(1), selection(2, { marketType })] });
      expect(selectionErrors(state)).toEqual({ 2: 'FORECAST_TRICAST_CANNOT_BE_COMBINED' });
    },
  );

  it('flags a forecast market in a system with FORECAST_TRICAST_CANNOT_BE_COMBINED', () => {
    const state = slip({
      betType: 'system',
      selections: [selection(1), selection(2), selection(3, { marketType: 'tricast' })],
    });
    expect(selectionErrors(state)).toEqual({ 3: 'FORECAST_TRICAST_CANNOT_BE_COMBINED' });
  });

  it('lets a forecast market in a single stand without error', () => {
    expect(selectionErrors(run(add(selection(1, { marketType: 'forecast' }))))).toEqual({});
  });

  it('names the forecast error first when a forecast selection also shares its event', () => {
    const state = slip({
      betType: 'combi',
      selections: [selection(1), selection(2, { eventId: 1, marketType: 'forecast' })],
    });
    expect(selectionErrors(state)).toEqual({ 1: 'CANNOT_COMBINE', 2: 'FORECAST_TRICAST_CANNOT_BE_COMBINED' });
  });
});

describe('slipSystemOptions', () => {
  it.each([0, 1, 2, 21])('offers no system for %i selections', (count) => {
    expect(slipSystemOptions(slip({ selections: many(count) }))).toEqual([]);
  });

  it('offers the doubles of a Trixie, then the Trixie and the Patent, for three selections', () => {
    const options = slipSystemOptions(
      slip({ selections: [selection(1, { odds: 2 }), selection(2, { odds: 3 }), selection(3, { odds: 4 })] }),
    );
    expect(options.map((option) => option.type)).toEqual(['system_2/3', 'trixie', 'patent']);
    expect(options[0]).toMatchObject({ type: 'system_2/3', combinations: 3, bets: 3, potential_return: 26 });
  });

  it.each([
    [4, ['system_2/4', 'system_3/4', 'yankee', 'lucky15']],
    [5, ['system_2/5', 'system_3/5', 'system_4/5', 'canadian', 'lucky31']],
  ])('offers every permutation size from 2 to n − 1, then the named covers, for %i selections', (count, types) => {
    expect(slipSystemOptions(slip({ selections: many(count) })).map((option) => option.type)).toEqual(types);
  });

  it('still offers systems up to the hard cap of 20 selections', () => {
    const options = slipSystemOptions(slip({ selections: many(20) }));
    expect(options).toHaveLength(18);
    expect(options.at(-1)?.type).toBe('system_19/20');
  });

  it('doubles the bets of every option when the slip is each way', () => {
    const options = slipSystemOptions(
      slip({ betType: 'system', eachWay: true, selections: [runner(1, 3), runner(2, 4), runner(3, 5)] }),
    );
    expect(options[0]).toMatchObject({ combinations: 3, bets: 6 });
  });
});

describe('chosenSystemOption', () => {
  const four = many(4);

  it('returns the option of the chosen system type', () => {
    expect(chosenSystemOption(slip({ betType: 'system', selections: four, systemType: 'system_3/4' }))?.type).toBe(
      'system_3/4',
    );
  });

  it('falls back to the first option without a choice', () => {
    expect(chosenSystemOption(slip({ betType: 'system', selections: four, systemType: null }))?.type).toBe(
      'system_2/4',
    );
  });

  it('falls back to the first option when the chosen type no longer fits the selections', () => {
    expect(chosenSystemOption(slip({ betType: 'system', selections: four, systemType: 'system_3/5' }))?.type).toBe(
      'system_2/4',
    );
  });

  it('is null when the slip holds too few selections for a system', () => {
    expect(chosenSystemOption(slip({ betType: 'system', selections: many(2), systemType: 'system_2/3' }))).toBeNull();
  });
});

describe('pickCount', () => {
  it.each<[string, SlipState, number]>([
    ['an empty single', slip(), 0],
    ['one single', slip({ selections: many(1) }), 1],
    ['three singles', slip({ selections: many(3) }), 3],
    ['a combi of two', slip({ betType: 'combi', selections: many(2) }), 1],
    ['a combi of seven', slip({ betType: 'combi', selections: many(7) }), 1],
    ['a combi of one', slip({ betType: 'combi', selections: many(1) }), 0],
    ['a system 2/4 (six doubles)', slip({ betType: 'system', selections: many(4), systemType: 'system_2/4' }), 6],
    ['a system 3/4 (four trebles)', slip({ betType: 'system', selections: many(4), systemType: 'system_3/4' }), 4],
    ['a system 3/6', slip({ betType: 'system', selections: many(6), systemType: 'system_3/6' }), 20],
    [
      'a system without a chosen type (first option)',
      slip({ betType: 'system', selections: many(5), systemType: null }),
      10,
    ],
    ['a system of two selections', slip({ betType: 'system', selections: many(2) }), 0],
  ])('counts the bets of %s', (_name, state, expected) => {
    expect(pickCount(state)).toBe(expected);
  });

  it('counts a system chosen through the reducer by its first option', () => {
    expect(pickCount(run([...add(...many(4)), choose('system')]))).toBe(6);
  });
});

describe('currentStake', () => {
  const stakes = { stakeSingle: money(100), stakeCombi: money(200), stakeSystem: money(300) };

  it.each<[BetType, number]>([
    ['single', 100],
    ['combi', 200],
    ['system', 300],
  ])('reads the %s stake for that bet type', (betType, expected) => {
    expect(currentStake(slip({ ...stakes, betType }))).toBe(expected);
  });

  it('is null when no stake was entered', () => {
    expect(currentStake(slip({ betType: 'combi' }))).toBeNull();
  });
});

describe('totalsInput', () => {
  it('gives singles their own stakes and each-way choice and no slip stake', () => {
    const state = run([
      ...add(runner(1, 5), selection(2, { odds: 1 })),
      choose('single'),
      stakeLine(1, 500),
      { type: 'selectionEachWaySet', outcomeId: 1, eachWay: true },
    ]);
    expect(totalsInput(state)).toEqual({
      betType: 'single',
      legs: [
        { outcomeId: 1, eventId: 1, odds: 5, ewPrice: 4, comboBoost: false, stake: 500, eachWay: true },
        { outcomeId: 2, eventId: 2, odds: 0, ewPrice: null, comboBoost: false, stake: null, eachWay: false },
      ],
      stake: null,
      systemType: null,
      eachWay: false,
      freebet: null,
      comboBoost: null,
    });
  });

  it('gives a combi the combi stake, the slip each-way flag and the boost configuration', () => {
    const comboBoost = { percent_steps: [0, 5, 10], winnings_calc_mode: 'gross' as const };
    const state = run([...add(runner(1, 3), runner(2, 4)), { type: 'eachWayToggled' }, stakeAll('combi', 1000)]);
    const input = totalsInput(state, { comboBoost });
    expect(input).toMatchObject({ betType: 'combi', stake: 1000, eachWay: true, comboBoost, systemType: null });
    expect(input.legs.map((leg) => [leg.stake, leg.eachWay])).toEqual([
      [null, undefined],
      [null, undefined],
    ]);
  });

  it('gives a system its chosen type and stake per line and no boost', () => {
    const state = run([
      ...add(...many(4)),
      choose('system'),
      { type: 'systemTypeChosen', systemType: 'system_3/4' },
      stakeAll('system', 200),
    ]);
    expect(totalsInput(state, { comboBoost: { percent_steps: [10], winnings_calc_mode: 'net' } })).toMatchObject({
      betType: 'system',
      systemType: 'system_3/4',
      stake: 200,
      comboBoost: null,
    });
  });

  it('gives a system without an option on offer no system type', () => {
    expect(totalsInput(slip({ betType: 'system', selections: many(2) })).systemType).toBeNull();
  });

  it('passes the remaining amount of the free bet in use', () => {
    const state = run([...add(selection(1, { odds: 3 })), { type: 'freebetChosen', freebetId: 'fb' }]);
    expect(totalsInput(state, { freebets: [freebet('fb', 250)] }).freebet).toEqual({ amount: 250 });
  });

  it('passes no free bet when the chosen one is not on offer', () => {
    const state = run([...add(selection(1, { odds: 3 })), { type: 'freebetChosen', freebetId: 'gone' }]);
    expect(totalsInput(state, { freebets: [freebet('fb', 250)] }).freebet).toBeNull();
  });

  it('carries the combo boost flag of each selection', () => {
    const state = run(add(selection(1, { comboBoost: true }), selection(2)));
    expect(totalsInput(state).legs.map((leg) => leg.comboBoost)).toEqual([true, false]);
  });
});

describe('slipTotals', () => {
  it('is zero for an empty slip', () => {
    expect(slipTotals(slip())).toEqual(ZERO_TOTALS);
  });

  it('sums odds × own stake over singles', () => {
    const state = run([
      ...add(selection(1, { odds: 2 }), selection(2, { odds: 3 })),
      choose('single'),
      stakeLine(1, 1000),
      stakeLine(2, 500),
    ]);
    expect(slipTotals(state)).toEqual({ bets: 2, totalStake: 1500, cashStake: 1500, potentialReturn: 3500, boost: 0 });
  });

  it('copies the default single stake to each selection', () => {
    const state = run([
      ...add(selection(1, { odds: 2 }), selection(2, { odds: 3 })),
      choose('single'),
      stakeAll('single', 200),
    ]);
    expect(slipTotals(state)).toMatchObject({ bets: 2, totalStake: 400, potentialReturn: 1000 });
  });

  it('multiplies combi odds exactly (1.1 × 1.1 = 1.21)', () => {
    const state = run([...add(selection(1, { odds: 1.1 }), selection(2, { odds: 1.1 })), stakeAll('combi', 1000)]);
    expect(slipTotals(state)).toEqual({ bets: 1, totalStake: 1000, cashStake: 1000, potentialReturn: 1210, boost: 0 });
  });

  it('doubles the stake of an each-way combi', () => {
    const state = run([...add(runner(1, 3), runner(2, 5)), { type: 'eachWayToggled' }, stakeAll('combi', 100)]);
    expect(slipTotals(state)).toMatchObject({ bets: 2, totalStake: 200 });
  });

  it('multiplies the summed line returns by the stake per line in a system', () => {
    const state = run([
      ...add(selection(1, { odds: 2 }), selection(2, { odds: 3 }), selection(3, { odds: 4 })),
      choose('system'),
      stakeAll('system', 100),
    ]);
    expect(slipTotals(state)).toEqual({ bets: 3, totalStake: 300, cashStake: 300, potentialReturn: 2600, boost: 0 });
  });

  it('is zero for a combi of fewer than two selections', () => {
    expect(slipTotals(slip({ betType: 'combi', selections: many(1), stakeCombi: money(1000) }))).toEqual(ZERO_TOTALS);
  });

  it('is zero for a system with no option on offer', () => {
    expect(slipTotals(slip({ betType: 'system', selections: many(2), stakeSystem: money(1000) }))).toEqual(ZERO_TOTALS);
  });

  it('stakes a free bet from the bonus and returns winnings only', () => {
    const state = run([
      ...add(selection(1, { odds: 2 }), selection(2, { odds: 3 })),
      { type: 'freebetChosen', freebetId: 'fb' },
    ]);
    expect(slipTotals(state, { freebets: [freebet('fb', 500)] })).toEqual({
      bets: 1,
      totalStake: 500,
      cashStake: 0,
      potentialReturn: 2500,
      boost: 0,
    });
  });

  it('adds the combo boost to a combi with boosted selections', () => {
    const state = run([
      ...add(selection(1, { odds: 2, comboBoost: true }), selection(2, { odds: 3, comboBoost: true })),
      stakeAll('combi', 1000),
    ]);
    const totals = slipTotals(state, { comboBoost: { percent_steps: [5, 10], winnings_calc_mode: 'gross' } });
    expect(totals).toMatchObject({ potentialReturn: 6000, boost: 600 });
  });
});

/**
 * Random slips built through the reducer, the way a bettor builds them. Prices and leg counts
 * stay where a return fits in a safe integer of minor units (beyond it the core refuses loudly).
 */
const slipArbitrary = fc
  .record({
    picks: fc.array(
      fc.record({
        eventId: fc.integer({ min: 1, max: 6 }),
        odds: fc.integer({ min: 0, max: 3_000 }).map((hundredths) => hundredths / 100),
        horse: fc.boolean(),
        eachWayLine: fc.boolean(),
        suspended: fc.boolean(),
        marketType: fc.constantFrom('1x2', '1x2', '1x2', 'forecast'),
      }),
      { maxLength: 6 },
    ),
    betType: fc.constantFrom<BetType>('single', 'combi', 'system'),
    eachWay: fc.boolean(),
    stake: fc.integer({ min: 0, max: 2_000_000 }),
    lineStakes: fc.array(fc.integer({ min: 0, max: 2_000_000 }), { maxLength: 6 }),
    freebetId: fc.constantFrom(null, 'fb', 'low'),
  })
  .map(({ picks, betType, eachWay, stake, lineStakes, freebetId }) => {
    const selections = picks.map((pick, i) =>
      pick.horse
        ? { ...runner(i + 1, pick.odds, pick.eventId), isSuspended: pick.suspended }
        : selection(i + 1, {
            eventId: pick.eventId,
            odds: pick.odds,
            isSuspended: pick.suspended,
            marketType: pick.marketType,
          }),
    );
    const actions: SlipAction[] = [
      ...add(...selections),
      choose(betType),
      ...(eachWay ? [{ type: 'eachWayToggled' } as const] : []),
      ...picks.flatMap((pick, i): SlipAction[] =>
        pick.eachWayLine ? [{ type: 'selectionEachWaySet', outcomeId: i + 1, eachWay: true }] : [],
      ),
      stakeAll('batch', stake),
      ...lineStakes.slice(0, selections.length).map((minor, i) => stakeLine(i + 1, minor)),
      { type: 'freebetChosen', freebetId },
    ];
    return run(actions);
  });
const freebetsArbitrary = fc.constantFrom<Freebet[]>(
  [],
  [freebet('fb', 500)],
  [freebet('fb', 0), freebet('low', 300, 1.5)],
);
const balanceArbitrary = fc.option(fc.integer({ min: -1_000, max: 1_000_000 }).map(money));

describe('placeBetDisabledReason', () => {
  const context = { balance: money(100_000) };
  const staked = (...selections: SlipSelection[]): SlipState =>
    run([...add(...selections), choose('single'), stakeAll('single', 1000)]);

  it('is EMPTY for a slip without selections', () => {
    expect(placeBetDisabledReason(createSlipState(NOW), context)).toBe('EMPTY');
  });

  it('is PROCESSING while tickets are in flight', () => {
    const state = run([{ type: 'placingStarted', tickets: [ticket('a')], stake: money(1000) }], staked(selection(1)));
    expect(placeBetDisabledReason(state, context)).toBe('PROCESSING');
  });

  it('is PROCESSING while the results are on screen', () => {
    const state = run(
      [
        { type: 'placingStarted', tickets: [ticket('a')], stake: money(1000) },
        { type: 'ticketResolved', uuid: 'a', status: 'PROCESSED' },
      ],
      staked(selection(1)),
    );
    expect(state.processingStatus).toBe('completed');
    expect(placeBetDisabledReason(state, context)).toBe('PROCESSING');
  });

  it('is SELECTION_ERROR when two selections of one event are in a combi', () => {
    const state = run([...add(selection(1), selection(2), selection(3, { eventId: 1 })), stakeAll('combi', 1000)]);
    expect(placeBetDisabledReason(state, context)).toBe('SELECTION_ERROR');
  });

  it('is SELECTION_ERROR when a forecast market is in a combi', () => {
    const state = run([...add(selection(1), selection(2, { marketType: 'forecast' })), stakeAll('combi', 1000)]);
    expect(placeBetDisabledReason(state, context)).toBe('SELECTION_ERROR');
  });

  it('disables Place Bet when a selection of a combi is suspended, or every single is', () => {
    const suspended = selection(2, { isSuspended: true });
    const combi = run([...add(selection(1), suspended), stakeAll('combi', 1000)]);
    expect(combi.betType).toBe('combi');
    expect(placeBetDisabledReason(combi, context)).toBe('MARKET_SUSPENDED');
    expect(placeBetDisabledReason(staked(suspended, selection(3, { isSuspended: true })), context)).toBe(
      'MARKET_SUSPENDED',
    );
  });

  it('disables Place Bet when a live update suspends a market', () => {
    const state = run(
      [{ type: 'liveUpdated', updates: { 1: { odds: 2, isSuspended: true } }, acceptOdds: 'all' }],
      staked(selection(1)),
    );
    expect(placeBetDisabledReason(state, context)).toBe('MARKET_SUSPENDED');
  });

  it('names the selection error before the suspension', () => {
    const state = run([
      ...add(selection(1, { isSuspended: true }), selection(2), selection(3, { eventId: 2 })),
      stakeAll('combi', 1000),
    ]);
    expect(placeBetDisabledReason(state, context)).toBe('SELECTION_ERROR');
  });

  it.each([1, 0.5, 0, Number.NaN])('is UNPRICED for a selection at odds %s', (odds) => {
    expect(placeBetDisabledReason(staked(selection(1), selection(2, { odds })), context)).toBe('UNPRICED');
  });

  it('lets a starting-price selection through without a price', () => {
    expect(placeBetDisabledReason(staked(selection(1, { odds: 0, isStartingPrice: true })), context)).toBeNull();
  });

  it.each([0, -100])('is NO_BALANCE with a balance of %i and no free bet', (balance) => {
    expect(placeBetDisabledReason(staked(selection(1)), { balance: money(balance) })).toBe('NO_BALANCE');
  });

  it('allows a free bet with a balance of 0', () => {
    const state = run([{ type: 'freebetChosen', freebetId: 'fb' }], staked(selection(1, { odds: 3 })));
    expect(placeBetDisabledReason(state, { balance: money(0), freebets: [freebet('fb', 500)] })).toBeNull();
  });

  it('allows a free bet without a stake entered', () => {
    const state = run([...add(selection(1, { odds: 3 })), { type: 'freebetChosen', freebetId: 'fb' }]);
    expect(placeBetDisabledReason(state, { ...context, freebets: [freebet('fb', 500)] })).toBeNull();
  });

  it('does not count a free bet with nothing remaining as a stake', () => {
    const state = run([...add(selection(1, { odds: 3 })), { type: 'freebetChosen', freebetId: 'fb' }]);
    expect(placeBetDisabledReason(state, { ...context, freebets: [freebet('fb', 0)] })).toBe('NO_STAKE');
    expect(placeBetDisabledReason(state, { balance: money(0), freebets: [freebet('fb', 0)] })).toBe('NO_BALANCE');
  });

  it('does not count a free bet disabled by its minimum odds', () => {
    const state = run([...add(selection(1, { odds: 1.5 })), { type: 'freebetChosen', freebetId: 'fb' }]);
    expect(placeBetDisabledReason(state, { balance: money(0), freebets: [freebet('fb', 500, 2)] })).toBe('NO_BALANCE');
  });

  it('is NO_STAKE when no stake is entered', () => {
    expect(placeBetDisabledReason(run(add(selection(1))), context)).toBe('NO_STAKE');
  });

  it('is NO_STAKE when the stake is 0', () => {
    const state = run([...add(selection(1), selection(2)), stakeAll('combi', 0)]);
    expect(placeBetDisabledReason(state, context)).toBe('NO_STAKE');
  });

  it.each<[string, number, PlaceBetDisabledReason | null]>([
    ['0.09', 9, 'STAKE_TOO_LOW'],
    ['0.10', 10, null],
    ['10000.00', 1_000_000, null],
    ['10000.01', 1_000_001, 'STAKE_TOO_HIGH'],
  ])('judges a combi stake of %s against the entry limits', (_shown, minor, expected) => {
    const state = run([...add(selection(1), selection(2)), stakeAll('combi', minor)]);
    expect(placeBetDisabledReason(state, context)).toBe(expected);
  });

  it('is STAKE_TOO_LOW when one of several singles is below 0.10', () => {
    const state = run([...add(selection(1), selection(2)), choose('single'), stakeLine(1, 1000), stakeLine(2, 5)]);
    expect(placeBetDisabledReason(state, context)).toBe('STAKE_TOO_LOW');
  });

  it('is STAKE_TOO_HIGH when a system line stake is above 10000', () => {
    const state = run([...add(...many(3)), choose('system'), stakeAll('system', 1_000_001)]);
    expect(placeBetDisabledReason(state, context)).toBe('STAKE_TOO_HIGH');
  });

  it('lets singles through when only some lines carry a stake', () => {
    const state = run([...add(selection(1), selection(2)), choose('single'), stakeLine(1, 1000)]);
    expect(placeBetDisabledReason(state, context)).toBeNull();
  });

  it('enables Place Bet for a priced, staked slip with a balance', () => {
    expect(placeBetDisabledReason(staked(selection(1)), context)).toBeNull();
  });

  it('enables Place Bet for a guest, whose press opens login', () => {
    expect(placeBetDisabledReason(staked(selection(1)), { balance: null })).toBeNull();
  });

  it('is never null for a combi or system with a suspended selection, nor for singles all suspended', () => {
    fc.assert(
      fc.property(slipArbitrary, freebetsArbitrary, balanceArbitrary, (state, freebets, balance) => {
        fc.pre(
          state.betType === 'single'
            ? state.selections.length > 0 && state.selections.every((s) => s.isSuspended)
            : state.selections.some((s) => s.isSuspended),
        );
        const reason = placeBetDisabledReason(state, { balance, freebets });
        expect(['SELECTION_ERROR', 'MARKET_SUSPENDED']).toContain(reason);
      }),
    );
  });

  it('is null only for slips that stake something and have no error, suspension or missing price', () => {
    fc.assert(
      fc.property(slipArbitrary, freebetsArbitrary, balanceArbitrary, (state, freebets, balance) => {
        if (placeBetDisabledReason(state, { balance, freebets }) !== null) return;
        expect(state.selections.length).toBeGreaterThan(0);
        expect(selectionErrors(state)).toEqual({});
        // Singles skip a suspended line (it is no bet); anything else has none.
        if (state.betType === 'single') expect(state.selections.some((s) => !s.isSuspended)).toBe(true);
        else expect(state.selections.every((s) => !s.isSuspended)).toBe(true);
        expect(slipTotals(state, { freebets }).totalStake).toBeGreaterThan(0);
      }),
    );
  });
});

describe('slipTotals properties', () => {
  it('never gives a negative stake, return or boost', () => {
    const comboBoost = { percent_steps: [0, 5, 10, 20], winnings_calc_mode: 'net' as const };
    fc.assert(
      fc.property(slipArbitrary, freebetsArbitrary, (state, freebets) => {
        const totals = slipTotals(state, { freebets, comboBoost });
        for (const value of Object.values(totals)) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(totals.cashStake).toBeLessThanOrEqual(totals.totalStake);
      }),
    );
  });
});

describe('showAcceptOddsButton', () => {
  const withLive = (slipOdds: number, liveOdds: number): SlipState => ({
    ...run(add(selection(1, { odds: slipOdds }), selection(2))),
    live: { 1: { odds: liveOdds, isSuspended: false } },
  });

  it.each<[AcceptOdds, number, number, boolean]>([
    ['all', 2, 3, false],
    ['all', 2, 1.5, false],
    ['higher', 2, 3, true],
    ['higher', 2, 1.5, false],
    ['higher', 2, 2, false],
    ['none', 2, 3, true],
    ['none', 2, 1.5, true],
    ['none', 2, 2, false],
  ])('with accept-odds %s, slip odds %s and live odds %s shows: %s', (acceptOdds, slipOdds, liveOdds, shown) => {
    expect(showAcceptOddsButton(withLive(slipOdds, liveOdds), acceptOdds)).toBe(shown);
  });

  it('hides the button when no live prices have arrived', () => {
    expect(showAcceptOddsButton(run(add(selection(1))), 'none')).toBe(false);
  });

  it('shows the button after a live rise that the higher setting did not follow', () => {
    const state = run([
      ...add(selection(1, { odds: 2 })),
      { type: 'liveUpdated', updates: { 1: { odds: 2.5, isSuspended: false } }, acceptOdds: 'higher' },
    ]);
    expect(showAcceptOddsButton(state, 'higher')).toBe(true);
    expect(showAcceptOddsButton(run([{ type: 'oddsChangesAccepted', now: NOW }], state), 'higher')).toBe(false);
  });
});

describe('isSuccessful', () => {
  const placing = run([
    ...add(selection(1), selection(2)),
    choose('single'),
    { type: 'placingStarted', tickets: [ticket('a'), ticket('b')], stake: money(100) },
  ]);

  it('is true when every ticket was PROCESSED', () => {
    const state = run(
      [
        { type: 'ticketResolved', uuid: 'a', status: 'PROCESSED' },
        { type: 'ticketResolved', uuid: 'b', status: 'PROCESSED' },
      ],
      placing,
    );
    expect(isSuccessful(state)).toBe(true);
  });

  it('is false when one ticket was refused', () => {
    const state = run(
      [
        { type: 'ticketResolved', uuid: 'a', status: 'PROCESSED' },
        { type: 'ticketResolved', uuid: 'b', status: 'BALANCE_INSUFFICIENT' },
      ],
      placing,
    );
    expect(state.processingStatus).toBe('completed');
    expect(isSuccessful(state)).toBe(false);
  });

  it('is false while a ticket is still pending', () => {
    const state = run([{ type: 'ticketResolved', uuid: 'a', status: 'PROCESSED' }], placing);
    expect(state.processingStatus).toBe('processing');
    expect(isSuccessful(state)).toBe(false);
  });

  it('is false before anything is placed', () => {
    expect(isSuccessful(run(add(selection(1))))).toBe(false);
  });
});
