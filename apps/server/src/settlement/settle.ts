import { and, asc, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { calcComboBoost, settleBet, toMoney } from '@sportsbook/betting';
import type { CountryCode } from '@sportsbook/betting';
import { betLegs, bets } from '../betting/tables';
import { writeBetSettledMessage } from '../inbox/inbox-store';
import { publishInboxCount } from '../inbox/publish';
import type { BetRow } from '../betting/tables';
import { calcTax, DEFAULT_TAX_RULES } from '../betting/tax';
import type { TaxTable } from '../betting/tax';
import type { Bus } from '../realtime/bus';
import type { DatabaseHandle, Transaction } from '../storage/database';
import { markets, outcomes } from '../storage/schema';
import { grantFreebetIn } from '../wallet/freebet-ledger';
import { postEntry } from '../wallet/ledger';
import { publishBetSettled } from '../wallet/player-events';
import type { PlayerEventErrorReporter } from '../wallet/player-events';
import { freebets } from '../wallet/tables';
import { createWallet } from '../wallet/wallet';
import type { Wallet } from '../wallet/wallet';
import { betStatusOf, publishedResult, toSettlementLeg } from './leg-results';
import { settleBuilderBet } from '../betbuilder/settle';

/** How one settlement run behaves. */
export interface SettleOptions {
  /** Bets read per batch (default 100); each bet is still settled in a transaction of its own. */
  readonly batchSize?: number;
  /** Settlement time (default now): `settled_at` and the expiry of a re-granted free bet. */
  readonly now?: () => Date;
  /** Tax per country withheld from winnings (default DEFAULT_TAX_RULES, as at acceptance). */
  readonly taxRules?: TaxTable;
  /** How long a free bet given back for a void bet lasts at least (default 7 days). */
  readonly freebetRegrantMs?: number;
  /** Told about a bet that could not be settled; the run goes on with the others. */
  readonly onError?: (error: unknown, betId: number) => void;
  /** Where `bet_settled` and the new balance are published for the player, after each bet's commit. */
  readonly bus?: Bus;
  /** Where those balances are read (default: a wallet over the handle). */
  readonly wallet?: Pick<Wallet, 'balanceOf'>;
  /** Told about a player event that could not be published; the settlement stands. */
  readonly onEventError?: PlayerEventErrorReporter;
  /** Only bets with a leg on these events (the feed's ended events); default every open bet. */
  readonly eventIds?: readonly number[];
}

/** What one run did. */
export interface SettleReport {
  /** Open bets looked at (a leg decided since they were placed). */
  readonly examined: number;
  /** Bets that reached a final status, by status. */
  readonly settled: Readonly<Record<'won' | 'partly_won' | 'lost' | 'void', number>>;
  /** Bets whose decided legs were recorded while others are still to play. */
  readonly stillOpen: number;
  /** Bets another instance held, or that were no longer open (cashed out) when locked. */
  readonly skipped: number;
  /** Bets that threw (reported through `onError`). */
  readonly failed: number;
}

type SettledStatus = keyof SettleReport['settled'];
type BetOutcome =
  | { readonly status: 'open' | 'skipped' }
  | { readonly status: SettledStatus; readonly playerId: number; readonly payout: number };

const DEFAULT_BATCH = 100;
const DEFAULT_REGRANT_MS = 7 * 24 * 60 * 60 * 1000;

/** The ledger reference of a bet's settlement: unique per kind, so a retry can never pay twice. */
export const settlementReference = (betId: number): string => `settle:${betId}`;

/** The ledger reference of a bet's combo boost (kind 'combo_boost'): one per bet, ever. */
export const boostReference = (betId: number): string => `boost:${betId}`;

/**
 * The combo boost a settled bet earns: its accepted terms (0013) applied, with the core's one
 * boost function, to the return it really made; 0 without terms or without a return.
 */
function earnedBoost(bet: BetRow, payout: number): number {
  if (!bet.comboBoostMode || !(bet.comboBoostPercent > 0) || payout <= 0) return 0;
  return calcComboBoost(
    { potentialReturn: toMoney(payout), cashStake: toMoney(bet.cashStake) },
    bet.comboBoostPercent,
    bet.comboBoostMode,
  );
}

/** Open bets after `afterId` with a leg (on one of `eventIds`, when given) that trading has decided and the bet has not recorded. */
async function findCandidates(
  handle: DatabaseHandle,
  afterId: number,
  limit: number,
  eventIds: readonly number[] | undefined,
): Promise<number[]> {
  const rows = await handle.db
    .selectDistinct({ id: bets.id })
    .from(bets)
    .innerJoin(betLegs, eq(betLegs.betId, bets.id))
    .innerJoin(outcomes, eq(outcomes.id, betLegs.outcomeId))
    .innerJoin(markets, eq(markets.id, betLegs.marketId))
    .where(
      and(
        eq(bets.status, 'open'),
        gt(bets.id, afterId),
        isNull(betLegs.result),
        eventIds ? inArray(betLegs.eventId, [...eventIds]) : undefined,
        or(isNotNull(outcomes.result), inArray(markets.status, ['resolved', 'void'])),
      ),
    )
    .orderBy(asc(bets.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

async function loadLegs(tx: Transaction, betId: number) {
  return tx
    .select({
      id: betLegs.id,
      result: betLegs.result,
      deadHeatNum: betLegs.deadHeatNum,
      deadHeatDen: betLegs.deadHeatDen,
      odds: betLegs.odds,
      ewPrice: betLegs.ewPrice,
      isStartingPrice: betLegs.isStartingPrice,
      spOdds: betLegs.spOdds,
      outcome: {
        result: outcomes.result,
        deadHeatNum: outcomes.deadHeatNum,
        deadHeatDen: outcomes.deadHeatDen,
        odds: outcomes.odds,
      },
      marketStatus: markets.status,
    })
    .from(betLegs)
    .innerJoin(outcomes, eq(outcomes.id, betLegs.outcomeId))
    .innerJoin(markets, eq(markets.id, betLegs.marketId))
    .where(eq(betLegs.betId, betId))
    .orderBy(asc(betLegs.position));
}

/** Gives a void free bet's amount back as a new free bet with the original's name and minimum odds. */
async function regrantFreebet(tx: Transaction, bet: BetRow, now: Date, regrantMs: number): Promise<void> {
  if (!bet.freebetId || bet.freebetAmount <= 0) return;
  const [original] = await tx.select().from(freebets).where(eq(freebets.id, bet.freebetId));
  const floor = now.getTime() + regrantMs;
  const expiresAt = new Date(Math.max(original?.expiresAt.getTime() ?? 0, floor));
  await grantFreebetIn(tx, bet.playerId, {
    name: original?.name ?? 'Free bet',
    amount: toMoney(bet.freebetAmount),
    minOdds: original?.minOdds ?? null,
    expiresAt,
  });
}

/**
 * Settles one bet in the caller's transaction: locks the row (skipping one another instance or
 * a cash out holds), re-checks it is open, copies the decided legs' results, prices it with
 * `settleBet` and, once final, writes status, payout and the ledger movement together.
 */
async function settleOne(
  tx: Transaction,
  betId: number,
  options: Required<Pick<SettleOptions, 'now' | 'taxRules' | 'freebetRegrantMs'>>,
): Promise<BetOutcome> {
  const [bet] = await tx
    .select()
    .from(bets)
    .where(and(eq(bets.id, betId), eq(bets.status, 'open')))
    .for('update', { skipLocked: true });
  if (!bet || bet.status !== 'open') return { status: 'skipped' };
  const rows = await loadLegs(tx, betId);
  const legs = rows.map((row) => {
    const copied = publishedResult(row);
    return { id: row.id, copied, leg: toSettlementLeg(row, copied) };
  });
  for (const { id, copied } of legs) {
    if (copied) await tx.update(betLegs).set(copied).where(eq(betLegs.id, id));
  }
  const settlementLegs = legs.map(({ leg }) => leg);
  if (bet.betType === 'betbuilder') return settleBuilderOne(tx, bet, settlementLegs, options);
  const settlement = settleBet({
    betType: bet.betType,
    systemType: bet.systemType,
    eachWay: bet.eachWay,
    stake: toMoney(bet.stake),
    freebet: bet.freebetId !== null,
    legs: settlementLegs,
  });
  if (settlement.status === 'open') return { status: 'open' };
  const status = betStatusOf(settlement.status, bet, settlementLegs);
  const now = options.now();
  const reference = settlementReference(bet.id);
  let tax = 0;
  let boostPaid: number | null = null;
  if (status === 'won' || status === 'partly_won') {
    const rule = options.taxRules[bet.country as CountryCode];
    tax = calcTax(rule, { potentialReturn: settlement.payout, cashStake: toMoney(bet.cashStake) });
    const credit = settlement.payout - tax;
    if (credit > 0) await postEntry(tx, { playerId: bet.playerId, kind: 'winnings', amount: credit, reference });
    // Its own ledger kind, in this same transaction; (kind, reference) unique: paid once, ever.
    const boost = earnedBoost(bet, settlement.payout);
    if (boost > 0) {
      await postEntry(tx, {
        playerId: bet.playerId,
        kind: 'combo_boost',
        amount: boost,
        reference: boostReference(bet.id),
      });
      boostPaid = boost;
    }
  } else if (status === 'void') {
    if (settlement.payout > 0) {
      await postEntry(tx, { playerId: bet.playerId, kind: 'refund', amount: settlement.payout, reference });
    }
    if (bet.freebetId) await regrantFreebet(tx, bet, now, options.freebetRegrantMs);
  }
  await tx
    .update(bets)
    .set({
      status,
      payout: settlement.payout,
      tax: status === 'lost' || status === 'void' ? 0 : tax,
      comboBoostPaid: boostPaid,
      settledAt: now,
    })
    .where(eq(bets.id, bet.id));
  return { status, playerId: bet.playerId, payout: settlement.payout };
}

/**
 * A Bet Builder's settlement (betbuilder/settle.ts decides; decision 034), written like any
 * bet's: status, payout and the ledger credit (or refund) in this same transaction.
 */
async function settleBuilderOne(
  tx: Transaction,
  bet: BetRow,
  legs: readonly { result: 'won' | 'lost' | 'void' | 'placed' | null }[],
  options: Required<Pick<SettleOptions, 'now' | 'taxRules' | 'freebetRegrantMs'>>,
): Promise<BetOutcome> {
  const stored = await tx.select().from(betLegs).where(eq(betLegs.betId, bet.id)).orderBy(asc(betLegs.position));
  const outcome = await settleBuilderBet(
    tx,
    bet,
    stored,
    stored.map((leg, index) => ({ outcomeId: leg.outcomeId, result: legs[index]?.result ?? leg.result })),
  );
  if (outcome.status === 'open') return { status: 'open' };
  const now = options.now();
  const reference = settlementReference(bet.id);
  let tax = 0;
  if (outcome.status === 'won') {
    const rule = options.taxRules[bet.country as CountryCode];
    tax = calcTax(rule, { potentialReturn: toMoney(outcome.payout), cashStake: toMoney(bet.cashStake) });
    const credit = outcome.payout - tax;
    if (credit > 0) await postEntry(tx, { playerId: bet.playerId, kind: 'winnings', amount: credit, reference });
  } else if (outcome.status === 'void') {
    if (outcome.payout > 0) {
      await postEntry(tx, { playerId: bet.playerId, kind: 'refund', amount: outcome.payout, reference });
    }
    if (bet.freebetId) await regrantFreebet(tx, bet, now, options.freebetRegrantMs);
  }
  await tx
    .update(bets)
    .set({ status: outcome.status, payout: outcome.payout, tax, settledAt: now })
    .where(eq(bets.id, bet.id));
  return { status: outcome.status, playerId: bet.playerId, payout: outcome.payout };
}

/**
 * Settles every open bet that has a leg trading has decided since it was placed: copies the
 * results onto the legs and, when `settleBet` says the bet is over, writes its status, payout
 * and ledger credit (`winnings`, or `refund` for a void cash bet, reference `settle:<id>`; plus
 * `combo_boost`, reference `boost:<id>`, for a won boosted combi) in ONE transaction per bet. A void free bet gets its free bet back. Safe to run in several instances
 * at once (row locks, SKIP LOCKED) and again after a failure (an open bet is settled once).
 */
export async function settleResolvedBets(handle: DatabaseHandle, options: SettleOptions = {}): Promise<SettleReport> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const onError = options.onError ?? ((error, betId) => console.error(`[settlement] bet ${betId} failed:`, error));
  const perBet = {
    now: options.now ?? (() => new Date()),
    taxRules: options.taxRules ?? DEFAULT_TAX_RULES,
    freebetRegrantMs: options.freebetRegrantMs ?? DEFAULT_REGRANT_MS,
  };
  const settled = { won: 0, partly_won: 0, lost: 0, void: 0 };
  let examined = 0;
  let stillOpen = 0;
  let skipped = 0;
  let failed = 0;
  let afterId = 0;
  const { bus } = options;
  const wallet = bus ? (options.wallet ?? createWallet(handle)) : null;
  for (;;) {
    const ids =
      options.eventIds?.length === 0 ? [] : await findCandidates(handle, afterId, batchSize, options.eventIds);
    for (const betId of ids) {
      examined += 1;
      try {
        const outcome = await handle.transaction(async (tx) => {
          const settledBet = await settleOne(tx, betId, perBet);
          // The Inbox message commits (or rolls back) with the settlement itself (issue 18).
          if ('playerId' in settledBet) await writeBetSettledMessage(tx, { betId, ...settledBet });
          return settledBet;
        });
        if (!('playerId' in outcome)) {
          if (outcome.status === 'open') stillOpen += 1;
          else skipped += 1;
        } else {
          settled[outcome.status] += 1;
          // After the commit; publishing never throws, so it cannot count the bet as failed.
          if (bus && wallet) {
            await publishBetSettled(
              bus,
              wallet,
              { playerId: outcome.playerId, betId, status: outcome.status, payout: outcome.payout },
              options.onEventError,
            );
            await publishInboxCount(bus, handle.db, outcome.playerId, options.onEventError);
          }
        }
      } catch (error) {
        failed += 1;
        onError(error, betId);
      }
    }
    const last = ids.at(-1);
    if (last === undefined || ids.length < batchSize) break;
    afterId = last;
  }
  return { examined, settled, stillOpen, skipped, failed };
}
