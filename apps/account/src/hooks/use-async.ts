import { useCallback, useEffect, useRef, useState } from 'react';

/** The state of a value loaded once (and again on `reload`). */
export type AsyncState<Value> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: Value }
  | { readonly status: 'error'; readonly error: unknown };

/**
 * Loads a value when `key` changes (null key: nothing to load). A small stand-in for a query
 * library: the account site reads a handful of values, each by one page.
 */
export function useAsync<Value>(
  key: string | null,
  load: () => Promise<Value>,
): AsyncState<Value> & { reload: () => void; set: (value: Value) => void } {
  const [state, setState] = useState<AsyncState<Value>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState({ status: 'loading' });
    loadRef.current().then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const set = useCallback((value: Value) => setState({ status: 'ready', value }), []);
  return { ...state, reload, set };
}

/** Lets a failed load end the session when the token was refused (in an effect, not during render). */
export function useAuthErrorEffect(state: AsyncState<unknown>, onAuthError: (error: unknown) => boolean): void {
  const error = state.status === 'error' ? state.error : null;
  useEffect(() => {
    if (error !== null) onAuthError(error);
  }, [error, onAuthError]);
}
