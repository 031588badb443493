import type { AcceptOdds, OddsFormat } from '@sportsbook/betting';
import { ODDS_FORMATS } from '@sportsbook/betting';
import { create } from 'zustand';
import { storage } from '../lib/storage';

/** Spec 001 §9: the default time zone. */
export const DEFAULT_TIMEZONE = 'Europe/London';
const SETTINGS_KEY = 'settings';

/** The bettor's preferences (spec 001 §3). `null` means "the country's default". */
export interface Preferences {
  readonly oddsFormat: OddsFormat | null;
  readonly acceptOdds: AcceptOdds | null;
  readonly timezone: string;
  readonly comboBoost: boolean;
}

export interface SettingsState extends Preferences {
  /** Saves preferences (spec 001 §4 "Settings save"); the language is the site store's. */
  save(preferences: Partial<Preferences>): void;
}

const DEFAULTS: Preferences = { oddsFormat: null, acceptOdds: null, timezone: DEFAULT_TIMEZONE, comboBoost: true };

function readStored(): Preferences {
  const stored = storage.getJson<Partial<Preferences>>(SETTINGS_KEY) ?? {};
  const oddsFormat = ODDS_FORMATS.includes(stored.oddsFormat as OddsFormat) ? (stored.oddsFormat as OddsFormat) : null;
  const acceptOdds = ['all', 'higher', 'none'].includes(stored.acceptOdds as string)
    ? (stored.acceptOdds as AcceptOdds)
    : null;
  const timezone = typeof stored.timezone === 'string' && stored.timezone ? stored.timezone : DEFAULT_TIMEZONE;
  const comboBoost = typeof stored.comboBoost === 'boolean' ? stored.comboBoost : true;
  return { oddsFormat, acceptOdds, timezone, comboBoost };
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...DEFAULTS,
  ...readStored(),
  save(preferences) {
    set(preferences);
    const { oddsFormat, acceptOdds, timezone, comboBoost } = get();
    storage.setJson(SETTINGS_KEY, { oddsFormat, acceptOdds, timezone, comboBoost });
  },
}));
