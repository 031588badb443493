import { useSyncExternalStore } from 'react';

/*
 * The shell acknowledges a finished login or registration (`sportLoginFinished`,
 * `sportRegistrationFinished`, `sportLoginWithTokenFinished`) and hides the frame
 * (`hide_iframe`); forms then start afresh the next time the frame shows. Forms key themselves
 * on this counter, so bumping it remounts them empty.
 */

let generation = 0;
const listeners = new Set<() => void>();

/** Clears every form of the site. */
export function resetForms(): void {
  generation += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A number that changes whenever forms must be cleared; use it as a `key`. */
export function useFormGeneration(): number {
  return useSyncExternalStore(
    subscribe,
    () => generation,
    () => generation,
  );
}
