import type { CalculateRequest, SubmitRequest } from '@sportsbook/protocol';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import {
  addToSlip,
  calculateAnswer,
  COMBO_BOOST,
  playerDetails,
  renderWithClient,
  signIn,
  submitSuccess,
} from '../test/fixtures';
import type { Call } from '../test/fixtures';
import { setUpSlipTests } from '../test/slip-test-setup';
import { RESOLVE_DELAYS_MS } from '../../../lib/until-answered';
import { summaryOf } from '../api/place-ticket';
import { UNRESOLVED_KEY } from '../lib/unresolved-tickets';
import { BetSlip } from './bet-slip';

type Submit = (request: SubmitRequest) => unknown;

function routes(submit: Submit) {
  return {
    'GET /v1/config': COMBO_BOOST,
    'GET /api/content/freebets/active': { data: [] },
    'GET /player/details': playerDetails(990),
    'POST /v1/betslip/calculate': (call: Call) => calculateAnswer(call.body as CalculateRequest),
    'POST /v1/betslip/submit': (call: Call) => submit(call.body as SubmitRequest),
  };
}

const sports = setUpSlipTests({
  routes: () => routes((request) => submitSuccess(request.ticket.uuid, 1, request.ticket.potential_return)),
  fakeTimers: true,
});
const placeBet = () => screen.getByRole('button', { name: 'Place Bet' });
const callsTo = (path: string) => sports.calls.filter((call) => call.path === path);
const placeBetButton = () => screen.queryByRole('button', { name: 'Place Bet' });
/** A calculate body of one single, as the slip would send it. */
const baseBody = (): CalculateRequest => ({
  freebet: null,
  type: 'single',
  system_type: null,
  selections: [
    {
      event_id: 1,
      market_id: 1,
      outcome_id: 1,
      outcome_list: [],
      odds: 2,
      type: '1x2',
      each_way: false,
      is_starting_price: false,
      stake: 500,
    },
  ],
  total_stake: 500,
  total_bets: 1,
  total_return: 1_000,
  each_way: false,
  stakes: {},
  lang: 'en',
  accept_odds: 'ACCEPT_ANY',
  stake: 500,
});
const totalStake = () => screen.getByText('Total stake').nextElementSibling?.textContent;

describe('what the slip shows is what is staked', () => {
  it('sends every line’s stake, a cleared line at 0, so the default stake places nothing on it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signIn(100_000);
    const [a, b] = sports.offer({ outcomeId: 1, odds: 2 }, { outcomeId: 2, odds: 3 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!));
    await user.type(screen.getByLabelText('Stake'), '10');
    act(() => addToSlip(b!));
    await user.click(screen.getByRole('tab', { name: 'Single' }));
    const [first, second] = screen.getAllByLabelText('Stake');
    expect([first, second].map((input) => (input as HTMLInputElement).value)).toEqual(['10', '10']);
    await user.clear(first!);
    await user.type(first!, '5');
    await user.clear(second!);
    expect(totalStake()).toBe('£5.00');

    await user.click(placeBet());
    await screen.findByText(/Bet ID: 1/);
    const calculate = callsTo('/v1/betslip/calculate')[0]!.body as CalculateRequest;
    expect(calculate).toMatchObject({ stakes: { '1': 500, '2': 0 }, stake: 1_000, total_stake: 500, total_bets: 1 });
    const submits = callsTo('/v1/betslip/submit').map((call) => (call.body as SubmitRequest).ticket);
    expect(submits.map((ticket) => [ticket.selections[0]?.outcome_id, ticket.total_stake])).toEqual([[1, 500]]);
    expect(screen.getAllByRole('listitem').filter((item) => item.classList.contains('slip-ticket'))).toHaveLength(1);
  });
});

describe('a lost answer never places a bet twice', () => {
  it('shows Checking your bet… and sends the same ticket, same uuid, until an answer comes', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signIn(100_000);
    let lost = 2;
    sports.stub(
      routes((request) => {
        if (lost > 0) {
          lost -= 1;
          throw new TypeError('Failed to fetch');
        }
        return submitSuccess(request.ticket.uuid, 77, request.ticket.potential_return);
      }),
    );
    const [a] = sports.offer({ outcomeId: 1, odds: 2, outcomeName: 'Arsenal' });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!));
    await user.type(screen.getByLabelText('Stake'), '5');
    await user.click(placeBet());

    const checking = await screen.findByText('Checking your bet…');
    expect(checking.closest('li')).toHaveAttribute('data-status', 'PENDING');
    expect(screen.getByRole('button', { name: 'Retain selections' })).toBeDisabled();
    expect(screen.queryByText(/Connection error/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(RESOLVE_DELAYS_MS[0]!));
    await act(() => vi.advanceTimersByTimeAsync(RESOLVE_DELAYS_MS[1]!));

    const placed = await screen.findByText(/Bet ID: 77/);
    expect(within(placed.closest('li')!).queryByText('Checking your bet…')).not.toBeInTheDocument();
    const uuids = callsTo('/v1/betslip/submit').map((call) => (call.body as SubmitRequest).ticket.uuid);
    expect(uuids).toHaveLength(3);
    expect(new Set(uuids).size).toBe(1);
    expect(callsTo('/v1/betslip/calculate')).toHaveLength(1);
    await vi.waitFor(() => expect(useSessionStore.getState().balance).toBe(99_000));
  });

  it('keeps checking through a gateway’s 504 and shows a refusal that finally comes as the answer', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signIn(100_000);
    let lost = 1;
    sports.stub(
      routes(() => {
        if (lost > 0) {
          lost -= 1;
          return new Response('<html>Gateway Timeout</html>', { status: 504 });
        }
        return { status: 0, message: 'BALANCE_INSUFFICIENT' };
      }),
    );
    const [a] = sports.offer({ outcomeId: 1, odds: 2 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!));
    await user.type(screen.getByLabelText('Stake'), '5');
    await user.click(placeBet());
    await screen.findByText('Checking your bet…');
    await act(() => vi.advanceTimersByTimeAsync(RESOLVE_DELAYS_MS[0]!));
    expect(await screen.findByText('You have insufficient funds. Deposit Now')).toBeInTheDocument();
    const uuids = callsTo('/v1/betslip/submit').map((call) => (call.body as SubmitRequest).ticket.uuid);
    expect(uuids).toHaveLength(2);
    expect(uuids[0]).toBe(uuids[1]);
  });

  it('resumes after a reload a ticket whose answer never came: the same uuid, checking meanwhile, no new calculation', async () => {
    signIn(100_000);
    const [a] = sports.offer({ outcomeId: 1, odds: 2, outcomeName: 'Arsenal' });
    act(() => addToSlip(a!));
    const answer = calculateAnswer({ ...baseBody(), stakes: { '1': 500 }, stake: 500 });
    if (answer.status !== 1) throw new Error('the calculate double refused the slip');
    const [ticket] = answer.tickets;
    const context = { acceptOdds: 'all', lang: 'en', country: 'GB' } as const;
    window.localStorage.setItem(
      UNRESOLVED_KEY,
      JSON.stringify([{ ticket, context, summary: { ...summaryOf(ticket!), checking: false } }]),
    );
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    sports.stub(
      routes(async (request) => {
        await gate;
        return submitSuccess(request.ticket.uuid, 88, request.ticket.potential_return);
      }),
    );
    await renderWithClient(<BetSlip />);

    expect(await screen.findByText('Checking your bet…')).toBeInTheDocument();
    expect(placeBetButton()).toBeNull();
    await act(async () => release());
    await screen.findByText(/Bet ID: 88/);
    expect(callsTo('/v1/betslip/submit').map((call) => (call.body as SubmitRequest).ticket.uuid)).toEqual([
      ticket!.uuid,
    ]);
    expect(callsTo('/v1/betslip/calculate')).toHaveLength(0);
    expect(window.localStorage.getItem(UNRESOLVED_KEY)).toBeNull();
  });
});
