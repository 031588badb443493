import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CalculateRequest } from '@sportsbook/protocol';
import { BetSlip } from '../../features/betslip/components/bet-slip';
import {
  addToSlip,
  calculateAnswer,
  COMBO_BOOST,
  renderWithClient,
  signIn,
} from '../../features/betslip/test/fixtures';
import type { Call } from '../../features/betslip/test/fixtures';
import { setUpSlipTests } from '../../features/betslip/test/slip-test-setup';
import { useSessionStore } from '../../stores/session-store';
import { useCountryBlockedModal } from './country-blocked';
import { ModalHost } from './modal-host';

/*
 * Decision 103: Place Bet from a blocked country (403 COUNTRY_BLOCKED, decision 082) opens the
 * forbidden modal of spec 001 §2 over the slip; the balance stays as it was.
 */
const sports = setUpSlipTests();
const { offer } = sports;

function SlipInShell() {
  useCountryBlockedModal();
  return (
    <>
      <BetSlip />
      <ModalHost />
    </>
  );
}

describe('Place Bet from a blocked country', () => {
  it('shows the forbidden modal when the server refuses the stake with COUNTRY_BLOCKED', async () => {
    const user = userEvent.setup();
    signIn(100_000);
    sports.stub({
      'GET /v1/config': COMBO_BOOST,
      'GET /api/content/freebets/active': { data: [] },
      'POST /v1/betslip/calculate': (call: Call) => calculateAnswer(call.body as CalculateRequest),
      'POST /v1/betslip/submit': () =>
        new Response(
          JSON.stringify({
            status: 0,
            message: 'COUNTRY_BLOCKED',
            meta: { error: { message: 'Sportsbook is not available in your country.', country: 'MX' } },
          }),
          { status: 403, headers: { 'content-type': 'application/json' } },
        ),
    });
    const [leg] = offer({ outcomeId: 1, eventId: 10, odds: 2 });
    await renderWithClient(<SlipInShell />);
    act(() => addToSlip(leg!));
    await user.type(screen.getByLabelText('Stake'), '5');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Sport is not available in your country/)).toBeInTheDocument();
    expect(sports.calls.some((call) => call.path === '/v1/betslip/submit')).toBe(true);
    expect(useSessionStore.getState().balance).toBe(100_000);
  });
});
