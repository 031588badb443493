import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetAppReadyForTests } from '../frame/app-ready';
import { setPopup } from '../frame/popup-store';
import { setRealityCheckInterval } from '../lib/reality-check-interval';
import { reloadSession } from '../lib/session';

// jsdom does not scroll; pages scroll to the top when they open.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    reloadSession();
    setPopup(null);
    setRealityCheckInterval(null);
    resetAppReadyForTests();
  }
});
