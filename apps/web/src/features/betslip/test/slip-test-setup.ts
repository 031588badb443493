import type { SlipSelection } from '@sportsbook/betting';
import type { CurrentSelection } from '@sportsbook/protocol';
import { afterEach, beforeEach, vi } from 'vitest';
import { COMBO_BOOST, resetStores, selectionsRoute, slipSelection, stubNetwork, wireSelection } from './fixtures';
import type { Call } from './fixtures';

/** The sports API as a slip component test drives it: a book of prices and the requests made. */
export interface SportsApiDouble {
  /** The wire selections `selections/current` answers, by outcome id; empty at the start of each test. */
  readonly book: Map<number, CurrentSelection>;
  /** The requests since the network was last stubbed. */
  readonly calls: readonly Call[];
  /** Puts the selections in the book and answers them as slip lines, as odds buttons add them. */
  offer(...options: Parameters<typeof wireSelection>[0][]): SlipSelection[];
  /** Stubs the network again: `selections/current` from the book, plus `routes`. */
  stub(routes: Record<string, unknown>): void;
}

export interface SlipTestOptions {
  /** The routes beside `selections/current` each test starts with (default: the combo boost config). */
  readonly routes?: () => Record<string, unknown>;
  /** Fake timers that still follow real time, for the slip's refreshes. */
  readonly fakeTimers?: boolean;
}

/**
 * Registers the set-up every slip component test shares: each test starts from fresh stores (a
 * guest on the GB site, an empty slip), an empty book behind a stubbed network and quiet
 * console warnings, and ends with real timers, real globals and no spies.
 */
export function setUpSlipTests({
  routes = () => ({ 'GET /v1/config': COMBO_BOOST }),
  fakeTimers = false,
}: SlipTestOptions = {}): SportsApiDouble {
  const book = new Map<number, CurrentSelection>();
  let calls: Call[] = [];
  const stub = (extra: Record<string, unknown>) => {
    calls = stubNetwork({ 'GET /echo/v1/selections/current': selectionsRoute(book), ...extra });
  };
  beforeEach(() => {
    if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
    resetStores();
    book.clear();
    stub(routes());
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return {
    book,
    get calls() {
      return calls;
    },
    offer: (...options) =>
      options.map((option) => {
        book.set(option.outcomeId, wireSelection(option));
        return slipSelection(option);
      }),
    stub,
  };
}
