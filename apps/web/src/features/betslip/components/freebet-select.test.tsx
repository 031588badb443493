import type { CalculateRequest } from '@sportsbook/protocol';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { useUiStore } from '../../../stores/ui-store';
import { addToSlip, calculateAnswer, COMBO_BOOST, renderWithClient, signIn, wireFreebet } from '../test/fixtures';
import type { Call } from '../test/fixtures';
import { setUpSlipTests } from '../test/slip-test-setup';
import { BetSlip } from './bet-slip';

const FREEBETS = { data: [wireFreebet('fb-5', 500, 1.5), wireFreebet('fb-10', 1000, 3)] };

function routes(freebets: unknown = FREEBETS) {
  return {
    'GET /v1/config': COMBO_BOOST,
    'GET /api/content/freebets/active': freebets,
    'POST /v1/betslip/calculate': (call: Call) => calculateAnswer(call.body as CalculateRequest),
  };
}

const sports = setUpSlipTests({ routes });
const { offer } = sports;
const network = (freebets: unknown) => sports.stub(routes(freebets));
const freebetCalls = () => sports.calls.filter((call) => call.path === '/api/content/freebets/active');

describe('free bets in the slip', () => {
  it('never fetches free bets for a guest', async () => {
    const [a] = offer({ outcomeId: 1, odds: 2 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!));
    expect(screen.queryByLabelText('Free bet')).not.toBeInTheDocument();
    expect(freebetCalls()).toHaveLength(0);
  });

  it('lists offers, disables those under their minimum odds and greys the stake when one is used', async () => {
    const user = userEvent.setup();
    signIn();
    const [a] = offer({ outcomeId: 1, odds: 2 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!));
    const select = await screen.findByLabelText('Free bet');
    expect(freebetCalls()[0]!.query.get('bookmaker')).toBe('gb');
    expect(within(select).getByRole('option', { name: /Free bet 5 \(£5\.00\)/ })).toBeEnabled();
    expect(within(select).getByRole('option', { name: /Free bet 10 \(£10\.00\) · min\. odds 3/ })).toBeDisabled();
    await user.selectOptions(select, 'fb-5');
    expect(screen.getByLabelText('Stake')).toBeDisabled();
    expect(screen.getByText('The free bet pays the stake.')).toBeInTheDocument();
    expect(screen.getByText('Total stake').closest('div')).toHaveTextContent('£5.00');
    // A free bet's stake is not returned: (2 − 1) × 5.
    expect(screen.getByText('Potential return').closest('div')).toHaveTextContent('£5.00');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    await vi.waitFor(() => expect(sports.calls.some((call) => call.path === '/v1/betslip/calculate')).toBe(true));
    const body = sports.calls.find((call) => call.path === '/v1/betslip/calculate')!.body as CalculateRequest;
    expect(body.freebet).toEqual({ id: 'fb-5' });
  });

  it('hides the selector on a system bet and on several singles', async () => {
    const user = userEvent.setup();
    signIn();
    const legs = offer({ outcomeId: 1 }, { outcomeId: 2 }, { outcomeId: 3 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(legs[0]!, legs[1]!));
    expect(await screen.findByLabelText('Free bet')).toBeInTheDocument();
    act(() => addToSlip(legs[2]!));
    await user.click(screen.getByRole('tab', { name: 'System' }));
    expect(screen.queryByLabelText('Free bet')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Single' }));
    expect(screen.queryByLabelText('Free bet')).not.toBeInTheDocument();
  });

  it('hides the selector when no offer reaches its minimum odds', async () => {
    signIn();
    const [a] = offer({ outcomeId: 1, odds: 1.2 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!));
    await vi.waitFor(() => expect(freebetCalls()).toHaveLength(1));
    expect(screen.queryByLabelText('Free bet')).not.toBeInTheDocument();
  });

  it('says "Something went wrong!" when free bets cannot be loaded', async () => {
    network(() => new Response('{}', { status: 500 }));
    signIn();
    await renderWithClient(<BetSlip />);
    await vi.waitFor(() =>
      expect(useUiStore.getState().toasts).toEqual([
        expect.objectContaining({ message: 'Something went wrong!', tone: 'error' }),
      ]),
    );
  });

  it('refreshes free bets 0.5 s and 2 s after a login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderWithClient(<BetSlip />);
    expect(freebetCalls()).toHaveLength(0);
    act(() => signIn());
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(freebetCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(freebetCalls()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(freebetCalls()).toHaveLength(3);
    act(() => useSessionStore.getState().signOut());
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(freebetCalls()).toHaveLength(3);
  });
});
