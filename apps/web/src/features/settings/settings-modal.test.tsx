import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { renderInApp } from '../../test/render-in-app';
import { installFetchDouble } from '../../test/fetch-double';
import { useSessionStore } from '../../stores/session-store';
import { useSettingsStore } from '../../stores/settings-store';
import { useSiteStore } from '../../stores/site-store';
import { useUiStore } from '../../stores/ui-store';
import { SettingsModal } from './settings-modal';

function openSettings(path = '/live') {
  useUiStore.getState().openModal('settings');
  return renderInApp(<SettingsModal />, { path });
}

describe('the settings modal', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(async () => {
    useSiteStore.getState().setCountry('GB');
    useSiteStore.getState().setLanguage('en');
    await i18next.changeLanguage('en');
    useSettingsStore.setState({ oddsFormat: null, acceptOdds: null, timezone: 'Europe/London' });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a named dialog with the odds format, accept odds, time zone and language', () => {
    openSettings();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Decimal' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Accept any odds changes' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/London');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('starts from american odds in Mexico', () => {
    useSiteStore.getState().setCountry('MX');
    openSettings();
    expect(screen.getByRole('radio', { name: 'American' })).toBeChecked();
  });

  it('starts from accepting higher odds only in Romania', () => {
    useSiteStore.getState().setCountry('RO');
    openSettings();
    expect(screen.getByRole('radio', { name: 'Accept higher odds only' })).toBeChecked();
  });

  it('saves the odds format, accept odds and time zone and closes', async () => {
    const user = userEvent.setup();
    const { router } = openSettings();
    await user.click(screen.getByRole('radio', { name: 'Fractional' }));
    await user.click(screen.getByRole('radio', { name: 'Do not accept odds changes' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Europe/Athens');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(useSettingsStore.getState()).toMatchObject({
      oddsFormat: 'fractional',
      acceptOdds: 'none',
      timezone: 'Europe/Athens',
    });
    expect(JSON.parse(window.localStorage.getItem('settings') ?? '{}')).toMatchObject({ oddsFormat: 'fractional' });
    expect(useUiStore.getState().modal).toBeNull();
    // Without a language change the bettor stays where they are.
    expect(router.state.location.pathname).toBe('/live');
  });

  it("keeps the country's default as the default when it is chosen again", async () => {
    const user = userEvent.setup();
    useSiteStore.getState().setCountry('MX');
    openSettings();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(useSettingsStore.getState().oddsFormat).toBeNull();
  });

  it('stores a new language as app_lang and goes home 300 ms later', async () => {
    const user = userEvent.setup();
    const { router } = openSettings('/live');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(window.localStorage.getItem('app_lang')).toBe('de');
    expect(useSiteStore.getState().language).toBe('de');
    await act(async () => {
      vi.advanceTimersByTime(299);
    });
    expect(router.state.location.pathname).toBe('/live');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(router.state.location.pathname).toBe('/');
    // The German strings load asynchronously: let the switch land before the next test resets to English.
    await vi.waitFor(() => expect(i18next.language).toBe('de'));
  });

  it('saves a logged-in player’s new language on the account, so the mails follow it', async () => {
    const network = installFetchDouble({
      'POST /api/user/language': (request) => ({ body: { status: 1, lang: (request.body as { lang: string }).lang } }),
    });
    try {
      useSessionStore.getState().signIn({
        user: { id: 7, username: 'hans', name: 'hans', email: null },
        jwt: 'jwt-1',
        frontendToken: 'front-1',
      });
      const user = userEvent.setup();
      openSettings('/live');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fi');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await vi.waitFor(() => expect(network.requestsTo('/api/user/language')).toHaveLength(1));
      const [sent] = network.requestsTo('/api/user/language');
      expect(sent).toMatchObject({ method: 'POST', body: { lang: 'fi' } });
      expect(sent!.headers.authorization).toBe('Bearer front-1');
      expect(sent!.url.origin).toBe(new URL(useSiteStore.getState().config.accountApi).origin);
      await vi.waitFor(() => expect(network.idle()).toBe(true));
      await vi.waitFor(() => expect(i18next.language).toBe('fi'));
    } finally {
      useSessionStore.getState().signOut();
      network.restore();
    }
  });

  it('saves no account language for a guest', async () => {
    const network = installFetchDouble({});
    try {
      const user = userEvent.setup();
      openSettings('/live');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fi');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(useSiteStore.getState().language).toBe('fi');
      expect(network.requestsTo('/api/user/language')).toEqual([]);
      await vi.waitFor(() => expect(i18next.language).toBe('fi'));
    } finally {
      network.restore();
    }
  });

  it('closes on Escape without saving and gives focus back to what opened it', async () => {
    const user = userEvent.setup();
    const opener = document.createElement('button');
    opener.textContent = 'Settings';
    document.body.append(opener);
    opener.focus();
    openSettings();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('radio', { name: 'American' }));
    await user.keyboard('{Escape}');
    expect(useUiStore.getState().modal).toBeNull();
    expect(useSettingsStore.getState().oddsFormat).toBeNull();
    opener.remove();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    openSettings();
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 20; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
