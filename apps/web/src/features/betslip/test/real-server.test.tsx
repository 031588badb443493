import { slipTotals, toMinor } from '@sportsbook/betting';
import { eventsResponseSchema, loginResponseSchema } from '@sportsbook/protocol';
import type { SportEvent } from '@sportsbook/protocol';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshBalance } from '../../../lib/balance';
import { requestJson } from '../../../lib/http';
import { useSessionStore } from '../../../stores/session-store';
import { useSlipStore } from '../../../stores/slip-store';
import { buildCalculateBody, calculateSlip } from '../api/calculate-slip';
import { submitTicket } from '../api/submit-ticket';
import { BetSlip } from '../components/bet-slip';
import { SlipUrlEntry } from '../components/slip-url-entry';
import { renderWithClient, resetStores } from './fixtures';
import { startRealServer } from '../../../test/real-server';
import type { RealServer } from '../../../test/real-server';

/*
 * The slip against the real server: real catalogue, real bet acceptance, real wallet (PGlite),
 * the demo player demo-gb (balance 1000.00, free bets 5.00 at ≥ 1.5 and 10.00 at ≥ 2.0).
 */

let server: RealServer;
let events: SportEvent[] = [];

/** The first priced outcome of each pre-match event, at odds of at least `minOdds`. */
function outcomes(count: number, minOdds = 1.01): number[] {
  const found: number[] = [];
  for (const event of events) {
    const market = event.markets.find((candidate) => !candidate.is_suspended && candidate.ew_place === null);
    const outcome = market?.outcomes.find((candidate) => candidate.odds >= minOdds && candidate.odds < 6);
    if (outcome && !event.is_live) found.push(outcome.id);
    if (found.length === count) return found;
  }
  throw new Error(`only ${found.length} outcomes found`);
}

async function logIn() {
  const answer = await requestJson(`${server.account}/api/login`, {
    schema: loginResponseSchema,
    body: { username: 'demo-gb', password: 'demo-pass-1', platform: 'web', device_name: 'slip-test' },
  });
  useSessionStore.getState().signIn({
    user: { id: answer.user.id, username: 'demo-gb', name: 'demo-gb', email: null },
    jwt: answer.access_token,
  });
  await refreshBalance();
}

const balance = () => useSessionStore.getState().balance;

describe('the slip with the real server', () => {
  beforeAll(async () => {
    server = await startRealServer();
    const listing = await requestJson(`${server.api}/echo/v1/events?bookmaker=gb&lang=en`, {
      schema: eventsResponseSchema,
    });
    events = listing.events;
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  }, 30_000);
  beforeEach(() => {
    resetStores(server.api);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('fills the slip from action=addToSlip, places the combi and takes the stake from the balance', async () => {
    const user = userEvent.setup();
    await logIn();
    expect(balance()).toBe(toMinor(1000));
    const [first, second] = outcomes(2);
    window.history.replaceState(null, '', `/?action=addToSlip&selections=${first}|${second}&stake=5`);
    await renderWithClient(
      <>
        <SlipUrlEntry />
        <BetSlip />
      </>,
    );
    await vi.waitFor(() => expect(screen.getAllByTestId('betslip-selection')).toHaveLength(2), { timeout: 5_000 });
    expect(window.location.search).toBe('');
    expect(screen.getByRole('tab', { name: 'Combi' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Stake')).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    const placed = await screen.findByText(/Bet ID: \d+/, {}, { timeout: 10_000 });
    expect(placed.closest('li')).toHaveAttribute('data-status', 'PROCESSED');
    await vi.waitFor(() => expect(balance()).toBe(toMinor(995)));
  });

  it('places a single with a free bet without touching the balance', async () => {
    const user = userEvent.setup();
    await logIn();
    const before = balance();
    const [pick] = outcomes(1, 1.6);
    await renderWithClient(<BetSlip />);
    const { addOutcomesToSlip } = await import('../../../lib/betslip-api');
    await act(() => addOutcomesToSlip([pick!]));
    const select = await screen.findByLabelText('Free bet', {}, { timeout: 5_000 });
    const option = within(select).getByRole('option', { name: /5\.00/ });
    await user.selectOptions(select, option);
    expect(screen.getByLabelText('Stake')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    const placed = await screen.findByText(/Bet ID: \d+/, {}, { timeout: 10_000 });
    expect(placed.closest('li')).toHaveAttribute('data-status', 'PROCESSED');
    await refreshBalance();
    expect(balance()).toBe(before);
  });

  it('shows the insufficient-funds banner for a stake above the balance', async () => {
    const user = userEvent.setup();
    await logIn();
    const [pick] = outcomes(1);
    await renderWithClient(<BetSlip />);
    const { addOutcomesToSlip } = await import('../../../lib/betslip-api');
    await act(() => addOutcomesToSlip([pick!]));
    await user.type(screen.getByLabelText('Stake'), '5000');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findByText('You have insufficient funds.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit Now' })).toBeInTheDocument();
    expect(useSlipStore.getState().slip.processingStatus).toBe('completed');
  });

  it('places only the open singles of a slip with a suspended line: the balance falls by the total shown', async () => {
    await logIn();
    const before = balance()!;
    const { addOutcomesToSlip } = await import('../../../lib/betslip-api');
    const picks = outcomes(3);
    await act(() => addOutcomesToSlip(picks));
    const { dispatch } = useSlipStore.getState();
    dispatch({ type: 'betTypeChosen', betType: 'single', now: Date.now() });
    picks.forEach((id, index) =>
      dispatch({ type: 'stakeSet', target: 'single', outcomeId: id, stake: toMinor(index + 1), now: Date.now() }),
    );
    const suspended = useSlipStore.getState().slip.selections[1]!;
    // The feed's refresh marks the middle line suspended: the slip skips it.
    dispatch({
      type: 'liveUpdated',
      updates: { [suspended.outcomeId]: { odds: suspended.odds, isSuspended: true } },
      acceptOdds: 'all',
    });
    const slip = useSlipStore.getState().slip;
    const shown = slipTotals(slip);
    expect(shown).toMatchObject({ bets: 2, totalStake: toMinor(1 + 3) });
    const answer = await calculateSlip(buildCalculateBody(slip, { freebets: [], acceptOdds: 'all', lang: 'en' }));
    if (answer.status !== 1) throw new Error(`calculate refused: ${answer.message}`);
    expect(answer.tickets.flatMap((ticket) => ticket.selections.map((leg) => leg.outcome_id)).sort()).toEqual(
      [picks[0]!, picks[2]!].sort(),
    );
    for (const ticket of answer.tickets) {
      const resolution = await submitTicket(ticket, { acceptOdds: 'all', lang: 'en', country: 'GB' });
      expect(resolution.status).toBe('PROCESSED');
    }
    await refreshBalance();
    expect(balance()).toBe(before - shown.totalStake);
  });

  it('places the combi a single turned into at the stake typed for the single, and takes exactly that', async () => {
    const user = userEvent.setup();
    await logIn();
    const before = balance()!;
    const [first, second] = outcomes(2);
    await renderWithClient(<BetSlip />);
    const { addOutcomesToSlip } = await import('../../../lib/betslip-api');
    await act(() => addOutcomesToSlip([first!]));
    await user.type(screen.getByLabelText('Stake'), '2');
    await act(() => addOutcomesToSlip([second!]));
    expect(screen.getByRole('tab', { name: 'Combi' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Total stake').closest('div')).toHaveTextContent('£2.00');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    const placed = await screen.findByText(/Bet ID: \d+/, {}, { timeout: 10_000 });
    expect(placed.closest('li')).toHaveAttribute('data-status', 'PROCESSED');
    expect(screen.getAllByText(/Bet ID: \d+/)).toHaveLength(1);
    await vi.waitFor(() => expect(balance()).toBe(before - toMinor(2)));
  });
});
