import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '../../../stores/settings-store';
import { useSlipStore } from '../../../stores/slip-store';
import { addToSlip, renderWithClient, wireSelection } from '../test/fixtures';
import { setUpSlipTests } from '../test/slip-test-setup';
import { BetSlip } from './bet-slip';

const sports = setUpSlipTests({ fakeTimers: true });
const { book } = sports;
const offer = (option: Parameters<typeof wireSelection>[0]) => sports.offer(option)[0]!;

/** Trading moves the book; the next 5 s refresh brings it to the slip. */
async function tick(option: Parameters<typeof wireSelection>[0]) {
  book.set(option.outcomeId, wireSelection(option));
  await act(() => vi.advanceTimersByTimeAsync(5_000));
}

const line = () => screen.getByTestId('betslip-selection');
const findCalls = () => sports.calls.filter((call) => call.path === '/echo/v1/selections/current');

describe('the live slip', () => {
  it('refreshes the selections every 5 s and follows prices with accept-odds all', async () => {
    const selection = offer({ outcomeId: 7, odds: 2 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(selection));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(findCalls()).toHaveLength(1);
    expect(findCalls()[0]!.query.get('ids')).toBe('7');
    await tick({ outcomeId: 7, odds: 2.5 });
    expect(findCalls()).toHaveLength(2);
    expect(within(line()).getByText('2.50')).toBeInTheDocument();
    expect(within(line()).getByRole('img', { name: 'Odds went up' })).toBeInTheDocument();
    await tick({ outcomeId: 7, odds: 2.2 });
    expect(within(line()).getByRole('img', { name: 'Odds went down' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept changed odds' })).not.toBeInTheDocument();
  });

  it('offers to accept a higher price with accept-odds higher, and keeps the old one until then', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    useSettingsStore.setState({ acceptOdds: 'higher' });
    const selection = offer({ outcomeId: 7, odds: 2 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(selection));
    await tick({ outcomeId: 7, odds: 1.8 });
    // A shorter price is not offered with 'higher': the slip keeps 2.00.
    expect(screen.queryByRole('button', { name: 'Accept changed odds' })).not.toBeInTheDocument();
    await tick({ outcomeId: 7, odds: 2.4 });
    expect(within(line()).getByText('2.00')).toBeInTheDocument();
    expect(within(line()).getByText('2.40')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept changed odds' }));
    expect(useSlipStore.getState().slip.selections[0]!.odds).toBe(2.4);
    expect(screen.queryByRole('button', { name: 'Accept changed odds' })).not.toBeInTheDocument();
    expect(within(line()).queryByText('2.00')).not.toBeInTheDocument();
  });

  it('offers any changed price with accept-odds none', async () => {
    useSettingsStore.setState({ acceptOdds: 'none' });
    const selection = offer({ outcomeId: 7, odds: 2 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(selection));
    await tick({ outcomeId: 7, odds: 1.9 });
    expect(screen.getByRole('button', { name: 'Accept changed odds' })).toBeInTheDocument();
  });

  it('marks a suspended market and disables Place Bet until it reopens', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const selection = offer({ outcomeId: 7, odds: 2 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(selection));
    await user.type(screen.getByLabelText('Stake'), '5');
    await tick({ outcomeId: 7, odds: 2, suspended: true });
    expect(within(line()).getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeDisabled();
    expect(screen.getByText('A selection is suspended. Remove it to place your bet.')).toBeInTheDocument();
    await tick({ outcomeId: 7, odds: 2 });
    expect(within(line()).queryByText('Suspended')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeEnabled();
  });

  it('reads an outcome the book no longer lists as suspended', async () => {
    const selection = offer({ outcomeId: 7 });
    book.delete(7);
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(selection));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(within(line()).getByText('Suspended')).toBeInTheDocument();
  });

  it('shows a lock for an unpriced outcome and disables Place Bet', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const selection = offer({ outcomeId: 7, odds: 2 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(selection));
    await user.type(screen.getByLabelText('Stake'), '5');
    await tick({ outcomeId: 7, odds: 1 });
    expect(within(line()).getByRole('img', { name: 'Odds unavailable' })).toBeInTheDocument();
    expect(screen.getByText('A selection has no price at the moment.')).toBeInTheDocument();
  });

  it('shows prices in the bettor’s odds format', async () => {
    useSettingsStore.setState({ oddsFormat: 'fractional' });
    const selection = offer({ outcomeId: 7, odds: 2.5 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(selection));
    expect(within(line()).getByText('3/2')).toBeInTheDocument();
  });
});
