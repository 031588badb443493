import { toMoney } from '@sportsbook/betting';
import type { CurrentSelection } from '@sportsbook/protocol';
import { act } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSlipStore } from '../../../stores/slip-store';
import { SlipUrlEntry } from '../components/slip-url-entry';
import { lineEntryStake, readSlipEntry, withoutSlipParams } from '../lib/url-entry';
import {
  renderWithClient,
  resetStores,
  selectionsRoute,
  slipSelection,
  stubNetwork,
  wireSelection,
} from '../test/fixtures';

const book = new Map<number, CurrentSelection>();

async function enter(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <SlipUrlEntry /> }], { initialEntries: [path] });
  await renderWithClient(<RouterProvider router={router} />);
  return router;
}

const slip = () => useSlipStore.getState().slip;

describe('slip entry from the address', () => {
  beforeEach(() => {
    resetStores();
    book.clear();
    for (const id of [11, 12, 13]) book.set(id, wireSelection({ outcomeId: id, odds: 2 }));
    stubNetwork({
      'GET /echo/v1/selections/current': selectionsRoute(book),
      'GET /api/content/freebets/active': { data: [] },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('adds the selections of action=addToSlip, sets every stake and cleans the address', async () => {
    const router = await enter('/sports?action=addToSlip&selections=11|12&stake=5&keep=1');
    await vi.waitFor(() => expect(slip().selections.map((s) => s.outcomeId)).toEqual([11, 12]));
    expect(slip()).toMatchObject({ betType: 'combi', stakeCombi: 500, stakeSingle: 500, stakeSystem: 500 });
    expect(router.state.location.pathname).toBe('/sports');
    expect(router.state.location.search).toBe('?keep=1');
  });

  it('adds LineID[n] selections with the combostake truncated to 2 decimals', async () => {
    const router = await enter('/?LineID[0]=11&LineID[1]=13&combostake=7.459');
    await vi.waitFor(() => expect(slip().selections).toHaveLength(2));
    expect(slip().stakeCombi).toBe(745);
    expect(router.state.location.search).toBe('');
  });

  it('raises LineID stakes to 10, or to a larger last used stake, without a combostake', async () => {
    await enter('/?LineID=11');
    await vi.waitFor(() => expect(slip().selections).toHaveLength(1));
    expect(slip().stakeSingle).toBe(1000);
    expect(lineEntryStake({ ...slip(), lastUsedStake: toMoney(2500) }, null)).toBe(2500);
    expect(lineEntryStake(slip(), '3.')).toBe(1000);
  });

  it('changes one stake with action=changeStake', async () => {
    act(() =>
      useSlipStore.getState().dispatch({
        type: 'selectionAdded',
        selection: slipSelection({ outcomeId: 11, odds: 2 }),
        now: Date.now(),
      }),
    );
    const router = await enter('/?action=changeStake&type=single&selection=11&stake=3.5');
    await vi.waitFor(() => expect(slip().stakes['11']).toBe(350));
    expect(router.state.location.search).toBe('');
  });

  it.each([
    ['type=batch', { stakeSingle: 700, stakeCombi: 700, stakeSystem: 700, stakes: { 11: 700, 12: 700 } }],
    ['no type (a batch)', { stakeSingle: 700, stakeCombi: 700, stakeSystem: 700, stakes: { 11: 700, 12: 700 } }],
    ['type=single', { stakeSingle: 700, stakeCombi: 100, stakeSystem: 100, stakes: { 11: 700, 12: 700 } }],
    ['type=combi', { stakeSingle: 100, stakeCombi: 700, stakeSystem: 100, stakes: { 11: 100, 12: 100 } }],
    ['type=system', { stakeSingle: 100, stakeCombi: 100, stakeSystem: 700, stakes: { 11: 100, 12: 100 } }],
  ])('changes the stakes of action=changeStake with %s and cleans the address', async (type, expected) => {
    act(() => {
      for (const outcomeId of [11, 12]) {
        useSlipStore.getState().dispatch({
          type: 'selectionAdded',
          selection: slipSelection({ outcomeId, odds: 2 }),
          now: Date.now(),
        });
      }
      useSlipStore.getState().dispatch({ type: 'stakeSet', target: 'batch', stake: toMoney(100), now: Date.now() });
    });
    const param = type.startsWith('type=') ? `&${type}` : '';
    const router = await enter(`/live?action=changeStake${param}&stake=7&keep=1`);
    await vi.waitFor(() => expect(slip()).toMatchObject(expected));
    expect(router.state.location.pathname).toBe('/live');
    expect(router.state.location.search).toBe('?keep=1');
  });

  it('reads only the slip’s parameters', () => {
    expect(readSlipEntry('?foo=1')).toBeNull();
    expect(readSlipEntry('?action=somethingElse')).toBeNull();
    expect(readSlipEntry('?action=changeStake&type=combi&stake=2')?.change).toEqual({
      target: 'combi',
      stake: 200,
      outcomeId: null,
    });
    expect(withoutSlipParams('?LineID=1&combostake=2&oddsstyle=uk')).toBe('?oddsstyle=uk');
    expect(withoutSlipParams('?stake=2&type=x')).toBe('?stake=2&type=x');
  });
});
