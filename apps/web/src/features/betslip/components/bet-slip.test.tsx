import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSlipStore } from '../../../stores/slip-store';
import { addToSlip, renderWithClient } from '../test/fixtures';
import { setUpSlipTests } from '../test/slip-test-setup';
import { BetSlip } from './bet-slip';

const { offer } = setUpSlipTests();

const tab = (name: string) => screen.getByRole('tab', { name });
const lines = () => screen.getAllByTestId('betslip-selection');
const placeBet = () => screen.getByRole('button', { name: 'Place Bet' });

describe('BetSlip', () => {
  it('says the slip is empty until a selection is added', async () => {
    await renderWithClient(<BetSlip />);
    expect(screen.getByTestId('betslip')).toHaveAccessibleName(/Bet Slip/);
    expect(screen.getByText('Your bet slip is empty')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows one selection as a single with combi and system greyed out', async () => {
    const [home] = offer({ outcomeId: 1, odds: 2.5, outcomeName: 'Arsenal', eventName: 'Arsenal v Chelsea' });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(home!));
    const line = lines()[0]!;
    expect(line).toHaveAttribute('data-outcome-id', '1');
    expect(within(line).getByText('Arsenal')).toBeInTheDocument();
    expect(within(line).getByText('Arsenal v Chelsea')).toBeInTheDocument();
    expect(within(line).getByText('2.50')).toBeInTheDocument();
    expect(tab('Single')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Combi')).toBeDisabled();
    expect(tab('System')).toBeDisabled();
    expect(screen.getByLabelText('Stake')).toBeInTheDocument();
  });

  it('switches to combi when a second selection from another event is added, with the product return', async () => {
    const user = userEvent.setup();
    const [a, b] = offer({ outcomeId: 1, eventId: 10, odds: 2 }, { outcomeId: 2, eventId: 20, odds: 3 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!, b!));
    expect(tab('Combi')).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByLabelText('Stake'), '5');
    const totals = screen.getByText('Potential return').closest('div')!;
    expect(within(totals).getByText('£30.00')).toBeInTheDocument();
    expect(screen.getByText('Total stake').closest('div')).toHaveTextContent('£5.00');
  });

  it('keeps a single for a second selection of the same event and flags CANNOT_COMBINE as combi', async () => {
    const user = userEvent.setup();
    const [a, b] = offer(
      { outcomeId: 1, eventId: 10, odds: 2, outcomeName: 'Home' },
      { outcomeId: 2, eventId: 10, odds: 3, outcomeName: 'Away' },
    );
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!, b!));
    expect(tab('Single')).toHaveAttribute('aria-selected', 'true');
    // Single with two lines: each line has its own stake.
    expect(screen.getAllByLabelText('Stake')).toHaveLength(2);
    await user.click(tab('Combi'));
    for (const line of lines()) {
      expect(within(line).getByText('Selections from the same event cannot be combined.')).toBeInTheDocument();
    }
    expect(placeBet()).toBeDisabled();
    expect(screen.getByText('Remove the selections that cannot be combined, or choose Single.')).toBeInTheDocument();
  });

  it('falls back to single when a combi loses its second selection', async () => {
    const user = userEvent.setup();
    const [a, b] = offer({ outcomeId: 1, outcomeName: 'First' }, { outcomeId: 2, outcomeName: 'Second' });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!, b!));
    await user.click(screen.getByRole('button', { name: 'Remove Second' }));
    expect(lines()).toHaveLength(1);
    expect(tab('Single')).toHaveAttribute('aria-selected', 'true');
    act(() => useSlipStore.getState().toggle(a!));
    expect(screen.getByText('Your bet slip is empty')).toBeInTheDocument();
  });

  it('offers system bets from three selections with their combinations and stake per line', async () => {
    const user = userEvent.setup();
    const picks = offer({ outcomeId: 1, odds: 2 }, { outcomeId: 2, odds: 3 }, { outcomeId: 3, odds: 4 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(...picks));
    expect(tab('System')).toBeEnabled();
    await user.click(tab('System'));
    const select = screen.getByLabelText('System bet');
    expect(within(select).getByRole('option', { name: 'System 2/3 (3 combinations)' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Stake'), '1');
    expect(screen.getByText('Bets').closest('div')).toHaveTextContent('3');
    expect(screen.getByText('Total stake').closest('div')).toHaveTextContent('£3.00');
    // Doubles of 2, 3, 4: 6 + 8 + 12 = 26 per unit stake.
    expect(screen.getByText('Potential return').closest('div')).toHaveTextContent('£26.00');
  });

  it('moves between the enabled tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    const picks = offer({ outcomeId: 1 }, { outcomeId: 2 }, { outcomeId: 3 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(...picks));
    tab('Combi').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('System')).toHaveAttribute('aria-selected', 'true');
    expect(tab('System')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Single')).toHaveAttribute('aria-selected', 'true');
  });

  it('copies the default single stake to a new selection', async () => {
    const user = userEvent.setup();
    const [a, b] = offer({ outcomeId: 1, eventId: 10 }, { outcomeId: 2, eventId: 10 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!));
    await user.type(screen.getByLabelText('Stake'), '4');
    act(() => addToSlip(b!));
    const stakes = screen.getAllByLabelText('Stake');
    expect(stakes.map((input) => (input as HTMLInputElement).value)).toEqual(['4', '4']);
    expect(screen.getByText('Total stake').closest('div')).toHaveTextContent('£8.00');
  });

  it('follows the money-entry rules in the stake field', async () => {
    const user = userEvent.setup();
    const [a] = offer({ outcomeId: 1 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!));
    const stake = screen.getByLabelText('Stake');
    await user.type(stake, '12.345');
    expect(stake).toHaveValue('12.34');
    await user.type(stake, 'x');
    expect(stake).toHaveValue('12.34');
    await user.clear(stake);
    await user.type(stake, '7.');
    expect(stake).toHaveValue('7.');
    await user.clear(stake);
    await user.type(stake, '0.05');
    expect(stake).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The minimum stake is £0.10.')).toBeInTheDocument();
    expect(placeBet()).toBeDisabled();
    await user.clear(stake);
    expect(screen.getByText('Enter a stake to place your bet.')).toBeInTheDocument();
  });

  it('offers each way on a racing single and doubles its stake', async () => {
    const user = userEvent.setup();
    const [horse] = offer({ outcomeId: 1, odds: 5, ewPrice: 4, ewPlace: 3, marketType: 'win_each_way' });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(horse!));
    await user.type(screen.getByLabelText('Stake'), '2');
    await user.click(screen.getByRole('checkbox', { name: 'EW: 1/4 3 Places' }));
    expect(screen.getByText('Total stake').closest('div')).toHaveTextContent('£4.00');
    // Win 5 × 2 = 10, place (5 − 1)/4 + 1 = 2 × 2 = 4.
    expect(screen.getByText('Potential return').closest('div')).toHaveTextContent('£14.00');
  });

  it('toggles each way on a combi of races and recalculates a system', async () => {
    const user = userEvent.setup();
    const races = offer(
      { outcomeId: 1, odds: 5, ewPrice: 4, ewPlace: 3 },
      { outcomeId: 2, odds: 3, ewPrice: 5, ewPlace: 3 },
      { outcomeId: 3, odds: 9, ewPrice: 4, ewPlace: 4 },
    );
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(...races));
    await user.click(tab('System'));
    await user.type(screen.getByLabelText('Stake'), '1');
    await user.click(screen.getByRole('checkbox', { name: 'Each Way' }));
    expect(screen.getByText('Bets').closest('div')).toHaveTextContent('6');
    expect(screen.getByText('Total stake').closest('div')).toHaveTextContent('£6.00');
    await user.click(tab('Single'));
    expect(screen.queryByRole('checkbox', { name: 'Each Way' })).not.toBeInTheDocument();
  });

  it('shows the combo boost on a boosted combi and the hint while it pays nothing', async () => {
    const user = userEvent.setup();
    const legs = offer(
      { outcomeId: 1, odds: 2, comboBoost: true },
      { outcomeId: 2, odds: 2, comboBoost: true },
      { outcomeId: 3, odds: 2, comboBoost: true },
    );
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(legs[0]!, legs[1]!));
    await user.type(screen.getByLabelText('Stake'), '10');
    expect(
      await screen.findByText('Add more lines to your accumulator to receive a Combo Boost bonus!'),
    ).toBeInTheDocument();
    act(() => addToSlip(legs[2]!));
    await user.click(tab('Combi'));
    // 2 × 2 × 2 × 10 = 80, boosted 5 % (three boosted lines, gross) = 4.
    expect(await screen.findByText('Combo Boost')).toBeInTheDocument();
    expect(screen.getByText('Combo Boost').closest('div')).toHaveTextContent('+£4.00');
    expect(screen.getByText('Potential return').closest('div')).toHaveTextContent('£84.00');
  });

  it('gives three boosted lines under min_leg_odds no boost, and says which odds count', async () => {
    const user = userEvent.setup();
    const legs = offer(
      { outcomeId: 1, odds: 1.19, comboBoost: true },
      { outcomeId: 2, odds: 1.19, comboBoost: true },
      { outcomeId: 3, odds: 1.19, comboBoost: true },
    );
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(legs[0]!, legs[1]!, legs[2]!));
    await user.click(tab('Combi'));
    await user.type(screen.getByLabelText('Stake'), '10');
    // A line under 1.20 does not count, so three of them earn nothing.
    expect(
      await screen.findByText('Add more lines to your accumulator to receive a Combo Boost bonus!'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Only selections at odds of 1.20 or more count towards the Combo Boost.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Combo Boost', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('opens the settings modal and clears the slip from the header', async () => {
    const user = userEvent.setup();
    const [a] = offer({ outcomeId: 1 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!));
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const { useUiStore } = await import('../../../stores/ui-store');
    expect(useUiStore.getState().modal).toBe('settings');
    await user.click(screen.getByRole('button', { name: 'Clear all selections' }));
    expect(screen.getByText('Your bet slip is empty')).toBeInTheDocument();
    expect(useSlipStore.getState().slip.betType).toBe('single');
  });
});
