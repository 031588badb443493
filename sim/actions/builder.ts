import { call, sportsHeaders } from '../client';
import type { Answer, SimBettor } from '../client';
import type { BoardOutcome } from '../board';
import type { SimRecord, SubmitRecord } from '../record';
import type { SimRng } from '../rng';
import type { World } from '../world';
import { drawUuid } from './casino';
import { drawStake } from './slips';

interface BuilderMarket {
  id: number;
  outcomes: { id: number; suspended: boolean }[];
}

/** What the log keeps of a Bet Builder submit's answer; records an acceptance. */
function learnBuilder(record: SimRecord, submitted: SubmitRecord, answer: Answer): Record<string, unknown> {
  const receipt = (answer.body.receipt ?? (answer.body.data as { receipt?: unknown } | undefined)?.receipt) as
    { bet_id: number } | undefined;
  if (answer.body.status === 1 && receipt) {
    if (submitted.state === 'accepted' && submitted.betId !== receipt.bet_id)
      record.contradictions.push(`builder ${submitted.alias} answered bet ${receipt.bet_id} after ${submitted.betId}`);
    submitted.state = 'accepted';
    submitted.betId = receipt.bet_id;
    return { accepted: receipt.bet_id };
  }
  if (submitted.state !== 'accepted') submitted.state = 'refused';
  return { http: answer.statusCode, refused: answer.body.message ?? null };
}

/**
 * A Bet Builder on one listed event: two or three outcomes of different builder markets, priced
 * by the builder's calculate, submitted under a seeded uuid at the odds shown; with a lost answer
 * the client submits the same uuid again.
 */
export async function placeBuilder(
  world: World,
  record: SimRecord,
  rng: SimRng,
  bettor: SimBettor,
  board: readonly BoardOutcome[],
  lostAnswer: boolean,
): Promise<Record<string, unknown>> {
  if (board.length === 0) return { builder: 'no events' };
  const eventId = rng.pick(board).event_id;
  const listing = await call(world.book.app, {
    url: `/v1/betbuilder/markets?event_id=${eventId}&bookmaker=${bettor.bookmaker}`,
  });
  const markets = ((listing.body.data as { markets?: BuilderMarket[] } | undefined)?.markets ?? []).filter((market) =>
    market.outcomes.some((outcome) => !outcome.suspended),
  );
  if (markets.length < 2) return { builder: 'no markets' };
  const chosen: number[] = [];
  for (let tries = 0; tries < 8 && chosen.length < rng.between(2, 3); tries += 1) {
    const market = rng.pick(markets);
    const open = market.outcomes.filter((outcome) => !outcome.suspended);
    const outcome = rng.pick(open);
    if (!chosen.includes(outcome.id)) chosen.push(outcome.id);
  }
  const selections = chosen.map((id) => ({ outcome_id: id }));
  const priced = await call(world.book.app, {
    method: 'POST',
    url: '/v1/betbuilder/calculate',
    headers: sportsHeaders(bettor),
    payload: { event_id: eventId, selections, bookmaker: bettor.bookmaker },
  });
  const odds = (priced.body.ticket as { odds?: number } | undefined)?.odds;
  if (priced.body.status !== 1 || !odds || odds <= 1)
    return { builder: 'not priced', message: priced.body.message ?? null };
  const uuid = drawUuid(rng);
  const stake = drawStake(rng);
  const submitted: SubmitRecord = {
    uuid,
    alias: record.alias(uuid, 'bb'),
    bettor: bettor.index,
    product: 'builder',
    shownTotalStake: stake,
    ticket: {},
    state: 'unknown',
  };
  record.submits.set(uuid, submitted);
  const send = () =>
    call(world.book.app, {
      method: 'POST',
      url: '/v1/betbuilder/submit',
      headers: sportsHeaders(bettor),
      payload: {
        uuid,
        event_id: eventId,
        selections,
        stake,
        current_odds: odds,
        accept_odds: 'ACCEPT_ANY',
        bookmaker: bettor.bookmaker,
      },
    });
  const log: Record<string, unknown> = { builder: submitted.alias, legs: selections.length, stake, odds };
  log.answer = learnBuilder(record, submitted, await send());
  if (lostAnswer) log.retry = learnBuilder(record, submitted, await send());
  return log;
}
