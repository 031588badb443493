import { MAX_SELECTIONS } from '@sportsbook/betting';
import type { CalculateRequest, SubmitRequest } from '@sportsbook/protocol';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSlipStore } from '../../../stores/slip-store';
import { useUiStore } from '../../../stores/ui-store';
import {
  addToSlip,
  calculateAnswer,
  COMBO_BOOST,
  playerDetails,
  renderWithClient,
  signIn,
  slipSelection,
  submitSuccess,
  wireSelection,
} from '../test/fixtures';
import type { Call } from '../test/fixtures';
import { setUpSlipTests } from '../test/slip-test-setup';
import { BetSlip } from './bet-slip';
import { FloatingSlip } from './floating-slip';

/*
 * Slip behaviours bettors expect, driven through the slip as a bettor uses it,
 * with the network doubled at its boundary.
 */
const sports = setUpSlipTests();
const { offer, book } = sports;
let betId = 100;

function stubPlacing(config: unknown = COMBO_BOOST) {
  sports.stub({
    'GET /v1/config': config,
    'GET /api/content/freebets/active': { data: [] },
    'GET /player/details': playerDetails(1000),
    'POST /v1/betslip/calculate': (call: Call) => calculateAnswer(call.body as CalculateRequest),
    'POST /v1/betslip/submit': (call: Call) => submitSuccess((call.body as SubmitRequest).ticket.uuid, betId++, 0),
  });
}

const row = (label: string) => screen.getByText(label).closest('div');
const callsTo = (path: string) => sports.calls.filter((call) => call.path === path);

describe('a suspended selection among singles', () => {
  it('is skipped and marked while the other singles are placed at the stakes shown', async () => {
    const user = userEvent.setup();
    signIn();
    stubPlacing();
    const legs = offer({ outcomeId: 1, odds: 2 }, { outcomeId: 2, odds: 3 }, { outcomeId: 3, odds: 4 });
    // The book has suspended the second market since it was added.
    book.set(2, wireSelection({ outcomeId: 2, odds: 3, suspended: true }));
    act(() => addToSlip(...legs));
    await renderWithClient(<BetSlip />);
    await user.click(screen.getByRole('tab', { name: 'Single' }));
    const lines = screen.getAllByTestId('betslip-selection');
    for (const line of lines) await user.type(within(line).getByLabelText('Stake'), '5');
    expect(await within(lines[1]!).findByText(/not placed/)).toBeInTheDocument();
    expect(within(lines[0]!).queryByText(/Suspended/)).not.toBeInTheDocument();
    expect(row('Bets')).toHaveTextContent('2');
    expect(row('Total stake')).toHaveTextContent('£10.00');

    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findAllByText(/Bet ID: \d+/)).toHaveLength(2);
    const body = callsTo('/v1/betslip/calculate')[0]!.body as CalculateRequest;
    expect(body.stakes).toEqual({ 1: 500, 2: 0, 3: 500 });
    expect(body.total_stake).toBe(1000);
    const submitted = callsTo('/v1/betslip/submit').map(
      (call) => (call.body as SubmitRequest).ticket.selections[0]!.outcome_id,
    );
    expect(submitted.sort()).toEqual([1, 3]);
  });

  it('blocks Place Bet when every single is suspended', async () => {
    signIn();
    stubPlacing();
    const legs = offer({ outcomeId: 1 });
    book.set(1, wireSelection({ outcomeId: 1, suspended: true }));
    act(() => addToSlip(...legs));
    await renderWithClient(<BetSlip />);
    await userEvent.setup().type(screen.getByLabelText('Stake'), '5');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Place Bet' })).toBeDisabled());
    expect(screen.getByText('A selection is suspended. Remove it to place your bet.')).toBeInTheDocument();
  });
});

describe('a single turning into a combi', () => {
  it('carries the stake typed for the single into the combi', async () => {
    const user = userEvent.setup();
    const [first, second] = offer({ outcomeId: 1, odds: 2 }, { outcomeId: 2, odds: 3 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(first!));
    await user.type(screen.getByLabelText('Stake'), '2.5');
    act(() => addToSlip(second!));
    expect(screen.getByRole('tab', { name: 'Combi' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Stake')).toHaveValue('2.5');
    expect(row('Total stake')).toHaveTextContent('£2.50');
  });
});

describe('the maximum number of selections', () => {
  it(`refuses selection ${MAX_SELECTIONS + 1} with the catalogue's message`, async () => {
    const lines = Array.from({ length: MAX_SELECTIONS }, (_, index) => slipSelection({ outcomeId: index + 1 }));
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(...lines));
    act(() => useSlipStore.getState().toggle(slipSelection({ outcomeId: MAX_SELECTIONS + 1 })));
    const message = 'A bet slip holds at most 20 selections. Remove some to go on.';
    expect(useSlipStore.getState().slip.selections).toHaveLength(MAX_SELECTIONS);
    expect(screen.getByRole('alert')).toHaveTextContent(`Error: ${message}`);
    await vi.waitFor(() =>
      expect(useUiStore.getState().toasts).toEqual([expect.objectContaining({ message, tone: 'error' })]),
    );
  });
});

describe('the maximum payout', () => {
  it('shows the cap and holds Place Bet back when a return would pass it', async () => {
    const user = userEvent.setup();
    signIn();
    // The server's cap, as /v1/config tells it: 100.00.
    stubPlacing({ ...COMBO_BOOST, max_payout: 10_000 });
    const [leg] = offer({ outcomeId: 1, odds: 3 });
    act(() => addToSlip(leg!));
    await renderWithClient(<BetSlip />);
    await vi.waitFor(() => expect(callsTo('/v1/config')).toHaveLength(1));
    await user.type(screen.getByLabelText('Stake'), '30');
    expect(screen.queryByText('Maximum payout')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeEnabled();

    await user.clear(screen.getByLabelText('Stake'));
    await user.type(screen.getByLabelText('Stake'), '40');
    expect(row('Maximum payout')).toHaveTextContent('£100.00');
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeDisabled();
    expect(screen.getByText(/The return is above the maximum payout/)).toBeInTheDocument();
    expect(callsTo('/v1/betslip/calculate')).toHaveLength(0);
  });
});

describe('free bets on a phone', () => {
  it('are refreshed after a login while the floating slip is closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const [leg] = offer({ outcomeId: 1, odds: 2 });
    act(() => addToSlip(leg!));
    expect(useSlipStore.getState().slip.visible).toBe(false);
    await renderWithClient(<FloatingSlip />);
    const freebetCalls = () => callsTo('/api/content/freebets/active');
    expect(freebetCalls()).toHaveLength(0);
    act(() => signIn());
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    // Loaded at the login, then 0.5 s and 2 s after it, with no slip on screen.
    expect(freebetCalls()).toHaveLength(3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
