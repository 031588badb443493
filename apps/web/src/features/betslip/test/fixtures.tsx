import { createSlipState } from '@sportsbook/betting';
import type { SlipSelection } from '@sportsbook/betting';
import {
  calculateResponseSchema,
  configResponseSchema,
  currentSelectionSchema,
  freeBetsResponseSchema,
  playerDetailsResponseSchema,
  submitResponseSchema,
} from '@sportsbook/protocol';
import type { CalculateRequest, CurrentSelection, FreeBet } from '@sportsbook/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { toSlipSelection } from '../../../lib/betslip-api';
import { COUNTRIES } from '../../../lib/countries';
import { setSocketClientForTests } from '../../../lib/realtime';
import { SocketClient } from '../../../lib/realtime/socket-client';
import { useAccountFrameStore } from '../../../stores/account-frame-store';
import { useSessionStore } from '../../../stores/session-store';
import { useSettingsStore } from '../../../stores/settings-store';
import { useSiteStore } from '../../../stores/site-store';
import { useSlipStore } from '../../../stores/slip-store';
import { useTipsStore } from '../../../stores/tips-store';
import { useUiStore } from '../../../stores/ui-store';
import { resetUnresolvedResumeForTests } from '../hooks/use-unresolved-tickets';
import { UNRESOLVED_KEY } from '../lib/unresolved-tickets';

/*
 * Slip test support: protocol-valid wire payloads, a fetch double at the network boundary, and
 * rendering inside a real QueryClient with the English strings.
 */

/** The sports API base the tests' fetch double answers. */
export const API = 'http://sports.test';

interface WireOptions {
  readonly outcomeId: number;
  readonly eventId?: number;
  readonly odds?: number;
  readonly outcomeName?: string;
  readonly eventName?: string;
  readonly marketName?: string;
  readonly marketType?: string;
  readonly suspended?: boolean;
  readonly ewPrice?: number | null;
  readonly ewPlace?: number | null;
  readonly comboBoost?: boolean;
}

/** A `selections/current` entry, parsed by the protocol schema so it is exactly what the server sends. */
export function wireSelection(options: WireOptions): CurrentSelection {
  const eventId = options.eventId ?? options.outcomeId * 10;
  const eventName = options.eventName ?? `Home ${eventId} v Away ${eventId}`;
  const marketId = eventId * 100 + 1;
  return currentSelectionSchema.parse({
    event: {
      id: eventId,
      name: eventName,
      slug: `${eventName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${eventId}`,
      home_team: null,
      away_team: null,
      starts_at: '2030-01-01T15:00:00.000Z',
      status: 'not_started',
      is_live: false,
      stats: null,
      status_description: null,
      translated_sport_slug: 'football',
      competition_slug: 'premier-league',
      translated_competition_slug: 'premier-league',
      sport: { id: 1, slug: 'football', category: 'sport' },
      competition: { id: 1, name: 'Premier League', region: { name: 'England' } },
    },
    competition: { id: 1, name: 'Premier League', region: { name: 'England' }, sport: { category: 'sport' } },
    market: {
      id: marketId,
      name: options.marketName ?? 'Match Result',
      type: options.marketType ?? '1x2',
      is_suspended: options.suspended ?? false,
      ew_price: options.ewPrice ?? null,
      ew_place: options.ewPlace ?? null,
    },
    outcome: {
      id: options.outcomeId,
      name: options.outcomeName ?? `Outcome ${options.outcomeId}`,
      fullname: `Match Result - Outcome ${options.outcomeId}`,
      market_id: marketId,
      odds: options.odds ?? 2,
      display_odds: null,
      place_odds: null,
      is_each_way: options.ewPlace !== undefined && options.ewPlace !== null,
      has_ew: options.ewPlace !== undefined && options.ewPlace !== null,
      is_starting_price: false,
      combo_boost_available: options.comboBoost ?? false,
    },
  });
}

/** A slip line as an odds button would add it. */
export function slipSelection(options: WireOptions): SlipSelection {
  return toSlipSelection(wireSelection(options));
}

/** A protocol-valid free bet. */
export function wireFreebet(id: string, amount: number, minOdds: number | null): FreeBet {
  return freeBetsResponseSchema.parse({
    data: [
      { id, name: `Free bet ${amount / 100}`, amount, amount_remaining: amount, conditions: { min_odds: minOdds } },
    ],
  }).data[0]!;
}

/** A recorded request. */
export interface Call {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
}

type Route = (call: Call) => unknown;

/** The network boundary: answers `METHOD /path` with JSON (a value or a function of the call). */
export function stubNetwork(routes: Record<string, unknown>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const call: Call = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined) return new Response(JSON.stringify({ status: 0, message: 'NOT_FOUND' }), { status: 404 });
    const body = typeof route === 'function' ? await (route as Route)(call) : route;
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/** `selections/current` answering from a mutable book of wire selections. */
export function selectionsRoute(book: Map<number, CurrentSelection>): Route {
  return (call) => ({
    selections: (call.query.get('ids') ?? '')
      .split(',')
      .map((id) => book.get(Number(id)))
      .filter(Boolean),
  });
}

/** The combo boost configuration the server ships. */
export const COMBO_BOOST = configResponseSchema.parse({
  combo_boost: { percent_steps: [0, 0, 5, 10, 15, 20, 25], winnings_calc_mode: 'gross', min_leg_odds: 1.2 },
});

/** Every store back to a guest on the GB site with an empty slip; the socket never connects. */
export function resetStores(api = API): void {
  const closed = new SocketClient({ url: () => 'ws://127.0.0.1:9/ws' });
  closed.close();
  setSocketClientForTests(closed);
  useSiteStore.setState({ country: 'GB', config: { ...COUNTRIES.GB, sportsApi: api, cmsUrl: api }, language: 'en' });
  useSessionStore.setState({ user: null, jwt: '', frontendToken: null, balance: null, currency: null });
  useSettingsStore.setState({ oddsFormat: null, acceptOdds: null, comboBoost: true });
  useSlipStore.setState({ slip: createSlipState(Date.now()), moves: {}, ticketSummaries: {} });
  useTipsStore.setState({ status: 'hidden', count: 0 });
  useAccountFrameStore.setState({ active: false, page: null, returnPath: null });
  useUiStore.setState({ modal: null, toasts: [] });
  // No ticket of an earlier test is resumed as if placed before a reload.
  window.localStorage.removeItem(UNRESOLVED_KEY);
  resetUnresolvedResumeForTests();
}

/** Logs a player in as the session store knows it (balance in minor units). */
export function signIn(balance = 100_000, jwt = 'sports-token'): void {
  useSessionStore.setState({
    user: { id: 1, username: 'demo-gb', name: 'demo-gb', email: null },
    jwt,
    balance: balance as never,
    currency: 'GBP',
  });
}

/** Renders inside a real QueryClient, with English strings loaded. */
export async function renderWithClient(ui: ReactElement) {
  await initI18n('en');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

/** Adds lines to the slip as odds buttons do. */
export function addToSlip(...selections: SlipSelection[]): void {
  for (const selection of selections) {
    useSlipStore.getState().dispatch({ type: 'selectionAdded', selection, now: Date.now() });
  }
}

/** A calculate answer as the server builds it: one ticket per single, else one, parsed by the protocol. */
export function calculateAnswer(body: CalculateRequest, statuses: readonly string[] = []) {
  const legs = body.selections.map((selection) => ({
    event_id: selection.event_id,
    market_id: selection.market_id,
    outcome_id: selection.outcome_id,
    odds: selection.odds,
    outcome_name: `Outcome ${selection.outcome_id}`,
    event_name: `Event of ${selection.outcome_id}`,
    market_name: 'Match Result',
    translations: {},
    ew_price: null,
    ew_place: null,
    is_starting_price: false,
  }));
  const mapped = Object.keys(body.stakes).length > 0;
  const singleStake = (outcomeId: number) => body.stakes[String(outcomeId)] ?? (mapped ? 0 : body.stake);
  // As the server: with a stake map, a single absent from it or at 0 gets no ticket.
  const groups =
    body.type === 'single'
      ? legs.filter((leg) => !mapped || singleStake(leg.outcome_id) > 0).map((leg) => [leg])
      : [legs];
  const tickets = groups.map((group, index) => {
    const stake = body.type === 'single' ? singleStake(group[0]!.outcome_id) : body.stake;
    const status = statuses[index] ?? '';
    return {
      uuid: crypto.randomUUID(),
      status,
      error: status !== '',
      error_meta: status ? { message: 'refused', max: 100 } : {},
      bet_type: body.type,
      system_type: body.system_type,
      each_way: body.each_way,
      stake,
      bets: 1,
      total_stake: stake,
      potential_return: Math.round(stake * group.reduce((product, leg) => product * leg.odds, 1)),
      tax: 0,
      freebet_id: body.freebet?.id ?? null,
      selections: group,
    };
  });
  return calculateResponseSchema.parse({ status: 1, message: '', tickets });
}

/** A submit success, parsed by the protocol. */
export function submitSuccess(uuid: string, betId: number, potentialReturn: number) {
  return submitResponseSchema.parse({
    status: 1,
    uuid,
    bet: { id: betId, potential_return: potentialReturn, tax: 0 },
    message: '',
  });
}

/** A submit refusal, parsed by the protocol. */
export function submitRefusal(code: string, details: Record<string, unknown> = {}) {
  return submitResponseSchema.parse({ status: 0, message: code, meta: { error: { message: code, ...details } } });
}

/** `GET /player/details` in major units, as the server answers it. */
export function playerDetails(major: number) {
  return playerDetailsResponseSchema.parse({ status: 1, data: { balance: major, currency: 'GBP' } });
}
