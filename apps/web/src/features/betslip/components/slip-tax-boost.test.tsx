import { calcTax, DEFAULT_TAX_RULES, formatMoney, toMoney } from '@sportsbook/betting';
import type { CalculateRequest, SubmitRequest } from '@sportsbook/protocol';
import { submitResponseSchema } from '@sportsbook/protocol';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../lib/countries';
import { useSiteStore } from '../../../stores/site-store';
import { addToSlip, calculateAnswer, COMBO_BOOST, playerDetails, renderWithClient, signIn } from '../test/fixtures';
import type { Call } from '../test/fixtures';
import { setUpSlipTests } from '../test/slip-test-setup';
import { BetSlip } from './bet-slip';

/*
 * Tax and the combo boost on the client: RO/GR tax appears in the slip totals and the receipt, and the
 * combo boost the server accepted is on the receipt.
 */
const sports = setUpSlipTests();
const { offer } = sports;

/** The value shown beside a totals label. */
function totalsValue(label: string): string {
  const term = within(screen.getByTestId('betslip')).getByText(label, { selector: 'dt' });
  return term.parentElement!.querySelector('dd')!.textContent ?? '';
}

function onSite(country: 'RO' | 'GR' | 'GB') {
  useSiteStore.setState({
    country,
    config: { ...useSiteStore.getState().config, currency: COUNTRIES[country].currency },
  });
}

describe('tax and combo boost in the slip and the receipt', () => {
  it('shows an RO slip the tax withheld on its return and the return after tax', async () => {
    onSite('RO');
    const user = userEvent.setup();
    const [a] = offer({ outcomeId: 1, odds: 2 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!));
    await user.type(screen.getByLabelText('Stake'), '100');
    const money = (minor: number) => formatMoney(toMoney(minor), 'RON', 'en');
    // 100.00 at 2.0 returns 200.00; RO withholds 3 % of the payout: 6.00.
    const tax = calcTax(DEFAULT_TAX_RULES.RO, { potentialReturn: toMoney(20_000), cashStake: toMoney(10_000) });
    expect(tax).toBe(600);
    expect(totalsValue('Potential return')).toBe(money(20_000));
    expect(totalsValue('Tax')).toBe(`−${money(600)}`);
    expect(totalsValue('Return after tax')).toBe(money(19_400));
  });

  it('shows a GR slip its tax only above the tax-free winnings', async () => {
    onSite('GR');
    const user = userEvent.setup();
    const [a] = offer({ outcomeId: 1, odds: 4 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!));
    await user.type(screen.getByLabelText('Stake'), '200');
    const money = (minor: number) => formatMoney(toMoney(minor), 'EUR', 'en');
    // 600.00 of winnings: nothing on the first 100.00, 15 % of 400.00, 20 % of 100.00 = 80.00.
    expect(totalsValue('Tax')).toBe(`−${money(8_000)}`);
    expect(totalsValue('Return after tax')).toBe(money(72_000));
  });

  it('shows no tax line where the country taxes no winnings', async () => {
    onSite('GB');
    const user = userEvent.setup();
    const [a] = offer({ outcomeId: 1, odds: 2 });
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(a!));
    await user.type(screen.getByLabelText('Stake'), '100');
    expect(within(screen.getByTestId('betslip')).queryByText('Tax', { selector: 'dt' })).toBeNull();
  });

  it('puts the accepted tax and combo boost on the receipt', async () => {
    const user = userEvent.setup();
    signIn(1_000_000);
    sports.stub({
      'GET /v1/config': COMBO_BOOST,
      'GET /api/content/freebets/active': { data: [] },
      'GET /player/details': playerDetails(10_000),
      'POST /v1/betslip/calculate': (call: Call) => calculateAnswer(call.body as CalculateRequest),
      'POST /v1/betslip/submit': (call: Call) => {
        const { ticket } = call.body as SubmitRequest;
        return submitResponseSchema.parse({
          status: 1,
          uuid: ticket.uuid,
          bet: { id: 77, potential_return: 12_000, tax: 360, combo_boost: 600 },
          message: '',
        });
      },
    });
    const legs = offer(
      { outcomeId: 1, eventId: 10, odds: 2 },
      { outcomeId: 2, eventId: 20, odds: 2 },
      { outcomeId: 3, eventId: 30, odds: 1.5 },
    );
    await renderWithClient(<BetSlip />);
    act(() => addToSlip(...legs));
    await user.click(screen.getByRole('tab', { name: /Combi/ }));
    await user.type(screen.getByLabelText('Stake'), '20');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    const money = (minor: number) => formatMoney(toMoney(minor), 'GBP', 'en');
    expect(await screen.findByText(`Combo Boost: +${money(600)}`)).toBeInTheDocument();
    expect(screen.getByText(`Tax: ${money(360)}`)).toBeInTheDocument();
  });
});
