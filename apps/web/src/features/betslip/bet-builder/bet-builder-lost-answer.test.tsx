import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RESOLVE_DELAYS_MS } from '../../../lib/until-answered';
import { useBetBuilderStore } from '../../../stores/bet-builder-store';
import { BetSlip } from '../components/bet-slip';
import { COMBO_BOOST, playerDetails, renderWithClient, signIn } from '../test/fixtures';
import type { Call } from '../test/fixtures';
import { setUpSlipTests } from '../test/slip-test-setup';
import { postTicket, resetBuilder, ticketAnswer } from './bet-builder-test-support';
import type { WireLine } from './bet-builder-test-support';

const THREE: WireLine[] = [
  [1, 'Home FC to win'],
  [2, 'Over 2.5 goals'],
  [3, 'Both teams to score'],
];

/** Submit loses its first `lost` answers on the way back, then answers the receipt of the uuid sent. */
function routes(lost = 0) {
  let left = lost;
  return {
    'GET /v1/config': COMBO_BOOST,
    'GET /api/content/freebets/active': { data: [] },
    'GET /player/details': playerDetails(995),
    'GET /v1/betbuilder/ticket': (call: Call) => ticketAnswer(call.query.get('id')!, THREE, 7.5),
    'POST /v1/betbuilder/submit': (call: Call) => {
      if (left > 0) {
        left -= 1;
        throw new TypeError('Failed to fetch');
      }
      const body = call.body as { uuid: string; stake: number };
      return {
        status: 1,
        receipt: {
          uuid: body.uuid,
          bet_id: 9002,
          stake: body.stake,
          odds: 7.5,
          potential_return: 3750,
          selections: THREE.map(([, description]) => ({ event_name: 'Home FC v Away FC', outcome_name: description })),
        },
      };
    },
  };
}

const sports = setUpSlipTests({ routes: () => routes(), fakeTimers: true });
// The mode is a lazy chunk with its strings: the first load in a busy test run can take seconds.
configure({ asyncUtilTimeout: 10_000 });

describe('a Bet Builder submit whose answer is lost', () => {
  it('shows Checking your bet… and sends the same request, same uuid, until the receipt comes', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signIn(100_000);
    sports.stub(routes(1));
    await resetBuilder();
    await renderWithClient(<BetSlip />);
    act(() => postTicket('bb77-1-2-3'));
    await screen.findByText('Both teams to score');
    await user.type(screen.getByLabelText('Stake'), '5');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));

    expect(await screen.findByRole('button', { name: 'Checking your bet…' })).toBeDisabled();
    expect(screen.queryByText(/Connection error/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(RESOLVE_DELAYS_MS[0]!));

    const receipt = await screen.findByRole('status', { name: 'Bet placed' });
    expect(receipt).toHaveTextContent('Bet ID: 9002');
    expect(useBetBuilderStore.getState()).toMatchObject({ processingStatus: 'completed', checking: false });
    const submits = sports.calls.filter((call) => call.path === '/v1/betbuilder/submit');
    expect(submits).toHaveLength(2);
    expect(submits[1]!.body).toEqual(submits[0]!.body);
  });
});
