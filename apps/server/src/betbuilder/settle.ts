import { eq, inArray } from 'drizzle-orm';
import type { CashoutOffer } from '@sportsbook/protocol';
import type { BetLegRow, BetRow } from '../betting/index';
import type { Database, Transaction } from '../storage/index';
import { builderModelAt, builderOdds } from '../trading/index';
import type { BuilderLeg } from '../trading/index';
import { simModuleFor } from '../trading/index';
import { feedEvents } from '../trading/index';
import { loadBuilderEvent, readerOf } from './event-store';
import type { BuilderEvent } from './event-store';
import { FeedSeedUnavailable } from './feed-seed';
import type { BuilderFeedSeed } from './feed-seed';
import { priceBuilder } from './pricing';
import { returnOf } from './ticket-wire';
import { betbuilderBets } from './tables';

type LegResult = 'won' | 'lost' | 'void' | 'placed' | null;

/** A builder leg as settlement sees it: its outcome and its (copied) result. */
export interface BuilderSettlementLeg {
  readonly outcomeId: number;
  readonly result: LegResult;
}

/** How a builder bet ends (or that it is still open), and at which price it paid. */
export type BuilderSettlement =
  | { readonly status: 'open' }
  | { readonly status: 'won' | 'lost' | 'void'; readonly payout: number; readonly odds: number };

/**
 * The price of a builder's legs without its void ones, at the state the bet was struck: the
 * same model, the same margin, the same rule as calculate (one leg: that leg's price then —
 * re-derived from the model, as the catalogue has moved on). Never above the price taken.
 */
async function repricedOdds(
  db: Database | Transaction,
  builder: { eventId: number; odds: number; state: Record<string, unknown>; live: boolean },
  legs: readonly BetLegRow[],
  keep: ReadonlySet<number>,
): Promise<number> {
  const [feed] = await db
    .select({ params: feedEvents.params, kind: feedEvents.kind })
    .from(feedEvents)
    .where(eq(feedEvents.eventId, builder.eventId));
  const model = feed ? builderModelAt(feed.kind, feed.params, builder.state, builder.live) : null;
  if (!feed || !model) return 1;
  const params = feed.params;
  const rows = await readerOf(db).execute<{
    id: string | number;
    type: string;
    line: string | number | null;
    sort_order: number;
    market_order: number;
  }>(
    `SELECT o.id, m.type, m.line, o.sort_order, m.sort_order AS market_order FROM outcomes o JOIN markets m ON m.id = o.market_id
      WHERE o.id IN (${[...keep].map(Number).join(',') || 0})`,
  );
  const specs = simModuleFor(feed.kind).markets(params);
  const jointLegs: BuilderLeg[] = [];
  for (const leg of legs) {
    if (!keep.has(leg.outcomeId)) continue;
    const row = rows.find((candidate) => Number(candidate.id) === leg.outcomeId);
    const key = row ? specs[row.market_order]?.outcomes[row.sort_order]?.key : undefined;
    const compiled = row && key ? model.leg(row.type, row.line === null ? null : Number(row.line), key) : null;
    if (!compiled) return 1;
    jointLegs.push(compiled);
  }
  const odds = builderOdds(model.probability(jointLegs), model.band);
  return Math.min(builder.odds, Math.max(1, odds));
}

/**
 * Settles a Bet Builder from its legs' results: every leg won → stake × odds (floored to the
 * cent; a free bet's stake is not returned); a leg lost → lost; void legs (a player who did not
 * play) are dropped and the bet re-priced without them; every leg void → void, stake back.
 */
export async function settleBuilderBet(
  tx: Transaction,
  bet: BetRow,
  rows: readonly BetLegRow[],
  legs: readonly BuilderSettlementLeg[],
): Promise<BuilderSettlement> {
  if (legs.some((leg) => leg.result === 'lost' || leg.result === 'placed')) {
    await markSettledOdds(tx, bet.id, null);
    return { status: 'lost', payout: 0, odds: 0 };
  }
  if (legs.some((leg) => leg.result === null)) return { status: 'open' };
  const [builder] = await tx.select().from(betbuilderBets).where(eq(betbuilderBets.betId, bet.id));
  if (!builder) throw new Error(`Bet ${bet.id} is a Bet Builder without its betbuilder_bets row.`);
  const kept = new Set(legs.filter((leg) => leg.result === 'won').map((leg) => leg.outcomeId));
  if (kept.size === 0) {
    await markSettledOdds(tx, bet.id, 1);
    return { status: 'void', payout: bet.freebetId ? 0 : bet.stake, odds: 1 };
  }
  const odds = kept.size === legs.length ? builder.odds : await repricedOdds(tx, builder, rows, kept);
  await markSettledOdds(tx, bet.id, odds);
  const gross = returnOf(bet.stake, odds);
  return { status: 'won', payout: bet.freebetId ? Math.max(0, gross - bet.stake) : gross, odds };
}

async function markSettledOdds(tx: Transaction, betId: number, odds: number | null): Promise<void> {
  if (odds !== null) await tx.update(betbuilderBets).set({ settledOdds: odds }).where(eq(betbuilderBets.betId, betId));
}

/**
 * The cash-out offer of an open Bet Builder from the live joint price: the stake × the price
 * taken ÷ the price of its undecided legs together now, less the cash-out margin, never above
 * the potential return. Null `live` tells whether the bet's match is in play. Without this
 * instance's seed, or with another seed than the feed's (decision 089), a match whose price
 * replays its seeded future is offered no cash out (suspended).
 */
export async function builderCashoutOffer(
  db: Database | Transaction,
  bet: BetRow,
  legs: readonly BetLegRow[],
  marginBasisPoints: number,
  feedSeed: BuilderFeedSeed | null,
): Promise<{ offer: CashoutOffer; live: boolean }> {
  const no = (reason: Extract<CashoutOffer, { available: false }>['reason']) => ({
    offer: { available: false as const, reason },
    live: false,
  });
  if (bet.status !== 'open') return no('settled');
  if (bet.freebetId !== null) return no('freebet');
  if (legs.some((leg) => leg.result === 'lost' || leg.result === 'placed')) return no('leg_lost');
  const [builder] = await db.select().from(betbuilderBets).where(eq(betbuilderBets.betId, bet.id));
  if (!builder) return no('bet_type');
  const undecided = legs.filter((leg) => leg.result === null);
  if (undecided.length === 0) return no('settled');
  if (!feedSeed) return no('suspended');
  let event: BuilderEvent | null;
  try {
    event = await loadBuilderEvent(readerOf(db), builder.eventId, feedSeed);
  } catch (error) {
    if (error instanceof FeedSeedUnavailable) return no('suspended');
    throw error;
  }
  if (!event) return no('suspended');
  const ids = undecided.map((leg) => leg.outcomeId);
  if (ids.some((id) => !event.outcomes.has(id))) return no('unpriced');
  const now = priceBuilder(event, ids);
  if (now.lines.some((line) => line.error)) return { ...no('suspended'), live: event.model.live };
  if (!(now.odds > 1)) return { ...no('unpriced'), live: event.model.live };
  const voids = new Set(legs.filter((leg) => leg.result === 'won' || leg.result === null).map((leg) => leg.outcomeId));
  const taken = voids.size === legs.length ? builder.odds : await repricedOdds(db, builder, legs, voids);
  const taken1000 = BigInt(Math.round(taken * 1000));
  const now1000 = BigInt(Math.round(now.odds * 1000));
  const value = (BigInt(bet.stake) * taken1000 * BigInt(10_000 - marginBasisPoints)) / (now1000 * 10_000n);
  const quote = Math.min(Number(value), bet.potentialReturn);
  return quote > 0
    ? { offer: { available: true, quote }, live: event.model.live }
    : { offer: { available: false, reason: 'no_value' }, live: event.model.live };
}

/** The joint price of each listed Bet Builder (the price paid at, once settled after a void leg). */
export async function selectBuilderOdds(db: Database, betIds: readonly number[]): Promise<Map<number, number>> {
  if (betIds.length === 0) return new Map();
  const rows = await db
    .select({ betId: betbuilderBets.betId, odds: betbuilderBets.odds, settledOdds: betbuilderBets.settledOdds })
    .from(betbuilderBets)
    .where(inArray(betbuilderBets.betId, [...betIds]));
  return new Map(rows.map((row) => [row.betId, row.settledOdds ?? row.odds]));
}
