import { SELECTION_REFRESH_MS } from '@sportsbook/betting';
import type { AcceptOdds } from '@sportsbook/betting';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Blob as NodeBlob } from 'node:buffer';
import { WebSocket as NodeWebSocket } from 'ws';
import { describe, expect, it, vi } from 'vitest';
import { setSocketClientForTests } from '../../../lib/realtime';
import { SocketClient } from '../../../lib/realtime/socket-client';
import type { WebSocketConstructor } from '../../../lib/realtime/socket-client';
import { useSettingsStore } from '../../../stores/settings-store';
import { startTestRealtimeServer } from '../../../test/realtime-server';
import { BetSlip } from '../components/bet-slip';
import { COMBO_BOOST, playerDetails, renderWithClient, signIn } from '../test/fixtures';
import type { Call } from '../test/fixtures';
import { setUpSlipTests } from '../test/slip-test-setup';
import { postTicket, resetBuilder, ticketAnswer } from './bet-builder-test-support';
import type { WireLine } from './bet-builder-test-support';

/*
 * The Bet Builder price in the slip stays live: the picks are priced again
 * every 5 s and on the event's changes, and a new price goes through the accept-odds setting.
 */
const TWO: WireLine[] = [
  [1, 'Home FC to win'],
  [2, 'Over 2.5 goals'],
];
let livePrice = 7.5;

function routes() {
  return {
    'GET /v1/config': COMBO_BOOST,
    'GET /api/content/freebets/active': { data: [] },
    'GET /player/details': playerDetails(995),
    'GET /v1/betbuilder/ticket': (call: Call) => ticketAnswer(call.query.get('id')!, TWO, 7.5),
    'POST /v1/betbuilder/calculate': () => ticketAnswer('bb77-1-2', TWO, livePrice),
    'POST /v1/betbuilder/submit': () => ({ status: 0, message: 'ODDS_CHANGED', meta: { error: {} } }),
  };
}

const sports = setUpSlipTests({ routes, fakeTimers: true });
configure({ asyncUtilTimeout: 10_000 });
const slip = () => screen.getByTestId('betbuilder-slip');
const calculations = () => sports.calls.filter((call) => call.path === '/v1/betbuilder/calculate');

async function renderBuilder(acceptOdds: AcceptOdds) {
  useSettingsStore.setState({ acceptOdds });
  await resetBuilder();
  await renderWithClient(<BetSlip />);
  act(() => postTicket('bb77-1-2'));
  await within(await screen.findByTestId('betbuilder-slip')).findByText('7.50');
}

describe('the live Bet Builder price', () => {
  it('takes a new price by itself every 5 s with accept-odds all', async () => {
    livePrice = 8.5;
    await renderBuilder('all');
    await act(() => vi.advanceTimersByTimeAsync(SELECTION_REFRESH_MS - 100));
    expect(calculations()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(calculations()[0]!.body).toMatchObject({ event_id: 77, selections: [{ outcome_id: 1 }, { outcome_id: 2 }] });
    expect(await within(slip()).findByText('8.50')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept changed odds' })).not.toBeInTheDocument();
  });

  it('offers a higher price with accept-odds higher, and places at the price taken', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signIn(100_000);
    livePrice = 6.5;
    await renderBuilder('higher');
    await act(() => vi.advanceTimersByTimeAsync(SELECTION_REFRESH_MS));
    await vi.waitFor(() => expect(calculations()).toHaveLength(1));
    // A shorter price is not taken, and not offered either: the server judges it at placing.
    expect(within(slip()).getByText('7.50')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept changed odds' })).not.toBeInTheDocument();

    livePrice = 8.5;
    await act(() => vi.advanceTimersByTimeAsync(SELECTION_REFRESH_MS));
    const accept = await screen.findByRole('button', { name: 'Accept changed odds' });
    expect(within(slip()).getByText('New odds:').parentElement).toHaveTextContent('8.50');
    await user.click(accept);
    expect(within(slip()).getByText('8.50')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept changed odds' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Stake'), '5');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    await vi.waitFor(() =>
      expect(sports.calls.find((call) => call.path === '/v1/betbuilder/submit')?.body).toMatchObject({
        current_odds: 8.5,
        accept_odds: 'ACCEPT_HIGHER',
      }),
    );
  });

  it('offers any change with accept-odds none', async () => {
    livePrice = 6.5;
    await renderBuilder('none');
    await act(() => vi.advanceTimersByTimeAsync(SELECTION_REFRESH_MS));
    expect(await screen.findByRole('button', { name: 'Accept changed odds' })).toBeInTheDocument();
    expect(within(slip()).getByText('7.50')).toBeInTheDocument();
  });
});

describe('the Bet Builder price on the event’s changes', () => {
  it('is priced again as soon as the event’s channel pushes a change', async () => {
    vi.useRealTimers();
    const server = await startTestRealtimeServer();
    try {
      livePrice = 9.5;
      setSocketClientForTests(
        new SocketClient({
          url: () => server.wsUrl,
          WebSocketImpl: NodeWebSocket as unknown as WebSocketConstructor,
          log: () => {},
        }),
      );
      vi.stubGlobal('Blob', NodeBlob);
      await renderBuilder('all');
      const subscribed = () =>
        server.frames.some(({ frame }) => frame.type === 'subscribe' && frame.channel === 'gb_event_77');
      await server.waitFor(subscribed);
      const pushedAt = Date.now();
      act(() => server.push('gb_event_77', { event_id: 77, markets: [] }));
      expect(await within(slip()).findByText('9.50')).toBeInTheDocument();
      // Well before the 5 s refresh: the push itself re-priced the picks.
      expect(Date.now() - pushedAt).toBeLessThan(SELECTION_REFRESH_MS);
    } finally {
      setSocketClientForTests(null);
      await server.stop();
    }
  });
});
