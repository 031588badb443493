import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configResponseSchema } from '@sportsbook/protocol';
import { useSessionStore } from '../../../stores/session-store';
import { addToSlip, calculateAnswer, COMBO_BOOST, renderWithClient, signIn } from '../test/fixtures';
import type { Call } from '../test/fixtures';
import { setUpSlipTests } from '../test/slip-test-setup';
import type { CalculateRequest } from '@sportsbook/protocol';
import { BetSlip } from './bet-slip';

/*
 * Decision 105: the slip judges a stake by the brand's limits in the bettor's currency, as
 * `/v1/config` lists them, and names the limit in that currency when a stake passes it.
 */
const sports = setUpSlipTests();
const { offer } = sports;

/** The brand's limits: pounds 0.10 … 10,000; pesos 2.00 … 200,000 (minor units). */
const CONFIG = configResponseSchema.parse({
  ...COMBO_BOOST,
  stake_limits: { GBP: { min: 10, max: 1_000_000 }, MXN: { min: 200, max: 20_000_000 } },
});

function stubConfig(config: unknown = CONFIG) {
  sports.stub({
    'GET /v1/config': config,
    'GET /api/content/freebets/active': { data: [] },
    'POST /v1/betslip/calculate': (call: Call) => calculateAnswer(call.body as CalculateRequest),
  });
}

async function slipWithOneLeg() {
  const [leg] = offer({ outcomeId: 1, eventId: 10, odds: 2 });
  await renderWithClient(<BetSlip />);
  act(() => addToSlip(leg!));
}

describe('stake limits per currency in the slip', () => {
  it('refuses a peso stake under the brand’s peso minimum and names it, and takes it at the minimum', async () => {
    const user = userEvent.setup();
    signIn(10_000_000);
    act(() => useSessionStore.setState({ currency: 'MXN' }));
    stubConfig();
    await slipWithOneLeg();
    const stake = screen.getByLabelText('Stake');
    await user.type(stake, '1.50');
    expect(await screen.findByText(/The minimum stake is MX\$2\.00/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeDisabled();
    await user.clear(stake);
    await user.type(stake, '2');
    expect(screen.queryByText(/The minimum stake is/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeEnabled();
  });

  it('takes the same amount in pounds, where the brand’s minimum is lower, and refuses one over the pound maximum', async () => {
    const user = userEvent.setup();
    signIn(10_000_000);
    stubConfig();
    await slipWithOneLeg();
    const stake = screen.getByLabelText('Stake');
    await user.type(stake, '1.50');
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeEnabled();
    await user.clear(stake);
    await user.type(stake, '10000.01');
    expect(await screen.findByText(/The maximum stake is £10,000\.00/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeDisabled();
  });
});
