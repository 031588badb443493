/** The Top Picks panel's states (spec 000 §4). */
export type TipsPanelState = 'hidden' | 'half' | 'full' | 'closed';

/** What moves the tips panel. */
export type TipsPanelEvent =
  | { readonly type: 'tipsLoaded'; readonly count: number }
  | { readonly type: 'selectionAdded' }
  | { readonly type: 'expanded' }
  | { readonly type: 'collapsed' }
  | { readonly type: 'closedByUser' };

/**
 * Tips panel transitions (spec 000 §4): half when tips arrive and it was hidden; hidden when
 * there are none or a selection is added; full and closed by the bettor's hand.
 */
export function tipsPanelReducer(state: TipsPanelState, event: TipsPanelEvent): TipsPanelState {
  switch (event.type) {
    case 'tipsLoaded':
      if (event.count === 0) return 'hidden';
      return state === 'hidden' ? 'half' : state;
    case 'selectionAdded':
      return 'hidden';
    case 'expanded':
      return 'full';
    case 'collapsed':
      return state === 'full' ? 'half' : state;
    case 'closedByUser':
      return 'closed';
  }
}

/** The slip header's picks icon shows when the panel is out of the way and tips exist. */
export function showPicksIcon(state: TipsPanelState, tipCount: number): boolean {
  return (state === 'hidden' || state === 'closed') && tipCount > 0;
}
