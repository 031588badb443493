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

const sports = setUpSlipTests({
  routes: () => ({
    'GET /v1/config': COMBO_BOOST,
    'GET /api/content/freebets/active': { data: [] },
    'GET /player/details': playerDetails(990),
    'POST /v1/betslip/calculate': (call: Call) => calculateAnswer(call.body as CalculateRequest),
    'POST /v1/betslip/submit': (call: Call) => {
      const { ticket } = call.body as SubmitRequest;
      return submitSuccess(ticket.uuid, 5150, ticket.potential_return);
    },
  }),
});
const { offer } = sports;
const tab = (name: string) => screen.getByRole('tab', { name });
const options = () =>
  within(screen.getByLabelText('System bet'))
    .getAllByRole('option')
    .map((option) => option.textContent);
const totalsRow = (label: string) => screen.getByText(label).closest('div');

/** Selections of distinct events, each at evens. */
const atEvens = (count: number) =>
  offer(...Array.from({ length: count }, (_, i) => ({ outcomeId: i + 1, eventId: (i + 1) * 10, odds: 2 })));

describe('named full covers in the slip', () => {
  it('lists the named bets whose selections fit after the System k/n choices', async () => {
    const user = userEvent.setup();
    const picks = atEvens(5);
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(...picks.slice(0, 3)));
    await user.click(tab('System'));
    expect(options()).toEqual(['System 2/3 (3 combinations)', 'Trixie (4 bets)', 'Patent (7 bets)']);
    act(() => addToSlip(picks[3]!));
    expect(options()).toEqual([
      'System 2/4 (6 combinations)',
      'System 3/4 (4 combinations)',
      'Yankee (11 bets)',
      'Lucky 15 (15 bets)',
    ]);
    act(() => addToSlip(picks[4]!));
    expect(options()).toContain('Canadian (26 bets)');
    expect(options()).toContain('Lucky 31 (31 bets)');
    expect(options()).not.toContain('Yankee (11 bets)');
  });

  it('prices a Yankee at 11 bets of the stake per line, a Lucky 15 at 15, and drops a cover the selections outgrow', async () => {
    const user = userEvent.setup();
    const picks = atEvens(5);
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(...picks.slice(0, 4)));
    await user.click(tab('System'));
    await user.selectOptions(screen.getByLabelText('System bet'), 'Yankee (11 bets)');
    await user.type(screen.getByLabelText('Stake'), '1');
    expect(totalsRow('Bets')).toHaveTextContent('11');
    expect(totalsRow('Total stake')).toHaveTextContent('£11.00');
    // 6 doubles at 4, 4 trebles at 8 and the four-fold at 16: 24 + 32 + 16.
    expect(totalsRow('Potential return')).toHaveTextContent('£72.00');
    await user.selectOptions(screen.getByLabelText('System bet'), 'Lucky 15 (15 bets)');
    // The Yankee's lines and four singles at 2.
    expect(totalsRow('Potential return')).toHaveTextContent('£80.00');
    act(() => addToSlip(picks[4]!));
    // A Lucky 15 takes four selections: a fifth falls back to the first system choice.
    expect(screen.getByLabelText('System bet')).toHaveDisplayValue('System 2/5 (10 combinations)');
  });

  it('places a Yankee with its name on the wire and titles the placed bet as bettors know it', async () => {
    const user = userEvent.setup();
    signIn(100_000);
    const picks = atEvens(4);
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(...picks));
    await user.click(tab('System'));
    await user.selectOptions(screen.getByLabelText('System bet'), 'Yankee (11 bets)');
    await user.type(screen.getByLabelText('Stake'), '2');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    const placed = await screen.findByText(/Bet ID: 5150/);
    expect(placed.closest('li')).toHaveTextContent('Yankee');
    const calculate = sports.calls.find((call) => call.path === '/v1/betslip/calculate')?.body as CalculateRequest;
    expect(calculate).toMatchObject({ type: 'system', system_type: 'yankee', stake: 200, total_stake: 2_200 });
    expect(calculate.total_bets).toBe(11);
  });
});
