import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBetBuilderStrings } from '../../i18n/bet-builder-strings';
import { initI18n } from '../../i18n/i18n';
import { useBetBuilderStore } from '../../stores/bet-builder-store';
import { useUiStore } from '../../stores/ui-store';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { COUNTRIES } from '../../lib/countries';
import { useSettingsStore } from '../../stores/settings-store';
import { useSiteStore } from '../../stores/site-store';
import { BetBuilderModal } from './bet-builder-modal';

/** A message as the frame's window would post it, from `origin`. */
function fromFrame(data: unknown, origin: string, source: MessageEventSource | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

async function openModal() {
  await initI18n('en');
  await loadBetBuilderStrings('en');
  useUiStore.getState().openModal('betbuilder', { eventId: 77, eventName: 'Home FC v Away FC' });
  await renderWithClient(<BetBuilderModal />);
  const frame = screen.getByTitle('Bet Builder') as HTMLIFrameElement;
  return { frame, window: frame.contentWindow! };
}

async function renderWithClient(ui: ReactElement) {
  const client = new QueryClient();
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

function resetStores(api: string) {
  useSiteStore.setState({ country: 'GB', config: { ...COUNTRIES.GB, sportsApi: api }, language: 'en' });
  useSettingsStore.setState({ oddsFormat: null });
  useUiStore.setState({ modal: null, modalProps: {} });
}

describe("the 'Create YourBet' modal", () => {
  beforeEach(() => {
    resetStores(window.location.origin);
    useBetBuilderStore.getState().reset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('frames the Bet Builder page of the event with the site language, bookmaker and odds format', async () => {
    const { frame } = await openModal();
    expect(screen.getByRole('dialog', { name: 'Create YourBet' })).toContainElement(frame);
    const url = new URL(frame.src);
    expect(url.pathname).toBe('/betbuilder/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      event_id: '77',
      bookmaker: 'gb',
      country: 'gb',
      lang: 'en',
      odds_format: 'decimal',
    });
    expect(useBetBuilderStore.getState()).toMatchObject({ eventId: 77, eventName: 'Home FC v Away FC' });
  });

  it('takes a ticket only from its own frame at the frame origin', async () => {
    const { window: frameWindow } = await openModal();
    const ticket = { source: 'betbuilder', type: 'ticket', ticket_id: 'bb77-1-2', event_id: '77' };
    fromFrame(ticket, 'https://evil.example', frameWindow);
    fromFrame(ticket, window.location.origin, window);
    fromFrame({ ...ticket, ticket_id: '' }, window.location.origin, frameWindow);
    fromFrame({ ...ticket, event_id: '78' }, window.location.origin, frameWindow);
    expect(useBetBuilderStore.getState().ticketId).toBeNull();
    fromFrame(ticket, window.location.origin, frameWindow);
    expect(useBetBuilderStore.getState().ticketId).toBe('bb77-1-2');
  });

  it("keeps the Popular Bet Builder's precanned_id of the posted ticket in the Bet Builder state until the combination changes", async () => {
    const { window: frameWindow } = await openModal();
    const post = (data: Record<string, unknown>) =>
      fromFrame({ source: 'betbuilder', type: 'ticket', event_id: '77', ...data }, window.location.origin, frameWindow);
    post({ ticket_id: 'bb77-11-12', precanned_id: 'home-draw' });
    expect(useBetBuilderStore.getState()).toMatchObject({ ticketId: 'bb77-11-12', precannedId: 'home-draw' });
    const line = (id: string) => ({ id, description: id, descriptionTranslated: null, error: null });
    const priced = (id: string, lines: string[]) => ({
      id,
      name: 'Bet Builder',
      odds: 5.25,
      displayOdds: {},
      selections: lines.map(line),
    });
    // The ticket read of that same combination keeps it.
    act(() => useBetBuilderStore.getState().ticketPriced(priced('bb77-11-12', ['11', '12'])));
    expect(useBetBuilderStore.getState().precannedId).toBe('home-draw');
    // A line removed in the slip prices another combination: no longer the popular one.
    act(() => useBetBuilderStore.getState().ticketPriced(priced('bb77-11', ['11'])));
    expect(useBetBuilderStore.getState().precannedId).toBeNull();
    // Picks of the bettor's own come without one.
    post({ ticket_id: 'bb77-11-12', precanned_id: 'home-draw' });
    post({ ticket_id: 'bb77-11-13' });
    expect(useBetBuilderStore.getState()).toMatchObject({ ticketId: 'bb77-11-13', precannedId: null });
  });

  it('closes on done, leaves Bet Builder mode on cleared, and tells the frame to reset when the slip leaves it', async () => {
    const { window: frameWindow } = await openModal();
    const post = vi.spyOn(frameWindow, 'postMessage');
    fromFrame(
      { source: 'betbuilder', type: 'ticket', ticket_id: 'bb77-1-2', event_id: 77 },
      window.location.origin,
      frameWindow,
    );
    fromFrame({ source: 'betbuilder', type: 'cleared', event_id: '77' }, window.location.origin, frameWindow);
    expect(useBetBuilderStore.getState().ticketId).toBeNull();
    expect(post).toHaveBeenCalledWith({ source: 'sportsbook', type: 'reset' }, window.location.origin);
    fromFrame({ source: 'betbuilder', type: 'done' }, window.location.origin, frameWindow);
    expect(useUiStore.getState().modal).toBeNull();
  });
});
