/*
 * Test support: a bettor talking to a running server over real HTTP (log in, find prices,
 * calculate, submit), as the client does. Shared by the crash-safety test and the
 * bet-acceptance bench.
 */

/** A logged-in player as the sports API sees them. */
export interface Bettor {
  /** The bookmaker of the player's country, lower case (`gb`); also the country a submit names. */
  readonly bookmaker: string;
  readonly token: string;
}

/** A priced outcome, named as a slip line names it. */
export interface Selection {
  readonly event_id: number;
  readonly market_id: number;
  readonly outcome_id: number;
  readonly odds: number;
  readonly type: string;
}

/** What `POST /v1/betslip/submit` answers. */
export interface SubmitAnswer {
  readonly status: number;
  readonly message?: string;
  readonly bet?: { readonly id: number };
}

/** POSTs `body` as JSON and answers the parsed reply; throws on a 5xx, with the reply in the message. */
async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 500) throw new Error(`${url} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/** Logs a seeded demo player in through the account API and answers the access token. */
export async function logInDemo(account: string, username: string, deviceName: string): Promise<string> {
  const answer = (await postJson(`${account}/api/login`, {
    username,
    password: 'demo-pass-1',
    platform: 'web',
    device_name: deviceName,
  })) as { access_token?: string };
  if (!answer.access_token) throw new Error(`${username} cannot log in: ${JSON.stringify(answer)}`);
  return answer.access_token;
}

/**
 * Outcomes of the first market of upcoming football events that start an hour or more from now
 * (no in-play delay, no kick-off during a run), priced at `minOdds` or more, at most `limit`.
 */
export async function upcomingSelections(
  sports: string,
  { minOdds = 0, limit }: { readonly minOdds?: number; readonly limit: number },
): Promise<Selection[]> {
  const response = await fetch(`${sports}/echo/v1/events?bookmaker=gb&lang=en&live=0&sport=football`);
  const { events } = (await response.json()) as {
    events: {
      id: number;
      is_live: boolean;
      starts_at: string;
      markets: { id: number; type: string; is_suspended: boolean; outcomes: { id: number; odds: number | null }[] }[];
    }[];
  };
  const later = Date.now() + 60 * 60 * 1000;
  const selections: Selection[] = [];
  for (const event of events) {
    const market = event.markets[0];
    if (event.is_live || Date.parse(event.starts_at) < later || !market || market.is_suspended) continue;
    for (const outcome of market.outcomes) {
      if (outcome.odds === null || outcome.odds < minOdds) continue;
      selections.push({
        event_id: event.id,
        market_id: market.id,
        outcome_id: outcome.id,
        odds: outcome.odds,
        type: market.type,
      });
    }
  }
  return selections.slice(0, limit);
}

/** The calculate body of a single of `stake` minor units at any price, on a free bet when one is named. */
export function singleSlip(selection: Selection, stake: number, freebetId: string | null = null) {
  return {
    freebet: freebetId ? { id: freebetId } : null,
    type: 'single',
    system_type: null,
    selections: [{ ...selection, outcome_list: [], each_way: false, is_starting_price: false, stake }],
    total_stake: 0,
    total_bets: 0,
    total_return: 0,
    each_way: false,
    stakes: { [selection.outcome_id]: stake },
    lang: 'en',
    accept_odds: 'ACCEPT_ANY',
    stake,
  };
}

/** `POST /v1/betslip/calculate`: the slip's first ticket; throws when the answer has none. */
export async function calculateTicket(
  sports: string,
  bettor: Bettor,
  slip: ReturnType<typeof singleSlip>,
): Promise<Record<string, unknown>> {
  const answer = (await postJson(`${sports}/v1/betslip/calculate`, slip, {
    jwt: bettor.token,
    bookmaker: bettor.bookmaker,
  })) as { tickets?: Record<string, unknown>[] };
  const ticket = answer.tickets?.[0];
  if (!ticket) throw new Error(`calculate gave no ticket: ${JSON.stringify(answer)}`);
  return ticket;
}

/** `POST /v1/betslip/submit` of a calculated ticket, accepting any price. */
export async function submitTicket(sports: string, bettor: Bettor, ticket: unknown): Promise<SubmitAnswer> {
  return (await postJson(
    `${sports}/v1/betslip/submit`,
    { ticket, accept_odds: 'ACCEPT_ANY', lang: 'en', country: bettor.bookmaker },
    { jwt: bettor.token, bookmaker: bettor.bookmaker },
  )) as SubmitAnswer;
}
