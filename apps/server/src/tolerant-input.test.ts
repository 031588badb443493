import { eventsResponseSchema } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginBody } from './accounts/testing';
import { firstListedSelection, slipBody } from './betting/testing';
import { readConfig } from './config';
import { createSportsbook } from './server';
import type { Sportsbook } from './server';
import { testDatabaseTargets } from './storage/testing';
import { createManualClock } from './trading/testing';

/** The answers of one call with the bookmaker id or country in lower and upper case. */
const CASES = ['gb', 'GB', 'Gb'] as const;

describe.each(testDatabaseTargets())('country codes and bookmaker ids in any case on $name', (target) => {
  let sportsbook: Sportsbook;

  beforeAll(async () => {
    const handle = await target.open();
    const config = { ...readConfig({}), logLevel: 'silent', webRoot: '/nonexistent', accountRoot: '/nonexistent' };
    sportsbook = await createSportsbook(config, {
      handle,
      feedClock: createManualClock(Date.parse('2026-11-20T15:00:00Z')),
      feedTickMs: 0,
      env: { SEED_DEMO: '1', JWT_SECRET: 'tolerant-input-test-secret-0123456789' },
    });
  }, 240_000);
  afterAll(async () => {
    await sportsbook.close();
    await sportsbook.handle.close();
  });

  /** GETs `url(id)` for every case of the id: each answers 200 and the same body as `gb`. */
  async function expectSameAnswers(
    url: (id: string) => string,
    headers: (id: string) => Record<string, string> = () => ({}),
  ) {
    const answers = [];
    for (const id of CASES) {
      const response = await sportsbook.app.inject({ url: url(id), headers: headers(id) });
      expect(response.statusCode, url(id)).toBe(200);
      answers.push(response.json());
    }
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    return answers[0];
  }

  it('answers the catalogue the same for bookmaker=GB, Gb and gb, in the query or the header', async () => {
    const listing = eventsResponseSchema.parse(
      await expectSameAnswers((id) => `/echo/v1/events?bookmaker=${id}&lang=en&sport=football`),
    );
    await expectSameAnswers(
      () => '/echo/v1/events?lang=en&sport=football',
      (id) => ({ bookmaker: id }),
    );
    const event = listing.events[0]!;
    await expectSameAnswers((id) => `/echo/v1/markets?event_id=${event.id}&bookmaker=${id}&lang=en`);
    const outcome = event.markets[0]!.outcomes[0]!;
    await expectSameAnswers((id) => `/echo/v1/selections/current?ids=${outcome.id}&bookmaker=${id}`);
    const config = await expectSameAnswers((id) => `/v1/config?bookmaker=${id}`);
    expect(config).toEqual((await sportsbook.app.inject({ url: '/v1/config?country=GB' })).json());
    await expectSameAnswers((id) => `/api/content/home?bookmaker=${id}&lang=en`);
  });

  it('answers the content API the same for bookmaker and country in any case', async () => {
    await expectSameAnswers((id) => `/api/content/global?bookmaker=${id}&lang=en`);
    await expectSameAnswers((id) => `/api/content/global?country=${id}&lang=en`);
    await expectSameAnswers((id) => `/api/content/translations?bookmaker=${id}&lang=en`);
  });

  it('prices a slip the same for bookmaker GB and gb, and takes a bet whose country is "GB"', async () => {
    const login = await sportsbook.accountApp.inject({
      method: 'POST',
      url: '/api/login',
      payload: loginBody('demo-gb', 'demo-pass-1'),
    });
    const jwt = login.json().access_token as string;
    const selection = await firstListedSelection(sportsbook.app, 200);
    const body = slipBody([selection], { stakes: { [selection.outcome_id]: 200 }, stake: 200 });
    const tickets = [];
    for (const id of CASES) {
      const calculate = await sportsbook.app.inject({
        method: 'POST',
        url: '/v1/betslip/calculate',
        headers: { jwt, bookmaker: id },
        payload: body,
      });
      expect(calculate.statusCode, id).toBe(200);
      tickets.push(calculate.json().tickets.map(({ uuid: _uuid, ...ticket }: { uuid: string }) => ticket));
    }
    for (const ticket of tickets.slice(1)) expect(ticket).toEqual(tickets[0]);
    await expectSameAnswers(
      (id) => `/v1/betslip/validate-selections?selections=${selection.outcome_id}&bookmaker=${id}`,
    );

    for (const country of ['GB', 'gb']) {
      const calculate = await sportsbook.app.inject({
        method: 'POST',
        url: '/v1/betslip/calculate',
        headers: { jwt, bookmaker: 'gb' },
        payload: body,
      });
      const [ticket] = calculate.json().tickets;
      const submit = await sportsbook.app.inject({
        method: 'POST',
        url: '/v1/betslip/submit',
        headers: { jwt, bookmaker: 'gb' },
        payload: { ticket, accept_odds: 'ACCEPT_ANY', lang: 'en', country },
      });
      expect(submit.statusCode, country).toBe(200);
      expect(submit.json(), country).toMatchObject({ status: 1, uuid: ticket.uuid });
    }
  });
});
