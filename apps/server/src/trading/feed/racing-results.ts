import type { Finisher } from '../models/racing-exotics';
import type { OutcomeResult } from './types';

/** Runners grouped by shared finishing position, best first: a dead heat is a group of two or more. */
function groupsOf(finishers: readonly Finisher[]): string[][] {
  const byPosition = new Map<number, string[]>();
  for (const finisher of finishers)
    byPosition.set(finisher.position, [...(byPosition.get(finisher.position) ?? []), finisher.key]);
  return [...byPosition.entries()].sort(([a], [b]) => a - b).map(([, keys]) => keys);
}

/**
 * Win-and-each-way results: the winner `won`, the rest of the first `ewPlace` `placed`. A dead
 * heat leaves places-left / runners-tied of the stake standing: two joint winners get 1/2 each;
 * two tied for the last paid place get 1/2 of the place part. A joint winner's place part is
 * settled in full (its tie is inside the places whenever ew_place >= 2, as every race here has).
 */
export function settleWin(finishers: readonly Finisher[], keys: readonly string[], ewPlace: number): OutcomeResult[] {
  const position = new Map(finishers.map((finisher) => [finisher.key, finisher.position]));
  const tied = (at: number) => finishers.filter((finisher) => finisher.position === at).length;
  return keys.map((key) => {
    const at = position.get(key);
    if (at === undefined) return { result: 'void', deadHeat: null };
    const runnersTied = tied(at);
    if (at === 1) return { result: 'won', deadHeat: runnersTied > 1 ? [1, runnersTied] : null };
    if (at > ewPlace) return { result: 'lost', deadHeat: null };
    const placesLeft = ewPlace - at + 1;
    return { result: 'placed', deadHeat: runnersTied > placesLeft ? [placesLeft, runnersTied] : null };
  });
}

/**
 * Every first-n order the result allows: one without dead heats, several when runners tie
 * (two joint winners make both 1-2 orders valid).
 */
export function validOrders(finishers: readonly Finisher[], n: number): string[][] {
  const orders: string[][] = [];
  const walk = (groups: string[][], prefix: string[]) => {
    if (prefix.length === n) {
      orders.push(prefix);
      return;
    }
    const [group, ...rest] = groups;
    if (!group || group.length === 0) return;
    for (const key of group) {
      const remaining = group.filter((other) => other !== key);
      walk(remaining.length > 0 ? [remaining, ...rest] : rest, [...prefix, key]);
    }
  };
  walk(groupsOf(finishers), []);
  return orders;
}

/**
 * Forecast (n = 2) or tricast (n = 3) results: the combination in the finishing order wins;
 * when a dead heat makes m orders valid, each wins with 1/m of the stake.
 */
export function settleOrder(finishers: readonly Finisher[], keys: readonly string[], n: number): OutcomeResult[] {
  const winners = new Set(validOrders(finishers, n).map((order) => order.join('-')));
  return keys.map((key) =>
    winners.has(key)
      ? { result: 'won', deadHeat: winners.size > 1 ? [1, winners.size] : null }
      : { result: 'lost', deadHeat: null },
  );
}
