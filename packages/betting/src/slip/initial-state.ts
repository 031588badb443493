import type { SlipState } from './types';

/** An empty, closed slip. */
export function createSlipState(now = 0): SlipState {
  return {
    selections: [],
    stakes: {},
    stakeSingle: null,
    stakeCombi: null,
    stakeSystem: null,
    betType: 'single',
    systemType: null,
    eachWay: false,
    freebetId: null,
    processingStatus: false,
    tickets: [],
    lastUsedStake: null,
    updatedAt: now,
    visible: false,
    error: null,
    live: {},
  };
}
