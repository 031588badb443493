import { CASINO_CONFIG_RETRY_MS } from '../../config/ui-timings';
import { useEffect } from 'react';
import { selectLoggedIn, useSessionStore } from '../../stores/session-store';
import { useSiteStore } from '../../stores/site-store';
import { closeAllGames, fetchCasinoConfig } from './casino-api';
import { useCasinoStore } from './casino-store';
import { communicator, loadCommunicatorScript } from './communicator';
import { stopRealityCheck } from './reality-check';

/**
 * The casino's background part, mounted once a player is logged in: loads the communicator
 * script, then the player's casino config (errors only logged, spec 001 §8), which shows the
 * sidebar link, and again on a language switch; a logout closes every played game session and clears the reality check.
 */
export function CasinoBoot() {
  const loggedIn = useSessionStore(selectLoggedIn);
  // The config names the games in the site's language: a language switch loads it again (decision 056).
  const language = useSiteStore((state) => state.language);

  useEffect(() => {
    if (!loggedIn) return;
    let stopped = false;
    loadCommunicatorScript();
    const load = () => {
      if (stopped) return;
      if (!communicator()) {
        // Spec 001 §9: asked again every 1 s until the communicator script has run.
        timer = window.setTimeout(load, CASINO_CONFIG_RETRY_MS);
        return;
      }
      fetchCasinoConfig()
        .then((config) => {
          if (!stopped) useCasinoStore.getState().setConfig(config);
        })
        .catch((error: unknown) => console.warn('The casino config could not be loaded:', error));
    };
    let timer = window.setTimeout(load, 0);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [loggedIn, language]);

  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        const wasIn = previous.user !== null && previous.jwt !== '';
        const isIn = state.user !== null && state.jwt !== '';
        if (wasIn && !isIn) {
          stopRealityCheck();
          void closeAllGames(previous.jwt).finally(() => useCasinoStore.getState().reset());
        }
      }),
    [],
  );

  return null;
}
