import { toMoney } from '../money/money';
import type { Money } from '../money/money';
import type { SlipAction } from './actions';
import { createSlipState } from './initial-state';
import { slipReducer } from './reducer';
import type { SlipSelection, SlipState, SlipTicket } from './types';

/** Test helpers for slip specs: a selection with sensible defaults and a reducer runner. */
export function selection(outcomeId: number, overrides: Partial<SlipSelection> = {}): SlipSelection {
  return {
    outcomeId,
    eventId: outcomeId,
    marketId: outcomeId * 10,
    eventName: `Event ${outcomeId}`,
    marketName: 'Match Result',
    outcomeName: `Outcome ${outcomeId}`,
    marketType: '1x2',
    odds: 2,
    isSuspended: false,
    ...overrides,
  };
}

/** A runner horse with 1/4 odds for 3 places. */
export function runner(outcomeId: number, odds: number, eventId = outcomeId): SlipSelection {
  return selection(outcomeId, { eventId, odds, ewPrice: 4, ewPlace: 3, marketType: 'win_each_way' });
}

export const NOW = 1_700_000_000_000;

export function run(actions: readonly SlipAction[], from: SlipState = createSlipState(NOW)): SlipState {
  return actions.reduce(slipReducer, from);
}

export function add(...selections: SlipSelection[]): SlipAction[] {
  return selections.map((s) => ({ type: 'selectionAdded', selection: s, now: NOW }));
}

export const money = (minor: number): Money => toMoney(minor);

/** A pending ticket of 1.00 returning 2.00. */
export function ticket(uuid: string): SlipTicket {
  return {
    uuid,
    status: '',
    error: false,
    errorMeta: {},
    betType: 'single',
    totalStake: money(100),
    potentialReturn: money(200),
    betId: null,
    message: null,
  };
}
