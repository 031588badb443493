import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useBetBuilderStore } from '../../../stores/bet-builder-store';
import { useSlipStore } from '../../../stores/slip-store';
import { useTipsStore } from '../../../stores/tips-store';
import { postTicket, resetBuilder, ticketAnswer } from '../bet-builder/bet-builder-test-support';
import { addToSlip, COMBO_BOOST, renderWithClient } from '../test/fixtures';
import { setUpSlipTests } from '../test/slip-test-setup';
import { BetSlip } from './bet-slip';
import { FloatingSlip } from './floating-slip';

const sports = setUpSlipTests();
const { offer } = sports;

const open = () => act(() => useSlipStore.getState().dispatch({ type: 'opened', now: Date.now() }));

describe('the mobile floating slip', () => {
  afterEach(() => useBetBuilderStore.getState().reset());

  it('shows the Bet Builder mode, at least 420 px high, while the builder is opened', async () => {
    sports.stub({
      'GET /v1/config': COMBO_BOOST,
      'GET /v1/betbuilder/ticket': ticketAnswer(
        'bb77-1-2',
        [
          [1, 'Home FC to win'],
          [2, 'Over 2.5 goals'],
        ],
        3.2,
      ),
    });
    await resetBuilder();
    const [a] = offer({ outcomeId: 5 });
    await renderWithClient(<FloatingSlip />);
    act(() => addToSlip(a!));
    act(() => postTicket('bb77-1-2'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => useBetBuilderStore.getState().visibleSet(true));
    // The mode is a lazy chunk: its first load in a test run takes a moment.
    const dialog = await screen.findByRole('dialog', { name: 'Bet Builder' }, { timeout: 5_000 });
    expect(await screen.findByText('Over 2.5 goals')).toBeInTheDocument();
    expect(screen.getByTestId('betbuilder-slip')).toHaveClass('bb-slip--mini');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close bet slip' }));
    expect(dialog).not.toBeInTheDocument();
    expect(useBetBuilderStore.getState().ticketId).toBe('bb77-1-2');
  });

  it('stays closed until the Bet Slip tab opens it, as a named dialog', async () => {
    const [a] = offer({ outcomeId: 1 });
    await renderWithClient(<FloatingSlip />);
    act(() => addToSlip(a!));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    open();
    const dialog = screen.getByRole('dialog', { name: /Bet Slip/ });
    expect(dialog).toHaveFocus();
  });

  it('shows no tabs for one selection in mini mode and puts the stake on the line', async () => {
    const [a, b] = offer({ outcomeId: 1, eventId: 1 }, { outcomeId: 2, eventId: 2 });
    await renderWithClient(<FloatingSlip />);
    act(() => addToSlip(a!));
    open();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByTestId('betslip-selection')).toContainElement(screen.getByLabelText('Stake'));
    act(() => addToSlip(b!));
    expect(screen.getByRole('tab', { name: 'Combi' })).toHaveAttribute('aria-selected', 'true');
  });

  it('closes with the close icon and with Escape, but not while bets are being placed', async () => {
    const user = userEvent.setup();
    const [a] = offer({ outcomeId: 1 });
    await renderWithClient(<FloatingSlip />);
    act(() => addToSlip(a!));
    open();
    await user.click(screen.getByRole('button', { name: 'Close bet slip' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    open();
    act(() =>
      useSlipStore.getState().dispatch({
        type: 'placingStarted',
        tickets: [
          {
            uuid: 'u1',
            status: '',
            error: false,
            errorMeta: {},
            betType: 'single',
            totalStake: 100 as never,
            potentialReturn: 200 as never,
            betId: null,
            message: null,
          },
        ],
        stake: null,
      }),
    );
    expect(screen.getByRole('button', { name: 'Close bet slip' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('empties a slip opened more than 24 h after its last change', async () => {
    const [a] = offer({ outcomeId: 1 });
    await renderWithClient(<FloatingSlip />);
    act(() => addToSlip(a!));
    const dayAndMore = Date.now() + 24 * 60 * 60 * 1000 + 1;
    act(() => useSlipStore.getState().dispatch({ type: 'opened', now: dayAndMore }));
    expect(screen.getByText('Your bet slip is empty')).toBeInTheDocument();
  });

  it('shows the picks icon when the tips panel is out of the way and reopens it', async () => {
    const user = userEvent.setup();
    await renderWithClient(<BetSlip />);
    expect(screen.queryByRole('button', { name: 'Top Picks' })).not.toBeInTheDocument();
    act(() => useTipsStore.setState({ status: 'closed', count: 3 }));
    await user.click(screen.getByRole('button', { name: 'Top Picks' }));
    expect(useTipsStore.getState().status).toBe('half');
  });
});
