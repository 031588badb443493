import type { CalculateRequest, SubmitRequest } from '@sportsbook/protocol';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
import { BetSlip } from './bet-slip';

/*
 * Spec 000 §4 and §8: each ticket of a slip gets its own status — PROCESSED on a submit
 * success, else the server's message, CONNECTION_ERROR when the answer carries none, and
 * SERVER_ERROR ('Something went wrong') when the submit fails outright — shown in red on that
 * ticket alone.
 */

type Submit = (request: SubmitRequest) => unknown;

function routes(submit: Submit = (request) => submitSuccess(request.ticket.uuid, 1, request.ticket.potential_return)) {
  return {
    'GET /v1/config': COMBO_BOOST,
    'GET /api/content/freebets/active': { data: [] },
    'GET /player/details': playerDetails(990),
    'POST /v1/betslip/calculate': (call: Call) => calculateAnswer(call.body as CalculateRequest),
    'POST /v1/betslip/submit': (call: Call) => submit(call.body as SubmitRequest),
  };
}

const sports = setUpSlipTests({ routes });

describe('ticket errors', () => {
  it('gives each single its own status: CONNECTION_ERROR, SERVER_ERROR or PROCESSED, the errors in red', async () => {
    const user = userEvent.setup();
    signIn();
    let betId = 500;
    sports.stub(
      routes((request) => {
        const outcome = request.ticket.selections[0]!.outcome_id;
        // A refusal without a code of ours (a proxy's 403 page): the connection is at fault.
        if (outcome === 1) return new Response('<h1>Forbidden</h1>', { status: 403 });
        // The server broke.
        if (outcome === 2) return new Response('<h1>Internal error</h1>', { status: 500 });
        return submitSuccess(request.ticket.uuid, ++betId, request.ticket.potential_return);
      }),
    );
    const lines = sports.offer(
      { outcomeId: 1, eventId: 10 },
      { outcomeId: 2, eventId: 20 },
      { outcomeId: 3, eventId: 30 },
    );
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(...lines));
    await user.click(screen.getByRole('tab', { name: /Single/ }));
    for (const stake of screen.getAllByLabelText('Stake')) await user.type(stake, '2');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));

    const connection = (
      await screen.findByText('Connection error. Please check your connection and try again.')
    ).closest('li')!;
    const server = screen.getByText('Something went wrong').closest('li')!;
    const placed = (await screen.findByText(/Bet ID/)).closest('li')!;
    expect(connection).toHaveAttribute('data-status', 'CONNECTION_ERROR');
    expect(server).toHaveAttribute('data-status', 'SERVER_ERROR');
    expect(placed).toHaveAttribute('data-status', 'PROCESSED');
    expect([connection, server].map((ticket) => ticket.classList.contains('slip-ticket--error'))).toEqual([true, true]);
    expect(placed).not.toHaveClass('slip-ticket--error');
    expect(within(placed).getByText(/Bet ID/)).toHaveTextContent('501');
    expect(screen.getByText('Not every bet was placed')).toBeInTheDocument();
    expect(sports.calls.filter((call) => call.path === '/v1/betslip/submit')).toHaveLength(3);
  });

  it('reads a submit answer of the wrong shape as SERVER_ERROR on that ticket', async () => {
    const user = userEvent.setup();
    signIn();
    sports.stub(routes(() => ({ status: 1, bet: 'not a bet' })));
    const [line] = sports.offer({ outcomeId: 4, eventId: 40 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(line!));
    await user.type(screen.getByLabelText('Stake'), '2');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    const ticket = (await screen.findByText('Something went wrong')).closest('li')!;
    expect(ticket).toHaveAttribute('data-status', 'SERVER_ERROR');
    expect(ticket).toHaveClass('slip-ticket--error');
  });
});
