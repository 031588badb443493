import { useEffect } from 'react';
import { addOutcomesToSlip } from '../../../lib/betslip-api';
import { useSlipStore } from '../../../stores/slip-store';
import { lineEntryStake, readSlipEntry, stakeAction, withoutSlipParams } from '../lib/url-entry';
import type { SlipEntry } from '../lib/url-entry';

/** Searches already applied, so a re-mount (StrictMode) or a re-render never adds twice. */
const applied = new Set<string>();

/** Carries out what an address asks of the slip (spec 001 §4 "Query entry"). */
export async function applySlipEntry(entry: SlipEntry): Promise<void> {
  const store = useSlipStore.getState;
  if (entry.lineIds.length > 0) {
    await addOutcomesToSlip(entry.lineIds);
    store().dispatch(stakeAction('batch', lineEntryStake(store().slip, entry.comboStake), null, Date.now()));
  }
  if (entry.add) {
    await addOutcomesToSlip(entry.add.ids);
    if (entry.add.stake !== null) store().dispatch(stakeAction('batch', entry.add.stake, null, Date.now()));
  }
  if (entry.change) {
    store().dispatch(stakeAction(entry.change.target, entry.change.stake, entry.change.outcomeId, Date.now()));
  }
}

/**
 * Reads the slip's parameters from `search` whenever it has some, applies them, then removes
 * them from the address through `replace` (the router's navigate, or history.replaceState).
 */
export function useUrlEntry(search: string, replace: (search: string) => void): void {
  useEffect(() => {
    const entry = readSlipEntry(search);
    if (!entry || applied.has(search)) return;
    applied.add(search);
    replace(withoutSlipParams(search));
    void applySlipEntry(entry)
      .catch((error: unknown) => console.warn('The slip could not take the address selections:', error))
      .finally(() => applied.delete(search));
  }, [search, replace]);
}
