import { readBettingConfig } from '../apps/server/src/betting/config';
import { calculate, placeBet, raceBets, resubmitLate } from './actions/bet';
import type { SubmitFault } from './actions/bet';
import { moveCash, restrict } from './actions/cashier';
import type { CashFault } from './actions/cashier';
import { playCasino } from './actions/casino';
import { cashOut } from './actions/cash-out';
import { placeBuilder } from './actions/builder';
import { activeFreebet, grantFreebet } from './actions/freebets';
import { voidMarket } from './actions/operator';
import { drawSlip } from './actions/slips';
import { readBoard } from './board';
import type { Board } from './board';
import type { SimBettor } from './client';
import { createEventLog } from './event-log';
import { checkInvariants, createUnchangedCheck } from './invariants/index';
import type { Violation } from './invariants/index';
import { readMargins } from './margins';
import type { ProductMargins } from './margins';
import { countOne, createRecord } from './record';
import type { SimCounts } from './record';
import { createSimRng } from './rng';
import type { SimRng } from './rng';
import { openWorld, SIM_ENV } from './world';
import type { World } from './world';

/** How one seed runs. */
export interface SeedOptions {
  readonly steps: number;
  /** Stop after this step (a replay up to a violation); default: all `steps`. */
  readonly until?: number;
  readonly faults: boolean;
}

/** What one seed did. */
export interface SeedResult {
  readonly seed: number;
  readonly steps: number;
  /** SHA-256 of the canonical event log. */
  readonly hash: string;
  readonly counts: SimCounts;
  readonly betsPlaced: number;
  readonly betsSettled: number;
  readonly margins: ProductMargins;
  readonly violation: (Violation & { readonly step: number; readonly tail: string[] }) | null;
  readonly ms: number;
}

/** `count` copies of `item`: a weight in a list the scheduler picks from. */
const repeat = <T>(item: T, count: number): T[] => Array.from({ length: count }, () => item);

/**
 * A restart costs a recomposition (about a feed tick): the two crashes are one submit fault in
 * twenty-two each, the cheap faults the rest.
 */
const SUBMIT_FAULTS: readonly SubmitFault[] = [
  ...repeat<SubmitFault>('lost-answer-retry', 5),
  ...repeat<SubmitFault>('lost-answer-status', 5),
  ...repeat<SubmitFault>('duplicate', 5),
  ...repeat<SubmitFault>('statement-failure', 5),
  'crash-after-write',
  'crash-at-statement',
];
const pickSubmitFault = (rng: SimRng): SubmitFault => rng.pick(SUBMIT_FAULTS);
const CASH_FAULTS: readonly CashFault[] = [
  ...repeat<CashFault>('lost-answer-retry', 10),
  'crash-after-write',
  'crash-at-statement',
];
const pickCashFault = (rng: SimRng): CashFault => rng.pick(CASH_FAULTS);

interface Run {
  readonly world: World;
  /** The sportsbook's bettors. */
  readonly bettors: SimBettor[];
  /** The one bettor who plays the casino (its wins are drawn by the product at random). */
  readonly casinoBettor: SimBettor;
  readonly record: ReturnType<typeof createRecord>;
  readonly rng: SimRng;
  readonly faultRng: SimRng;
  readonly faults: boolean;
  board: Board;
  settledSinceTick: boolean;
}

/** One step: the scheduler draws an action and a bettor; answers the action's name and log form. */
async function step(run: Run, index: number): Promise<[string, unknown]> {
  const { world, record, rng, faultRng } = run;
  const roll = rng.next();
  const bettor = rng.pick(run.bettors);
  // A feed tick costs the most (the whole book is written): few, with longer jumps between them.
  if (roll < 0.025) {
    const minutes = rng.between(20, 60);
    world.clock.advance(minutes * 60_000);
    await world.book.tickFeed();
    run.board = await readBoard(world);
    run.settledSinceTick = false;
    return ['tick', { minutes, sports: run.board.sports.length, races: run.board.races.length }];
  }
  if (roll < 0.1) {
    await world.book.settleNow();
    run.settledSinceTick = true;
    return ['settle', {}];
  }
  if (roll < 0.2) {
    const fault = run.faults && faultRng.chance(0.3) ? pickCashFault(faultRng) : 'none';
    return [`cash b${bettor.index}`, await moveCash(world, record, rng, bettor, index, fault)];
  }
  if (roll < 0.26) {
    const lost = run.faults && faultRng.chance(0.2);
    return [`casino b${run.casinoBettor.index}`, await playCasino(world, record, rng, run.casinoBettor, lost)];
  }
  if (roll < 0.265) {
    return [`restrict b${bettor.index}`, await restrict(world, rng, bettor)];
  }
  if (roll < 0.3) {
    const lost = run.faults && faultRng.chance(0.2);
    if (lost) countOne(record.counts.faults, 'lost-answer-retry');
    return [`builder b${bettor.index}`, await placeBuilder(world, record, rng, bettor, run.board.sports, lost)];
  }
  if (roll < 0.315 && run.faults) {
    return ['late-duplicate', await resubmitLate(world, record, faultRng, run.bettors)];
  }
  if (roll < 0.34) {
    const fault =
      run.faults && faultRng.chance(0.3) ? faultRng.pick(['lost-answer-retry', 'duplicate'] as const) : 'none';
    return [`cash-out b${bettor.index}`, await cashOut(world, record, rng, bettor, fault)];
  }
  if (roll < 0.36) return [`grant b${bettor.index}`, await grantFreebet(world, rng, bettor, index)];
  if (roll < 0.38) {
    // A market decided since the last settlement run: its bets wait for the next one.
    run.settledSinceTick = false;
    return ['void-market', await voidMarket(world, rng)];
  }
  const freebet = rng.chance(0.35) ? await activeFreebet(world, rng, bettor) : null;
  const plan = drawSlip(rng, run.board, freebet);
  if (!plan) return ['idle', {}];
  if (roll < 0.4) {
    await calculate(world, bettor, plan);
    return [`abandon b${bettor.index}`, { kind: plan.kind }];
  }
  if (roll < 0.44 && run.faults) {
    const other = drawSlip(rng, run.board, null);
    if (other) return [`race b${bettor.index}`, await raceBets(world, record, bettor, [plan, other])];
  }
  const fault = run.faults && faultRng.chance(0.25) ? pickSubmitFault(faultRng) : 'none';
  return [`bet b${bettor.index}`, await placeBet(world, record, faultRng, bettor, plan, fault)];
}

/** Runs one seed: a fresh book, the seeded scheduler, the invariants after every step. */
export async function runSeed(seed: number, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const world = await openWorld();
  const record = createRecord();
  const log = createEventLog();
  const maxPayout = Number(readBettingConfig(SIM_ENV).maxPayout);
  let violation: SeedResult['violation'] = null;
  let steps = 0;
  try {
    record.counts.actionMs.compose = performance.now() - started;
    const bettors = [...world.bettors];
    const rng = createSimRng(seed, 'scheduler');
    // Each seed starts at its own moment of the book: some events live, some about to start.
    world.clock.advance(rng.between(0, 180) * 60_000);
    await world.book.tickFeed();
    const casinoBettor = bettors.pop()!;
    const run: Run = {
      world,
      bettors,
      casinoBettor,
      record,
      rng,
      faultRng: createSimRng(seed, 'faults'),
      faults: options.faults,
      board: await readBoard(world),
      settledSinceTick: false,
    };
    record.counts.actionMs.setup = performance.now() - started;
    const last = Math.min(options.steps, options.until ?? options.steps);
    const unchanged = createUnchangedCheck();
    for (let index = 1; index <= last; index += 1) {
      const began = performance.now();
      const [action, outcome] = await step(run, index);
      const kind = action.split(' ')[0]!;
      countOne(record.counts.actions, kind);
      record.counts.actionMs[kind] = (record.counts.actionMs[kind] ?? 0) + performance.now() - began;
      log.append(index, action, outcome);
      steps = index;
      record.counts.steps += 1;
      const checked = performance.now();
      const broken = await checkInvariants(
        { handle: world.handle, record, maxPayout, settledSinceTick: run.settledSinceTick, ticked: action === 'tick' },
        unchanged,
      );
      record.counts.invariantChecks += 1;
      record.counts.actionMs.invariants = (record.counts.actionMs.invariants ?? 0) + performance.now() - checked;
      if (broken) {
        violation = { ...broken, step: index, tail: log.tail(5) };
        break;
      }
    }
    const margins = await readMargins(world.handle);
    return {
      seed,
      steps,
      hash: log.digest(),
      counts: record.counts,
      betsPlaced: [...record.submits.values()].filter((submit) => submit.state === 'accepted').length,
      betsSettled: margins.settledBets,
      margins,
      violation,
      ms: performance.now() - started,
    };
  } finally {
    await world.close();
  }
}
