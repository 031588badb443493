import { builderSubmitSuccessSchema } from '@sportsbook/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../storage/index';
import { testDatabaseTargets } from '../storage/testing';
import type { FootballParams } from '../trading/testing';
import { loadBuilderEvent } from './event-store';
import { priceBuilder } from './pricing';
import { createBetBuilderService } from './service';
import { startBuilderTestApp } from './test-app';
import type { BuilderTestApp } from './test-app';

describe.each(testDatabaseTargets())('Bet Builder submit re-prices inside its transaction on $name', (target) => {
  let t: BuilderTestApp;
  beforeAll(async () => {
    t = await startBuilderTestApp(target);
  }, 240_000);
  afterAll(() => t?.close());

  it('judges again when the feed commits a new price between the judgement and the transaction', async () => {
    const live = t.events.filter((event) => event.kind === 'football').sort((a, b) => a.startsAt - b.startsAt)[0]!;
    const params = live.params as FootballParams;
    let clock = live.startsAt + 20 * params.minuteMs;
    await t.tickAt(clock);
    // The real database; the feed ticks a minute on just before the first transaction that follows `arm()`.
    let armed = false;
    const handle: DatabaseHandle = {
      ...t.database,
      transaction: async (fn) => {
        if (armed) {
          armed = false;
          clock += params.minuteMs;
          await t.tickAt(clock);
        }
        return t.database.transaction(fn);
      },
    };
    const service = createBetBuilderService({
      handle,
      wallet: t.wallet,
      feedSeed: t.feedSeed,
      config: { inPlayDelayMs: 0 },
    });
    const outcomes = await t.outcomes(live.id);
    const ids = [
      outcomes.find((o) => o.type === 'total_goals' && o.name === 'Under 4.5')!.id,
      outcomes.find((o) => o.type === '1x2' && o.name === 'Draw')!.id,
    ];
    const priceNow = async () => priceBuilder((await loadBuilderEvent(t.database, live.id, t.feedSeed))!, ids).odds;
    const taken = await priceNow();
    const created = await t.newPlayer();
    const player = { id: created.id, username: `p${created.id}`, country: 'GB', currency: created.currency };
    const body = {
      uuid: '00000000-0000-4000-8000-0000000000a1',
      event_id: live.id,
      selections: ids.map((outcome_id) => ({ outcome_id })),
      stake: 1_000,
      current_odds: taken,
      accept_odds: 'ACCEPT_NONE' as const,
      freebet: null,
      lang: 'en',
    };
    const balance = async () => Number((await t.wallet.balanceOf(created.id)).balance);
    const before = await balance();

    armed = true;
    const refused = await service.submit(body, player);
    const moved = await priceNow();
    expect(moved).not.toBe(taken);
    expect(refused).toMatchObject({ status: 0, message: 'ODDS_CHANGED' });
    expect(await balance()).toBe(before);

    armed = true;
    const answer = await service.submit(
      { ...body, uuid: '00000000-0000-4000-8000-0000000000a2', current_odds: moved, accept_odds: 'ACCEPT_ANY' },
      player,
    );
    const receipt = builderSubmitSuccessSchema.parse(answer).receipt;
    // Struck at the price committed when it was placed, not the one judged before the tick.
    expect(receipt.odds).toBe(await priceNow());
    expect(receipt.odds).not.toBe(moved);
    expect(await balance()).toBe(before - 1_000);
    service.close();
  });
});
