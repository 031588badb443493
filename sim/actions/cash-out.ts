import { call, sportsHeaders } from '../client';
import type { Answer, SimBettor } from '../client';
import { countOne } from '../record';
import type { SimRecord } from '../record';
import type { SimRng } from '../rng';
import type { World } from '../world';

interface ListedBet {
  id: number;
  cashout: { available: boolean; quote?: number } | null;
}

const summary = (answer: Answer) => ({
  http: answer.statusCode,
  status: answer.body.status ?? null,
  payout: answer.body.payout ?? null,
  message: answer.body.message ?? null,
});

/**
 * A bettor cashes out one of their open bets at the quote My Bets shows; with a fault, the
 * answer is lost and the client sends it again, or the request is sent twice at once.
 */
export async function cashOut(
  world: World,
  record: SimRecord,
  rng: SimRng,
  bettor: SimBettor,
  fault: 'none' | 'lost-answer-retry' | 'duplicate',
): Promise<Record<string, unknown>> {
  const listing = await call(world.book.app, { url: '/v1/bets?status=open', headers: sportsHeaders(bettor) });
  const offers = ((listing.body.bets ?? []) as ListedBet[]).filter((bet) => bet.cashout?.available);
  if (offers.length === 0) return { cashOut: 'none offered' };
  const bet = rng.pick(offers);
  const send = () =>
    call(world.book.app, {
      method: 'POST',
      url: `/v1/bets/${bet.id}/cashout`,
      headers: sportsHeaders(bettor),
      payload: { quote: bet.cashout!.quote },
    });
  // A bet is offered again only while open: the last quote asked is the one a cash out pays.
  record.cashOutQuotes.set(bet.id, bet.cashout!.quote ?? 0);
  if (fault !== 'none') countOne(record.counts.faults, fault);
  const log: Record<string, unknown> = { cashOut: bet.id, quote: bet.cashout!.quote };
  if (fault === 'duplicate') {
    const [first, second] = await Promise.all([send(), send()]);
    return { ...log, first: summary(first), second: summary(second) };
  }
  log.answer = summary(await send());
  if (fault === 'lost-answer-retry') log.retry = summary(await send());
  return log;
}
