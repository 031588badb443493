import { describe, expect, it } from 'vitest';
import { createSlipState } from './initial-state';
import { isExpired, slipReducer, SLIP_EXPIRY_MS } from './reducer';
import { add, money, NOW, run, runner, selection, ticket } from './test-fixtures';

describe('slipReducer bet type', () => {
  it('forces single with one selection', () => {
    expect(run(add(selection(1))).betType).toBe('single');
  });

  it('switches to combi when a second selection of another event is added to a single', () => {
    expect(run(add(selection(1), selection(2))).betType).toBe('combi');
  });

  it('stays single when the second selection is from the same event', () => {
    expect(run(add(selection(1), selection(2, { eventId: 1 }))).betType).toBe('single');
  });

  it('keeps a chosen single when a third selection is added', () => {
    const state = run([
      ...add(selection(1), selection(2)),
      { type: 'betTypeChosen', betType: 'single', now: NOW },
      ...add(selection(3)),
    ]);
    expect(state.betType).toBe('single');
  });

  it('keeps a combi when a same-event selection joins, so the error can show', () => {
    expect(run(add(selection(1), selection(2), selection(3, { eventId: 1 }))).betType).toBe('combi');
  });

  it('falls back to single when a combi drops to one selection', () => {
    const state = run([...add(selection(1), selection(2)), { type: 'selectionRemoved', outcomeId: 2, now: NOW }]);
    expect(state.betType).toBe('single');
  });

  it('refuses combi with one selection', () => {
    expect(run([...add(selection(1)), { type: 'betTypeChosen', betType: 'combi', now: NOW }]).betType).toBe('single');
  });

  it('chooses system with three selections and picks the first option', () => {
    const state = run([
      ...add(selection(1), selection(2), selection(3)),
      { type: 'betTypeChosen', betType: 'system', now: NOW },
    ]);
    expect(state.betType).toBe('system');
    expect(state.systemType).toBe('system_2/3');
  });

  it('falls back to single when a system drops to two selections', () => {
    const state = run([
      ...add(selection(1), selection(2), selection(3)),
      { type: 'betTypeChosen', betType: 'system', now: NOW },
      { type: 'selectionRemoved', outcomeId: 3, now: NOW },
    ]);
    expect(state.betType).toBe('single');
    expect(state.systemType).toBeNull();
  });

  it('refuses system with two selections', () => {
    expect(
      run([...add(selection(1), selection(2)), { type: 'betTypeChosen', betType: 'system', now: NOW }]).betType,
    ).toBe('single');
  });

  it('falls back to single when a system grows past 16 selections', () => {
    const sixteen = Array.from({ length: 16 }, (_, i) => selection(i + 1));
    const state = run([...add(...sixteen), { type: 'betTypeChosen', betType: 'system', now: NOW }]);
    expect(state.betType).toBe('system');
    expect(run(add(selection(17)), state).betType).toBe('single');
  });

  it('allows choosing system up to the hard cap of 20 and not beyond', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => selection(i + 1));
    expect(run([...add(...twenty), { type: 'betTypeChosen', betType: 'system', now: NOW }]).systemType).toBe(
      'system_2/20',
    );
    // A slip cannot grow past 20 any more; one stored before the cap can hold 21.
    const more = { ...run(add(...twenty)), selections: [...twenty, selection(21)] };
    expect(run([{ type: 'betTypeChosen', betType: 'system', now: NOW }], more).betType).toBe('single');
  });

  it('keeps the chosen permutation size when the system grows', () => {
    const state = run([
      ...add(selection(1), selection(2), selection(3), selection(4)),
      { type: 'betTypeChosen', betType: 'system', now: NOW },
      { type: 'systemTypeChosen', systemType: 'system_3/4' },
      ...add(selection(5)),
    ]);
    expect(state.systemType).toBe('system_3/5');
  });

  it('moves to the first option when the chosen size no longer fits', () => {
    const state = run([
      ...add(selection(1), selection(2), selection(3), selection(4)),
      { type: 'betTypeChosen', betType: 'system', now: NOW },
      { type: 'systemTypeChosen', systemType: 'system_3/4' },
      { type: 'selectionRemoved', outcomeId: 4, now: NOW },
    ]);
    expect(state.systemType).toBe('system_2/3');
  });

  it('ignores a system type outside a system', () => {
    const state = run([...add(selection(1), selection(2)), { type: 'systemTypeChosen', systemType: 'system_2/3' }]);
    expect(state.systemType).toBeNull();
  });

  it('does nothing when the chosen type is already the type', () => {
    const state = run(add(selection(1), selection(2)));
    expect(slipReducer(state, { type: 'betTypeChosen', betType: 'combi', now: NOW + 1 })).toBe(state);
  });
});

describe('slipReducer selections', () => {
  it('adds a selection once', () => {
    expect(run(add(selection(1), selection(1))).selections).toHaveLength(1);
  });

  it('toggles a selection off and on', () => {
    const on = run([{ type: 'selectionToggled', selection: selection(1), now: NOW }]);
    expect(on.selections).toHaveLength(1);
    expect(run([{ type: 'selectionToggled', selection: selection(1), now: NOW }], on).selections).toHaveLength(0);
  });

  it('clears the slip error when the selection count changes', () => {
    const state = run([...add(selection(1)), { type: 'errorSet', error: 'boom' }, ...add(selection(2))]);
    expect(state.error).toBeNull();
  });

  it('copies the default single stake to each new selection', () => {
    const state = run([
      ...add(selection(1)),
      { type: 'stakeSet', target: 'single', stake: money(500), now: NOW },
      ...add(selection(2)),
    ]);
    expect(state.stakes).toEqual({ 1: 500, 2: 500 });
  });

  it('drops the stake of a removed selection', () => {
    const state = run([
      ...add(selection(1), selection(2)),
      { type: 'stakeSet', target: 'single', outcomeId: 2, stake: money(300), now: NOW },
      { type: 'selectionRemoved', outcomeId: 2, now: NOW },
    ]);
    expect(state.stakes).toEqual({});
  });

  it('records when it last changed', () => {
    expect(run([{ type: 'selectionAdded', selection: selection(1), now: NOW + 5 }]).updatedAt).toBe(NOW + 5);
  });

  it('resets to an empty single slip on clear-all, closing it and keeping the last used stake', () => {
    const state = run([
      ...add(selection(1), selection(2)),
      { type: 'opened', now: NOW },
      { type: 'stakeSet', target: 'batch', stake: money(100), now: NOW },
      { type: 'placingStarted', tickets: [ticket('a')], stake: money(100) },
      { type: 'ticketResolved', uuid: 'a', status: 'PROCESSED' },
      { type: 'cleared', now: NOW },
    ]);
    expect(state).toMatchObject({
      selections: [],
      stakes: {},
      betType: 'single',
      visible: false,
      stakeCombi: null,
      lastUsedStake: 100,
    });
  });
});

describe('slipReducer stakes', () => {
  it('sets one selection’s stake, and clears it with null', () => {
    const set = run([
      ...add(selection(1), selection(2)),
      { type: 'stakeSet', target: 'single', outcomeId: 1, stake: money(250), now: NOW },
    ]);
    expect(set.stakes).toEqual({ 1: 250 });
    expect(run([{ type: 'stakeSet', target: 'single', outcomeId: 1, stake: null, now: NOW }], set).stakes).toEqual({});
  });

  it('ignores a stake for a selection not in the slip', () => {
    const state = run(add(selection(1)));
    expect(slipReducer(state, { type: 'stakeSet', target: 'single', outcomeId: 9, stake: money(1), now: NOW })).toBe(
      state,
    );
  });

  it('sets all four stakes in a batch', () => {
    const state = run([
      ...add(selection(1), selection(2)),
      { type: 'stakeSet', target: 'batch', stake: money(700), now: NOW },
    ]);
    expect(state).toMatchObject({ stakeSingle: 700, stakeCombi: 700, stakeSystem: 700, stakes: { 1: 700, 2: 700 } });
  });

  it('sets the combi and system stakes on their own', () => {
    const state = run([
      ...add(selection(1)),
      { type: 'stakeSet', target: 'combi', stake: money(1), now: NOW },
      { type: 'stakeSet', target: 'system', stake: money(2), now: NOW },
    ]);
    expect(state).toMatchObject({ stakeCombi: 1, stakeSystem: 2, stakeSingle: null });
  });

  it('clears every single stake when the default single stake is emptied', () => {
    const state = run([
      ...add(selection(1), selection(2)),
      { type: 'stakeSet', target: 'single', stake: money(100), now: NOW },
      { type: 'stakeSet', target: 'single', stake: null, now: NOW },
    ]);
    expect(state.stakes).toEqual({});
  });
});

describe('slipReducer each way', () => {
  const race = [runner(1, 5, 100), runner(2, 3, 200), runner(3, 9, 300)];

  it('toggles each way on a combi of each-way markets', () => {
    expect(run([...add(race[0]!, race[1]!), { type: 'eachWayToggled' }]).eachWay).toBe(true);
  });

  it('does not toggle each way for a single', () => {
    expect(run([...add(race[0]!), { type: 'eachWayToggled' }]).eachWay).toBe(false);
  });

  it('does not toggle each way when a selection has no each-way terms', () => {
    expect(run([...add(race[0]!, selection(9)), { type: 'eachWayToggled' }]).eachWay).toBe(false);
  });

  it('switches each way off when a selection without terms joins', () => {
    expect(run([...add(race[0]!, race[1]!), { type: 'eachWayToggled' }, ...add(selection(9))]).eachWay).toBe(false);
  });

  it('keeps the chosen system type when each way is toggled', () => {
    const state = run([
      ...add(...race),
      { type: 'betTypeChosen', betType: 'system', now: NOW },
      { type: 'eachWayToggled' },
    ]);
    expect(state).toMatchObject({ eachWay: true, systemType: 'system_2/3' });
  });

  it('ticks a single’s each-way box only on a market with places', () => {
    const state = run([
      ...add(race[0]!, selection(9, { eventId: 100 })),
      { type: 'selectionEachWaySet', outcomeId: 1, eachWay: true },
      { type: 'selectionEachWaySet', outcomeId: 9, eachWay: true },
    ]);
    expect(state.selections.map((s) => s.eachWay)).toEqual([true, false]);
  });

  it('ignores a single’s each-way box outside singles', () => {
    const state = run(add(race[0]!, race[1]!));
    expect(slipReducer(state, { type: 'selectionEachWaySet', outcomeId: 1, eachWay: true })).toBe(state);
  });

  it('drops a chosen free bet when each way is chosen', () => {
    const state = run([
      ...add(race[0]!),
      { type: 'freebetChosen', freebetId: 'fb' },
      { type: 'selectionEachWaySet', outcomeId: 1, eachWay: true },
    ]);
    expect(state.freebetId).toBeNull();
  });
});

describe('slipReducer live prices', () => {
  const update = { 1: { odds: 2.5, isSuspended: false, displayOdds: { decimal: '2.50' } } };

  it('follows the live price with accept-any', () => {
    const state = run([...add(selection(1)), { type: 'liveUpdated', updates: update, acceptOdds: 'all' }]);
    expect(state.selections[0]!.odds).toBe(2.5);
  });

  it('keeps the taken price with accept-higher until the change is accepted', () => {
    const state = run([...add(selection(1)), { type: 'liveUpdated', updates: update, acceptOdds: 'higher' }]);
    expect(state.selections[0]!.odds).toBe(2);
    expect(run([{ type: 'oddsChangesAccepted', now: NOW }], state).selections[0]!.odds).toBe(2.5);
  });

  it('marks a suspended selection', () => {
    const state = run([
      ...add(selection(1)),
      { type: 'liveUpdated', updates: { 1: { odds: 2, isSuspended: true } }, acceptOdds: 'all' },
    ]);
    expect(state.selections[0]!.isSuspended).toBe(true);
  });

  it('ignores updates for outcomes not in the slip', () => {
    const state = run(add(selection(1)));
    expect(
      slipReducer(state, { type: 'liveUpdated', updates: { 7: { odds: 3, isSuspended: false } }, acceptOdds: 'all' }),
    ).toBe(state);
  });
});

describe('slipReducer placing', () => {
  const placing = run([
    ...add(selection(1), selection(2)),
    { type: 'opened', now: NOW },
    { type: 'placingStarted', tickets: [ticket('a'), ticket('b')], stake: money(500) },
  ]);

  it('remembers the last used stake when placing starts', () => {
    expect(placing).toMatchObject({ processingStatus: 'processing', lastUsedStake: 500 });
  });

  it('blocks close, clear and edits while processing', () => {
    for (const action of [
      { type: 'closed' },
      { type: 'cleared', now: NOW },
      { type: 'selectionRemoved', outcomeId: 1, now: NOW },
      { type: 'selectionAdded', selection: selection(3), now: NOW },
      { type: 'betTypeChosen', betType: 'single', now: NOW },
    ] as const) {
      expect(slipReducer(placing, action)).toBe(placing);
    }
  });

  it('completes only when every ticket has a status', () => {
    const one = run([{ type: 'ticketResolved', uuid: 'a', status: 'PROCESSED', betId: '17' }], placing);
    expect(one.processingStatus).toBe('processing');
    const both = run([{ type: 'ticketResolved', uuid: 'b', status: 'ODDS_CHANGED', errorMeta: { odds: '2.1' } }], one);
    expect(both.processingStatus).toBe('completed');
    expect(both.tickets.map((t) => [t.status, t.error, t.betId])).toEqual([
      ['PROCESSED', false, '17'],
      ['ODDS_CHANGED', true, null],
    ]);
  });

  it('returns to the slip with its error when calculate fails', () => {
    expect(run([{ type: 'placingFailed', error: 'CONNECTION_ERROR' }], placing)).toMatchObject({
      processingStatus: false,
      tickets: [],
      error: 'CONNECTION_ERROR',
    });
  });

  const completed = run(
    [
      { type: 'ticketResolved', uuid: 'a', status: 'PROCESSED' },
      { type: 'ticketResolved', uuid: 'b', status: 'PROCESSED' },
    ],
    placing,
  );

  it('retains selections when results are closed', () => {
    expect(run([{ type: 'resultsClosed' }], completed)).toMatchObject({
      processingStatus: false,
      tickets: [],
      selections: placing.selections,
    });
  });

  it('empties the slip first when a selection is added with results on screen', () => {
    const state = run(add(selection(9)), completed);
    expect(state.selections.map((s) => s.outcomeId)).toEqual([9]);
    expect(state).toMatchObject({
      processingStatus: false,
      tickets: [],
      betType: 'single',
      lastUsedStake: 500,
      visible: true,
    });
  });

  it('freezes stakes while results are shown', () => {
    expect(slipReducer(completed, { type: 'stakeSet', target: 'batch', stake: money(1), now: NOW })).toBe(completed);
  });
});

describe('slipReducer open and close', () => {
  it('opens and closes', () => {
    const open = run([{ type: 'opened', now: NOW }]);
    expect(open.visible).toBe(true);
    expect(run([{ type: 'closed' }], open).visible).toBe(false);
  });

  it('empties a slip opened more than 24 h after its last update', () => {
    const state = run(add(selection(1)));
    expect(run([{ type: 'opened', now: NOW + SLIP_EXPIRY_MS }], state).selections).toHaveLength(1);
    expect(run([{ type: 'opened', now: NOW + SLIP_EXPIRY_MS + 1 }], state).selections).toHaveLength(0);
  });

  it('never expires an empty slip', () => {
    expect(isExpired(createSlipState(0), NOW)).toBe(false);
  });
});
