import {
  builderMarketsResponseSchema,
  builderSubmitSuccessSchema,
  builderTicketResponseSchema,
  builderUnavailableSchema,
} from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableColumns } from '../storage/testing';
import { testDatabaseTargets } from '../storage/testing';
import { pathRng } from '../trading/testing';
import { footballSim } from '../trading/testing';
import type { FootballParams } from '../trading/testing';
import { betbuilderBets } from './tables';
import { startBuilderTestApp } from './test-app';
import type { BuilderTestApp, OutcomeRef } from './test-app';

describe.each(testDatabaseTargets())('Bet Builder markets, calculate and ticket on $name', (target) => {
  let t: BuilderTestApp;
  let event: { id: number; name: string };
  let outcomes: OutcomeRef[];
  const find = (type: string, line: number | null, name: string) => {
    const found = outcomes.find((o) => o.type === type && o.line === line && o.name === name);
    if (!found) throw new Error(`no ${type} ${line} ${name}`);
    return found;
  };
  const home = () => find('1x2', null, event.name.split(' v ')[0]!);
  const over25 = () => find('total_goals', 2.5, 'Over 2.5');
  const bttsYes = () => find('btts', null, 'Yes');

  /** The in-play delays submit waited, and the feed moving on meanwhile (a minute of play). */
  const slept: number[] = [];
  let liveAt = 0;
  /** What the player does while a submit waits (a time-out, say). */
  let duringWait: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    t = await startBuilderTestApp(target, {
      config: { inPlayDelayMs: 3_000 },
      sleep: async (ms) => {
        slept.push(ms);
        liveAt += 60_000;
        await t.tickAt(liveAt);
        await duringWait();
      },
    });
    event = await t.preMatchFootball();
    outcomes = await t.outcomes(event.id);
  }, 240_000);
  afterAll(() => t?.close());

  const calculate = async (ids: number[], extra: Record<string, unknown> = {}) => {
    const response = await t.post('/v1/betbuilder/calculate', {
      event_id: event.id,
      selections: ids.map((outcome_id) => ({ outcome_id })),
      precanned_id: null,
      bookmaker: 'gb',
      lang: 'en',
      country: 'gb',
      ...extra,
    });
    return response;
  };

  it('declares betbuilder_bets in drizzle exactly as migration 0014 makes it', async () => {
    const { name, actual, declared } = await tableColumns(t.database, betbuilderBets);
    expect(actual, `table ${name}`).toEqual(declared);
  });

  it('lists the builder markets with their single prices, a goalscorer market with named players, and popular combinations', async () => {
    const response = await t.get(`/v1/betbuilder/markets?event_id=${event.id}&bookmaker=gb&lang=en`);
    expect(response.statusCode).toBe(200);
    const { data } = builderMarketsResponseSchema.parse(response.json());
    expect(data.event).toMatchObject({ id: event.id, name: event.name, sport: 'football', live: false });
    const types = new Set(data.markets.map((market) => market.type));
    for (const type of ['1x2', 'double_chance', 'draw_no_bet', 'total_goals', 'btts', 'correct_score', 'half_time_result', 'home_total_goals', 'asian_handicap', 'european_handicap', 'anytime_goalscorer']) {
      expect(types, type).toContain(type);
    } // prettier-ignore
    const scorers = data.markets.find((market) => market.type === 'anytime_goalscorer')!;
    expect(scorers.outcomes).toHaveLength(16);
    for (const outcome of scorers.outcomes) expect(outcome.odds).toBeGreaterThan(1);
    // Asian lines that can push are not builder outcomes.
    const asian = data.markets.filter((market) => market.type === 'asian_handicap');
    expect(asian.every((market) => !/[+-]?1$|0$/.test(market.name))).toBe(true);
    expect(data.popular.length).toBeGreaterThan(0);
    for (const popular of data.popular) {
      const priced = builderTicketResponseSchema.parse(
        (await calculate([], { precanned_id: popular.precanned_id })).json(),
      );
      expect(priced.ticket.odds).toBe(popular.odds);
      expect(priced.ticket.selections.map((s) => s.id)).toEqual(popular.selections.map((s) => s.outcome_id));
    }
  });

  it('prices one leg at exactly its single price, including a goalscorer', async () => {
    const scorer = outcomes.find((o) => o.type === 'anytime_goalscorer')!;
    for (const outcome of [home(), over25(), scorer]) {
      const { ticket } = builderTicketResponseSchema.parse((await calculate([outcome.id])).json());
      expect(ticket.odds).toBe(outcome.odds);
      expect(ticket.selections).toEqual([expect.objectContaining({ id: outcome.id, error: false })]);
    }
  });

  it('prices correlated legs as one bet: home, both teams to score and over 2.5 together, with one margin', async () => {
    const response = await calculate([home().id, bttsYes().id, over25().id]);
    expect(response.statusCode).toBe(200);
    const { ticket } = builderTicketResponseSchema.parse(response.json());
    expect(ticket.odds).toBeGreaterThan(Math.max(home().odds, bttsYes().odds, over25().odds));
    // Strongly correlated legs: far shorter than the accumulator of the three prices.
    expect(ticket.odds).toBeLessThan(home().odds * bttsYes().odds * over25().odds);
    expect(ticket.display_odds?.decimal).toBe(ticket.odds.toFixed(2));
    expect(ticket.name).toBe(event.name);
    expect(ticket.id).toBe(`bb${event.id}-${home().id}-${bttsYes().id}-${over25().id}`);
    const again = await t.get(`/v1/betbuilder/ticket?id=${ticket.id}&bookmaker=gb`);
    expect(again.statusCode).toBe(200);
    expect(builderTicketResponseSchema.parse(again.json()).ticket).toEqual(ticket);
  });

  it("describes each leg in the bettor's language (calculate, ticket and popular names); team and player names as they are", async () => {
    const [homeTeam] = event.name.split(' v ');
    const scorer = outcomes.find((o) => o.type === 'anytime_goalscorer')!;
    const ids = [home().id, over25().id, bttsYes().id, scorer.id];
    const expected: Record<string, string[]> = {
      en: [`${homeTeam} to win`, 'Over 2.5 goals', 'Both teams to score', `${scorer.name} to score`],
      de: [`${homeTeam} gewinnt`, 'Über 2,5 Tore', 'Beide Teams treffen', `${scorer.name} trifft`],
      ja: [`${homeTeam}の勝利`, '2.5ゴール以上（オーバー）', '両チーム得点', `${scorer.name}が得点`],
      el: [`${homeTeam} κερδίζει`, 'Πάνω από 2,5 γκολ', 'Σκοράρουν και οι δύο ομάδες', `${scorer.name} σκοράρει`],
      'pt-BR': [`${homeTeam} vence`, 'Mais de 2,5 golos', 'Ambas as equipas marcam', `${scorer.name} marca`],
    };
    for (const [lang, words] of Object.entries(expected)) {
      const { ticket } = builderTicketResponseSchema.parse((await calculate(ids, { lang })).json());
      expect(
        ticket.selections.map((line) => line.description_translated),
        lang,
      ).toEqual(words);
      // `description` stays the catalogue's own name.
      expect(ticket.selections[1]!.description).toBe('Total Goals 2.5 - Over 2.5');
      const again = builderTicketResponseSchema.parse(
        (await t.get(`/v1/betbuilder/ticket?id=${ticket.id}&lang=${lang}`)).json(),
      ).ticket;
      expect(
        again.selections.map((line) => line.description_translated),
        lang,
      ).toEqual(words);
    }
    const { data } = builderMarketsResponseSchema.parse(
      (await t.get(`/v1/betbuilder/markets?event_id=${event.id}&lang=fr`)).json(),
    );
    for (const popular of data.popular) {
      const { ticket } = builderTicketResponseSchema.parse(
        (await calculate([], { precanned_id: popular.precanned_id, lang: 'fr' })).json(),
      );
      expect(popular.name).toBe(ticket.selections.map((line) => line.description_translated).join(' & '));
    }
  });

  it('prices contradictory legs at 0 and marks the lines at fault', async () => {
    const nilOne = find('correct_score', null, '0-1');
    const response = await calculate([home().id, nilOne.id, bttsYes().id]);
    const { ticket } = builderTicketResponseSchema.parse(response.json());
    expect(ticket.odds).toBe(0);
    expect(ticket.display_odds).toBeNull();
    expect(ticket.selections.map((s) => s.error)).toEqual(['CANNOT_COMBINE', 'CANNOT_COMBINE', 'CANNOT_COMBINE']);
    const twoLegs = builderTicketResponseSchema.parse((await calculate([home().id, over25().id, nilOne.id])).json());
    expect(twoLegs.ticket.selections.map((s) => s.error)).toEqual([
      'CANNOT_COMBINE',
      'CANNOT_COMBINE',
      'CANNOT_COMBINE',
    ]);
    const fine = builderTicketResponseSchema.parse(
      (await calculate([over25().id, bttsYes().id, find('correct_score', null, '1-0').id])).json(),
    );
    expect(fine.ticket.odds).toBe(0);
    expect(fine.ticket.selections.map((s) => s.error)).toEqual(['CANNOT_COMBINE', 'CANNOT_COMBINE', 'CANNOT_COMBINE']);
  });

  it('answers 400 for a foreign outcome, junk and repeated outcomes; 404 for an event without a builder', async () => {
    const [other] = await t.database.execute<{ id: string | number }>(
      `SELECT o.id FROM outcomes o JOIN markets m ON m.id = o.market_id WHERE m.event_id <> ${event.id} LIMIT 1`,
    );
    const foreign = await calculate([home().id, Number(other!.id)]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('VALIDATION_ERROR');
    expect(foreign.json().meta.error.message).toMatch(/not an outcome of event/);
    for (const junk of [
      { event_id: 'x', selections: [] },
      { event_id: event.id, selections: [{ outcome_id: -1 }] },
      { event_id: event.id, selections: [] },
      { event_id: event.id, selections: [{ outcome_id: home().id }, { outcome_id: home().id }] },
      null,
    ]) {
      const response = await t.post('/v1/betbuilder/calculate', junk);
      expect(response.statusCode, JSON.stringify(junk)).toBe(400);
    }
    expect((await t.get('/v1/betbuilder/ticket?id=nonsense')).statusCode).toBe(400);
    expect((await t.get('/v1/betbuilder/markets?event_id=abc')).statusCode).toBe(400);
    const unavailable = await t.get('/v1/betbuilder/markets?event_id=999999999');
    expect(unavailable.statusCode).toBe(404);
    builderUnavailableSchema.parse(unavailable.json());
  });

  it('prices in play from the live state at the last tick, and waits the in-play delay at submit, re-pricing after it', async () => {
    const live = t.events.find((candidate) => candidate.kind === 'football' && candidate.id !== event.id)!;
    const params = live.params as FootballParams;
    // The test reads the match's seeded future (the test app's seed) for a first-half minute whose markets stay
    // open from the calculation through both submits: no goal from two minutes before to three after.
    const path = footballSim.path(params, pathRng('betbuilder', 'football', live.id));
    const minute = [25, 30, 35, 20, 15].find((m) => path.goals.every((goal) => goal.at < m - 2 || goal.at > m + 3))!;
    liveAt = live.startsAt + minute * params.minuteMs;
    const calculatedAt = footballSim.snapshot(params, path, live.startsAt, liveAt).state.minute;
    await t.tickAt(liveAt);
    const response = await t.get(`/v1/betbuilder/markets?event_id=${live.id}`);
    const { data } = builderMarketsResponseSchema.parse(response.json());
    expect(data.event.live).toBe(true);
    const liveOutcomes = await t.outcomes(live.id);
    const open = data.markets.flatMap((market) => market.outcomes.filter((outcome) => !outcome.suspended));
    const byType = (type: string, name: string) => liveOutcomes.find((o) => o.type === type && o.name === name)!;
    const under = byType('total_goals', 'Under 4.5');
    const draw = byType('1x2', 'Draw');
    expect(open.map((outcome) => outcome.id)).toEqual(expect.arrayContaining([under.id, draw.id]));
    const single = builderTicketResponseSchema.parse(
      (await t.post('/v1/betbuilder/calculate', { event_id: live.id, selections: [{ outcome_id: under.id }] })).json(),
    ).ticket;
    expect(single.odds).toBe(under.odds);
    const pair = builderTicketResponseSchema.parse(
      (
        await t.post('/v1/betbuilder/calculate', {
          event_id: live.id,
          selections: [{ outcome_id: under.id }, { outcome_id: draw.id }],
        })
      ).json(),
    ).ticket;
    expect(pair.odds).toBeGreaterThan(1);
    const player = await t.newPlayer();
    const body = {
      uuid: '00000000-0000-4000-8000-000000000001',
      event_id: live.id,
      selections: [{ outcome_id: under.id }, { outcome_id: draw.id }],
      stake: 1_000,
      current_odds: pair.odds,
      accept_odds: 'ACCEPT_NONE',
    };
    // A minute later the joint price has moved: ACCEPT_NONE refuses after the wait, ACCEPT_ANY takes the new price.
    const refused = await t.post('/v1/betbuilder/submit', body, player);
    expect(slept).toEqual([3_000]);
    expect(refused.json().message).toBe('ODDS_CHANGED');
    const moved = refused.json().meta.error.odds as number;
    const taken = await t.post(
      '/v1/betbuilder/submit',
      { ...body, uuid: '00000000-0000-4000-8000-000000000002', accept_odds: 'ACCEPT_ANY' },
      player,
    );
    expect(slept).toEqual([3_000, 3_000]);
    const receipt = builderSubmitSuccessSchema.parse(taken.json()).receipt;
    expect(moved).not.toBe(pair.odds);
    const now = builderTicketResponseSchema.parse(
      (await t.get(`/v1/betbuilder/ticket?id=bb${live.id}-${under.id}-${draw.id}`)).json(),
    ).ticket;
    expect(receipt.odds).toBe(now.odds);
    const [stored] = await t.database.execute<{ live: boolean; state: { minute: number } }>(
      `SELECT live, state FROM betbuilder_bets WHERE bet_id = ${receipt.bet_id}`,
    );
    expect(stored!.live).toBe(true);
    expect(stored!.state.minute).toBeGreaterThan(calculatedAt);
  });

  it('refuses an in-play bet whose player takes a time-out while it waits: no bet, no ledger row', async () => {
    const live = t.events.find((candidate) => candidate.kind === 'football' && candidate.id !== event.id)!;
    const liveOutcomes = await t.outcomes(live.id);
    const under = liveOutcomes.find((o) => o.type === 'total_goals' && o.name === 'Under 4.5')!;
    const player = await t.newPlayer();
    const until = new Date(Date.now() + 86_400_000);
    duringWait = () => t.accounts.players.restrictPlayer(player.id, 'timed_out', until);
    try {
      const body = {
        uuid: '00000000-0000-4000-8000-000000000003',
        event_id: live.id,
        selections: [{ outcome_id: under.id }],
        stake: 1_000,
        current_odds: under.odds,
        accept_odds: 'ACCEPT_ANY',
      };
      const response = await t.post('/v1/betbuilder/submit', body, player);
      expect(response.json()).toMatchObject({
        status: 0,
        message: 'NOT_AUTHENTICATED',
        meta: { error: { blocked_until: until.toISOString() } },
      });
    } finally {
      duringWait = async () => undefined;
    }
    const written = await t.database.execute<{ bets: number; entries: number }>(
      `SELECT (SELECT count(*)::int FROM bets WHERE player_id = ${player.id}) AS bets,
              (SELECT count(*)::int FROM ledger_entries WHERE player_id = ${player.id} AND kind <> 'deposit') AS entries`,
    );
    expect(written).toEqual([{ bets: 0, entries: 0 }]);
    expect((await t.wallet.balanceOf(player.id)).balance).toBe(100_000);
  });

  it('builds tennis too: match winner, set betting and total games from one joint model, one leg at its single price', async () => {
    const match = t.events.find((candidate) => candidate.kind === 'tennis')!;
    const response = await t.get(`/v1/betbuilder/markets?event_id=${match.id}&lang=de`);
    expect(response.statusCode).toBe(200);
    const { data } = builderMarketsResponseSchema.parse(response.json());
    expect(data.event.sport).toBe('tennis');
    expect(new Set(data.markets.map((market) => market.type))).toEqual(
      new Set(['match_winner', 'set_betting', 'total_games']),
    );
    const winner = data.markets.find((market) => market.type === 'match_winner')!;
    const sets = data.markets.find((market) => market.type === 'set_betting')!;
    const totals = data.markets.filter((market) => market.type === 'total_games');
    const [home, away] = data.event.name.split(' v ');
    const ticket = async (ids: number[], lang = 'en') =>
      builderTicketResponseSchema.parse(
        (
          await t.post('/v1/betbuilder/calculate', {
            event_id: match.id,
            selections: ids.map((outcome_id) => ({ outcome_id })),
            lang,
          })
        ).json(),
      ).ticket;
    for (const outcome of [winner.outcomes[0]!, sets.outcomes[0]!, totals[0]!.outcomes[1]!]) {
      expect((await ticket([outcome.id])).odds).toBe(outcome.odds);
    }
    // The home player in straight sets, and the home player with few games: one joint price each, margin once.
    const straight = sets.outcomes.find((outcome) => outcome.name === `${home} 2-0`)!;
    const homeWins = winner.outcomes[0]!;
    const implied = await ticket([homeWins.id, straight.id]);
    // Winning 2-0 implies winning: priced as the one yes/no bet on 2-0 (two-way margin), never above the single.
    expect(implied.odds).toBeGreaterThan(1);
    expect(implied.odds).toBeLessThanOrEqual(straight.odds);
    const under = totals[0]!.outcomes.find((outcome) => outcome.name.startsWith('Under'))!;
    const pair = await ticket([homeWins.id, under.id], 'de');
    expect(pair.odds).toBeGreaterThan(Math.max(homeWins.odds, under.odds) - 1e-9);
    expect(pair.odds).not.toBe(Number((homeWins.odds * under.odds).toFixed(2)));
    expect(pair.selections.map((selection) => selection.description_translated)).toEqual([
      `${home} gewinnt`,
      expect.stringMatching(/^Unter \d+,5 Spiele$/),
    ]);
    // The away player winning with the home player's straight-sets score cannot happen.
    const contradiction = await ticket([winner.outcomes[1]!.id, straight.id]);
    expect(contradiction.odds).toBe(0);
    expect(contradiction.selections.map((selection) => selection.error)).toEqual(['CANNOT_COMBINE', 'CANNOT_COMBINE']);
    expect(contradiction.selections.map((selection) => selection.description_translated)).toEqual([
      `${away} to win`,
      `${home} to win 2-0 in sets`,
    ]);
  });

  it('builds basketball too: moneyline, spreads and totals from one model, one leg at its single price', async () => {
    const game = t.events.find((candidate) => candidate.kind === 'basketball')!;
    const response = await t.get(`/v1/betbuilder/markets?event_id=${game.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = builderMarketsResponseSchema.parse(response.json());
    expect(data.event.sport).toBe('basketball');
    const moneyline = data.markets.find((market) => market.type === 'moneyline')!;
    const total = data.markets.find((market) => market.type === 'total')!;
    const ticket = async (ids: number[]) =>
      builderTicketResponseSchema.parse(
        (
          await t.post('/v1/betbuilder/calculate', {
            event_id: game.id,
            selections: ids.map((outcome_id) => ({ outcome_id })),
          })
        ).json(),
      ).ticket;
    const home = moneyline.outcomes[0]!;
    expect((await ticket([home.id])).odds).toBe(home.odds);
    const pair = await ticket([home.id, total.outcomes[0]!.id]);
    expect(pair.odds).toBeGreaterThan(Math.max(home.odds, total.outcomes[0]!.odds));
    const both = await ticket([moneyline.outcomes[0]!.id, moneyline.outcomes[1]!.id]);
    expect(both.odds).toBe(0);
    expect(both.selections.map((selection) => selection.error)).toEqual(['CANNOT_COMBINE', 'CANNOT_COMBINE']);
  });
});
