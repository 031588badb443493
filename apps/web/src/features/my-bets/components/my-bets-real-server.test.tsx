import { toMoney } from '@sportsbook/betting';
import {
  calculateSuccessSchema,
  eventsResponseSchema,
  loginResponseSchema,
  playerDetailsSuccessSchema,
  submitSuccessSchema,
} from '@sportsbook/protocol';
import type { SportEvent } from '@sportsbook/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { useSiteStore } from '../../../stores/site-store';
import { useUiStore } from '../../../stores/ui-store';
import { useCashoutHistoryStore } from '../stores/cashout-history-store';
import { startRealServer } from '../../../test/real-server';
import type { RealServer } from '../../../test/real-server';
import { renderAtMyBets } from '../test/render';
import MyBetsPage from './my-bets-page';

/*
 * My Bets against the real server (child process, fresh embedded database, demo players): a bet
 * placed through the sports API is listed, and cashing it out pays the quote into the balance.
 */

let server: RealServer;
let token: string;

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** A football match at least three hours away: pre-match prices stay fixed, so the quote does too. */
async function findQuietEvent(): Promise<SportEvent> {
  const response = await fetch(`${server.api}/echo/v1/events?bookmaker=gb&lang=en&sport=football`);
  const { events } = eventsResponseSchema.parse(await response.json());
  const later = Date.now() + 3 * 3_600_000;
  const event = events.find(
    (candidate) =>
      !candidate.is_live &&
      Date.parse(candidate.starts_at) > later &&
      candidate.markets[0]?.outcomes.some((outcome) => outcome.odds > 1.3 && outcome.odds < 5),
  );
  if (!event) throw new Error('no football match three hours away in the seeded book');
  return event;
}

/** Calculate + submit a £10 single, as the slip does; answers the bet id and what was bet on. */
async function placeSingle(event: SportEvent) {
  const market = event.markets[0]!;
  const outcome = market.outcomes.find((candidate) => candidate.odds > 1.3 && candidate.odds < 5)!;
  const headers = { jwt: token, bookmaker: 'gb' };
  const calculated = calculateSuccessSchema.parse(
    await postJson(
      `${server.api}/v1/betslip/calculate`,
      {
        freebet: null,
        type: 'single',
        system_type: null,
        selections: [
          {
            event_id: event.id,
            market_id: market.id,
            outcome_id: outcome.id,
            outcome_list: [],
            odds: outcome.odds,
            type: market.type,
            each_way: false,
            is_starting_price: false,
            stake: 1_000,
          },
        ],
        total_stake: 1_000,
        total_bets: 1,
        total_return: 0,
        each_way: false,
        stakes: { [outcome.id]: 1_000 },
        lang: 'en',
        accept_odds: 'ACCEPT_ANY',
        stake: 1_000,
      },
      headers,
    ),
  );
  const submitted = submitSuccessSchema.parse(
    await postJson(
      `${server.api}/v1/betslip/submit`,
      { ticket: calculated.tickets[0], accept_odds: 'ACCEPT_ANY', lang: 'en', country: 'gb' },
      headers,
    ),
  );
  return { betId: Number(submitted.bet.id), outcome, market };
}

async function readBalance(): Promise<number> {
  const response = await fetch(`${server.api}/player/details`, { headers: { jwt: token, bookmaker: 'gb' } });
  return toMoney(Math.round(playerDetailsSuccessSchema.parse(await response.json()).data.balance * 100));
}

beforeAll(async () => {
  [server] = await Promise.all([startRealServer({ FEED_SEED: 'web-mybets' }), initI18n('en')]);
  const login = loginResponseSchema.parse(
    await postJson(`${server.account}/api/login`, {
      username: 'demo-gb',
      password: 'demo-pass-1',
      platform: 'web',
      device_name: 'vitest',
      extras: {},
    }),
  );
  token = login.access_token;
  useSiteStore.getState().setCountry('GB');
  const { config } = useSiteStore.getState();
  useSiteStore.setState({ config: { ...config, sportsApi: server.api, accountApi: server.account } });
  useSessionStore
    .getState()
    .signIn({ user: { id: login.user.id, username: 'demo-gb', name: 'demo-gb', email: null }, jwt: token });
}, 120_000);

afterAll(async () => {
  useSessionStore.getState().signOut();
  await server?.stop();
});

describe('My Bets on the real server', () => {
  it('lists a placed bet and cashes it out into the balance', async () => {
    const event = await findQuietEvent();
    const { betId, outcome, market } = await placeSingle(event);
    const before = await readBalance();
    const user = userEvent.setup();
    renderAtMyBets(<MyBetsPage />);

    const bet = await screen.findByRole('article', { name: 'Single' }, { timeout: 10_000 });
    expect(bet).toHaveAttribute('data-bet-id', String(betId));
    expect(bet).toHaveTextContent(outcome.name);
    expect(bet).toHaveTextContent(market.name);
    expect(bet).toHaveTextContent(event.name);
    expect(bet).toHaveTextContent('Stake£10.00');
    const cashOut = within(bet).getByRole('button', { name: /^Cash out £/ });
    const quoteText = cashOut.textContent!.replace('Cash out ', '');

    await user.click(cashOut);
    await user.click(within(bet).getByRole('button', { name: `Confirm ${quoteText}` }));
    await waitFor(
      () =>
        expect(useUiStore.getState().toasts.map((toast) => toast.message)).toContain(
          'Cashout(s) successfully processed',
        ),
      { timeout: 10_000 },
    );
    const quote = Math.round(Number(quoteText.replace(/[^0-9.]/g, '')) * 100);
    await waitFor(() => expect(useSessionStore.getState().balance).toBe(before + quote), { timeout: 10_000 });
    expect(useCashoutHistoryStore.getState().betIds).toEqual([]);
    // The server's 3 s check reports it too, for any other device of the player.
    const polled = await fetch(`${server.api}/v1/bets/cashouts`, { headers: { jwt: token, bookmaker: 'gb' } });
    expect(await polled.json()).toEqual({ cashouts: [{ bet_id: betId }] });
    // Cashed out, it leaves the open list.
    await waitFor(() => expect(screen.getByText('You have no open bets.')).toBeInTheDocument(), { timeout: 10_000 });
  }, 60_000);
});
