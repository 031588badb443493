import { useEffect } from 'react';
import { useSlipStore } from '../../../stores/slip-store';
import { useTipsStore } from '../../../stores/tips-store';

/** Hides the tips panel whenever an outcome joins the slip, from anywhere in the app (spec 000 §4). */
export function useHideOnSelectionAdded(): void {
  useEffect(
    () =>
      useSlipStore.subscribe((state, previous) => {
        const before = new Set(previous.slip.selections.map((selection) => selection.outcomeId));
        if (state.slip.selections.some((selection) => !before.has(selection.outcomeId))) {
          useTipsStore.getState().dispatch({ type: 'selectionAdded' });
        }
      }),
    [],
  );
}
