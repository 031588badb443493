import { CASINO_REALITY_CHECK_DEFAULT_MINUTES } from '@sportsbook/betting';
import { create } from 'zustand';
import { readEnv } from '../../lib/env';

/*
 * The casino reality check (spec 001 §4, §9): a timer of the interval (minutes; the player's own
 * from the cashier overrides the 1-minute default). On expiry the games are hidden and a message
 * shows the elapsed time and the game; Continue restarts the timer, otherwise the games are
 * logged out and the lobby restarts. The elapsed time is the interval times the counter.
 */

declare global {
  interface Window {
    /** Test builds only: the reality-check interval in seconds instead of the config's minutes. */
    __CASINO_REALITY_CHECK_SECONDS__?: number;
  }
}

export interface RealityCheckState {
  /** The configured interval in minutes (the timer reads the test hook again at each restart). */
  readonly minutes: number;
  /** True while the message is up (the games hidden and paused). */
  readonly due: boolean;
  /** How many intervals have run out since the games were opened. */
  readonly counter: number;
  /** The interval in ms. */
  readonly intervalMs: number;
}

/** A minute in ms: the config's interval is in minutes. */
const MINUTE_MS = 60_000;

export const useRealityCheckStore = create<RealityCheckState>()(() => ({
  minutes: CASINO_REALITY_CHECK_DEFAULT_MINUTES,
  due: false,
  counter: 0,
  intervalMs: CASINO_REALITY_CHECK_DEFAULT_MINUTES * MINUTE_MS,
}));

let timer: number | undefined;

/** The interval in ms: the config's minutes, or the test hook's seconds in a test build. */
export function realityCheckIntervalMs(minutes: number, testBuild = readEnv().testBuild): number {
  const seconds = window.__CASINO_REALITY_CHECK_SECONDS__;
  if (testBuild && typeof seconds === 'number' && seconds > 0) return seconds * 1_000;
  return minutes * MINUTE_MS;
}

function arm(minutes: number): void {
  const intervalMs = realityCheckIntervalMs(minutes);
  useRealityCheckStore.setState({ intervalMs });
  window.clearTimeout(timer);
  timer = window.setTimeout(() => {
    useRealityCheckStore.setState((state) => ({ due: true, counter: state.counter + 1 }));
  }, intervalMs);
}

/** Starts the timer of `minutes` (a game was opened); a running timer keeps running. */
export function startRealityCheck(minutes: number): void {
  if (timer !== undefined) return;
  useRealityCheckStore.setState({ due: false, counter: 0, minutes });
  arm(minutes);
}

/** Continue: the games show again and the timer restarts. */
export function continueRealityCheck(): void {
  useRealityCheckStore.setState({ due: false });
  arm(useRealityCheckStore.getState().minutes);
}

/** Clears the timer (logout, leaving the games). */
export function stopRealityCheck(): void {
  window.clearTimeout(timer);
  timer = undefined;
  useRealityCheckStore.setState({ due: false, counter: 0 });
}

/** The minutes played when the message shows: the interval times the counter. */
export function elapsedMinutes(state: Pick<RealityCheckState, 'counter' | 'intervalMs'>): number {
  return Math.round(((state.intervalMs * state.counter) / MINUTE_MS) * 100) / 100;
}
