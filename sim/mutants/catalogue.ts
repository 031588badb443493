/** One text edit of a product file: `find` must occur exactly once in it. */
export interface MutantEdit {
  readonly file: string;
  readonly find: string;
  readonly replace: string;
}

/** A fault planted in a throw-away copy of the product, which the simulation must catch. */
export interface Mutant {
  readonly name: string;
  /** The fault, as a reviewer would describe the bug. */
  readonly fault: string;
  readonly edits: readonly MutantEdit[];
  /** Seeds this fault is given when it needs more than the default budget to show. */
  readonly seeds?: number;
}

const BETTING_SETTLEMENT = 'packages/betting/src/settlement.ts';
const SERVER_SETTLE = 'apps/server/src/settlement/settle.ts';
const PRICE_SETTLEMENT = 'apps/server/src/settlement/price-settlement.ts';
const PLACE_BET = 'apps/server/src/betting/place-bet.ts';
const DEPOSIT_FLOW = 'apps/server/src/cashier/deposit-flow.ts';

/**
 * The planted faults. Each edit names the product's text as it is; when that
 * code changes, `npm run sim:mutants` says which mutant to bring up to date.
 */
export const MUTANTS: readonly Mutant[] = [
  {
    name: 'pays-one-more',
    fault: 'settlement pays one minor unit more than the bet won',
    edits: [
      {
        file: BETTING_SETTLEMENT,
        find: "return { status: money > 0 ? 'won' : 'lost', payout: toMoney(money) };",
        replace: "return { status: money > 0 ? 'won' : 'lost', payout: toMoney(money > 0 ? money + 1 : money) };",
      },
    ],
  },
  {
    name: 'place-part-at-win-odds',
    fault: "each way's place part is paid at the win odds",
    edits: [
      {
        file: BETTING_SETTLEMENT,
        find: 'const price = exactPlaceOdds(settledOdds(leg), leg.ewPrice ?? Number.NaN);',
        replace: 'const price = exactOdds(settledOdds(leg));',
      },
    ],
  },
  {
    name: 'dead-heat-undivided',
    fault: 'a dead heat is paid in full instead of divided',
    edits: [
      {
        file: BETTING_SETTLEMENT,
        find: 'if (!leg.deadHeat) return ONE;',
        replace: 'if (leg) return ONE;',
      },
    ],
  },
  {
    name: 'freebet-stake-returned',
    fault: "a free bet's stake is returned with its winnings",
    // Only a winning free bet shows it: seeds 1 and 2 settle none in 200 steps, seed 3 does at step 99.
    seeds: 3,
    edits: [
      {
        file: BETTING_SETTLEMENT,
        find: 'const payout = bet.freebet ? R.sub(gross, R.mul(win.standing, stake)) : gross;',
        replace: 'const payout = gross;',
      },
    ],
  },
  {
    name: 'sp-above-cap',
    fault: 'the payout cap is skipped for a bet with a starting-price leg, at acceptance and at settlement',
    // Race prices are set once and an SP leg carries no boost, so an SP bet accepted within the cap
    // at its quote is always paid within it: skipping only settlement's cap could never show.
    edits: [
      {
        file: 'apps/server/src/betting/price-ticket.ts',
        find: 'capped = startingPrice ? calcTotals(totalsInput(request, toTotalsLegs(request, legs, quotedOdds), null)) : totals;',
        replace: 'capped = totals;',
      },
      {
        file: PRICE_SETTLEMENT,
        find: 'maxPayout: terms.maxPayout,',
        replace:
          'maxPayout: legs.some((leg) => leg.isStartingPrice) ? toMoney(Number.MAX_SAFE_INTEGER) : terms.maxPayout,',
      },
    ],
  },
  {
    name: 'refund-twice',
    fault: 'a void bet is refunded twice',
    edits: [
      {
        file: SERVER_SETTLE,
        find: 'reference: settlementReference(bet.id),\n      });',
        replace:
          "reference: settlementReference(bet.id),\n      });\n      await postEntry(tx, { playerId: bet.playerId, kind: 'refund', amount: priced.refund, reference: `${settlementReference(bet.id)}:again` });",
      },
    ],
  },
  {
    name: 'retried-uuid-debits-twice',
    fault: 'a retried uuid debits twice: the server keys the bet on an id of its own, not the ticket uuid',
    edits: [
      {
        file: PLACE_BET,
        find: '  const bet: NewBet = {\n    uuid: input.ticket.uuid,',
        replace: '  const bet: NewBet = {\n    uuid: crypto.randomUUID(),',
      },
    ],
  },
  {
    name: 'deposit-credited-twice',
    fault: 'a card deposit is credited twice: once on the charge, again under a reference of its own',
    edits: [
      {
        file: DEPOSIT_FLOW,
        find: "      reference: `cashier:${paymentId}`,\n    });\n    return { kind: 'ok'",
        replace:
          "      reference: `cashier:${paymentId}`,\n    });\n    await postEntry(tx, { playerId: row.playerId, kind: 'deposit', amount: row.amount, reference: `cashier:${paymentId}:charged` });\n    return { kind: 'ok'",
      },
    ],
  },
  {
    name: 'cash-out-above-quote',
    fault: 'a cash out pays one minor unit above the quote the bettor accepted',
    edits: [
      {
        file: 'apps/server/src/mybets/service.ts',
        find: "const payout = wait === 'waited' ? quote : offer.quote;",
        replace: "const payout = (wait === 'waited' ? quote : offer.quote) + 1;",
      },
    ],
  },
];
