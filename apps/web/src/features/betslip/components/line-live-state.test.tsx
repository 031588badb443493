import type { CurrentSelection } from '@sportsbook/protocol';
import { act, screen, within } from '@testing-library/react';
import { Blob as NodeBlob } from 'node:buffer';
import { WebSocket as NodeWebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSocketClientForTests } from '../../../lib/realtime';
import { SocketClient } from '../../../lib/realtime/socket-client';
import type { WebSocketConstructor } from '../../../lib/realtime/socket-client';
import { encodeForWire, startTestRealtimeServer } from '../../../test/realtime-server';
import type { TestRealtimeServer } from '../../../test/realtime-server';
import { slipEventStates } from '../lib/slip-event-states';
import { addToSlip, renderWithClient, resetStores, wireSelection } from '../test/fixtures';
import { toSlipSelection } from '../../../lib/betslip-api';
import { BetSlip } from './bet-slip';

/*
 * The slip over a real websocket: the `find` refresh brings an in-play event's clock and score,
 * and the event's channel moves them between refreshes.
 */

let server: TestRealtimeServer;
const book = new Map<number, CurrentSelection>();

function inPlay(outcomeId: number, eventId: number, stats: Record<string, unknown>, period = '2nd half') {
  const wire = wireSelection({ outcomeId, eventId });
  return {
    ...wire,
    event: { ...wire.event, is_live: true, status: 'live', status_description: period, stats },
  } as CurrentSelection;
}

const frames = (type: string) => server.frames.map(({ frame }) => frame).filter((frame) => frame.type === type);

beforeEach(async () => {
  server = await startTestRealtimeServer();
  resetStores(server.origin);
  slipEventStates.clear();
  book.clear();
  server.onRequest = (frame) => {
    if (frame.type !== 'find') return undefined;
    const ids = (frame.params as { ids: { outcome_id: number }[] }).ids.map((id) => id.outcome_id);
    const selections = ids.map((id) => book.get(id)).filter(Boolean);
    return { id: frame.id, type: frame.type, data: encodeForWire({ selections }) };
  };
  server.onHttp = () => ({ combo_boost: { percent_steps: [0], winnings_calc_mode: 'gross', min_leg_odds: 1.2 } });
  setSocketClientForTests(
    new SocketClient({
      url: () => server.wsUrl,
      WebSocketImpl: NodeWebSocket as unknown as WebSocketConstructor,
      log: () => {},
    }),
  );
  // jsdom's Blob has no stream(); the browser's (and Node's) inflates the socket's gzip payloads.
  vi.stubGlobal('Blob', NodeBlob);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  setSocketClientForTests(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await server.stop();
});

describe('an in-play slip line', () => {
  it('shows the live clock and score and follows the event channel', async () => {
    const live = inPlay(7, 70, { time: "67'", home_scores: 1, away_scores: 0 });
    book.set(7, live);
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(toSlipSelection(live)));
    const line = await screen.findByTestId('slip-line-live');
    expect(within(line).getByText('Live')).toBeInTheDocument();
    expect(within(line).getByText("2nd half · 67'")).toBeInTheDocument();
    expect(within(line).getByLabelText('Score 1–0')).toBeInTheDocument();

    await server.waitFor(() => frames('subscribe').some((frame) => frame.channel === 'gb_event_70'));
    act(() =>
      server.push('gb_event_70', {
        event_id: 70,
        stats: { time: "71'", home_scores: 1, away_scores: 1 },
        markets: [],
      }),
    );
    expect(await within(line).findByLabelText('Score 1–1')).toBeInTheDocument();
    expect(within(line).getByText("2nd half · 71'")).toBeInTheDocument();
  });

  it('shows a tennis line’s current set score beside the sets', async () => {
    const live = inPlay(8, 80, { home_scores: 1, away_scores: 0, home_set: 4, away_set: 3, server: 1 }, 'Set 2');
    book.set(8, live);
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(toSlipSelection(live)));
    const line = await screen.findByTestId('slip-line-live');
    expect(within(line).getByText('Set 2')).toBeInTheDocument();
    expect(within(line).getByLabelText('Score 1–0')).toBeInTheDocument();
    expect(within(line).getByLabelText('Current set 4–3')).toBeInTheDocument();
  });

  it('asks find for every line by its outcome and event id, in the site language and bookmaker', async () => {
    const first = wireSelection({ outcomeId: 9, eventId: 90 });
    const second = wireSelection({ outcomeId: 11, eventId: 110 });
    book.set(9, first);
    book.set(11, second);
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(toSlipSelection(first)));
    act(() => addToSlip(toSlipSelection(second)));
    await server.waitFor(() =>
      frames('find').some((frame) => JSON.stringify(frame.params).includes('"outcome_id":11')),
    );
    const last = frames('find').at(-1)!;
    expect(last.bookmaker).toBe('gb');
    expect(last.params).toEqual({
      lang: 'en',
      bookmaker: 'gb',
      ids: [
        { outcome_id: 9, event_id: 90 },
        { outcome_id: 11, event_id: 110 },
      ],
    });
  });

  it('shows nothing for a pre-match event and follows no channel for it', async () => {
    const prematch = wireSelection({ outcomeId: 9, eventId: 90 });
    book.set(9, prematch);
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(toSlipSelection(prematch)));
    await server.waitFor(() => frames('find').length > 0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('betslip-selection')).toBeInTheDocument();
    expect(screen.queryByTestId('slip-line-live')).not.toBeInTheDocument();
    expect(frames('subscribe').filter((frame) => String(frame.channel).startsWith('gb_event_'))).toEqual([]);
  });

  it('drops the clock when the event ends and leaves its channel', async () => {
    const live = inPlay(7, 70, { time: "89'", home_scores: 2, away_scores: 1 });
    book.set(7, live);
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(toSlipSelection(live)));
    await screen.findByTestId('slip-line-live');
    await server.waitFor(() => frames('subscribe').some((frame) => frame.channel === 'gb_event_70'));
    act(() => server.push('gb_event_70', { event_id: 70, status: 'ended', is_live: false, markets: [] }));
    await vi.waitFor(() => expect(screen.queryByTestId('slip-line-live')).not.toBeInTheDocument());
    await server.waitFor(() => frames('unsubscribe').some((frame) => frame.channel === 'gb_event_70'));
  });
});
