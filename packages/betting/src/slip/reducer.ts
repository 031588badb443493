import { TICKET_PROCESSED } from '../errors';
import type { Money } from '../money/money';
import type { SlipAction } from './actions';
import { createSlipState } from './initial-state';
import { betTypeAfterCountChange, betTypeWhenChosen, MAX_SELECTIONS, offersEachWay, systemTypeFor } from './rules';
import type { SlipSelection, SlipState, SlipTicket } from './types';

/** A slip untouched for longer than this is emptied when opened (spec 000 §4, §9). */
export const SLIP_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** While tickets are in flight only these may happen; close and clear are blocked. */
const ALLOWED_WHILE_PROCESSING = new Set<SlipAction['type']>([
  'ticketResolved',
  'placingFailed',
  'liveUpdated',
  'opened',
]);
/** With results on screen the selections are frozen until the bettor retains or clears them. */
const ALLOWED_WHILE_COMPLETED = new Set<SlipAction['type']>([
  'selectionAdded',
  'selectionToggled',
  'resultsClosed',
  'cleared',
  'opened',
  'closed',
  'liveUpdated',
]);

/**
 * The slip's one transition function (spec 000 §4): pure, so the client store and the tests
 * run exactly the same rules.
 */
export function slipReducer(state: SlipState, action: SlipAction): SlipState {
  if (state.processingStatus === 'processing' && !ALLOWED_WHILE_PROCESSING.has(action.type)) return state;
  if (state.processingStatus === 'completed' && !ALLOWED_WHILE_COMPLETED.has(action.type)) return state;
  switch (action.type) {
    case 'selectionAdded':
      return addSelection(state, action.selection, action.now);
    case 'selectionToggled':
      return state.processingStatus !== 'completed' && hasSelection(state, action.selection.outcomeId)
        ? withSelections(
            state,
            state.selections.filter((s) => s.outcomeId !== action.selection.outcomeId),
            action.now,
          )
        : addSelection(state, action.selection, action.now);
    case 'selectionRemoved':
      return withSelections(
        state,
        state.selections.filter((s) => s.outcomeId !== action.outcomeId),
        action.now,
      );
    case 'cleared':
      return { ...createSlipState(action.now), lastUsedStake: state.lastUsedStake };
    case 'betTypeChosen':
      return chooseBetType(state, action.betType, action.now);
    case 'systemTypeChosen':
      return state.betType === 'system'
        ? { ...state, systemType: systemTypeFor('system', action.systemType, state.selections.length) }
        : state;
    case 'eachWayToggled':
      return canToggleEachWay(state) ? { ...state, eachWay: !state.eachWay, freebetId: null } : state;
    case 'selectionEachWaySet':
      return setSelectionEachWay(state, action.outcomeId, action.eachWay);
    case 'stakeSet':
      return setStake(state, action);
    case 'freebetChosen':
      return { ...state, freebetId: action.freebetId };
    case 'liveUpdated':
      return applyLive(state, action);
    case 'oddsChangesAccepted':
      return acceptOddsChanges(state, action.now);
    case 'placingStarted':
      return {
        ...state,
        processingStatus: 'processing',
        tickets: action.tickets,
        error: null,
        lastUsedStake: action.stake ?? state.lastUsedStake,
      };
    case 'ticketResolved':
      return resolveTicket(state, action);
    case 'placingFailed':
      return { ...state, processingStatus: false, tickets: [], error: action.error };
    case 'resultsClosed':
      return { ...state, processingStatus: false, tickets: [] };
    case 'opened':
      return isExpired(state, action.now)
        ? { ...createSlipState(action.now), visible: true }
        : { ...state, visible: true };
    case 'closed':
      return { ...state, visible: false };
    case 'errorSet':
      return { ...state, error: action.error };
  }
}

function hasSelection(state: SlipState, outcomeId: number): boolean {
  return state.selections.some((selection) => selection.outcomeId === outcomeId);
}

/** Whether the slip was last changed more than 24 h before `now`. */
export function isExpired(state: SlipState, now: number): boolean {
  return state.selections.length > 0 && now - state.updatedAt > SLIP_EXPIRY_MS;
}

function addSelection(state: SlipState, selection: SlipSelection, now: number): SlipState {
  // Adding while results are shown starts a fresh slip (spec 000 §4).
  const base =
    state.processingStatus === 'completed'
      ? { ...createSlipState(now), lastUsedStake: state.lastUsedStake, visible: state.visible }
      : state;
  if (hasSelection(base, selection.outcomeId)) return base;
  // A slip holds at most MAX_SELECTIONS: one more is refused with the catalogue's message.
  if (base.selections.length >= MAX_SELECTIONS) return { ...base, error: 'TOO_MANY_SELECTIONS' };
  const stakes = base.stakeSingle !== null ? { ...base.stakes, [selection.outcomeId]: base.stakeSingle } : base.stakes;
  return withSelections({ ...base, stakes }, [...base.selections, { ...selection, eachWay: false }], now);
}

/** Applies a new selection list and every rule that depends on the count. */
function withSelections(state: SlipState, selections: readonly SlipSelection[], now: number): SlipState {
  if (selections.length === state.selections.length && selections.every((s, i) => s === state.selections[i]))
    return state;
  const betType = betTypeAfterCountChange(state.betType, selections, state.selections.length);
  const kept = new Set(selections.map((selection) => String(selection.outcomeId)));
  const stakes = Object.fromEntries(Object.entries(state.stakes).filter(([id]) => kept.has(id)));
  const live = Object.fromEntries(Object.entries(state.live).filter(([id]) => kept.has(id)));
  const eachWay = state.eachWay && selections.length > 0 && selections.every(offersEachWay);
  return {
    ...state,
    selections,
    stakes,
    live,
    betType,
    stakeCombi: combiStakeAfterSwitch(state, betType),
    eachWay,
    systemType: systemTypeFor(betType, state.systemType, selections.length),
    error: null,
    updatedAt: now,
  };
}

/**
 * A single turning into a combi by itself (a second selection of another event) carries the
 * stake the bettor typed for the single into the combi: the bet placed is at the stake shown.
 */
function combiStakeAfterSwitch(state: SlipState, betType: SlipState['betType']): Money | null {
  if (state.betType !== 'single' || betType !== 'combi') return state.stakeCombi;
  const only = state.selections[0];
  const typed = (only ? state.stakes[only.outcomeId] : undefined) ?? state.stakeSingle;
  return typed !== null && typed > 0 ? typed : state.stakeCombi;
}

function chooseBetType(state: SlipState, chosen: SlipState['betType'], now: number): SlipState {
  const betType = betTypeWhenChosen(chosen, state.selections.length);
  if (betType === state.betType) return state;
  return {
    ...state,
    betType,
    systemType: systemTypeFor(betType, state.systemType, state.selections.length),
    eachWay: betType === 'single' ? false : state.eachWay,
    freebetId: null,
    updatedAt: now,
  };
}

/**
 * Each way on a combi or system: only when every selection's market offers each-way terms;
 * singles use the per-line checkbox instead (spec 000 §4).
 */
export function canToggleEachWay(state: SlipState): boolean {
  return state.betType !== 'single' && state.selections.length > 0 && state.selections.every(offersEachWay);
}

function setSelectionEachWay(state: SlipState, outcomeId: number, eachWay: boolean): SlipState {
  if (state.betType !== 'single') return state;
  const selections = state.selections.map((selection) =>
    selection.outcomeId === outcomeId && offersEachWay(selection) ? { ...selection, eachWay } : selection,
  );
  return { ...state, selections, freebetId: eachWay ? null : state.freebetId };
}

function setStake(state: SlipState, action: Extract<SlipAction, { type: 'stakeSet' }>): SlipState {
  const { stake, target, outcomeId, now } = action;
  if (target === 'single' && outcomeId !== undefined) {
    if (!hasSelection(state, outcomeId)) return state;
    const stakes = { ...state.stakes };
    if (stake === null) delete stakes[outcomeId];
    else stakes[outcomeId] = stake;
    return { ...state, stakes, updatedAt: now };
  }
  const allSingles = (): Record<string, Money> =>
    stake === null ? {} : Object.fromEntries(state.selections.map((selection) => [selection.outcomeId, stake]));
  switch (target) {
    case 'single':
      return { ...state, stakeSingle: stake, stakes: allSingles(), updatedAt: now };
    case 'combi':
      return { ...state, stakeCombi: stake, updatedAt: now };
    case 'system':
      return { ...state, stakeSystem: stake, updatedAt: now };
    case 'batch':
      return {
        ...state,
        stakeSingle: stake,
        stakeCombi: stake,
        stakeSystem: stake,
        stakes: allSingles(),
        updatedAt: now,
      };
  }
}

function applyLive(state: SlipState, action: Extract<SlipAction, { type: 'liveUpdated' }>): SlipState {
  const live = { ...state.live };
  let changed = false;
  const selections = state.selections.map((selection) => {
    const update = action.updates[selection.outcomeId];
    if (!update) return selection;
    live[selection.outcomeId] = update;
    changed = true;
    const followsPrice = action.acceptOdds === 'all' && state.processingStatus === false;
    return {
      ...selection,
      isSuspended: update.isSuspended,
      comboBoost: update.comboBoost ?? selection.comboBoost,
      ...(followsPrice ? { odds: update.odds, displayOdds: update.displayOdds ?? null } : {}),
    };
  });
  return changed ? { ...state, selections, live } : state;
}

function acceptOddsChanges(state: SlipState, now: number): SlipState {
  const selections = state.selections.map((selection) => {
    const update = state.live[selection.outcomeId];
    return update && update.odds !== selection.odds
      ? { ...selection, odds: update.odds, displayOdds: update.displayOdds ?? null }
      : selection;
  });
  return { ...state, selections, error: null, updatedAt: now };
}

function resolveTicket(state: SlipState, action: Extract<SlipAction, { type: 'ticketResolved' }>): SlipState {
  const tickets = state.tickets.map((ticket): SlipTicket =>
    ticket.uuid === action.uuid
      ? {
          ...ticket,
          status: action.status,
          error: action.error ?? action.status !== TICKET_PROCESSED,
          errorMeta: action.errorMeta ?? ticket.errorMeta,
          betId: action.betId ?? ticket.betId,
          potentialReturn: action.potentialReturn ?? ticket.potentialReturn,
          message: action.message ?? ticket.message,
        }
      : ticket,
  );
  const completed = tickets.length > 0 && tickets.every((ticket) => ticket.status !== '');
  return { ...state, tickets, processingStatus: completed ? 'completed' : state.processingStatus };
}
