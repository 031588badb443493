import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { useAccountFrameStore } from '../../../stores/account-frame-store';
import { useBetBuilderStore } from '../../../stores/bet-builder-store';
import { useSessionStore } from '../../../stores/session-store';
import { useSettingsStore } from '../../../stores/settings-store';
import { useUiStore } from '../../../stores/ui-store';
import { BetSlip } from '../components/bet-slip';
import { COMBO_BOOST, playerDetails, renderWithClient, signIn, wireFreebet } from '../test/fixtures';
import type { Call } from '../test/fixtures';
import { setUpSlipTests } from '../test/slip-test-setup';
import { postTicket, resetBuilder, ticketAnswer } from './bet-builder-test-support';
import type { WireLine } from './bet-builder-test-support';

const THREE: WireLine[] = [
  [1, 'Home FC to win'],
  [2, 'Over 2.5 goals'],
  [3, 'Both teams to score'],
];

function routes(extra: Record<string, unknown> = {}) {
  return {
    'GET /v1/config': COMBO_BOOST,
    'GET /api/content/freebets/active': { data: [] },
    'GET /player/details': playerDetails(995),
    'GET /v1/betbuilder/ticket': (call: Call) => ticketAnswer(call.query.get('id')!, THREE, 7.5),
    ...extra,
  };
}

const sports = setUpSlipTests({ routes });
// The mode is a lazy chunk with its strings: the first load in a busy test run can take seconds.
configure({ asyncUtilTimeout: 10_000 });
const placeBet = () => screen.getByRole('button', { name: 'Place Bet' });
const slip = () => screen.getByTestId('betbuilder-slip');

async function renderBuilder(ticketId = 'bb77-1-2-3') {
  await resetBuilder();
  const view = await renderWithClient(<BetSlip />);
  act(() => postTicket(ticketId));
  await screen.findByText('Both teams to score');
  return view;
}

describe('the Bet Builder slip mode', () => {
  it('reads the ticket the frame posted and shows its lines and combined odds in the chosen format', async () => {
    useSettingsStore.setState({ oddsFormat: 'fractional' });
    await renderBuilder('bb77-1-2-3');
    expect(sports.calls.find((call) => call.path === '/v1/betbuilder/ticket')?.query.get('id')).toBe('bb77-1-2-3');
    const lines = within(slip()).getByRole('list', { name: 'Bet Builder selections' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home FC to win', 'Over 2.5 goals', 'Both teams to score']);
    expect(within(slip()).getByText('13/2')).toBeInTheDocument();
    expect(within(slip()).getByText('Home FC v Away FC')).toBeInTheDocument();
    expect(screen.queryByTestId('betslip')).not.toBeInTheDocument();
  });

  it('warns to add more selections with one line and keeps Place Bet disabled', async () => {
    sports.stub(routes({ 'GET /v1/betbuilder/ticket': ticketAnswer('bb77-1-2-3', [[1, 'Home FC to win']], 2.1) }));
    await resetBuilder();
    await renderWithClient(<BetSlip />);
    act(() => postTicket('bb77-1-2-3'));
    const note = await screen.findByRole('status', { name: 'Please note:' });
    expect(note).toHaveTextContent('Add more selections to continue');
    expect(placeBet()).toBeDisabled();
  });

  it('warns that the selections cannot be combined when the ticket is priced 0, and flags the line', async () => {
    signIn();
    sports.stub(
      routes({
        'GET /v1/betbuilder/ticket': ticketAnswer(
          'bb77-1-2-3',
          [
            [1, 'Home FC to win'],
            [9, 'Correct score 0-1', 'CANNOT_COMBINE'],
          ],
          0,
        ),
      }),
    );
    await resetBuilder();
    const user = userEvent.setup();
    await renderWithClient(<BetSlip />);
    act(() => postTicket('bb77-1-2-3'));
    const note = await screen.findByRole('status', { name: 'Please note:' });
    expect(note).toHaveTextContent(
      'Some selections for this event can’t be combined. Please remove some selections to proceed.',
    );
    expect(screen.getByText('This selection can’t be combined with the others.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Stake'), '5');
    expect(placeBet()).toBeDisabled();
  });

  it('sends a guest to login and keeps the builder', async () => {
    const user = userEvent.setup();
    await renderBuilder();
    await user.type(screen.getByLabelText('Stake'), '5');
    expect(screen.getByText('Log in to place your bet.')).toBeInTheDocument();
    await user.click(placeBet());
    expect(useAccountFrameStore.getState()).toMatchObject({ active: true, page: '/login' });
    expect(useBetBuilderStore.getState().ticket?.id).toBe('bb77-1-2-3');
    expect(sports.calls.some((call) => call.path === '/v1/betbuilder/submit')).toBe(false);
  });

  it('needs a stake: Place Bet is disabled at 0 and says why', async () => {
    signIn();
    await renderBuilder();
    expect(placeBet()).toBeDisabled();
    expect(screen.getByText('Enter a stake to place your bet.')).toBeInTheDocument();
  });

  it('places: null → processing → completed, shows the receipt and refreshes the balance', async () => {
    const user = userEvent.setup();
    signIn(100_000);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    sports.stub(
      routes({
        'POST /v1/betbuilder/submit': async (call: Call) => {
          await gate;
          const body = call.body as { uuid: string; stake: number };
          return {
            status: 1,
            receipt: {
              uuid: body.uuid,
              bet_id: 9001,
              stake: body.stake,
              odds: 7.5,
              potential_return: 3750,
              selections: THREE.map(([, description]) => ({
                event_name: 'Home FC v Away FC',
                outcome_name: description,
              })),
            },
          };
        },
      }),
    );
    await renderBuilder();
    expect(useBetBuilderStore.getState().processingStatus).toBe(false);
    await user.type(screen.getByLabelText('Stake'), '5');
    expect(within(slip()).getByText('£37.50')).toBeInTheDocument();
    await user.click(placeBet());

    expect(useBetBuilderStore.getState().processingStatus).toBe('processing');
    expect(screen.getByRole('button', { name: 'Placing…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Leave Bet Builder' })).toBeDisabled();
    const submit = sports.calls.find((call) => call.path === '/v1/betbuilder/submit')?.body;
    expect(submit).toMatchObject({
      event_id: 77,
      selections: [{ outcome_id: 1 }, { outcome_id: 2 }, { outcome_id: 3 }],
      stake: 500,
      current_odds: 7.5,
      accept_odds: 'ACCEPT_ANY',
      freebet: null,
      bookmaker: 'gb',
      lang: 'en',
      country: 'gb',
    });
    expect((submit as { uuid: string }).uuid).toMatch(/^[0-9a-f-]{36}$/);

    await act(async () => release());
    const receipt = await screen.findByRole('status', { name: 'Bet placed' });
    expect(useBetBuilderStore.getState().processingStatus).toBe('completed');
    expect(receipt).toHaveTextContent('Bet ID: 9001');
    expect(receipt).toHaveTextContent('Over 2.5 goals');
    expect(receipt).toHaveTextContent('£5.00');
    expect(receipt).toHaveTextContent('£37.50');
    await vi.waitFor(() => expect(useSessionStore.getState().balance).toBe(99_500));

    await user.click(within(receipt).getByRole('button', { name: 'Done' }));
    expect(useBetBuilderStore.getState().ticket).toBeNull();
    expect(screen.getByTestId('betslip')).toBeInTheDocument();
  });

  it('shows the insufficient-funds banner on BALANCE_INSUFFICIENT and goes back to the ticket', async () => {
    const user = userEvent.setup();
    signIn(100);
    sports.stub(
      routes({
        'POST /v1/betbuilder/submit': { status: 0, message: 'BALANCE_INSUFFICIENT', meta: { error: { message: 'x' } } },
      }),
    );
    await renderBuilder();
    await user.type(screen.getByLabelText('Stake'), '5');
    await user.click(placeBet());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('You have insufficient funds.');
    expect(within(banner).getByRole('button', { name: 'Deposit Now' })).toBeInTheDocument();
    expect(useBetBuilderStore.getState().processingStatus).toBe(false);
    expect(placeBet()).toBeEnabled();
  });

  it("shows any other refusal as 'Error: {message}'", async () => {
    const user = userEvent.setup();
    signIn();
    sports.stub(
      routes({
        'POST /v1/betbuilder/submit': { status: 0, message: 'MARKET_SUSPENDED', meta: { error: { message: 'x' } } },
      }),
    );
    await renderBuilder();
    await user.type(screen.getByLabelText('Stake'), '5');
    await user.click(placeBet());
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${i18next.t('errors:MARKET_SUSPENDED')}`);
  });

  it('recalculates without a removed line, a new calculate cancelling the one still on its way', async () => {
    const user = userEvent.setup();
    const signals: AbortSignal[] = [];
    const answers: ((value: unknown) => void)[] = [];
    sports.stub(
      routes({
        'POST /v1/betbuilder/calculate': (call: Call) =>
          new Promise((resolve) => {
            answers.push(resolve);
            void call;
          }),
      }),
    );
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
      if (init.signal && String(input).includes('/calculate')) signals.push(init.signal);
      return realFetch(input, init);
    });
    await renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Remove Over 2.5 goals' }));
    await user.click(screen.getByRole('button', { name: 'Remove Both teams to score' }));
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    const bodies = sports.calls.filter((call) => call.path === '/v1/betbuilder/calculate').map((call) => call.body);
    expect(bodies[0]).toMatchObject({ event_id: 77, selections: [{ outcome_id: 1 }, { outcome_id: 3 }] });
    expect(bodies[1]).toMatchObject({ event_id: 77, selections: [{ outcome_id: 1 }, { outcome_id: 2 }] });
    await act(async () =>
      answers[1]!(
        ticketAnswer(
          'bb77-1-2',
          [
            [1, 'Home FC to win'],
            [2, 'Over 2.5 goals'],
          ],
          3.4,
        ),
      ),
    );
    await vi.waitFor(() => expect(useBetBuilderStore.getState().ticket?.id).toBe('bb77-1-2'));
    expect(screen.queryByText('Both teams to score')).not.toBeInTheDocument();
  });

  it('leaves Bet Builder mode when the last line is removed', async () => {
    const user = userEvent.setup();
    sports.stub(routes({ 'GET /v1/betbuilder/ticket': ticketAnswer('bb77-1-2-3', [[1, 'Home FC to win']], 2) }));
    await resetBuilder();
    await renderWithClient(<BetSlip />);
    act(() => postTicket('bb77-1-2-3'));
    await user.click(await screen.findByRole('button', { name: 'Remove Home FC to win' }));
    expect(screen.getByTestId('betslip')).toBeInTheDocument();
  });

  it('offers free bets above their minimum odds only (at or below is disabled) and places with one', async () => {
    const user = userEvent.setup();
    signIn();
    sports.stub(
      routes({
        'GET /api/content/freebets/active': { data: [wireFreebet('fb-at', 1000, 7.5), wireFreebet('fb-ok', 500, 3)] },
        'POST /v1/betbuilder/submit': { status: 0, message: 'MARKET_SUSPENDED' },
      }),
    );
    await renderBuilder();
    const select = await screen.findByLabelText('Free bet');
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.value, option.disabled])).toEqual([
      ['', false],
      ['fb-at', true],
      ['fb-ok', false],
    ]);
    await user.selectOptions(select, 'fb-ok');
    expect(screen.getByLabelText('Stake')).toBeDisabled();
    expect(placeBet()).toBeEnabled();
    await user.click(placeBet());
    await screen.findByRole('alert');
    expect(sports.calls.find((call) => call.path === '/v1/betbuilder/submit')?.body).toMatchObject({
      freebet: { id: 'fb-ok' },
      stake: 500,
    });
  });

  it('swallows a free-bet fetch error: no toast, no selector', async () => {
    signIn();
    sports.stub(routes({ 'GET /api/content/freebets/active': new Response('{}', { status: 500 }) }));
    await renderBuilder();
    await vi.waitFor(() =>
      expect(sports.calls.some((call) => call.path === '/api/content/freebets/active')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useUiStore.getState().toasts).toEqual([]);
    expect(screen.queryByLabelText('Free bet')).not.toBeInTheDocument();
  });

  it('reopens the Create YourBet modal for its event from Edit selections', async () => {
    const user = userEvent.setup();
    await renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Edit selections' }));
    expect(useUiStore.getState()).toMatchObject({ modal: 'betbuilder', modalProps: { eventId: 77 } });
  });
});
