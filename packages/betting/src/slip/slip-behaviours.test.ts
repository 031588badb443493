import { describe, expect, it } from 'vitest';
import type { SlipAction } from './actions';
import { MAX_SELECTIONS } from './rules';
import { isSkippedSingle, placeBetDisabledReason, slipTotals } from './selectors';
import { add, money, NOW, run, selection } from './test-fixtures';

/*
 * Slip behaviours bettors expect: a suspended single is skipped while the others
 * are placed, a single's stake carries into the combi it turns into, and a slip refuses one
 * selection past its maximum with the catalogue's message.
 */
const stakeLine = (outcomeId: number, minor: number): SlipAction => ({
  type: 'stakeSet',
  target: 'single',
  outcomeId,
  stake: money(minor),
  now: NOW,
});
const single: SlipAction = { type: 'betTypeChosen', betType: 'single', now: NOW };

describe('a suspended selection among singles', () => {
  const slip = run([
    ...add(selection(1, { odds: 2 }), selection(2, { odds: 3 }), selection(3, { odds: 4 })),
    single,
    stakeLine(1, 500),
    stakeLine(2, 700),
    stakeLine(3, 900),
    { type: 'liveUpdated', updates: { 2: { odds: 3, isSuspended: true } }, acceptOdds: 'all' },
  ]);

  it('is skipped: the other singles stay placeable and the totals count only them', () => {
    expect(isSkippedSingle(slip, slip.selections[1]!)).toBe(true);
    expect(isSkippedSingle(slip, slip.selections[0]!)).toBe(false);
    expect(placeBetDisabledReason(slip, { balance: money(100_000) })).toBeNull();
    const totals = slipTotals(slip);
    expect(totals).toMatchObject({ bets: 2, totalStake: 500 + 900, potentialReturn: 500 * 2 + 900 * 4 });
  });

  it('counts again once its market reopens', () => {
    const reopened = run(
      [{ type: 'liveUpdated', updates: { 2: { odds: 3, isSuspended: false } }, acceptOdds: 'all' }],
      slip,
    );
    expect(slipTotals(reopened)).toMatchObject({ bets: 3, totalStake: 500 + 700 + 900 });
  });

  it('still blocks a combi', () => {
    const combi = run(
      [
        { type: 'betTypeChosen', betType: 'combi', now: NOW },
        { type: 'stakeSet', target: 'combi', stake: money(500), now: NOW },
      ],
      slip,
    );
    expect(isSkippedSingle(combi, combi.selections[1]!)).toBe(false);
    expect(placeBetDisabledReason(combi, { balance: money(100_000) })).toBe('MARKET_SUSPENDED');
  });
});

describe('a single turning into a combi', () => {
  it('carries the stake typed for the single into the combi', () => {
    const state = run([...add(selection(1)), stakeLine(1, 250), ...add(selection(2))]);
    expect(state).toMatchObject({ betType: 'combi', stakeCombi: 250 });
    expect(slipTotals(state).totalStake).toBe(250);
  });

  it('carries the default single stake when the line has none of its own', () => {
    const state = run([
      ...add(selection(1)),
      { type: 'stakeSet', target: 'single', stake: money(400), now: NOW },
      ...add(selection(2)),
    ]);
    expect(state.stakeCombi).toBe(400);
  });

  it('keeps the combi stake when no single stake was typed', () => {
    const state = run([
      ...add(selection(1), selection(2)),
      { type: 'stakeSet', target: 'combi', stake: money(300), now: NOW },
      { type: 'selectionRemoved', outcomeId: 2, now: NOW },
      { type: 'stakeSet', target: 'single', outcomeId: 1, stake: null, now: NOW },
      { type: 'stakeSet', target: 'single', stake: null, now: NOW },
      ...add(selection(3)),
    ]);
    expect(state).toMatchObject({ betType: 'combi', stakeCombi: 300 });
  });

  it('does not touch the combi stake when the bettor chooses the combi tab', () => {
    const state = run([
      ...add(selection(1), selection(2)),
      single,
      stakeLine(1, 250),
      { type: 'betTypeChosen', betType: 'combi', now: NOW },
    ]);
    expect(state.stakeCombi).toBeNull();
  });
});

describe('the maximum number of selections', () => {
  const full = run(add(...Array.from({ length: MAX_SELECTIONS }, (_, index) => selection(index + 1))));

  it(`refuses selection ${MAX_SELECTIONS + 1} with TOO_MANY_SELECTIONS and keeps the slip as it was`, () => {
    const refused = run(add(selection(MAX_SELECTIONS + 1)), full);
    expect(refused.selections).toEqual(full.selections);
    expect(refused.error).toBe('TOO_MANY_SELECTIONS');
    expect(run([{ type: 'selectionToggled', selection: selection(99), now: NOW }], full).selections).toHaveLength(
      MAX_SELECTIONS,
    );
  });

  it('takes a selection again once one is removed, clearing the message', () => {
    const refused = run(add(selection(MAX_SELECTIONS + 1)), full);
    const after = run(
      [{ type: 'selectionRemoved', outcomeId: 1, now: NOW }, ...add(selection(MAX_SELECTIONS + 1))],
      refused,
    );
    expect(after.selections).toHaveLength(MAX_SELECTIONS);
    expect(after.error).toBeNull();
  });
});
