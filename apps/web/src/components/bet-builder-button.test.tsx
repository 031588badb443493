import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { COUNTRIES } from '../lib/countries';
import { useSiteStore } from '../stores/site-store';
import { useUiStore } from '../stores/ui-store';

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', async () => Response.json(body, { status }));
}

async function renderButton(eventId: number) {
  await initI18n('en');
  // As in the app, the module loads lazily once i18next runs (it awaits the builder's strings).
  const { BetBuilderButton } = await import('./bet-builder-button');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BetBuilderButton eventId={eventId} eventName="Home FC v Away FC" />
    </QueryClientProvider>,
  );
}

describe('the Bet Builder button of a match page', () => {
  beforeEach(() => {
    useSiteStore.setState({
      country: 'GB',
      config: { ...COUNTRIES.GB, sportsApi: 'http://sports.test' },
      language: 'en',
    });
    useUiStore.setState({ modal: null, modalProps: {} });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows when the match has builder markets and opens 'Create YourBet' for it", async () => {
    answer(200, { status: 1, data: { markets: [{ id: 1 }] } });
    await renderButton(77);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Bet Builder' }));
    expect(useUiStore.getState()).toMatchObject({
      modal: 'betbuilder',
      modalProps: { eventId: 77, eventName: 'Home FC v Away FC' },
    });
  });

  it('stays away when the match has no builder', async () => {
    const fetch = vi.fn(async () => Response.json({ status: 0, message: 'BETBUILDER_UNAVAILABLE' }, { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    await renderButton(78);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Bet Builder' })).not.toBeInTheDocument();
  });
});
