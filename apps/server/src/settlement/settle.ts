import { capWonPayout, COUNTRY_DEFAULTS, toMoney } from '@sportsbook/betting';
import type { ComboBoostConfig, CountryCode, Money } from '@sportsbook/betting';
import {
  findSettlementCandidates,
  loadSettlementLegs,
  lockOpenBet,
  recordLegResultIn,
  recordSettlementIn,
  storedLegsOf,
} from '../betting/index';
import { writeBetSettledMessage } from '../inbox/index';
import { publishInboxCount } from '../inbox/index';
import type { BetNotifier } from '../push/index';
import type { BetRow } from '../betting/index';
import { DEFAULT_MAX_PAYOUT } from '../betting/index';
import { DEFAULT_TAX_RULES } from '../betting/index';
import type { TaxTable } from '../betting/index';
import { comboBoostFor } from '../catalog/index';
import type { Bus } from '../realtime/index';
import type { DatabaseHandle, Transaction } from '../storage/index';
import { grantFreebetIn } from '../wallet/index';
import { postEntry } from '../wallet/index';
import { publishBetSettled } from '../wallet/index';
import type { PlayerEventErrorReporter } from '../wallet/index';
import { findFreebet } from '../wallet/index';
import { createWallet } from '../wallet/index';
import type { Wallet } from '../wallet/index';
import { publishedResult, toSettlementLeg } from './leg-results';
import { priceSettlement } from './price-settlement';
import { settleBuilderBet } from '../betbuilder/index';

/** How one settlement run behaves. */
export interface SettleOptions {
  /** Bets read per batch (default 100); each bet is still settled in a transaction of its own. */
  readonly batchSize?: number;
  /** Settlement time (default now): `settled_at` and the expiry of a re-granted free bet. */
  readonly now?: () => Date;
  /** Tax per country withheld from winnings (default DEFAULT_TAX_RULES, as at acceptance). */
  readonly taxRules?: TaxTable;
  /** The most a bet pays, boost included (`BET_MAX_PAYOUT`, default DEFAULT_MAX_PAYOUT, as at acceptance). */
  readonly maxPayout?: Money;
  /** The combo boost terms of a country's bookmaker now, for a boost a void leg lowers (default comboBoostFor). */
  readonly comboBoostOf?: (country: string) => ComboBoostConfig | null;
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
  /** Sends the settled bet's Inbox message to the player's subscribed devices (web push), after its commit. */
  readonly notify?: BetNotifier;
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
type PerBetOptions = Required<
  Pick<SettleOptions, 'now' | 'taxRules' | 'freebetRegrantMs' | 'maxPayout' | 'comboBoostOf'>
>;
type BetOutcome =
  | { readonly status: 'open' | 'skipped' }
  | { readonly status: SettledStatus; readonly playerId: number; readonly payout: number };

const DEFAULT_BATCH = 100;
const DEFAULT_REGRANT_MS = 7 * 24 * 60 * 60 * 1000;

/** The combo boost of a country's default bookmaker, as acceptance looked it up. */
const boostOfCountry = (country: string): ComboBoostConfig | null =>
  comboBoostFor(COUNTRY_DEFAULTS[country as CountryCode]?.bookmaker);

/** The ledger reference of a bet's settlement: unique per kind, so a retry can never pay twice. */
export const settlementReference = (betId: number): string => `settle:${betId}`;

/** The ledger reference of a bet's combo boost (kind 'combo_boost'): one per bet, ever. */
export const boostReference = (betId: number): string => `boost:${betId}`;

/** Gives a void free bet's amount back as a new free bet with the original's name and minimum odds. */
async function regrantFreebet(tx: Transaction, bet: BetRow, now: Date, regrantMs: number): Promise<void> {
  if (!bet.freebetId || bet.freebetAmount <= 0) return;
  const original = await findFreebet(tx, bet.freebetId);
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
 * Credits a won bet in the settling transaction: the return and the boost, the boost being a
 * winning — taxed with the return, and both inside the payout cap (decision 079). The winnings
 * and the boost are ledger entries of their own kinds; (kind, reference) is unique, so each is
 * paid once, ever.
 */
async function creditWon(tx: Transaction, bet: BetRow, returned: Money, boost: Money, options: PerBetOptions) {
  const paid = capWonPayout(returned, boost, {
    cashStake: toMoney(bet.cashStake),
    maxPayout: options.maxPayout,
    taxRule: options.taxRules[bet.country as CountryCode] ?? null,
  });
  await postWon(tx, bet, paid);
  return paid;
}

/** Posts a won bet's `winnings` and `combo_boost` credits, each under its own unique reference. */
async function postWon(
  tx: Transaction,
  bet: BetRow,
  paid: { readonly winningsCredit: Money; readonly boostCredit: Money },
): Promise<void> {
  if (paid.winningsCredit > 0) {
    await postEntry(tx, {
      playerId: bet.playerId,
      kind: 'winnings',
      amount: paid.winningsCredit,
      reference: settlementReference(bet.id),
    });
  }
  if (paid.boostCredit > 0) {
    await postEntry(tx, {
      playerId: bet.playerId,
      kind: 'combo_boost',
      amount: paid.boostCredit,
      reference: boostReference(bet.id),
    });
  }
}

/**
 * Settles one bet in the caller's transaction: locks the row (skipping one another instance or
 * a cash out holds), re-checks it is open, copies the decided legs' results, prices it with
 * `priceSettlement` and, once final, writes status, payout and the ledger movement together.
 */
async function settleOne(tx: Transaction, betId: number, options: PerBetOptions): Promise<BetOutcome> {
  const bet = await lockOpenBet(tx, betId);
  if (!bet || bet.status !== 'open') return { status: 'skipped' };
  const rows = await loadSettlementLegs(tx, betId);
  const legs = rows.map((row) => {
    const copied = publishedResult(row);
    return { id: row.id, copied, leg: toSettlementLeg(row, copied) };
  });
  for (const { id, copied } of legs) {
    if (copied) await recordLegResultIn(tx, id, copied);
  }
  const settlementLegs = legs.map(({ leg }) => leg);
  if (bet.betType === 'betbuilder') return settleBuilderOne(tx, bet, settlementLegs, options);
  const priced = priceSettlement(
    { ...bet, betType: bet.betType },
    rows.map((row, index) => ({
      ...settlementLegs[index]!,
      takenOdds: row.odds,
      comboBoostAvailable: row.comboBoostAvailable,
    })),
    {
      taxRule: options.taxRules[bet.country as CountryCode] ?? null,
      maxPayout: options.maxPayout,
      comboBoost: options.comboBoostOf(bet.country),
    },
  );
  if (priced.status === 'open') return { status: 'open' };
  const { status, payout } = priced;
  const now = options.now();
  if (status === 'won' || status === 'partly_won') {
    await postWon(tx, bet, priced);
  } else if (status === 'void') {
    if (priced.refund > 0) {
      await postEntry(tx, {
        playerId: bet.playerId,
        kind: 'refund',
        amount: priced.refund,
        reference: settlementReference(bet.id),
      });
    }
    if (bet.freebetId) await regrantFreebet(tx, bet, now, options.freebetRegrantMs);
  }
  await recordSettlementIn(tx, bet.id, {
    status,
    payout,
    tax: priced.tax,
    comboBoostPaid: priced.boost > 0 ? priced.boost : null,
    settledAt: now,
  });
  return { status, playerId: bet.playerId, payout };
}

/**
 * A Bet Builder's settlement (betbuilder/settle.ts decides; decision 034), written like any
 * bet's: status, payout and the ledger credit (or refund) in this same transaction.
 */
async function settleBuilderOne(
  tx: Transaction,
  bet: BetRow,
  legs: readonly { result: 'won' | 'lost' | 'void' | 'placed' | null }[],
  options: PerBetOptions,
): Promise<BetOutcome> {
  const stored = await storedLegsOf(tx, bet.id);
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
  let payout = outcome.payout;
  if (outcome.status === 'won') {
    // Within the payout cap like every bet (a Bet Builder has no boost).
    ({ tax, payout } = await creditWon(tx, bet, toMoney(outcome.payout), toMoney(0), options));
  } else if (outcome.status === 'void') {
    if (outcome.payout > 0) {
      await postEntry(tx, { playerId: bet.playerId, kind: 'refund', amount: outcome.payout, reference });
    }
    if (bet.freebetId) await regrantFreebet(tx, bet, now, options.freebetRegrantMs);
  }
  await recordSettlementIn(tx, bet.id, { status: outcome.status, payout, tax, settledAt: now });
  return { status: outcome.status, playerId: bet.playerId, payout };
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
    maxPayout: options.maxPayout ?? DEFAULT_MAX_PAYOUT,
    comboBoostOf: options.comboBoostOf ?? boostOfCountry,
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
      options.eventIds?.length === 0
        ? []
        : await findSettlementCandidates(handle.db, afterId, batchSize, options.eventIds);
    for (const betId of ids) {
      examined += 1;
      try {
        const outcome = await handle.transaction(async (tx) => {
          const settledBet = await settleOne(tx, betId, perBet);
          // The Inbox message commits (or rolls back) with the settlement itself.
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
          options.notify?.(outcome.playerId, 'bet_settled', betId);
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
