import { describe, expect, it } from 'vitest';
import { showPicksIcon, tipsPanelReducer } from './tips-panel';
import type { TipsPanelEvent, TipsPanelState } from './tips-panel';

const tipsLoaded = (count: number): TipsPanelEvent => ({ type: 'tipsLoaded', count });
const selectionAdded: TipsPanelEvent = { type: 'selectionAdded' };
const expanded: TipsPanelEvent = { type: 'expanded' };
const collapsed: TipsPanelEvent = { type: 'collapsed' };
const closedByUser: TipsPanelEvent = { type: 'closedByUser' };

describe('tipsPanelReducer', () => {
  it.each<[TipsPanelState, TipsPanelEvent, TipsPanelState]>([
    ['hidden', tipsLoaded(3), 'half'],
    ['half', tipsLoaded(3), 'half'],
    ['full', tipsLoaded(3), 'full'],
    ['closed', tipsLoaded(3), 'closed'],
    ['hidden', tipsLoaded(0), 'hidden'],
    ['half', tipsLoaded(0), 'hidden'],
    ['full', tipsLoaded(0), 'hidden'],
    ['closed', tipsLoaded(0), 'hidden'],
    ['hidden', selectionAdded, 'hidden'],
    ['half', selectionAdded, 'hidden'],
    ['full', selectionAdded, 'hidden'],
    ['closed', selectionAdded, 'hidden'],
    ['hidden', expanded, 'full'],
    ['half', expanded, 'full'],
    ['full', expanded, 'full'],
    ['closed', expanded, 'full'],
    ['hidden', collapsed, 'hidden'],
    ['half', collapsed, 'half'],
    ['full', collapsed, 'half'],
    ['closed', collapsed, 'closed'],
    ['hidden', closedByUser, 'closed'],
    ['half', closedByUser, 'closed'],
    ['full', closedByUser, 'closed'],
    ['closed', closedByUser, 'closed'],
  ])('moves from %s on %o to %s', (from, event, to) => {
    expect(tipsPanelReducer(from, event)).toBe(to);
  });

  it('opens half way when tips arrive, hides when a selection is added, and opens again with new tips', () => {
    const states: TipsPanelState[] = [];
    let state: TipsPanelState = 'hidden';
    for (const event of [tipsLoaded(2), expanded, collapsed, selectionAdded, tipsLoaded(1)]) {
      state = tipsPanelReducer(state, event);
      states.push(state);
    }
    expect(states).toEqual(['half', 'full', 'half', 'hidden', 'half']);
  });

  it('keeps a panel the bettor closed closed when tips are refreshed', () => {
    expect(tipsPanelReducer(tipsPanelReducer('half', closedByUser), tipsLoaded(4))).toBe('closed');
  });
});

describe('showPicksIcon', () => {
  it.each<[TipsPanelState, number, boolean]>([
    ['hidden', 3, true],
    ['closed', 1, true],
    ['half', 3, false],
    ['full', 3, false],
    ['hidden', 0, false],
    ['closed', 0, false],
  ])('with the panel %s and %i tips shows the picks icon: %s', (state, count, shown) => {
    expect(showPicksIcon(state, count)).toBe(shown);
  });
});
