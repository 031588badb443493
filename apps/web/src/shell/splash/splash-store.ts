import type { CountryCode } from '@sportsbook/betting';
import { create } from 'zustand';

/**
 * The country/site splash overlay (spec 001 §2, §4): 'locating' while the location check runs,
 * 'declined' when the visitor's country may not use the site, 'switching' during a site switch,
 * 'hidden' otherwise.
 */
export type SplashStatus =
  | 'locating'
  | 'declined'
  | 'switching'
  | 'hidden'
  // The native app's location states (spec 001 §4).
  | 'request_permissions'
  | 'denied'
  | 'error';

export interface SplashState {
  readonly status: SplashStatus;
  /** The country the restriction check declined. */
  readonly declinedCountry: string | null;
  /** The country a running site switch goes to. */
  readonly switchingTo: CountryCode | null;
  decline(country: string): void;
  startSwitch(country: CountryCode): void;
  hide(): void;
  /** The app's location check reports a state (`errorType`: ECONNABORTED for a failed check). */
  setLocationStatus(status: 'locating' | 'request_permissions' | 'denied' | 'error', errorType?: string): void;
  readonly errorType: string | null;
}

export const useSplashStore = create<SplashState>()((set) => ({
  status: 'locating',
  declinedCountry: null,
  switchingTo: null,
  decline(country) {
    set({ status: 'declined', declinedCountry: country, switchingTo: null });
  },
  startSwitch(country) {
    set({ status: 'switching', switchingTo: country });
  },
  hide() {
    set({ status: 'hidden', switchingTo: null });
  },
  errorType: null,
  setLocationStatus(status, errorType) {
    set({ status, errorType: errorType ?? null });
  },
}));
