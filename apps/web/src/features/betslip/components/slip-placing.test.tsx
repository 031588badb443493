import type { CalculateRequest, SubmitRequest } from '@sportsbook/protocol';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAccountFrameStore } from '../../../stores/account-frame-store';
import { useSessionStore } from '../../../stores/session-store';
import { useSettingsStore } from '../../../stores/settings-store';
import { useSlipStore } from '../../../stores/slip-store';
import {
  addToSlip,
  calculateAnswer,
  COMBO_BOOST,
  playerDetails,
  renderWithClient,
  signIn,
  submitRefusal,
  submitSuccess,
} from '../test/fixtures';
import type { Call } from '../test/fixtures';
import { setUpSlipTests } from '../test/slip-test-setup';
import { BetSlip } from './bet-slip';

let betIds = 100;

type Submit = (request: SubmitRequest) => unknown;

function routes(
  submit: Submit = (request) => submitSuccess(request.ticket.uuid, ++betIds, request.ticket.potential_return),
  statuses: string[] = [],
) {
  return {
    'GET /v1/config': COMBO_BOOST,
    'GET /api/content/freebets/active': { data: [] },
    'GET /player/details': playerDetails(990),
    'POST /v1/betslip/calculate': (call: Call) => calculateAnswer(call.body as CalculateRequest, statuses),
    'POST /v1/betslip/submit': (call: Call) => submit(call.body as SubmitRequest),
  };
}

const sports = setUpSlipTests({ routes });
const { offer } = sports;
const network = (submit?: Submit, statuses?: string[]) => sports.stub(routes(submit, statuses));
const placeBet = () => screen.getByRole('button', { name: 'Place Bet' });
const bodyOf = (path: string) => sports.calls.find((call) => call.path === path)?.body;

describe('placing bets', () => {
  it('sends a guest to login in the account frame and keeps the slip', async () => {
    const user = userEvent.setup();
    const [a] = offer({ outcomeId: 1 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!));
    await user.type(screen.getByLabelText('Stake'), '5');
    expect(screen.getByText('Log in to place your bet.')).toBeInTheDocument();
    await user.click(placeBet());
    expect(useAccountFrameStore.getState()).toMatchObject({ active: true, page: '/login', returnPath: '/' });
    expect(screen.getAllByTestId('betslip-selection')).toHaveLength(1);
    expect(sports.calls.some((call) => call.path === '/v1/betslip/calculate')).toBe(false);
  });

  it('calculates, submits each ticket, shows it PROCESSED and refreshes the balance', async () => {
    const user = userEvent.setup();
    signIn(100_000);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    network(async (request) => {
      await gate;
      return submitSuccess(request.ticket.uuid, 4242, 1000);
    });
    const [a] = offer({ outcomeId: 1, eventId: 10, odds: 2, outcomeName: 'Arsenal' });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!));
    await user.type(screen.getByLabelText('Stake'), '5');
    await user.click(placeBet());

    expect(await screen.findByText('Please wait...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retain selections' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear all selections' })).toBeDisabled();
    const calculate = bodyOf('/v1/betslip/calculate') as CalculateRequest;
    expect(calculate).toMatchObject({
      type: 'single',
      system_type: null,
      stakes: { '1': 500 },
      total_stake: 500,
      total_bets: 1,
      total_return: 1000,
      accept_odds: 'ACCEPT_ANY',
      lang: 'en',
      freebet: null,
    });
    expect(calculate.selections[0]).toMatchObject({ event_id: 10, outcome_id: 1, odds: 2, type: '1x2', stake: 500 });

    await act(async () => release());
    const ticket = await screen.findByText(/Bet ID: 4242/);
    expect(ticket.closest('li')).toHaveClass('slip-ticket--ok');
    expect(screen.getByText('Bet placed')).toBeInTheDocument();
    expect(ticket.closest('li')).toHaveTextContent('Potential return: £10.00');
    const submit = bodyOf('/v1/betslip/submit') as SubmitRequest;
    expect(submit).toMatchObject({ accept_odds: 'ACCEPT_ANY', lang: 'en', country: 'gb' });
    expect(submit.ticket.uuid).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() => expect(useSessionStore.getState().balance).toBe(99_000));
    expect(useSlipStore.getState().slip.lastUsedStake).toBe(500);

    await user.click(screen.getByRole('button', { name: 'Retain selections' }));
    expect(screen.getAllByTestId('betslip-selection')).toHaveLength(1);
    expect(placeBet()).toBeEnabled();
  });

  it('clears the slip from the results with Clear all', async () => {
    const user = userEvent.setup();
    signIn();
    const [a, b] = offer({ outcomeId: 1 }, { outcomeId: 2 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!, b!));
    await user.type(screen.getByLabelText('Stake'), '2');
    await user.click(placeBet());
    await screen.findByText(/Bet ID/);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByText('Your bet slip is empty')).toBeInTheDocument();
    expect(useSlipStore.getState().slip).toMatchObject({ betType: 'single', stakeCombi: null, visible: false });
  });

  it('empties the slip first when a selection is added to completed results', async () => {
    const user = userEvent.setup();
    signIn();
    const [a, b] = offer({ outcomeId: 1, outcomeName: 'First' }, { outcomeId: 2, outcomeName: 'Second' });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!));
    await user.type(screen.getByLabelText('Stake'), '2');
    await user.click(placeBet());
    await screen.findByText(/Bet ID/);
    act(() => addToSlip(b!));
    const lines = screen.getAllByTestId('betslip-selection');
    expect(lines).toHaveLength(1);
    expect(within(lines[0]!).getByText('Second')).toBeInTheDocument();
  });

  it('shows every ticket: refused ones in red with their details', async () => {
    const user = userEvent.setup();
    signIn();
    network(undefined, ['', 'STAKE_TOO_HIGH']);
    const [a, b] = offer({ outcomeId: 1, eventId: 10 }, { outcomeId: 2, eventId: 10 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!, b!));
    for (const stake of screen.getAllByLabelText('Stake')) await user.type(stake, '3');
    await user.click(placeBet());
    const refused = (await screen.findByText('The stake is over the maximum for your currency.')).closest('li')!;
    expect(refused).toHaveClass('slip-ticket--error');
    expect(within(refused).getByText('max')).toBeInTheDocument();
    expect(within(refused).getByText('100')).toBeInTheDocument();
    expect(await screen.findByText(/Bet ID/)).toBeInTheDocument();
    expect(screen.getByText('Not every bet was placed')).toBeInTheDocument();
    expect(sports.calls.filter((call) => call.path === '/v1/betslip/submit')).toHaveLength(1);
  });

  it('shows the insufficient-funds banner whose button opens the deposit cashier', async () => {
    const user = userEvent.setup();
    signIn();
    network(() => submitRefusal('BALANCE_INSUFFICIENT', { balance: 100, stake: 5000 }));
    const [a] = offer({ outcomeId: 1 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!));
    await user.type(screen.getByLabelText('Stake'), '50');
    await user.click(placeBet());
    expect(await screen.findByText('You have insufficient funds.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deposit Now' }));
    expect(useAccountFrameStore.getState()).toMatchObject({ active: true, page: '/cashier/deposit' });
  });

  it('shows a failed calculate as "Error: {message}" and keeps the slip', async () => {
    const user = userEvent.setup();
    signIn();
    sports.stub({
      'POST /v1/betslip/calculate': () => {
        throw new TypeError('network down');
      },
    });
    const [a] = offer({ outcomeId: 1 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!));
    await user.type(screen.getByLabelText('Stake'), '5');
    await user.click(placeBet());
    expect(
      await screen.findByText('Error: Connection error. Please check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('betslip-selection')).toHaveLength(1);
    act(() => useSlipStore.getState().dispatch({ type: 'errorSet', error: ' ' }));
    expect(screen.getByText('Oops, something went wrong. Please try again later.')).toBeInTheDocument();
  });

  it('sends the price the bettor took and offers the new price of an ODDS_CHANGED refusal', async () => {
    const user = userEvent.setup();
    signIn();
    useSettingsStore.setState({ acceptOdds: 'higher' });
    network((request) =>
      submitRefusal('ODDS_CHANGED', { odds: { '1': 1.8 }, previous: { '1': 2 }, accept_odds: request.accept_odds }),
    );
    const [a] = offer({ outcomeId: 1, odds: 2 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!));
    await user.type(screen.getByLabelText('Stake'), '5');
    await user.click(placeBet());
    expect(await screen.findByText('The odds have changed.')).toBeInTheDocument();
    const submit = bodyOf('/v1/betslip/submit') as SubmitRequest;
    expect(submit.accept_odds).toBe('ACCEPT_HIGHER');
    expect(submit.ticket.selections[0]!.odds).toBe(2);
    expect(screen.getByText('1.80')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept new odds' }));
    expect(useSlipStore.getState().slip.selections[0]!.odds).toBe(1.8);
    expect(within(screen.getByTestId('betslip-selection')).getByText('1.80')).toBeInTheDocument();
    expect(placeBet()).toBeEnabled();
  });

  it('disables Place Bet for an empty balance without a free bet', async () => {
    const user = userEvent.setup();
    signIn(0);
    const [a] = offer({ outcomeId: 1 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!));
    await user.type(screen.getByLabelText('Stake'), '5');
    expect(placeBet()).toBeDisabled();
    expect(screen.getByText('Your balance is empty. Deposit to place a bet.')).toBeInTheDocument();
  });
});
