import { call, sportsHeaders } from '../client';
import type { Answer, SimBettor } from '../client';
import { countOne } from '../record';
import type { SimRecord, SubmitRecord } from '../record';
import type { SimRng } from '../rng';
import type { World } from '../world';
import type { SlipPlan } from './slips';

/** How a submit goes wrong (or not), drawn from the seed. */
export type SubmitFault =
  | 'none'
  | 'lost-answer-retry'
  | 'lost-answer-status'
  | 'crash-after-write'
  | 'duplicate'
  | 'statement-failure'
  | 'crash-at-statement';

/** Statements of the money path a failure can hit: the stake's ledger entry, the bet, the wallet. */
const MONEY_STATEMENTS = /insert into "(ledger_entries|bets|bet_legs)"|update "(wallets|freebets)"/i;

type Ticket = Record<string, unknown>;

const submitBody = (bettor: SimBettor, ticket: Ticket) => ({
  ticket,
  accept_odds: 'ACCEPT_ANY',
  lang: 'en',
  country: bettor.bookmaker,
});

/** POSTs the ticket as the bettor's client does. */
export const submit = (world: World, bettor: SimBettor, ticket: Ticket) =>
  call(world.book.app, {
    method: 'POST',
    url: '/v1/betslip/submit',
    headers: sportsHeaders(bettor),
    payload: submitBody(bettor, ticket),
  });

/** Asks what became of a ticket whose answer was lost (decision 077). */
export const ticketStatus = (world: World, bettor: SimBettor, uuid: string) =>
  call(world.book.app, { url: `/v1/betslip/ticket-status?uuid=${uuid}`, headers: sportsHeaders(bettor) });

/** Prices the slip; answers the ticket of the planned bet type (null: none offered). */
export async function calculate(world: World, bettor: SimBettor, plan: SlipPlan): Promise<Ticket | null> {
  const answer = await call(world.book.app, {
    method: 'POST',
    url: '/v1/betslip/calculate',
    headers: sportsHeaders(bettor),
    payload: plan.body,
  });
  const tickets = (answer.body.tickets ?? []) as Ticket[];
  return tickets.find((ticket) => ticket.bet_type === plan.betType && ticket.status === '') ?? null;
}

/** Records what an answer (a submit's, or ticket-status's) says of a ticket; answers its log form. */
export function learn(record: SimRecord, submitted: SubmitRecord, answer: Answer): Record<string, unknown> {
  const body = answer.body;
  const bet = body.bet as { id?: number } | undefined;
  if (answer.statusCode === 200 && body.status === 1 && bet?.id !== undefined) {
    if (submitted.state === 'accepted' && submitted.betId !== bet.id)
      record.contradictions.push(`ticket ${submitted.alias} answered bet ${bet.id} after bet ${submitted.betId}`);
    submitted.state = 'accepted';
    submitted.betId = bet.id;
    return { accepted: bet.id };
  }
  if (answer.statusCode === 200 && body.status === 0 && body.message !== 'TICKET_UNKNOWN') {
    if (submitted.state === 'accepted')
      record.contradictions.push(`ticket ${submitted.alias} (bet ${submitted.betId}) answered ${String(body.message)}`);
    else submitted.state = 'refused';
    return { refused: body.message ?? null };
  }
  if (submitted.state === 'accepted' && body.message === 'TICKET_UNKNOWN')
    record.contradictions.push(`ticket ${submitted.alias} (bet ${submitted.betId}) is unknown to ticket-status`);
  return { http: answer.statusCode, message: body.message ?? null };
}

/**
 * One bettor's slip through calculate and submit, with the fault the seed chose: the answer
 * lost (the client retries the same ticket, or asks its status), the process killed after the
 * write and before the answer, the submit sent twice at once, or one statement of it failing.
 */
export async function placeBet(
  world: World,
  record: SimRecord,
  rng: SimRng,
  bettor: SimBettor,
  plan: SlipPlan,
  fault: SubmitFault,
): Promise<Record<string, unknown>> {
  const ticket = await calculate(world, bettor, plan);
  if (!ticket) return { kind: plan.kind, calculate: 'no ticket' };
  const uuid = String(ticket.uuid);
  const submitted: SubmitRecord = {
    uuid,
    alias: record.alias(uuid, 't'),
    bettor: bettor.index,
    product: 'sportsbook',
    shownTotalStake: Number(ticket.total_stake),
    ticket,
    state: 'unknown',
  };
  record.submits.set(uuid, submitted);
  const log: Record<string, unknown> = { kind: plan.kind, ticket: submitted.alias, shown: ticket.total_stake };
  if (fault !== 'none') countOne(record.counts.faults, fault);
  switch (fault) {
    case 'none':
      log.answer = learn(record, submitted, await submit(world, bettor, ticket));
      break;
    case 'lost-answer-retry':
      await submit(world, bettor, ticket);
      log.retry = learn(record, submitted, await submit(world, bettor, ticket));
      break;
    case 'lost-answer-status':
      await submit(world, bettor, ticket);
      log.status = learn(record, submitted, await ticketStatus(world, bettor, uuid));
      break;
    case 'crash-after-write':
      await submit(world, bettor, ticket);
      await world.restart();
      log.status = learn(record, submitted, await ticketStatus(world, bettor, uuid));
      log.retry = learn(record, submitted, await submit(world, bettor, ticket));
      break;
    case 'duplicate': {
      const [first, second] = await Promise.all([submit(world, bettor, ticket), submit(world, bettor, ticket)]);
      log.first = learn(record, submitted, first);
      log.second = learn(record, submitted, second);
      break;
    }
    case 'crash-at-statement': {
      // The process dies at one statement of the submit: that transaction never commits.
      world.faults.arm(MONEY_STATEMENTS, rng.below(3));
      await submit(world, bettor, ticket);
      log.fired = world.faults.disarm();
      await world.restart();
      log.status = learn(record, submitted, await ticketStatus(world, bettor, uuid));
      log.retry = learn(record, submitted, await submit(world, bettor, ticket));
      break;
    }
    case 'statement-failure': {
      world.faults.arm(MONEY_STATEMENTS, rng.below(3));
      const answer = await submit(world, bettor, ticket);
      log.fired = world.faults.disarm();
      log.answer = learn(record, submitted, answer);
      log.status = learn(record, submitted, await ticketStatus(world, bettor, uuid));
      break;
    }
  }
  return log;
}

/** Two different slips of one bettor submitted at once, racing for one balance. */
export async function raceBets(
  world: World,
  record: SimRecord,
  bettor: SimBettor,
  plans: readonly [SlipPlan, SlipPlan],
): Promise<Record<string, unknown>> {
  const tickets = await Promise.all(plans.map((plan) => calculate(world, bettor, plan)));
  if (!tickets[0] || !tickets[1]) return { race: 'no ticket' };
  countOne(record.counts.faults, 'racing-submits');
  const submitted = tickets.map((ticket) => {
    const uuid = String(ticket!.uuid);
    const entry: SubmitRecord = {
      uuid,
      alias: record.alias(uuid, 't'),
      bettor: bettor.index,
      product: 'sportsbook',
      shownTotalStake: Number(ticket!.total_stake),
      ticket: ticket!,
      state: 'unknown',
    };
    record.submits.set(uuid, entry);
    return entry;
  });
  const answers = await Promise.all(tickets.map((ticket) => submit(world, bettor, ticket!)));
  return {
    race: submitted.map((entry, index) => ({ ticket: entry.alias, answer: learn(record, entry, answers[index]!) })),
  };
}

/**
 * A submit delivered late and out of order: a ticket sent steps ago (accepted, refused or never
 * answered) arrives again after other requests. An accepted one must answer its first bet and
 * move nothing.
 */
export async function resubmitLate(
  world: World,
  record: SimRecord,
  rng: SimRng,
  bettors: readonly SimBettor[],
): Promise<Record<string, unknown>> {
  const earlier = [...record.submits.values()].filter((submit) => submit.product === 'sportsbook');
  if (earlier.length === 0) return { late: 'nothing sent yet' };
  const submitted = rng.pick(earlier);
  const bettor = bettors.find((candidate) => candidate.index === submitted.bettor);
  if (!bettor) return { late: 'no such bettor' };
  countOne(record.counts.faults, 'late-duplicate');
  const before = submitted.state;
  return {
    late: submitted.alias,
    was: before,
    answer: learn(record, submitted, await submit(world, bettor, submitted.ticket)),
  };
}
