import { performance } from 'node:perf_hooks';

/** The steps of a start in order, with the seconds each took (the server prints them). */
export type StartupPhases = ReadonlyArray<readonly [phase: string, seconds: number]>;

/**
 * Times a start's steps one after another: `done(phase)` records the seconds since the previous
 * step ended (or since the timer was made), `add(phases)` appends steps timed elsewhere and times
 * the next step from now.
 */
export function phaseTimer(): {
  readonly phases: StartupPhases;
  done(phase: string): void;
  add(phases: StartupPhases): void;
} {
  const phases: Array<readonly [string, number]> = [];
  let stepStart = performance.now();
  return {
    phases,
    done(phase) {
      const now = performance.now();
      phases.push([phase, (now - stepStart) / 1000]);
      stepStart = now;
    },
    add(timed) {
      phases.push(...timed);
      stepStart = performance.now();
    },
  };
}
