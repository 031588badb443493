import { cashierHeaders, call } from '../client';
import type { Answer, SimBettor } from '../client';
import { countOne } from '../record';
import type { SimRecord } from '../record';
import type { SimRng } from '../rng';
import type { World } from '../world';

/** The test provider's cards (cashier/provider.ts): one approves, one declines. */
const CARDS = ['4242424242424242', '4242424242424242', '4000000000000002'] as const;

/** How a cash movement goes wrong (or not), drawn from the seed. */
export type CashFault = 'none' | 'lost-answer-retry' | 'crash-after-write' | 'crash-at-statement';

/**
 * Writes of the cash paths: the payment row (reserve, charge, credit), the ledger entry, the
 * wallet. Failing one and restarting is the process dying at that statement: its transaction
 * never commits, and what the steps before it committed stays.
 */
const CASH_STATEMENTS = /insert into "(cashier_payments|ledger_entries)"|update "(cashier_payments|wallets)"/i;

/** What the log keeps of a cashier answer: no payment ids, no times. */
function summary(answer: Answer): Record<string, unknown> {
  const body = answer.body;
  return {
    http: answer.statusCode,
    status: body.status ?? null,
    code: body.code ?? body.message ?? null,
    balance: body.balance ?? null,
  };
}

/**
 * A deposit (reserve → charge → credit, decision 086) or a withdrawal through the account
 * origin's cashier, under an idempotency key made from the step; with a lost answer, the client
 * retries the same key, or the process dies after the write and the client retries after the restart.
 */
export async function moveCash(
  world: World,
  record: SimRecord,
  rng: SimRng,
  bettor: SimBettor,
  step: number,
  fault: CashFault,
): Promise<Record<string, unknown>> {
  const deposit = rng.chance(0.6);
  const key = `sim-${step}`;
  const amount = deposit ? rng.between(100, 50_000) : rng.between(100, 80_000);
  const payload = deposit
    ? { amount, card: { number: rng.pick(CARDS), expiry: '12/30', cvc: '123', holder: 'Sim Bettor' } }
    : { amount };
  const send = () =>
    call(world.book.accountApp, {
      method: 'POST',
      url: deposit ? '/api/cashier/deposit' : '/api/cashier/withdraw',
      headers: cashierHeaders(bettor, key),
      payload,
    });
  if (fault !== 'none') countOne(record.counts.faults, fault);
  if (fault === 'crash-at-statement') world.faults.arm(CASH_STATEMENTS, rng.below(4));
  const first = await send();
  const fired = fault === 'crash-at-statement' ? world.faults.disarm() : null;
  if (fault === 'crash-after-write' || fault === 'crash-at-statement') await world.restart();
  const note = (answer: Answer) => {
    const reference = (answer.body.transaction as { reference?: string } | undefined)?.reference;
    if (answer.statusCode !== 200 || answer.body.status !== 1 || !reference) return;
    const cash = record.cash.get(key) ?? { key, amount: deposit ? amount : -amount, references: new Set<string>() };
    cash.references.add(reference);
    record.cash.set(key, cash);
  };
  note(first);
  const log: Record<string, unknown> = { kind: deposit ? 'deposit' : 'withdraw', amount, answer: summary(first) };
  if (fired !== null) log.fired = fired;
  if (fault !== 'none') {
    const retry = await send();
    note(retry);
    log.retry = summary(retry);
  }
  return log;
}

/** A bettor takes a time-out of a day or excludes themselves for six months: every later stake is refused. */
export async function restrict(world: World, rng: SimRng, bettor: SimBettor): Promise<Record<string, unknown>> {
  const timeOut = rng.chance(0.5);
  const answer = await call(world.book.accountApp, {
    method: 'POST',
    url: timeOut ? '/api/cashier/time-out' : '/api/cashier/self-exclusion',
    headers: cashierHeaders(bettor),
    payload: timeOut ? { days: 1 } : { months: 6 },
  });
  const data = answer.body.data as { status?: string } | undefined;
  return { kind: timeOut ? 'time-out' : 'self-exclusion', http: answer.statusCode, status: data?.status ?? null };
}
