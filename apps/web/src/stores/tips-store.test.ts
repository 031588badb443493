// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { selectShowPicksIcon, useTipsStore } from './tips-store';

describe('tips store', () => {
  beforeEach(() => useTipsStore.setState({ status: 'hidden', count: 0 }));

  it('opens half way when tips load while hidden and records how many there are', () => {
    useTipsStore.getState().dispatch({ type: 'tipsLoaded', count: 4 });
    expect(useTipsStore.getState()).toMatchObject({ status: 'half', count: 4 });
  });

  it('hides when a selection is added and shows the slip’s picks icon while tips wait', () => {
    useTipsStore.getState().dispatch({ type: 'tipsLoaded', count: 2 });
    expect(selectShowPicksIcon(useTipsStore.getState())).toBe(false);
    useTipsStore.getState().dispatch({ type: 'selectionAdded' });
    expect(useTipsStore.getState().status).toBe('hidden');
    expect(selectShowPicksIcon(useTipsStore.getState())).toBe(true);
  });

  it('stays closed when new tips load after the bettor closed it, until reopened', () => {
    useTipsStore.getState().dispatch({ type: 'tipsLoaded', count: 2 });
    useTipsStore.getState().dispatch({ type: 'closedByUser' });
    useTipsStore.getState().dispatch({ type: 'tipsLoaded', count: 3 });
    expect(useTipsStore.getState()).toMatchObject({ status: 'closed', count: 3 });
    useTipsStore.getState().setStatus('full');
    expect(useTipsStore.getState().status).toBe('full');
  });

  it('hides and drops the picks icon when a route has no tips', () => {
    useTipsStore.getState().dispatch({ type: 'tipsLoaded', count: 2 });
    useTipsStore.getState().dispatch({ type: 'tipsLoaded', count: 0 });
    expect(useTipsStore.getState()).toMatchObject({ status: 'hidden', count: 0 });
    expect(selectShowPicksIcon(useTipsStore.getState())).toBe(false);
  });
});
