import type { CalculateRequest, SubmitRequest } from '@sportsbook/protocol';
import { act, screen } from '@testing-library/react';
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
 * The payout cap on the receipt: a bet with a starting-price leg has no known return when it is
 * accepted, so its receipt says it is paid up to the maximum payout; a fixed-price bet's does not.
 */
const sports = setUpSlipTests();
const { offer } = sports;
const NOTE = 'Returns at starting price are paid up to the maximum payout.';

/** Calculate as the server answers it, with every leg at starting price when `startingPrice`. */
function stubPlacing(startingPrice: boolean) {
  sports.stub({
    'GET /v1/config': COMBO_BOOST,
    'GET /api/content/freebets/active': { data: [] },
    'GET /player/details': playerDetails(10_000),
    'POST /v1/betslip/calculate': (call: Call) => {
      const answer = calculateAnswer(call.body as CalculateRequest);
      if (answer.status !== 1 || !startingPrice) return answer;
      return {
        ...answer,
        tickets: answer.tickets.map((ticket) => ({
          ...ticket,
          potential_return: 0,
          selections: ticket.selections.map((leg) => ({ ...leg, is_starting_price: true })),
        })),
      };
    },
    'POST /v1/betslip/submit': (call: Call) => submitSuccess((call.body as SubmitRequest).ticket.uuid, 91, 0),
  });
}

describe('the payout cap on the receipt', () => {
  it.each([
    ['says that a bet with a starting-price leg is paid up to the maximum payout', true],
    ['says nothing of the cap on a fixed-price bet', false],
  ])('the receipt %s', async (_, sp) => {
    const user = userEvent.setup();
    signIn(1_000_000);
    stubPlacing(sp);
    const [leg] = offer({ outcomeId: 1, eventId: 10, odds: 2 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(leg!));
    await user.type(screen.getByLabelText('Stake'), '1');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findByText(/Bet ID/)).toBeInTheDocument();
    if (sp) expect(screen.getByText(NOTE)).toBeInTheDocument();
    else expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });
});
