import { comboStakeFromUrl, currentStake, defaultUrlStake, parseStakeInput } from '@sportsbook/betting';
import type { Money, SlipAction, SlipState, StakeTarget } from '@sportsbook/betting';

/*
 * The slip's entry points in the address (spec 000 §2, spec 001 §2 and §4): pre-selected
 * outcomes (`LineID`, `LineID[n]`) with `combostake`, and the main-page actions
 * `?action=addToSlip&selections=ID1|ID2&stake=5` and
 * `?action=changeStake&stake=5&type=batch|single|combi|system[&selection=ID]`.
 */

/** What an address asks of the slip. */
export interface SlipEntry {
  /** Outcomes of `LineID` / `LineID[n]`, in order. */
  readonly lineIds: readonly number[];
  /** `combostake` as written (the core decides what it is worth). */
  readonly comboStake: string | null;
  /** `action=addToSlip`: the outcomes to add and the stake for all, if any. */
  readonly add: { readonly ids: readonly number[]; readonly stake: Money | null } | null;
  /** `action=changeStake`: which stake and how much. */
  readonly change: { readonly target: StakeTarget; readonly stake: Money; readonly outcomeId: number | null } | null;
}

const LINE_ID = /^LineID(?:\[\d*\])?$/i;
/** Parameters of the two actions, removed only when an action was read. */
const ACTION_PARAMS = ['action', 'selections', 'stake', 'type', 'selection'];
const ACTIONS = ['addToSlip', 'changeStake'];
const TARGETS: readonly StakeTarget[] = ['batch', 'single', 'combi', 'system'];

function idsIn(text: string | null): number[] {
  return (text ?? '')
    .split(/[|,]/)
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** A stake parameter read by the money-entry rules; unreadable or empty gives null. */
function stakeIn(text: string | null): Money | null {
  if (text === null) return null;
  const parsed = parseStakeInput(text);
  return parsed.error === 'INVALID_STAKE' ? null : parsed.minor;
}

/** Reads the slip's parameters from a query string; null when it has none. */
export function readSlipEntry(search: string): SlipEntry | null {
  const params = new URLSearchParams(search);
  const lineIds = [...params.entries()].filter(([name]) => LINE_ID.test(name)).flatMap(([, value]) => idsIn(value));
  const action = params.get('action');
  const add =
    action === 'addToSlip' ? { ids: idsIn(params.get('selections')), stake: stakeIn(params.get('stake')) } : null;
  const stake = stakeIn(params.get('stake'));
  const type = (params.get('type') ?? 'batch').toLowerCase() as StakeTarget;
  const selection = idsIn(params.get('selection'))[0] ?? null;
  const change =
    action === 'changeStake' && stake !== null && TARGETS.includes(type)
      ? { target: type, stake, outcomeId: type === 'single' ? selection : null }
      : null;
  if (lineIds.length === 0 && !ACTIONS.includes(action ?? '')) return null;
  return { lineIds, comboStake: params.get('combostake'), add, change };
}

/** The query string without the slip's parameters (other parameters stay). */
export function withoutSlipParams(search: string): string {
  const params = new URLSearchParams(search);
  const hadAction = ACTIONS.includes(params.get('action') ?? '');
  for (const name of [...params.keys()]) {
    if (LINE_ID.test(name) || name === 'combostake' || (hadAction && ACTION_PARAMS.includes(name))) params.delete(name);
  }
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The stake URL-entered lines get (spec 000 §5): `combostake` when readable, else the current
 * stake raised to 10 and to the last used stake — both rules the core's.
 */
export function lineEntryStake(slip: SlipState, comboStake: string | null): Money {
  return comboStakeFromUrl(comboStake) ?? defaultUrlStake(currentStake(slip), slip.lastUsedStake);
}

/** The stake change an entry asks for, as a slip action. */
export function stakeAction(target: StakeTarget, stake: Money, outcomeId: number | null, now: number): SlipAction {
  return { type: 'stakeSet', target, stake, now, ...(outcomeId !== null ? { outcomeId } : {}) };
}
