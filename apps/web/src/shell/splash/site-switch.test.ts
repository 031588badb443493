import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSiteSwitch } from './site-switch';
import type { SiteSwitchEffects } from './site-switch';

function recorder() {
  const log: string[] = [];
  const at = (name: string) => () => log.push(`${Date.now()} ${name}`);
  const effects: SiteSwitchEffects = {
    applyCountry: (country) => log.push(`${Date.now()} country ${country}`),
    applyLanguage: (language) => log.push(`${Date.now()} language ${language}`),
    reloadTranslations: at('translations'),
    reloadFrameConfig: at('frame config'),
    reinitialise: at('reinitialise'),
    goHome: at('home'),
    done: at('done'),
  };
  return { log, effects };
}

describe('the site switch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores the country and language at once, then reloads, re-initialises and goes home twice', () => {
    const { log, effects } = recorder();
    runSiteSwitch('GR', 'el', effects);
    expect(log).toEqual(['0 country GR', '0 language el']);
    vi.advanceTimersByTime(499);
    expect(log).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(log.slice(2)).toEqual(['500 translations', '500 frame config']);
    vi.advanceTimersByTime(300);
    expect(log.at(-1)).toBe('800 reinitialise');
    vi.advanceTimersByTime(699);
    expect(log.at(-1)).toBe('800 reinitialise');
    vi.advanceTimersByTime(1);
    expect(log.at(-1)).toBe('1500 home');
    vi.advanceTimersByTime(1000);
    expect(log.slice(-2)).toEqual(['2500 home', '2500 done']);
    vi.advanceTimersByTime(10_000);
    expect(log).toHaveLength(8);
  });

  it('runs no further step once cancelled', () => {
    const { log, effects } = recorder();
    const cancel = runSiteSwitch('MX', 'es', effects);
    vi.advanceTimersByTime(600);
    cancel();
    vi.advanceTimersByTime(5_000);
    expect(log).toEqual(['0 country MX', '0 language es', '500 translations', '500 frame config']);
  });
});
